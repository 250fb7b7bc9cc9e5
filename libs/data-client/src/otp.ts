import { z } from 'zod';
import type { DataClient } from './client';

/** What a one-time code is for (docs/otp.md); a code for one purpose never verifies another. */
export type OtpPurpose = 'loyalty-lookup' | 'campaign-registration';
export type OtpChannel = 'sms' | 'email';

export interface OtpDestination {
  channel: OtpChannel;
  /** `+85291234567` or an email address. */
  destination: string;
}

/**
 * A refused OTP or loyalty request, with the service's machine-readable reason (`cooldown`,
 * `destination_limit`, `ip_limit`, `delivery_failed`, `otp_invalid`, `not_member`, ...) and, for
 * 429/503, the seconds until a retry can succeed.
 */
export class OtpRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
    /** A message id the service chose (area `hardening`: 403, 413, 415, 429, 503 answers). */
    readonly messageId?: string,
  ) {
    super(message);
    this.name = 'OtpRequestError';
  }
}

const errorBody = z.object({
  error: z.object({
    message: z.string(),
    details: z.object({ code: z.string().optional(), retryAfterSeconds: z.number().optional(), messageId: z.string().optional() }).loose().optional(),
  }),
});

/** POSTs JSON and validates the answer; service errors become `OtpRequestError`. */
export async function postJson<T extends z.ZodType>(client: DataClient, path: string, body: unknown, schema: T, headers: Record<string, string> = {}): Promise<z.infer<T>> {
  let response: Response;
  try {
    response = await client.fetch(`${client.baseUrl}${path}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  } catch {
    throw new OtpRequestError(0, 'network', 'The service could not be reached.');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = errorBody.safeParse(payload);
    const retryHeader = Number(response.headers.get('retry-after'));
    const retryAfter = parsed.data?.error.details?.retryAfterSeconds ?? (Number.isFinite(retryHeader) && retryHeader > 0 ? retryHeader : undefined);
    throw new OtpRequestError(
      response.status,
      parsed.data?.error.details?.code ?? (response.status >= 500 ? 'unavailable' : 'error'),
      parsed.data?.error.message ?? response.statusText,
      retryAfter,
      parsed.data?.error.details?.messageId,
    );
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new OtpRequestError(response.status, 'bad_response', `Unexpected response from ${path}`);
  return parsed.data;
}

export const otpSentSchema = z.object({
  data: z.object({ channel: z.enum(['sms', 'email']), challenge: z.string(), expiresInSeconds: z.number(), resendAfterSeconds: z.number() }),
});
export type OtpSent = z.infer<typeof otpSentSchema>['data'];

export const otpVerifiedSchema = z.object({
  data: z.object({ verified: z.literal(true), verificationToken: z.string(), expiresInSeconds: z.number() }),
});
export type OtpVerified = z.infer<typeof otpVerifiedSchema>['data'];

/**
 * POST /api/otp/send, from a page's route action. `headers` carries the visitor's
 * `X-Forwarded-For`, so the service's limits count the visitor, not the app server. The answer's
 * `challenge` goes back to the visitor's form: its code verifies only with it, and a resend with
 * it replaces that code.
 */
export async function sendOtp(
  client: DataClient,
  request: OtpDestination & { purpose: OtpPurpose; locale: 'en' | 'zh-Hant'; challenge?: string },
  headers: Record<string, string> = {},
): Promise<OtpSent> {
  return (await postJson(client, '/api/otp/send', request, otpSentSchema, headers)).data;
}

/** POST /api/otp/verify, with the challenge of the send: the proof to hand to the lookup or the registration. */
export async function verifyOtp(
  client: DataClient,
  request: OtpDestination & { purpose: OtpPurpose; code: string; challenge: string },
  headers: Record<string, string> = {},
): Promise<OtpVerified> {
  return (await postJson(client, '/api/otp/verify', request, otpVerifiedSchema, headers)).data;
}
