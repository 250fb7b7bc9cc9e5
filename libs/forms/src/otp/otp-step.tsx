import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormContext } from 'react-hook-form';
import { describeMessage } from '../field';
import { useHydrated } from '../use-hydrated';
import { otpIntents } from '../intents';
import type { OtpMessageRef, OtpStepState } from './otp-errors';
import './otp.css';

export interface OtpStepProps {
  /** Where the step stands, from the route action's last answer. */
  state: OtpStepState;
  channel: 'sms' | 'email';
  /** The destination as the visitor typed it, shown in the messages (`+852 9123 4567`). */
  destinationLabel: string;
  error: OtpMessageRef | null;
  /** The intent being posted right now (JavaScript on), for the busy labels. */
  pending?: (typeof otpIntents)[keyof typeof otpIntents] | null;
  /**
   * Whether an answer's page lands on the step (`autofocus` on the code field, the reason of a
   * refused send, or "Verified"): the page of a post without JavaScript opens there. False when
   * another part of the page holds the answer (a field refused, the member found).
   */
  landHere?: boolean;
}

/**
 * Seconds until "Resend Again" is offered: the server's figure, counted down in the browser from
 * the moment the answer arrived (so the device's clock never matters). Without JavaScript the
 * page shows the server's figure, and every later answer shows it again.
 */
export function useSecondsLeft(seconds: number, stamp: unknown): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (seconds <= 0) return;
    const deadline = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [seconds, stamp]);
  return left;
}

/**
 * The one-time-code step of SPEC §4 inside a route form: "Send OTP" and "Verify" are submit
 * buttons with an `intent` (the page's action sends and checks the code through the data
 * service), the countdown and the code field are rendered by the server, and the hidden fields
 * carry the time of the last send to the next answer. With JavaScript the countdown runs and the
 * focus follows the step. Renders no <form>, so it sits inside the form that owns the destination.
 */
