import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useActionData, useFetcher, useFormAction } from 'react-router';
import type { Campaign, TimeSlot } from '@oriel/data-client';
import {
  type RegistrationValues,
  contactNumberProblem,
  describeMessage,
  emptyRegistrationValues,
  registrationCandidate,
  registrationIntents,
  registrationMessages,
} from '@oriel/forms';
import { FirstErrorProvider, FormProvider, ImplicitSubmit, type IntentCheck, formResolver, otpCodeCheck, useRouteForm } from '@oriel/forms/rhf';
import { type Locale, useLocale } from '@oriel/i18n';
import type { action } from '../routes/campaign';
import { registrationAnswerOf, registrationFetcherKey } from './answer';
import { AppointmentFields } from './appointment-fields';
import { ConsentFields } from './consent-fields';
import { ContactFields } from './contact-fields';
import { PersonFields } from './person-fields';
import type { RegistrationAnswer } from './registration.server';
import { useSlots } from './slots';

type FormAnswer = Extract<RegistrationAnswer, { step: 'form' }>;

const resolvers = new Map<Locale, ReturnType<typeof formResolver<RegistrationValues>>>();
// The action's schema (and zod) is fetched when a field or the code is first checked, not with the page.
const schemas = () => import('./registration-schemas');
/** The schema the action checks with, over the fields as the action reads them. */
const resolverFor = (locale: Locale) => {
  if (!resolvers.has(locale)) {
    const resolver = formResolver<RegistrationValues>(() => schemas().then((module) => module.registrationSchema), {
      messages: registrationMessages,
      read: (fields) => registrationCandidate(fields, locale),
      serverOnly: ['idempotency_key'],
      // "Please verify your contact number" waits for Submit: leaving the field to press "Send OTP" is the way to verify it.
      submitOnly: ['unverified'],
    });
    resolvers.set(locale, resolver);
  }
  return resolvers.get(locale)!;
};

/** The fields in the order the form shows them: the first refused one takes the focus on load (no JavaScript). */
const registrationFieldOrder = ['salutation', 'first_name', 'last_name', 'age_range', 'email', 'calling_code', 'contact_number', 'province', 'redemption_location', 'pickup_date', 'pickup_time', 'terms', 'communication'];

/** What is checked in the browser before each intent is posted. */
const checks: Record<string, IntentCheck<RegistrationValues>> = {
  [registrationIntents.register]: 'all',
  // A code is sent only to a number that can receive one (the schema would also ask it verified).
  [registrationIntents.send]: (form, data) => {
    const problem = contactNumberProblem(String(data.get('calling_code') ?? ''), String(data.get('contact_number') ?? ''));
    if (problem) form.setError('contact_number', { type: 'format', message: problem }, { shouldFocus: true });
    return !problem;
  },
  [registrationIntents.verify]: otpCodeCheck(() => schemas().then((module) => module.otpCodeSchema)),
};

/**
 * The sample / workshop registration form (SPEC §3, §5) on react-hook-form: a form of the campaign
 * page whose intents (send the SMS code, verify it, register) the page's action answers
 * (registration.server.ts). Without JavaScript it is a plain form post and the server renders its
 * answer; with JavaScript react-hook-form checks a field when it is left with something in it, and all of them on submit,
 * with the action's own schema before anything is posted, then the same form goes through the
 * page's fetcher. The action's answer (values, field errors, the code step, the booking) is held
 * once, in the fetcher, and fed to react-hook-form; the form keeps no copy of it.
 */
export function RegistrationForm(props: { campaign: Campaign; slots: TimeSlot[] }) {
  // The island's own query client: TanStack Query comes with the form's chunk, nowhere else.
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <Registration {...props} />
    </QueryClientProvider>
  );
}

