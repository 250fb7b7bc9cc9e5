import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { OtpRequestError, createDataClient, sendOtp, verifyOtp } from '@oriel/data-client';
import { toDataLocale, useLocale } from '@oriel/i18n';

const browserClient = typeof window === 'undefined' ? null : createDataClient({ baseUrl: '' });

type Step = { name: 'idle' } | { name: 'sent'; resendAt: number } | { name: 'verified' };

/**
 * SPEC §4's SMS code flow for the registration form: send a code, enter it, the number shows as
 * verified; after sending, a countdown runs and then "Resend Again" appears; "verify another
 * number" starts over. The proof (a single-use token) goes into the form's `otp_token`.
 */
export function PhoneVerification({
  phone,
  problem,
  onProblem,
  verified,
  onVerified,
  onReset,
}: {
  /** E.164 number, or null while the number is not complete. */
  phone: string | null;
  /** Why the number cannot receive a code yet (message id), shown on the number field. */
  problem: string | null;
  onProblem: (message: string) => void;
  verified: boolean;
  onVerified: (token: string) => void;
  onReset: () => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const [step, setStep] = useState<Step>(verified ? { name: 'verified' } : { name: 'idle' });
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ id: string; values?: Record<string, string | number> } | null>(null);
  const [nowMs, setNowMs] = useState(() => Date.now());
  const codeInput = useRef<HTMLInputElement>(null);
  const sentFor = useRef<string | null>(null);

  // A different number (or a cleared token) starts the flow over.
  useEffect(() => {
    if (!verified && step.name === 'verified') setStep({ name: 'idle' });
    if (step.name === 'sent' && phone !== sentFor.current) setStep({ name: 'idle' });
  }, [phone, verified, step.name]);

  useEffect(() => {
    if (step.name !== 'sent') return;
    const timer = setInterval(() => setNowMs(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [step.name]);

  async function send() {
    if (problem || !phone) {
      onProblem(problem ?? 'registration.error.contactNumberRequired');
      return;
    }
    if (!browserClient) return;
    setBusy(true);
    setMessage(null);
    try {
      const sent = await sendOtp(browserClient, { channel: 'sms', destination: phone, purpose: 'campaign-registration', locale: toDataLocale(locale) });
      sentFor.current = phone;
      setCode('');
      setStep({ name: 'sent', resendAt: Date.now() + sent.resendAfterSeconds * 1000 });
      setNowMs(Date.now());
      setMessage({ id: 'registration.otp.sent', values: { minutes: Math.round(sent.expiresInSeconds / 60) } });
      requestAnimationFrame(() => codeInput.current?.focus());
    } catch (error) {
      setMessage(sendProblem(error));
    } finally {
      setBusy(false);
    }
  }

  async function verify() {
    if (!browserClient || !phone) return;
    if (!/^\d{6}$/.test(code.trim())) {
      setMessage({ id: 'registration.otp.invalid' });
      codeInput.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await verifyOtp(browserClient, { channel: 'sms', destination: phone, purpose: 'campaign-registration', code: code.trim() });
      setStep({ name: 'verified' });
      setMessage(null);
      onVerified(result.verificationToken);
    } catch (error) {
      setMessage(error instanceof OtpRequestError && error.status === 0 ? { id: 'registration.otp.unavailable' } : { id: 'registration.otp.invalid' });
      codeInput.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  if (step.name === 'verified' && verified) {
    return (
      <div className="campaign-otp campaign-otp--verified" data-slot="otp">
        <p className="campaign-otp__verified" role="status">
          <span aria-hidden="true">✓ </span>
          <FormattedMessage id="registration.otp.verified" />
        </p>
        <button type="button" className="campaign-link-button" onClick={onReset}>
          <FormattedMessage id="registration.otp.another" />
        </button>
      </div>
    );
  }

  const secondsLeft = step.name === 'sent' ? Math.max(0, Math.ceil((step.resendAt - nowMs) / 1000)) : 0;
  return (
    <div className="campaign-otp" data-slot="otp">
      {step.name === 'idle' ? (
        <button type="button" className="campaign-button campaign-button--quiet" onClick={send} disabled={busy} aria-describedby="registration-otp-hint">
          <FormattedMessage id="registration.otp.send" />
        </button>
      ) : (
        <div className="campaign-otp__code">
          <label htmlFor="registration-otp-code">
            <FormattedMessage id="registration.otp.code" />
          </label>
          <div className="campaign-otp__row">
            <input
              ref={codeInput}
              id="registration-otp-code"
              name="otp_code"
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void verify();
                }
              }}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              aria-describedby="registration-otp-message"
            />
            <button type="button" className="campaign-button campaign-button--quiet" onClick={verify} disabled={busy}>
              <FormattedMessage id="registration.otp.verify" />
            </button>
          </div>
          {secondsLeft > 0 ? (
            <p className="campaign-otp__countdown" aria-live="off">
              <FormattedMessage id="registration.otp.countdown" values={{ seconds: secondsLeft }} />
            </p>
          ) : (
            <button type="button" className="campaign-link-button" onClick={send} disabled={busy}>
              <FormattedMessage id="registration.otp.resend" />
            </button>
          )}
        </div>
      )}
      <p id="registration-otp-hint" className="campaign-field__hint">
        <FormattedMessage id="registration.verifyHint" />
      </p>
      <p id="registration-otp-message" className="campaign-otp__message" role={message?.id === 'registration.otp.sent' ? 'status' : 'alert'}>
        {message ? intl.formatMessage({ id: message.id }, message.values) : null}
      </p>
    </div>
  );
}

function sendProblem(error: unknown): { id: string; values?: Record<string, number> } {
  if (error instanceof OtpRequestError) {
    if (error.status === 429) return { id: 'registration.otp.limited', values: { seconds: error.retryAfterSeconds ?? 60 } };
    if (error.status === 400) return { id: 'registration.otp.badNumber' };
  }
  return { id: 'registration.otp.unavailable' };
}
