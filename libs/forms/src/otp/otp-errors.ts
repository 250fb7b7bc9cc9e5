/** A message id of the `otp` (or `hardening`) area with its values, resolved at render time. */
export interface OtpMessageRef {
  id: string;
  values?: Record<string, string | number>;
}

/**
 * The shape of a refused request the forms understand: `code` from the data service
 * (`otp_invalid`, `otp_used_up`, `cooldown`, `destination_limit`, `ip_limit`, `delivery_failed`, `network`) and
 * the seconds until a retry can succeed. Errors of any other shape show a generic message.
 */
export interface OtpErrorLike {
  code?: string;
  retryAfterSeconds?: number;
  /** A message id chosen by the service's hardening layer (`hardening.*`), shown as is. */
  messageId?: string;
}

/** Maps a refused send or verify to a localised message id of the `otp` area. */
export function describeOtpError({ code, retryAfterSeconds, messageId }: OtpErrorLike): OtpMessageRef {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds ?? 60));
  switch (code) {
    case 'otp_invalid':
      return { id: 'otp.error.invalid' };
    case 'otp_used_up':
      return { id: 'otp.error.usedUp' };
    case 'cooldown':
      return { id: 'otp.error.cooldown', values: { seconds } };
    case 'destination_limit':
      return { id: 'otp.error.destinationLimit', values: { minutes: Math.ceil(seconds / 60) } };
    case 'ip_limit':
      return { id: 'otp.error.ipLimit', values: { minutes: Math.ceil(seconds / 60) } };
    case 'delivery_failed':
      return { id: 'otp.error.delivery' };
    case 'network':
      return { id: 'otp.error.network' };
    default:
      return messageId?.startsWith('hardening.') ? { id: messageId } : { id: 'otp.error.generic' };
  }
}

/** Where the one-time-code step stands, as the route action answers it. */
export type OtpStepState =
  | { status: 'idle' }
  /** `challenge`: the data service's, for this form's code (the code verifies only with it). */
  | { status: 'sent'; resendAt: number; resendInSeconds: number; validMinutes: number; challenge: string }
  | { status: 'verified' };

/** The step after a code went out (or was refused with a cooldown): the server's clock decides the wait. */
export function sentState(resendAt: number, validMinutes: number, challenge: string, now = Date.now()): OtpStepState {
  return { status: 'sent', resendAt, resendInSeconds: Math.max(0, Math.ceil((resendAt - now) / 1000)), validMinutes, challenge };
}