function Registration({ campaign, slots: loaded }: { campaign: Campaign; slots: TimeSlot[] }) {
  const locale = useLocale();
  const registration = campaign.registration!;
  const single = registration.locations.length === 1 ? registration.locations[0]!.code : '';
  const posted = useActionData<typeof action>();
  const fetcher = useFetcher<typeof action>({ key: registrationFetcherKey(campaign.slug) });
  const formAction = useFormAction();
  const answer: FormAnswer | undefined = [registrationAnswerOf(fetcher.data), registrationAnswerOf(posted)].find((a): a is FormAnswer => a?.step === 'form');
  const slots = useSlots(campaign.slug, loaded);

  const { form, onSubmit, onBlur } = useRouteForm<RegistrationValues>({
    fetcher,
    values: answer?.values ?? emptyValues(single),
    errors: answer?.errors,
    resolver: resolverFor(locale),
    checks,
    defaultIntent: registrationIntents.register,
  });

  const values = answer?.values ?? emptyValues(single);
  const otp = answer?.otp ?? { status: 'idle' as const };
  // The browser's own refusal says the same as the server's; otherwise the server's last word.
  // The count is the one of the last press of Submit, shown while a field is still in error: the
  // summary is an alert, and a count that changed with every field put right would interrupt a
  // screen reader at each keystroke (React's "information from previous renders" pattern).
  // Once every field is put right the count is spent: a field in error again is not that Submit's.
  const { submitCount, errors: fieldErrors } = form.formState;
  const inError = Object.keys(fieldErrors).length;
  const [counted, setCounted] = useState({ submitCount: 0, fields: 0 });
  if (counted.submitCount !== submitCount) setCounted({ submitCount, fields: inError });
  else if (counted.fields > 0 && inError === 0) setCounted({ submitCount, fields: 0 });
  const refusedFields = inError > 0 ? counted.fields : 0;
  const formError = refusedFields ? `registration.error.summary#count=${refusedFields}` : (answer?.formError ?? null);
  const formErrorRef = useRef<HTMLParagraphElement>(null);

  // A refusal that is no field's fault takes the focus (field errors focus their field, in
  // react-hook-form); "verify another number" leaves the focus in the emptied number.
  useEffect(() => {
    if (!answer || Object.keys(answer.errors).length) return;
    if (answer.formError) formErrorRef.current?.focus();
    else if (answer.otp.status === 'idle' && !answer.values.contact_number && fetcher.data) form.setFocus('contact_number');
  }, [answer, fetcher.data, form]);
  const pendingIntent = fetcher.state === 'idle' ? null : fetcher.formData?.get('intent');
  const pending = pendingIntent === registrationIntents.send ? 'send-code' : pendingIntent === registrationIntents.verify ? 'verify-code' : null;
  const submitting = pendingIntent === registrationIntents.register;

  return (
    <FormProvider {...form}>
      <fetcher.Form method="post" action={formAction} className="campaign-form" noValidate onSubmit={onSubmit} onBlur={onBlur} aria-describedby="registration-intro" data-slot="registration-form">
        {/* Enter in a field (without JavaScript too) takes the step the form is at: with a code sent and not yet
            verified, verify it; otherwise book. The number's own buttons come later on the page. */}
        <ImplicitSubmit intent={otp.status === 'sent' ? registrationIntents.verify : registrationIntents.register} disabled={submitting || pending !== null}>
          <FormattedMessage id={otp.status === 'sent' ? 'otp.verify' : 'registration.submit'} />
        </ImplicitSubmit>
        <p id="registration-intro" className="campaign-form__intro">
          <FormattedMessage id="registration.intro" />
        </p>
        <input type="hidden" {...form.register('idempotency_key')} defaultValue={values.idempotency_key} />
        <FirstErrorProvider order={registrationFieldOrder} errors={answer?.errors}>
          <PersonFields values={values} />
          <ContactFields values={values} otp={otp} otpError={answer?.otpError ?? null} pending={pending} formError={formError} />
          <AppointmentFields values={values} registration={registration} slots={slots} />
          <ConsentFields values={values} statementVersion={campaign.statementVersion} retentionUntil={campaign.retentionUntil} />
        </FirstErrorProvider>

        <div className="campaign-form__submit campaign-field--wide">
          {formError && (
            // The answer's page (a new page without JavaScript) lands here when no field is at fault.
            <p ref={formErrorRef} tabIndex={-1} autoFocus={!refusedFields && !Object.keys(answer?.errors ?? {}).length ? true : undefined} className="campaign-form__error" role="alert" data-slot="form-error">
              <FormattedMessage {...describeMessage(formError)} />
            </p>
          )}
          <button type="submit" name="intent" value={registrationIntents.register} className="campaign-button" disabled={submitting} aria-busy={submitting || undefined}>
            <FormattedMessage id={submitting ? 'registration.submitting' : 'registration.submit'} />
          </button>
        </div>
      </fetcher.Form>
    </FormProvider>
  );
}

const empties = new Map<string, RegistrationValues>();
/** The empty form (one object per campaign, so react-hook-form sees the same values each render). */
function emptyValues(single: string): RegistrationValues {
  if (!empties.has(single)) empties.set(single, emptyRegistrationValues({ redemption_location: single }));
  return empties.get(single)!;
}
