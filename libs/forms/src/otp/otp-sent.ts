import { z } from 'zod';
import { otpChallengePattern } from '@oriel/contracts';
import { type OtpStepState, sentState } from './otp-errors';

// Server-only (the route actions read the posted form): its own module, so the forms' islands,
// which import otp-errors.ts, do not bring zod's classic API.

/**
 * The last code sent, carried by the form between round trips (hidden fields the server wrote):
 * when it went, so the page can say how long to wait without JavaScript (display only: the data
 * service enforces the cooldown itself), and the challenge the code verifies with.
 */
export const otpSentFieldsSchema = z.object({
  otp_resend_at: z.coerce.number().int().nonnegative(),
  otp_valid_minutes: z.coerce.number().int().min(1).max(60),
  otp_challenge: z.string().regex(otpChallengePattern),
});

/** The step a form posted back (its hidden fields), or idle when no code went out yet. */
export function postedOtpState(values: Record<string, unknown>, now = Date.now()): OtpStepState {
  const parsed = otpSentFieldsSchema.safeParse(values);
  return parsed.success ? sentState(parsed.data.otp_resend_at, parsed.data.otp_valid_minutes, parsed.data.otp_challenge, now) : { status: 'idle' };
}

/** The step once the data service sent a code: when "Resend Again" may be pressed, how long the code lives, its challenge. */
export function stepAfterSend(sent: { resendAfterSeconds: number; expiresInSeconds: number; challenge: string }, now = Date.now()): OtpStepState {
  return sentState(now + sent.resendAfterSeconds * 1000, Math.round(sent.expiresInSeconds / 60), sent.challenge, now);
}

/**
 * The step after a send the data service refused: the posted one, unchanged (the code on the phone
 * still works), except that a send asked for too soon restarts the wait the service names.
 */
export function stepAfterRefusedSend(posted: OtpStepState, refusal: { code?: string; retryAfterSeconds?: number }, now = Date.now()): OtpStepState {
  if (refusal.code !== 'cooldown' || !refusal.retryAfterSeconds || posted.status !== 'sent') return posted;
  return sentState(now + refusal.retryAfterSeconds * 1000, posted.validMinutes, posted.challenge, now);
}