export function OtpStep({ state, channel, destinationLabel, error: answered, pending = null, landHere: landHereAsked = true }: OtpStepProps) {
  // Only in the page as the server sent it: once hydrated, the effects below move the focus (React
  // would otherwise focus the code field as it mounts, even while the visitor types elsewhere).
  const hydrated = useHydrated();
  const landHere = landHereAsked && !hydrated;
  const intl = useIntl();
  // Inside a react-hook-form form, the browser's own check of the code (a `code` error) comes first.
  const checked = useFormContext()?.formState.errors.code?.message;
  const error: OtpMessageRef | null = typeof checked === 'string' && checked ? describeMessage(checked) : answered;
  const id = useId();
  const codeRef = useRef<HTMLInputElement>(null);
  const verifyRef = useRef<HTMLButtonElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);
  const verifiedRef = useRef<HTMLDivElement>(null);
  const sent = state.status === 'sent' ? state : null;
  const secondsLeft = useSecondsLeft(sent?.resendInSeconds ?? 0, sent?.resendAt);
  const busy = pending !== null;
  // A resend leaves the step's status saying what it said ("sent to …"), which a screen reader does
  // not read again: the always-present status says it once a new code went out, until a code is
  // checked. A refused resend (its wait restarted) says its refusal instead.
  const [lastSend, setLastSend] = useState(sent?.resendAt);
  const [resent, setResent] = useState(false);
  if (sent?.resendAt !== lastSend) {
    setLastSend(sent?.resendAt);
    setResent(lastSend !== undefined && sent !== null);
  }
  if (resent && pending === otpIntents.verify) setResent(false);
  // Said once, then gone: a screen reader reading the form later finds the visible status alone.
  useEffect(() => {
    if (!resent) return;
    const timer = setTimeout(() => setResent(false), 10_000);
    return () => clearTimeout(timer);
  }, [resent, lastSend]);

  // Focus follows the step: to the code field once a code is on its way (unless the visitor is typing
  // in another field; the number they sent it to is locked), to the result once verified.
  useEffect(() => {
    const active = document.activeElement;
    if (sent && (!(active instanceof HTMLInputElement) || active.readOnly)) codeRef.current?.focus();
  }, [sent?.resendAt]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (state.status === 'verified') verifiedRef.current?.focus();
  }, [state.status]);
  // A message of the step puts the focus back in the code field (Verify was disabled while the code
  // was checked, which drops the focus): a code the service refused is cleared, ready for the next
  // one; one the browser found short is kept, to be finished. A code that takes no more guesses
  // sends the focus to "Resend Again" when it can be pressed. Once per new message: the browser's
  // check builds a new object on every render, and a render must not wipe a code being typed.
  // Each answer of the service counts, also one that says what the last said (a second wrong code):
  // its message is said again, and the focus moves again.
  const answers = useRef({ last: answered, count: 0 });
  if (answered !== answers.current.last) answers.current = { last: answered, count: answers.current.count + 1 };
  const errorKey = error ? `${answers.current.count} ${JSON.stringify(error)}` : null;
  const codeRefused = error !== null && error === answered && (error.id === 'otp.error.invalid' || error.id === 'otp.error.usedUp');
  const usedUp = codeRefused && error.id === 'otp.error.usedUp';
  const errorRef = useRef<HTMLParagraphElement>(null);
  // A code that takes no more guesses while "Resend Again" still waits for its countdown: once it can
  // be pressed, the status says so (a screen reader does not see the button come).
  const [waitingToResend, setWaitingToResend] = useState(false);
  if (usedUp && secondsLeft > 0 && !waitingToResend) setWaitingToResend(true);
  if (waitingToResend && !usedUp) setWaitingToResend(false);
  const resendReady = waitingToResend && usedUp && secondsLeft <= 0;
  useEffect(() => {
    if (!errorKey) return;
    // No code field yet (a send refused): the button to send again, or the reason while it waits.
    if (!codeRef.current) return void (sendRef.current ?? errorRef.current)?.focus();
    if (codeRefused) codeRef.current.value = '';
    (usedUp && sendRef.current ? sendRef.current : codeRef.current).focus();
  }, [errorKey]); // eslint-disable-line react-hooks/exhaustive-deps

  if (state.status === 'verified') {
    return (
      <div className="oriel-otp" data-slot="otp" data-status="verified">
        {/* autofocus: the page of the answer (a new page without JavaScript) lands here. */}
        <div ref={verifiedRef} className="oriel-otp__verified" tabIndex={-1} role="status" autoFocus={landHere || undefined}>
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
      </div>
    );
  }

  // Enter in the code field verifies (the form's first submit button may be another intent).
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit(verifyRef.current);
  };
  const errorId = `${id}-error`;

  return (
    <div className="oriel-otp" data-slot="otp" data-status={pending === otpIntents.send ? 'sending' : pending === otpIntents.verify ? 'verifying' : state.status}>
      {sent && (
        <>
          <input type="hidden" name="otp_resend_at" value={sent.resendAt} />
          <input type="hidden" name="otp_valid_minutes" value={sent.validMinutes} />
          <input type="hidden" name="otp_challenge" value={sent.challenge} />
        </>
      )}
      <div className="oriel-otp__send">
        {secondsLeft > 0 && (
          <p className="oriel-otp__countdown" data-slot="otp-countdown">
            {/* A page without scripts cannot count down: it says when, beside the button. */}
            <FormattedMessage id={hydrated ? 'otp.countdown' : 'otp.countdownStill'} values={{ seconds: secondsLeft }} />
          </p>
        )}
        {/*
          Without JavaScript the countdown cannot run out on the page: the button is there from the
          start, and the service answers a press that comes too early with the wait left.
        */}
        {(secondsLeft <= 0 || !hydrated) && (
          <button
            ref={sendRef}
            type="submit"
            name="intent"
            value={otpIntents.send}
            formNoValidate
            className={sent ? 'oriel-button' : 'oriel-button oriel-button--solid'}
            disabled={busy}
            aria-busy={pending === otpIntents.send || undefined}
          >
            <FormattedMessage id={pending === otpIntents.send ? 'otp.sending' : sent ? 'otp.resend' : 'otp.send'} />
          </button>
        )}
      </div>
      <p className="oriel-otp__status" role="status">
        {sent ? <FormattedMessage id={channel === 'sms' ? 'otp.sent.sms' : 'otp.sent.email'} values={{ destination: destinationLabel, minutes: sent.validMinutes }} /> : null}
      </p>
      {/*
        Always there, so a screen reader announces the check when it starts (a status added with its
        text often is not), and a new code once a resend has sent it.
      */}
      <p className="oriel-sr-only" role="status" data-slot="otp-checking">
        {pending === otpIntents.verify ? (
          <FormattedMessage id="otp.verifying" />
        ) : pending === otpIntents.send ? (
          <FormattedMessage id="otp.sending" />
        ) : resent && sent && !error ? (
          <FormattedMessage id={channel === 'sms' ? 'otp.sent.sms' : 'otp.sent.email'} values={{ destination: destinationLabel, minutes: sent.validMinutes }} />
        ) : resendReady ? (
          <FormattedMessage id="otp.resendReady" />
        ) : null}
      </p>
      {sent && (
        <div className="oriel-field oriel-otp__code">
          <label htmlFor={`${id}-code`}>
            <FormattedMessage id="otp.code.label" />
          </label>
          <div className="oriel-otp__row">
            <input
              ref={codeRef}
              id={`${id}-code`}
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              defaultValue=""
              // The page the code went out on (a new page without JavaScript) lands here.
              autoFocus={landHere || undefined}
              onKeyDown={onKeyDown}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${errorId}` : ''}`}
              readOnly={pending === otpIntents.verify}
            />
            <button
              ref={verifyRef}
              type="submit"
              name="intent"
              value={otpIntents.verify}
              formNoValidate
              className="oriel-button oriel-button--solid"
              disabled={busy}
              aria-busy={pending === otpIntents.verify || undefined}
            >
              <FormattedMessage id={pending === otpIntents.verify ? 'otp.verifying' : 'otp.verify'} />
            </button>
          </div>
          <p id={`${id}-hint`} className="oriel-otp__hint">
            <FormattedMessage id="otp.code.hint" />
          </p>
        </div>
      )}
      {/* A refused send (no code field yet): the answer's page lands on the reason. */}
      <p ref={errorRef} id={errorId} className="oriel-otp__error" role="alert" tabIndex={error && !sent ? -1 : undefined} autoFocus={landHere && error && !sent ? true : undefined}>
        {/* A new node for each answer: a screen reader announces a repeated message as well. */}
        {error ? <span key={answers.current.count}>{intl.formatMessage({ id: error.id }, error.values)}</span> : null}
      </p>
    </div>
  );
}
