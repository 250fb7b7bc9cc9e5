import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFetcher } from 'react-router';
import { brand } from '@oriel/config';
import type { Booking, Campaign, TimeSlot } from '@oriel/data-client';
import { callingCodes, provinces } from '@oriel/forms';
import {
  type Registration,
  type RegistrationInput,
  ageRanges,
  communicationChannels,
  contactNumberProblem,
  describeError,
  normalisedPhone,
  registrationFieldOrder,
  registrationSchema,
  salutations,
} from '@oriel/forms/registration';
import { messageValues, useLocale } from '@oriel/i18n';
import { track } from '@oriel/ui';
import { formatDate, formatDay } from '../lib/dates';
import { Field, FieldError, controlProps } from './field';
import { PhoneVerification } from './phone-verification';

export type RegistrationActionData =
  | { ok: true; booking: Booking | null }
  | { ok: false; fields: Record<string, string>; form?: string; retryAfterSeconds?: number };

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

function hongKongTime(iso: string) {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Hong_Kong', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/**
 * The sample / workshop registration form (SPEC §3, §5): validated in the browser with the shared
 * schema, sent as JSON to this route's action (which checks it again and books through the data
 * service), server errors put back on their fields. The visitor's input and the idempotency key
 * survive any refusal, so a retry never books twice.
 */
