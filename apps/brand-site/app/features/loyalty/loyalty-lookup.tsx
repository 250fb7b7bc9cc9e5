import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useActionData, useFetcher, useFormAction } from 'react-router';
import { CallingCodeOptions, type FieldClasses, type LookupIntent, OtpStep, lookupIntents as intents, otpIntents } from '@oriel/forms';
import { loyaltyInquiryMessages } from '@oriel/forms/loyalty/messages';
import { FirstErrorProvider, FormField, FormProvider, ImplicitSubmit, type IntentCheck, formResolver, otpCodeCheck, useRouteForm } from '@oriel/forms/rhf';
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
// The action's schemas (and zod) are fetched when a field or the code is first checked, not with the page.
const resolver = formResolver<LookupValues>(() => import('./lookup-schemas').then((module) => module.loyaltyInquirySchema), { messages: loyaltyInquiryMessages });

/** What is checked in the browser before each intent is posted (the action checks the same). */
const checks: Record<string, IntentCheck<LookupValues>> = {
  [intents.send]: 'all',
  [intents.verify]: otpCodeCheck(() => import('./lookup-schemas').then((module) => module.otpCodeSchema)),
};

/**
 * The loyalty points lookup (SPEC §3-§5): phone number or email, plus last name -> one-time code ->
 * the member view. Every step is an intent of the page's route action (lookup.server.ts), so it works
 * before and without JavaScript; with JavaScript react-hook-form checks the fields as they are left
 * and before each post (the action's schema, libs/forms), the same form posts through a fetcher
 * (no reload), and the countdown runs. The action's answer is held once (the fetcher, or the post
 * that rendered the page) and given to react-hook-form as its values and errors. Whether the
 * details belong to a member is said only after the code. Nothing personal goes to the URL, to
 * storage or to analytics.
 */
