import { type FocusEvent, type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useActionData, useFetcher } from 'react-router';
import { CallingCodeOptions, Field, type FieldClasses, type LookupIntent, OtpStep, type OtpMessageRef, fieldControlProps, lookupIntents as intents, otpCodeSchema, otpIntents } from '@oriel/forms';
import { type LoyaltyInquiryField, inquiryErrorsOf, loyaltyInquiryFields, loyaltyInquirySchema } from '@oriel/forms/loyalty';
import type { action } from '../../routes/exclusive-rewards';
import type { LookupAnswer, LookupValues } from './lookup.server';
import { MemberCard } from './view';

const formId = 'loyalty-lookup-form';
const classes: FieldClasses = { field: 'oriel-field loyalty-field', error: 'loyalty-field__error' };
const fresh = (values: Partial<LookupValues> = {}): LookupAnswer => ({
  step: 'form',
  values: { channel: 'sms', callingCode: '852', phoneNumber: '', email: '', lastName: '', ...values },
  errors: {},
  otp: { status: 'idle' },
  otpError: null,
  formError: null,
});
const initial = fresh();
type FieldErrors = Partial<Record<LoyaltyInquiryField, string>>;

/** The submit button that sent a form, and its intent. */
const intentOf = (event: FormEvent<HTMLFormElement>) => ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;

/**
 * The loyalty points lookup (SPEC §3-§5): phone number or email, plus last name -> one-time code ->
 * the member view. Every step is an intent of the page's route action (lookup.server.ts), so it works
 * before and without JavaScript; with JavaScript the same form posts through a fetcher (no reload),
 * checks the fields as they are left, and runs the countdown. Whether the details belong to a member
 * is said only after the code. Nothing personal goes to the URL, to storage or to analytics.
 */
