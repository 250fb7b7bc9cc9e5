import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OtpFlow } from './use-otp-flow';
import './otp.css';

export interface OtpVerificationProps {
  /** The flow from `useOtpFlow` (the form that owns the destination owns the flow). */
  flow: OtpFlow;
  channel: 'sms' | 'email';
  /** The destination as the visitor typed it, shown in the messages (`+852 9123 4567`). */
  destinationLabel: string;
  /** Hides "verify another number" when the form offers its own way back. */
  hideReset?: boolean;
}

/**
 * The shared one-time-code widget (loyalty lookup, campaign registration): "Send OTP", a countdown
 * in seconds, then "Resend Again"; the code field (`one-time-code`, numeric keypad); the verified
 * state with "verify another number". Renders no <form>, so it can sit inside one.
 */
export function OtpVerification({ flow, channel, destinationLabel, hideReset = false }: OtpVerificationProps) {
  const intl = useIntl();
  const id = useId();
  const [code, setCode] = useState('');
  const codeRef = useRef<HTMLInputElement>(null);
  const verifiedRef = useRef<HTMLDivElement>(null);
  const { status, secondsLeft, validMinutes, error, codeRequested } = flow;
  const busy = status === 'sending' || status === 'verifying';

  // Focus follows the flow: to the code field once a code is on its way, to the result once verified.
  useEffect(() => {
    if (status === 'sent' && codeRequested && document.activeElement?.tagName !== 'INPUT') codeRef.current?.focus();
    if (status === 'verified') verifiedRef.current?.focus();
  }, [status, codeRequested]);
  useEffect(() => {
    if (!codeRequested) setCode('');
  }, [codeRequested]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void flow.submitCode(code);
    }
  };
  const errorId = `${id}-error`;
  const errorText = error ? intl.formatMessage({ id: error.id }, error.values) : null;

  if (status === 'verified') {
    return (
      <div className="oriel-otp" data-slot="otp" data-status={status}>
        <div ref={verifiedRef} className="oriel-otp__verified" tabIndex={-1} role="status">
          <span className="oriel-otp__tick" aria-hidden="true">
            ✓
          </span>
          <span>
            <strong className="oriel-otp__verified-label">
              <FormattedMessage id="otp.verified" />
            </strong>{' '}
            <span className="oriel-otp__destination">{destinationLabel}</span>
          </span>
        </div>
        {!hideReset && (
          <button type="button" className="oriel-otp__link" onClick={flow.reset}>
            <FormattedMessage id={channel === 'sms' ? 'otp.verifyAnother.sms' : 'otp.verifyAnother.email'} />
          </button>
        )}
      </div>
    );
  }

  return (
    <div className="oriel-otp" data-slot="otp" data-status={status}>
      <div className="oriel-otp__send">
        {secondsLeft > 0 ? (
          <p className="oriel-otp__countdown" data-slot="otp-countdown">
            <FormattedMessage id="otp.countdown" values={{ seconds: secondsLeft }} />
          </p>
        ) : (
          <button
            type="button"
            className={codeRequested ? 'oriel-button' : 'oriel-button oriel-button--solid'}
            onClick={() => void flow.requestCode()}
            disabled={busy}
            aria-busy={status === 'sending' || undefined}
          >
            <FormattedMessage id={status === 'sending' ? 'otp.sending' : codeRequested ? 'otp.resend' : 'otp.send'} />
          </button>
        )}
      </div>
      <p className="oriel-otp__status" role="status">
        {codeRequested && validMinutes !== null ? (
          <FormattedMessage id={channel === 'sms' ? 'otp.sent.sms' : 'otp.sent.email'} values={{ destination: destinationLabel, minutes: validMinutes }} />
        ) : null}
      </p>
      {codeRequested && (
        <div className="oriel-field oriel-otp__code">
          <label htmlFor={`${id}-code`}>
            <FormattedMessage id="otp.code.label" />
          </label>
          <div className="oriel-otp__row">
            <input
              ref={codeRef}
              id={`${id}-code`}
              name="one-time-code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
              onKeyDown={onKeyDown}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${errorId}` : ''}`}
              disabled={status === 'verifying'}
            />
            <button
              type="button"
              className="oriel-button oriel-button--solid"
              onClick={() => void flow.submitCode(code)}
              disabled={busy}
              aria-busy={status === 'verifying' || undefined}
            >
              <FormattedMessage id={status === 'verifying' ? 'otp.verifying' : 'otp.verify'} />
            </button>
          </div>
          <p id={`${id}-hint`} className="oriel-otp__hint">
            <FormattedMessage id="otp.code.hint" />
          </p>
        </div>
      )}
      <p id={errorId} className="oriel-otp__error" role="alert">
        {errorText}
      </p>
    </div>
  );
}