export function LoyaltyLookup() {
  const posted = useActionData<typeof action>();
  // "Look up another" starts a new fetcher, and forgets the answer of a post made before hydration.
  const [restart, setRestart] = useState<{ generation: number; answer: LookupAnswer } | null>(null);
  const fetcher = useFetcher<typeof action>({ key: `loyalty-lookup-${restart?.generation ?? 0}` });
  const formAction = useFormAction();
  const answer: LookupAnswer = fetcher.data ?? restart?.answer ?? posted ?? initial;
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  // The answer takes the focus, so a screen reader reads it at once (the member card focuses its heading).
  useEffect(() => {
    if (answer.step === 'not-member' || answer.step === 'error') outcomeRef.current?.focus();
  }, [answer]);

  const { values } = answer;
  const form = answer.step === 'form' ? answer : null;
  const otp = form ? form.otp : ({ status: 'verified' } as const);
  const locked = otp.status !== 'idle';
  const intent = fetcher.state === 'idle' ? null : fetcher.formData?.get('intent');
  const pending = intent === otpIntents.send ? otpIntents.send : intent === otpIntents.verify ? otpIntents.verify : null;
  const { form: lookup, onSubmit, onBlur } = useRouteForm<LookupValues>({ fetcher, values, errors: form?.errors, resolver, checks, defaultIntent: intents.send });

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
        setRestart((previous) => ({ generation: (previous?.generation ?? 0) + 1, answer: fresh({ channel, callingCode: values.callingCode, lastName: values.lastName }) }));
        setTimeout(() => lookup.setFocus(channel === 'sms' ? 'phoneNumber' : 'email'), 0);
      }}
    >
      {label}
    </button>
  );
  const changeLabel = <FormattedMessage id={values.channel === 'sms' ? 'loyalty.lookup.change' : 'loyalty.lookup.changeEmail'} />;
  const destinationLabel = values.channel === 'sms' ? `+${values.callingCode} ${values.phoneNumber}`.trim() : values.email;

  return (
    <FormProvider {...lookup}>
      <FirstErrorProvider order={['phoneNumber', 'email', 'lastName']} errors={form?.errors}>
        <div className="loyalty-lookup ed-beside" data-slot="loyalty-lookup">
          <fetcher.Form
            key={restart?.generation ?? 0}
            id={formId}
            method="post"
            action={formAction}
            className="loyalty-lookup__form"
            noValidate
            onSubmit={onSubmit}
            onBlur={onBlur}
            aria-describedby="loyalty-privacy"
            data-channel={values.channel}
          >
            {/* Enter in a field (without JavaScript too) takes the step the form is at: send the code, then verify it. */}
            <ImplicitSubmit intent={otp.status === 'sent' ? intents.verify : intents.send} disabled={pending !== null}>
              <FormattedMessage id={otp.status === 'sent' ? 'otp.verify' : 'otp.send'} />
            </ImplicitSubmit>
            {form?.formError && (
              <p className="loyalty-field__error" role="alert" tabIndex={-1} autoFocus>
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
                  <input type="radio" {...lookup.register('channel', { onChange: () => lookup.clearErrors() })} value={option} defaultChecked={values.channel === option} />
                  <span>
                    <FormattedMessage id={option === 'sms' ? 'loyalty.lookup.byPhone' : 'loyalty.lookup.byEmail'} />
                  </span>
                </label>
              ))}
            </fieldset>

            {/* Both ways are in the page; the chosen one shows (CSS :has), so the switch needs no script. */}
            <div className="loyalty-lookup__phone" data-slot="by-phone">
              <FormField name="callingCode" id="loyalty-callingCode" label={<FormattedMessage id="loyalty.lookup.callingCode" />} classes={classes}>
                {(control) => (
                  <>
                    {locked && <input type="hidden" name="callingCode" value={values.callingCode} />}
                    <select autoComplete="tel-country-code" disabled={locked} defaultValue={values.callingCode} {...control}>
                      <CallingCodeOptions />
                    </select>
                  </>
                )}
              </FormField>
              <FormField name="phoneNumber" id="loyalty-phoneNumber" label={<FormattedMessage id="loyalty.lookup.phone" />} classes={classes}>
                {/* The national number beside its calling code: HTML allows `tel-national` on a text field only. */}
                {(control) => <input type="text" inputMode="tel" autoComplete="tel-national" maxLength={20} readOnly={locked} defaultValue={values.phoneNumber} {...control} />}
              </FormField>
            </div>
            <div data-slot="by-email">
              <FormField name="email" id="loyalty-email" label={<FormattedMessage id="loyalty.lookup.email" />} classes={classes}>
                {(control) => (
                  <input
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    autoCapitalize="none"
                    spellCheck={false}
                    maxLength={254}
                    readOnly={locked}
                    defaultValue={values.email}
                    {...control}
                  />
                )}
              </FormField>
            </div>
            <FormField name="lastName" id="loyalty-lastName" label={<FormattedMessage id="loyalty.lookup.lastName" />} classes={classes}>
              {(control) => <input type="text" autoComplete="family-name" maxLength={50} readOnly={locked} defaultValue={values.lastName} {...control} />}
            </FormField>

            <OtpStep state={otp} channel={values.channel} destinationLabel={destinationLabel} error={form?.otpError ?? null} pending={pending} landHere={form !== null && !Object.keys(form.errors).length} />
            {otp.status === 'sent' && !pending && startOver(intents.startOver, changeLabel, 'oriel-otp__link')}
            <p id="loyalty-privacy" className="loyalty-lookup__privacy">
              <FormattedMessage id="loyalty.lookup.privacy" />
            </p>
          </fetcher.Form>

          {/*
            Not a live region: the answer takes the focus, which reads it once (a live region read it
            twice). The check under way is announced by the code step's own status.
          */}
          <div className="loyalty-lookup__outcome">
            {pending === otpIntents.verify && (
              <p className="loyalty-lookup__loading">
                <FormattedMessage id="loyalty.lookup.loading" />
              </p>
            )}
            {answer.step === 'member' && <MemberCard member={answer.member} startOver={startOver(intents.startOver, <FormattedMessage id="loyalty.member.done" />, 'loyalty-link')} />}
            {(answer.step === 'not-member' || answer.step === 'error') && (
              <div className="loyalty-notice" data-slot="loyalty-notice">
                {/* The focus goes to the words themselves: they are read once, and the buttons after them. */}
                <p ref={outcomeRef} tabIndex={-1} autoFocus className="loyalty-notice__text" data-slot="loyalty-notice-text">
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
      </FirstErrorProvider>
    </FormProvider>
  );
}
