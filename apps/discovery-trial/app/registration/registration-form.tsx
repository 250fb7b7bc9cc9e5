import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useActionData, useFetcher } from 'react-router';
import type { Booking, Campaign, TimeSlot } from '@oriel/data-client';
import {
  type OtpMessageRef,
  type RegistrationField,
  contactNumberProblem,
  describeMessage,
  emptyRegistrationValues,
  fieldErrorsOf,
  formFields,
  otpCodeSchema,
  registrationCandidate,
  registrationFieldOrder,
  registrationIntents,
  registrationListFields,
  registrationSchema,
} from '@oriel/forms';
import { useLocale } from '@oriel/i18n';
import { track } from '@oriel/ui';
import type { action } from '../routes/campaign';
import { registrationAnswerOf } from './answer';
import { type Appointment, AppointmentFields } from './appointment-fields';
import { ConsentFields } from './consent-fields';
import { ContactFields } from './contact-fields';
import { PersonFields } from './person-fields';
import type { RegistrationAnswer } from './registration.server';

type Errors = Partial<Record<RegistrationField, string>>;

/** The submit button that sent a form, and its intent. */
const intentOf = (event: FormEvent<HTMLFormElement>) => ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value ?? registrationIntents.register;

/** Focus the first field in error, in form order. */
function focusFirst(errors: Errors): boolean {
  const first = registrationFieldOrder.find((name) => errors[name]);
  if (first) document.getElementById(`registration-${first}`)?.focus();
  return Boolean(first);
}

/**
 * The sample / workshop registration form (SPEC §3, §5): a form of the campaign page whose intents
 * (send the SMS code, verify it, register) the page's action answers (registration.server.ts). It
 * works as a plain form post without JavaScript; with JavaScript it posts through a fetcher, checks
 * the fields with the same schema as the server before each post and after the first, and runs
 * the code's countdown. The visitor's input and the idempotency key survive every refusal.
 */
