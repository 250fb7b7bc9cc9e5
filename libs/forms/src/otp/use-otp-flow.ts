import { useCallback, useEffect, useRef, useState } from 'react';

/** What the send function resolves with (the data service's answer, docs/otp.md). */
export interface OtpSendResult {
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

/**
 * The shape of a refused request the widget understands: `code` from the data service
 * (`otp_invalid`, `cooldown`, `destination_limit`, `ip_limit`, `delivery_failed`, `network`) and
 * the seconds until a retry can succeed. Errors of any other shape show a generic message.
 */
export interface OtpErrorLike {
  code?: string;
  retryAfterSeconds?: number;
  /** A message id chosen by the service's hardening layer (`hardening.*`), shown as is. */
  messageId?: string;
}

export type OtpFlowStatus = 'idle' | 'sending' | 'sent' | 'verifying' | 'verified';

export interface OtpMessageRef {
  id: string;
  values?: Record<string, string | number>;
}

/** Maps a refused send or verify to a localised message id of the `otp` area. */
export function describeOtpError(error: unknown): OtpMessageRef {
  const { code, retryAfterSeconds, messageId } = (error ?? {}) as OtpErrorLike;
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds ?? 60));
  switch (code) {
    case 'otp_invalid':
      return { id: 'otp.error.invalid' };
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

export interface OtpFlowOptions<T> {
  /** Sends a code to the destination the form holds (docs/otp.md: POST /api/otp/send). */
  send: () => Promise<OtpSendResult>;
  /** Checks a code (POST /api/otp/verify); throws an `OtpErrorLike` when it is refused. */
  verify: (code: string) => Promise<T>;
  /** Runs before a send; return false to stop it (e.g. the form's own validation failed). */
  beforeSend?: () => boolean | Promise<boolean>;
  onVerified?: (result: T) => void;
}

export interface OtpFlow {
  status: OtpFlowStatus;
  /** Seconds until "Resend Again" is offered; 0 when it is. */
  secondsLeft: number;
  /** Minutes the last code is valid for (3 by SMS, 10 by email). */
  validMinutes: number | null;
  error: OtpMessageRef | null;
  /** A send went out at least once: the code field is shown. */
  codeRequested: boolean;
  requestCode: () => Promise<void>;
  submitCode: (code: string) => Promise<void>;
  /** "Verify another number": back to the start, nothing kept. */
  reset: () => void;
}

/**
 * The one-time-code flow of SPEC §4: send, a countdown in seconds, then "Resend Again"; enter the
 * code; verified. Deadlines are wall-clock times, so the countdown stays right in a throttled tab.
 */
export function useOtpFlow<T>({ send, verify, beforeSend, onVerified }: OtpFlowOptions<T>): OtpFlow {
  const [status, setStatus] = useState<OtpFlowStatus>('idle');
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [validMinutes, setValidMinutes] = useState<number | null>(null);
  const [error, setError] = useState<OtpMessageRef | null>(null);
  const [codeRequested, setCodeRequested] = useState(false);
  const generation = useRef(0);

  useEffect(() => {
    if (resendAt === null || resendAt <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= resendAt) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [resendAt]);

  const secondsLeft = resendAt === null ? 0 : Math.max(0, Math.ceil((resendAt - now) / 1000));

  const requestCode = useCallback(async () => {
    if (status === 'sending' || status === 'verifying' || status === 'verified') return;
    setError(null);
    if (beforeSend && !(await beforeSend())) return;
    const run = generation.current;
    const previous = status;
    setStatus('sending');
    try {
      const result = await send();
      if (run !== generation.current) return;
      const start = Date.now();
      setNow(start);
      setResendAt(start + result.resendAfterSeconds * 1000);
      setValidMinutes(Math.round(result.expiresInSeconds / 60));
      setCodeRequested(true);
      setStatus('sent');
    } catch (caught) {
      if (run !== generation.current) return;
      setError(describeOtpError(caught));
      const retry = (caught as OtpErrorLike | undefined)?.retryAfterSeconds;
      if ((caught as OtpErrorLike | undefined)?.code === 'cooldown' && retry) {
        const start = Date.now();
        setNow(start);
        setResendAt(start + retry * 1000);
      }
      setStatus(previous === 'idle' ? 'idle' : 'sent');
    }
  }, [beforeSend, send, status]);

  const submitCode = useCallback(
    async (raw: string) => {
      if (status !== 'sent') return;
      const code = raw.replace(/\s/g, '');
      if (!/^\d{6}$/.test(code)) {
        setError({ id: 'otp.error.codeFormat' });
        return;
      }
      const run = generation.current;
      setError(null);
      setStatus('verifying');
      try {
        const result = await verify(code);
        if (run !== generation.current) return;
        setStatus('verified');
        setResendAt(null);
        onVerified?.(result);
      } catch (caught) {
        if (run !== generation.current) return;
        setError(describeOtpError(caught));
        setStatus('sent');
      }
    },
    [onVerified, status, verify],
  );

  const reset = useCallback(() => {
    generation.current++;
    setStatus('idle');
    setResendAt(null);
    setValidMinutes(null);
    setError(null);
    setCodeRequested(false);
  }, []);

  return { status, secondsLeft, validMinutes, error, codeRequested, requestCode, submitCode, reset };
}
