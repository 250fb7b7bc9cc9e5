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