export function RegistrationForm({ campaign, slots, onBooked }: { campaign: Campaign; slots: TimeSlot[]; onBooked: (booking: Booking | null) => void }) {
  const locale = useLocale();
  const registration = campaign.registration!;
  const single = registration.locations.length === 1 ? registration.locations[0]!.code : '';
  const posted = useActionData<typeof action>();
  const fetcher = useFetcher<typeof action>({ key: `registration-${campaign.slug}` });
  const [initial] = useState<Extract<RegistrationAnswer, { step: 'form' }>>(() => ({
    step: 'form',
    values: emptyRegistrationValues({ redemption_location: single }),
    errors: {},
    formError: null,
    otp: { status: 'idle' },
    otpError: null,
  }));
  const answer: RegistrationAnswer = registrationAnswerOf(fetcher.data) ?? registrationAnswerOf(posted) ?? initial;
  const form = answer.step === 'form' ? answer : initial;
  const values = form.values;

  const [clientErrors, setClientErrors] = useState<Errors | null>(null);
  const [clientFormError, setClientFormError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<OtpMessageRef | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [callingCode, setCallingCode] = useState(values.calling_code);
  const [optedOut, setOptedOut] = useState(values.marketing_opt_out);
  const [appointment, setAppointment] = useState<Appointment>({ location: values.redemption_location || single, date: values.pickup_date, time: values.pickup_time });
  const lastIntent = useRef<string | null>(null);
  const formErrorRef = useRef<HTMLParagraphElement>(null);

  // A new answer of the action: its values and errors replace what the browser held.
  useEffect(() => {
    if (answer === initial) return;
    if (answer.step === 'booked') {
      track('registration_submitted', { campaign: campaign.slug });
      onBooked(answer.booking);
      return;
    }
    setClientErrors(null);
    setClientFormError(null);
    setCodeError(null);
    setCallingCode(answer.values.calling_code);
    setAppointment({ location: answer.values.redemption_location || single, date: answer.values.pickup_date, time: answer.values.pickup_time });
    if (lastIntent.current === registrationIntents.anotherNumber) document.getElementById('registration-contact_number')?.focus();
    else if (lastIntent.current === registrationIntents.register && !focusFirst(answer.errors)) formErrorRef.current?.focus();
  }, [answer]); // eslint-disable-line react-hooks/exhaustive-deps

  const check = (element: HTMLFormElement): Errors => {
    const result = registrationSchema.safeParse(registrationCandidate(formFields(new FormData(element), registrationListFields), locale));
    if (result.success) return {};
    // The idempotency key is the server's to give (it comes with the first answer).
    const { idempotency_key: _key, ...errors } = fieldErrorsOf(result.error);
    return errors;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const intent = intentOf(event);
    lastIntent.current = intent;
    setCodeError(null);
    if (intent === registrationIntents.register) {
      setSubmitted(true);
      const errors = check(event.currentTarget);
      if (Object.keys(errors).length) {
        event.preventDefault();
        setClientErrors(errors);
        setClientFormError('registration.error.summary');
        focusFirst(errors);
      }
    } else if (intent === registrationIntents.send) {
      const data = new FormData(event.currentTarget);
      const problem = contactNumberProblem(String(data.get('calling_code') ?? ''), String(data.get('contact_number') ?? ''));
      if (problem) {
        event.preventDefault();
        setClientErrors({ ...(clientErrors ?? form.errors), contact_number: problem });
        document.getElementById('registration-contact_number')?.focus();
      }
    } else if (intent === registrationIntents.verify && !otpCodeSchema.safeParse(new FormData(event.currentTarget).get('code') ?? '').success) {
      event.preventDefault();
      setCodeError({ id: 'otp.error.codeFormat' });
    }
  };
  // After the first submit, every change is checked at once (as the server would).
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (submitted) setClientErrors(check(event.currentTarget));
  };

  const errors: Errors = clientErrors ?? form.errors;
  const formError = clientFormError ?? form.formError;
  const pendingIntent = fetcher.state === 'idle' ? null : fetcher.formData?.get('intent');
  const pending = pendingIntent === registrationIntents.send ? 'send-code' : pendingIntent === registrationIntents.verify ? 'verify-code' : null;
  const submitting = pendingIntent === registrationIntents.register;

  return (
    <fetcher.Form method="post" className="campaign-form" noValidate onSubmit={onSubmit} onChange={onChange} aria-describedby="registration-intro" data-slot="registration-form">
      <p id="registration-intro" className="campaign-form__intro">
        <FormattedMessage id="registration.intro" />
      </p>
      {values.idempotency_key && <input type="hidden" name="idempotency_key" value={values.idempotency_key} />}
      <PersonFields values={values} errors={errors} />
      <ContactFields
        values={values}
        errors={errors}
        callingCode={callingCode}
        onCallingCode={setCallingCode}
        otp={form.otp}
        otpError={codeError ?? form.otpError}
        pending={pending}
      />
      <AppointmentFields errors={errors} registration={registration} slots={slots} appointment={appointment} onChange={setAppointment} />
      <ConsentFields values={values} errors={errors} statementVersion={campaign.statementVersion} retentionUntil={campaign.retentionUntil} optedOut={optedOut} onOptOut={setOptedOut} />

      <div className="campaign-form__submit campaign-field--wide">
        {formError && (
          <p ref={formErrorRef} tabIndex={-1} className="campaign-form__error" role="alert" data-slot="form-error">
            <FormattedMessage {...describeMessage(formError)} />
          </p>
        )}
        <button type="submit" name="intent" value={registrationIntents.register} className="campaign-button" disabled={submitting} aria-busy={submitting || undefined}>
          <FormattedMessage id={submitting ? 'registration.submitting' : 'registration.submit'} />
        </button>
      </div>
    </fetcher.Form>
  );
}