export function LoyaltyLookup() {
  const posted = useActionData<typeof action>();
  // "Look up another" starts a new fetcher, and forgets the answer of a post made before hydration.
  const [restart, setRestart] = useState<{ generation: number; answer: LookupAnswer } | null>(null);
  const fetcher = useFetcher<typeof action>({ key: `loyalty-lookup-${restart?.generation ?? 0}` });
  const answer: LookupAnswer = fetcher.data ?? restart?.answer ?? posted ?? initial;
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [codeError, setCodeError] = useState<OtpMessageRef | null>(null);
  const touched = useRef(new Set<string>());
  const outcomeRef = useRef<HTMLDivElement>(null);

  // A new answer replaces what the browser found on its own.
  useEffect(() => {
    setClientErrors(null);
    setCodeError(null);
  }, [answer]);
  // The answer takes the focus, so a screen reader reads it at once (the member card focuses its heading).
  useEffect(() => {
    if (answer.step === 'not-member' || answer.step === 'error') outcomeRef.current?.focus();
  }, [answer]);

  const { values } = answer;
  const form = answer.step === 'form' ? answer : null;
  const otp = form ? form.otp : ({ status: 'verified' } as const);
  const locked = otp.status !== 'idle';
  const errors: FieldErrors = clientErrors ?? form?.errors ?? {};
  const intent = fetcher.state === 'idle' ? null : fetcher.formData?.get('intent');
  const pending = intent === otpIntents.send ? otpIntents.send : intent === otpIntents.verify ? otpIntents.verify : null;

  const check = (element: HTMLFormElement) => {
    const result = loyaltyInquirySchema.safeParse(Object.fromEntries(new FormData(element)));
    return result.success ? {} : inquiryErrorsOf(result.error);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitted = intentOf(event);
    if (submitted === intents.send) {
      const found = check(event.currentTarget);
      const first = loyaltyInquiryFields.find((name) => found[name]);
      if (first) {
        event.preventDefault();
        loyaltyInquiryFields.forEach((name) => touched.current.add(name));
        setClientErrors(found);
        document.getElementById(`loyalty-${first}`)?.focus();
      }
    } else if (submitted === intents.verify && !otpCodeSchema.safeParse(new FormData(event.currentTarget).get('code') ?? '').success) {
      event.preventDefault();
      setCodeError({ id: 'otp.error.codeFormat' });
    }
  };
  // Inline checks: a field is checked once it was left, then as it changes.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (locked || !(event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement)) return;
    touched.current.add(event.target.name);
    const found = check(event.currentTarget);
    setClientErrors(Object.fromEntries(Object.entries(found).filter(([name]) => touched.current.has(name))));
  };

  /** "Verify another number" / "switch phone and email": a submit without JavaScript, a reset with it. */
  const startOver = (next: Exclude<LookupIntent, 'send-code' | 'verify-code'>, label: ReactNode, className: string) => (
    <button
      type="submit"
      form={formId}
      name="intent"
      value={next}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        const channel = next === intents.useEmail ? 'email' : next === intents.usePhone ? 'sms' : values.channel;
        touched.current.clear();
        setRestart((previous) => ({ generation: (previous?.generation ?? 0) + 1, answer: fresh({ channel, callingCode: values.callingCode, lastName: values.lastName }) }));
        setTimeout(() => document.getElementById(channel === 'sms' ? 'loyalty-phoneNumber' : 'loyalty-email')?.focus(), 0);
      }}
    >
      {label}
    </button>
  );
  const changeLabel = <FormattedMessage id={values.channel === 'sms' ? 'loyalty.lookup.change' : 'loyalty.lookup.changeEmail'} />;
  const destinationLabel = values.channel === 'sms' ? `+${values.callingCode} ${values.phoneNumber}`.trim() : values.email;

  return (
    <div className="loyalty-lookup" data-slot="loyalty-lookup">
      <fetcher.Form
        key={restart?.generation ?? 0}
        id={formId}
        method="post"
        className="loyalty-lookup__form"
        noValidate
        onSubmit={onSubmit}
        onBlur={onBlur}
        aria-describedby="loyalty-privacy"
        data-channel={values.channel}
      >
        {form?.formError && (
          <p className="loyalty-field__error" role="alert">
            <FormattedMessage id={form.formError} />
          </p>
        )}
        {locked && <input type="hidden" name="channel" value={values.channel} />}
        <fieldset className="loyalty-switch" disabled={locked}>
          <legend className="loyalty-switch__legend">
            <FormattedMessage id="loyalty.lookup.by" />
          </legend>
          {(['sms', 'email'] as const).map((option) => (
            <label key={option} className="loyalty-switch__option">
              <input type="radio" name="channel" value={option} defaultChecked={values.channel === option} onChange={() => setClientErrors(null)} />
              <span>
                <FormattedMessage id={option === 'sms' ? 'loyalty.lookup.byPhone' : 'loyalty.lookup.byEmail'} />
              </span>
            </label>
          ))}
        </fieldset>

        {/* Both ways are in the page; the chosen one shows (CSS :has), so the switch needs no script. */}
        <div className="loyalty-lookup__phone" data-slot="by-phone">
          <Field id="loyalty-callingCode" label={<FormattedMessage id="loyalty.lookup.callingCode" />} error={errors.callingCode} classes={classes}>
            {locked && <input type="hidden" name="callingCode" value={values.callingCode} />}
            <select name="callingCode" autoComplete="tel-country-code" disabled={locked} defaultValue={values.callingCode} {...fieldControlProps('loyalty-callingCode', errors.callingCode)}>
              <CallingCodeOptions />
            </select>
          </Field>
          <Field id="loyalty-phoneNumber" label={<FormattedMessage id="loyalty.lookup.phone" />} error={errors.phoneNumber} classes={classes}>
            <input
              name="phoneNumber"
              // The national number beside its calling code: HTML allows `tel-national` on a text field only.
              type="text"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={20}
              readOnly={locked}
              defaultValue={values.phoneNumber}
              {...fieldControlProps('loyalty-phoneNumber', errors.phoneNumber)}
            />
          </Field>
        </div>
        <div data-slot="by-email">
          <Field id="loyalty-email" label={<FormattedMessage id="loyalty.lookup.email" />} error={errors.email} classes={classes}>
            <input
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={254}
              readOnly={locked}
              defaultValue={values.email}
              {...fieldControlProps('loyalty-email', errors.email)}
            />
          </Field>
        </div>
        <Field id="loyalty-lastName" label={<FormattedMessage id="loyalty.lookup.lastName" />} error={errors.lastName} classes={classes}>
          <input
            name="lastName"
            type="text"
            autoComplete="family-name"
            maxLength={50}
            readOnly={locked}
            defaultValue={values.lastName}
            {...fieldControlProps('loyalty-lastName', errors.lastName)}
          />
        </Field>

        <OtpStep state={otp} channel={values.channel} destinationLabel={destinationLabel} error={codeError ?? form?.otpError ?? null} pending={pending} />
        {otp.status === 'sent' && !pending && startOver(intents.startOver, changeLabel, 'oriel-otp__link')}
        <p id="loyalty-privacy" className="loyalty-lookup__privacy">
          <FormattedMessage id="loyalty.lookup.privacy" />
        </p>
      </fetcher.Form>

      <div className="loyalty-lookup__outcome" aria-live="polite" aria-busy={pending === otpIntents.verify || undefined}>
        {pending === otpIntents.verify && (
          <p className="loyalty-lookup__loading" role="status">
            <FormattedMessage id="loyalty.lookup.loading" />
          </p>
        )}
        {answer.step === 'member' && <MemberCard member={answer.member} startOver={startOver(intents.startOver, <FormattedMessage id="loyalty.member.done" />, 'loyalty-link')} />}
        {(answer.step === 'not-member' || answer.step === 'error') && (
          <div ref={outcomeRef} tabIndex={-1} className="loyalty-notice" data-slot="loyalty-notice">
            <p className="loyalty-notice__text">
              <FormattedMessage id={answer.step === 'error' ? answer.messageId : values.channel === 'sms' ? 'loyalty.notMember.sms' : 'loyalty.notMember.email'} />
            </p>
            <div className="loyalty-notice__actions">
              {startOver(intents.startOver, changeLabel, 'oriel-button')}
              {values.channel === 'sms'
                ? startOver(intents.useEmail, <FormattedMessage id="loyalty.lookup.switchToEmail" />, 'oriel-otp__link')
                : startOver(intents.usePhone, <FormattedMessage id="loyalty.lookup.switchToPhone" />, 'oriel-otp__link')}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