export function RegistrationForm({ campaign, slots, onBooked }: { campaign: Campaign; slots: TimeSlot[]; onBooked: (booking: Booking | null) => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const fetcher = useFetcher<RegistrationActionData>();
  const [formError, setFormError] = useState<string | null>(null);
  const formErrorRef = useRef<HTMLParagraphElement>(null);
  // Bumped when the form's own message (no field to blame: e.g. 503, the service is down) must
  // take the focus; focused after the render that shows it, so it is there to be focused.
  const [focusFormError, setFocusFormError] = useState(0);
  useEffect(() => {
    if (focusFormError) formErrorRef.current?.focus();
  }, [focusFormError]);
  const registration = campaign.registration!;
  const single = registration.locations.length === 1 ? registration.locations[0]!.code : '';

  const form = useForm<RegistrationInput, unknown, Registration>({
    resolver: zodResolver(registrationSchema),
    shouldFocusError: true,
    defaultValues: {
      salutation: undefined,
      first_name: '',
      last_name: '',
      age_range: undefined,
      email: '',
      calling_code: '852',
      contact_number: '',
      otp_token: '',
      province: '',
      redemption_location: single,
      pickup_date: '',
      pickup_time: '',
      terms: false,
      marketing_opt_out: false,
      communication: [],
      website: '',
      idempotency_key: newKey(),
      locale,
    },
  });
  const { register, formState, watch, setValue, setError, clearErrors, setFocus, handleSubmit, trigger } = form;
  const errors = formState.errors;
  const err = (name: keyof RegistrationInput) => (errors[name] as { message?: string } | undefined)?.message;

  const callingCode = watch('calling_code');
  const contactNumber = watch('contact_number');
  const otpToken = watch('otp_token');
  const location = watch('redemption_location');
  const pickupDate = watch('pickup_date');
  const optedOut = watch('marketing_opt_out');

  const problem = contactNumberProblem(callingCode, contactNumber ?? '');
  const phone = problem ? null : normalisedPhone(callingCode, contactNumber ?? '');
  const verifiedFor = useRef<string | null>(null);

  // The proof belongs to one number: another number needs its own code.
  useEffect(() => {
    if (otpToken && verifiedFor.current !== phone) setValue('otp_token', '');
  }, [phone, otpToken, setValue]);

  const dates = useMemo(() => {
    const byDate = new Map<string, number>();
    for (const s of slots.filter((s) => s.location === location)) byDate.set(s.date, (byDate.get(s.date) ?? 0) + s.remaining);
    return [...byDate.entries()].map(([date, remaining]) => ({ date, remaining }));
  }, [slots, location]);
  const times = useMemo(() => slots.filter((s) => s.location === location && s.date === pickupDate), [slots, location, pickupDate]);

  // Answers of the action: a booking, or errors to put back where they belong.
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || fetcher.state !== 'idle') return;
    if (answer.ok) {
      track('registration_submitted', { campaign: campaign.slug });
      setValue('idempotency_key', newKey());
      onBooked(answer.booking);
      return;
    }
    const fields = Object.entries(answer.fields).filter(([name]) => (registrationFieldOrder as string[]).includes(name));
    for (const [name, message] of fields) setError(name as Path<RegistrationInput>, { type: 'server', message });
    if (fields.some(([name]) => name === 'pickup_time')) setValue('pickup_time', '');
    setFormError(answer.form ?? (fields.length ? 'registration.error.summary' : 'registration.error.submit'));
    const first = registrationFieldOrder.find((name) => fields.some(([f]) => f === name));
    if (first) setFocus(first as Path<RegistrationInput>);
    else setFocusFormError((n) => n + 1);
  }, [fetcher.data, fetcher.state, setError, setFocus, setValue, onBooked, campaign.slug]);

  const submitting = fetcher.state !== 'idle';
  const onValid = (values: Registration) => {
    setFormError(null);
    fetcher.submit(values as never, { method: 'post', encType: 'application/json' });
  };
  const onInvalid = () => setFormError('registration.error.summary');

  const choose = intl.formatMessage({ id: 'registration.choose' });

  return (
    <form className="campaign-form" noValidate onSubmit={handleSubmit(onValid, onInvalid)} aria-describedby="registration-intro" data-slot="registration-form">
      <p id="registration-intro" className="campaign-form__intro">
        <FormattedMessage id="registration.intro" />
      </p>

      <fieldset className="campaign-fieldset campaign-field--wide" aria-describedby={err('salutation') ? 'registration-salutation-error' : undefined} aria-invalid={err('salutation') ? true : undefined}>
        <legend className="campaign-field__label">
          <FormattedMessage id="registration.salutation" />
          <span aria-hidden="true"> *</span>
        </legend>
        <div className="campaign-choices campaign-choices--inline">
          {salutations.map((s, i) => (
            <label key={s} className="campaign-choice">
              <input type="radio" value={s} {...register('salutation')} id={i === 0 ? 'registration-salutation' : undefined} />
              <span>
                <FormattedMessage id={`registration.salutation.${s}`} />
              </span>
            </label>
          ))}
        </div>
        <FieldError name="salutation" message={err('salutation')} />
      </fieldset>

      <Field name="first_name" label={<FormattedMessage id="registration.firstName" />} error={err('first_name')}>
        <input type="text" autoComplete="given-name" maxLength={50} {...register('first_name')} {...controlProps('first_name', err('first_name'))} />
      </Field>
      <Field name="last_name" label={<FormattedMessage id="registration.lastName" />} error={err('last_name')}>
        <input type="text" autoComplete="family-name" maxLength={50} {...register('last_name')} {...controlProps('last_name', err('last_name'))} />
      </Field>

      <Field name="age_range" label={<FormattedMessage id="registration.ageRange" />} error={err('age_range')}>
        <select {...register('age_range')} {...controlProps('age_range', err('age_range'))} defaultValue="">
          <option value="" disabled>
            {choose}
          </option>
          {ageRanges.map((a) => (
            <option key={a} value={a}>
              {intl.formatMessage({ id: `registration.ageRange.${a}` })}
            </option>
          ))}
        </select>
      </Field>
      <Field name="email" label={<FormattedMessage id="registration.email" />} error={err('email')}>
        <input type="email" autoComplete="email" maxLength={254} {...register('email')} {...controlProps('email', err('email'))} />
      </Field>

      <Field name="calling_code" label={<FormattedMessage id="registration.callingCode" />} error={err('calling_code')}>
        <select {...register('calling_code')} {...controlProps('calling_code', err('calling_code'))} autoComplete="tel-country-code">
          {callingCodes.map((c) => (
            <option key={c.code} value={c.code}>
              {locale === 'tc' ? c.zhHant : c.en}
            </option>
          ))}
        </select>
      </Field>
      <Field name="contact_number" label={<FormattedMessage id="registration.contactNumber" />} error={err('contact_number')}>
        <input
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={20}
          readOnly={Boolean(otpToken)}
          {...register('contact_number')}
          {...controlProps('contact_number', err('contact_number'))}
        />
        <PhoneVerification
          phone={phone}
          problem={problem}
          onProblem={(message) => {
            setError('contact_number', { type: 'format', message });
            setFocus('contact_number');
          }}
          verified={Boolean(otpToken)}
          onVerified={(token) => {
            verifiedFor.current = phone;
            setValue('otp_token', token);
            clearErrors('contact_number');
          }}
          onReset={() => {
            verifiedFor.current = null;
            setValue('otp_token', '');
            setValue('contact_number', '');
            setFocus('contact_number');
          }}
        />
      </Field>

      {callingCode === '86' && (
        <Field name="province" label={<FormattedMessage id="registration.province" />} error={err('province')} wide>
          <select {...register('province')} {...controlProps('province', err('province'))}>
            <option value="">{choose}</option>
            {provinces.map((p) => (
              <option key={p.value} value={p.value}>
                {locale === 'tc' ? p.zhHant : p.en}
              </option>
            ))}
          </select>
        </Field>
      )}

      <fieldset
        className="campaign-fieldset campaign-field--wide"
        aria-describedby={err('redemption_location') ? 'registration-redemption_location-error' : undefined}
        aria-invalid={err('redemption_location') ? true : undefined}
      >
        <legend className="campaign-field__label">
          <FormattedMessage id="registration.redemptionLocation" />
          <span aria-hidden="true"> *</span>
        </legend>
        <div className="campaign-choices campaign-choices--cards">
          {registration.locations.map((l, i) => (
            <label key={l.code} className="campaign-location">
              <input
                type="radio"
                value={l.code}
                id={i === 0 ? 'registration-redemption_location' : undefined}
                {...register('redemption_location', {
                  onChange: () => {
                    setValue('pickup_date', '');
                    setValue('pickup_time', '');
                  },
                })}
              />
              <span className="campaign-location__name">{l.name}</span>
              <span className="campaign-location__address">{l.address}</span>
              <span className="campaign-location__hours">{l.hours}</span>
            </label>
          ))}
        </div>
        <FieldError name="redemption_location" message={err('redemption_location')} />
      </fieldset>

      <Field name="pickup_date" label={<FormattedMessage id="registration.pickupDate" />} error={err('pickup_date')}>
        <select
          {...register('pickup_date', { onChange: () => setValue('pickup_time', '') })}
          {...controlProps('pickup_date', err('pickup_date'))}
          disabled={!location}
          aria-describedby={[err('pickup_date') && 'registration-pickup_date-error', !location && 'registration-pickup_date-hint'].filter(Boolean).join(' ') || undefined}
        >
          <option value="">{choose}</option>
          {dates.map((d) => (
            <option key={d.date} value={d.date} disabled={d.remaining === 0}>
              {formatDay(locale, d.date)}
              {d.remaining === 0 ? ` · ${intl.formatMessage({ id: 'registration.quotaFull' })}` : ''}
            </option>
          ))}
        </select>
        {!location && (
          <p id="registration-pickup_date-hint" className="campaign-field__hint">
            <FormattedMessage id="registration.chooseLocationFirst" />
          </p>
        )}
        {location && dates.length === 0 && (
          <p className="campaign-field__hint">
            <FormattedMessage id="registration.noDatesAtLocation" />
          </p>
        )}
      </Field>
      <Field name="pickup_time" label={<FormattedMessage id="registration.pickupTime" />} error={err('pickup_time')}>
        <select {...register('pickup_time')} {...controlProps('pickup_time', err('pickup_time'))} disabled={!pickupDate}>
          <option value="">{choose}</option>
          {times.map((t) => (
            <option key={t.id} value={String(t.id)} disabled={t.remaining === 0}>
              {`${t.time}–${hongKongTime(t.endsAt)} · `}
              {t.remaining === 0 ? intl.formatMessage({ id: 'registration.quotaFull' }) : intl.formatMessage({ id: 'registration.remaining' }, { count: t.remaining })}
            </option>
          ))}
        </select>
        {!pickupDate && (
          <p className="campaign-field__hint">
            <FormattedMessage id="registration.chooseDateFirst" />
          </p>
        )}
      </Field>

      <section className="campaign-pics campaign-field--wide" aria-labelledby="registration-pics-title">
        <h3 id="registration-pics-title">
          <FormattedMessage id="registration.pics.title" />
        </h3>
        <p>
          <FormattedMessage
            id="registration.pics.body"
            values={{ ...messageValues, email: brand.email, retentionDate: formatDate(locale, `${campaign.retentionUntil}T12:00:00+08:00`) }}
          />
        </p>
        <p className="campaign-pics__version">
          <FormattedMessage id="registration.pics.version" values={{ version: campaign.statementVersion }} />
        </p>
      </section>

      <div className="campaign-field campaign-field--wide" data-invalid={err('terms') ? '' : undefined}>
        <label className="campaign-check">
          <input type="checkbox" {...register('terms')} {...controlProps('terms', err('terms'))} />
          <span>
            <FormattedMessage id="registration.terms" />
            <span aria-hidden="true"> *</span>
          </span>
        </label>
        <FieldError name="terms" message={err('terms')} />
      </div>

      <div className="campaign-field campaign-field--wide">
        <label className="campaign-check">
          <input
            type="checkbox"
            id="registration-marketing_opt_out"
            {...register('marketing_opt_out', {
              // The preference is only asked of visitors who do not opt out: recheck it at once.
              onChange: () => {
                if (formState.isSubmitted) void trigger('communication');
              },
            })}
          />
          <span>
            <FormattedMessage id="registration.marketingOptOut" values={messageValues} />
          </span>
        </label>
      </div>

      <fieldset
        className="campaign-fieldset campaign-field--wide"
        disabled={optedOut}
        aria-describedby={err('communication') ? 'registration-communication-error' : undefined}
        aria-invalid={err('communication') ? true : undefined}
      >
        <legend className="campaign-field__label">
          <FormattedMessage id="registration.communication" values={messageValues} />
        </legend>
        <div className="campaign-choices campaign-choices--inline">
          {communicationChannels.map((c, i) => (
            <label key={c} className="campaign-choice">
              <input type="checkbox" value={c} id={i === 0 ? 'registration-communication' : undefined} {...register('communication')} />
              <span>
                <FormattedMessage id={`registration.communication.${c}`} />
              </span>
            </label>
          ))}
        </div>
        <FieldError name="communication" message={err('communication')} />
      </fieldset>

      <div className="campaign-honeypot" aria-hidden="true">
        <label htmlFor="registration-website">
          <FormattedMessage id="registration.honeypot" />
        </label>
        <input id="registration-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>

      <div className="campaign-form__submit campaign-field--wide">
        {formError && (
          <p ref={formErrorRef} tabIndex={-1} className="campaign-form__error" role="alert" data-slot="form-error">
            <FormattedMessage {...describeError(formError)} />
          </p>
        )}
        <button type="submit" className="campaign-button" disabled={submitting} aria-busy={submitting || undefined}>
          <FormattedMessage id={submitting ? 'registration.submitting' : 'registration.submit'} />
        </button>
      </div>
    </form>
  );
}
