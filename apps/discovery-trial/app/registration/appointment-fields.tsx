import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Campaign, TimeSlot } from '@oriel/data-client';
import { useHydrated } from '@oriel/forms';
import { FormField, FormFieldError, useAutoFocusIfFirstError, useFormContext, useGroupAria, useGroupMemberAria, useWatch } from '@oriel/forms/rhf';
import { useLocale } from '@oriel/i18n';
import { formatDay } from '../lib/dates';
import { type PartProps, campaignField, controlId } from './parts';

function hongKongTime(iso: string) {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Hong_Kong', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/**
 * Where and when: the location, then a day, then a session with the places left. Each list narrows
 * to the choice before it. With JavaScript a list waits (disabled) for the choice before it;
 * without, it shows every day, and every session grouped under its day, until the next answer of
 * the server, so the form can always be completed.
 */
export function AppointmentFields({ values, registration, slots }: PartProps & { registration: NonNullable<Campaign['registration']>; slots: TimeSlot[] }) {
  const intl = useIntl();
  const locale = useLocale();
  const hydrated = useHydrated();
  const { register, setValue, setError } = useFormContext();
  const locationFirst = useAutoFocusIfFirstError('redemption_location');
  const locationMember = useGroupMemberAria('redemption_location', controlId('redemption_location'), { required: true });
  const location = useWatch({ name: 'redemption_location', defaultValue: values.redemption_location }) as string;
  const date = useWatch({ name: 'pickup_date', defaultValue: values.pickup_date }) as string;
  const time = useWatch({ name: 'pickup_time', defaultValue: values.pickup_time }) as string;
  // The session chosen here fills meanwhile (the places are read again every few seconds): the choice
  // is cleared and the field says so at once, announced, rather than at Submit.
  useEffect(() => {
    if (!time || !slots.some((s) => String(s.id) === time && s.remaining === 0)) return;
    setValue('pickup_time', '');
    setError('pickup_time', { type: 'server', message: 'registration.error.timeslotOver' });
  }, [slots, time, setValue, setError]);
  const choose = intl.formatMessage({ id: 'registration.choose' });
  // A new place or day empties the choices after it (they belonged to the old one).
  const clear = (...names: ('pickup_date' | 'pickup_time')[]) => () => names.forEach((name) => setValue(name, ''));

  const atLocation = useMemo(() => slots.filter((s) => !location || s.location === location), [slots, location]);
  const dates = useMemo(() => {
    const byDate = new Map<string, number>();
    for (const s of atLocation) byDate.set(s.date, (byDate.get(s.date) ?? 0) + s.remaining);
    return [...byDate.entries()].map(([day, remaining]) => ({ day, remaining }));
  }, [atLocation]);
  const times = useMemo(() => atLocation.filter((s) => !date || s.date === date), [atLocation, date]);
  const sessionOption = (t: TimeSlot) => (
    <option key={t.id} value={String(t.id)} disabled={t.remaining === 0}>
      {`${t.time}–${hongKongTime(t.endsAt)} · `}
      {t.remaining === 0 ? intl.formatMessage({ id: 'registration.quotaFull' }) : intl.formatMessage({ id: 'registration.remaining' }, { count: t.remaining })}
    </option>
  );

  return (
    <>
      <fieldset className="campaign-fieldset campaign-field--wide" {...useGroupAria('redemption_location', controlId('redemption_location'))}>
        <legend className="campaign-field__label">
          <FormattedMessage id="registration.redemptionLocation" />
          <span aria-hidden="true"> *</span>
        </legend>
        <div className="campaign-choices campaign-choices--cards">
          {registration.locations.map((l, i) => (
            <label key={l.code} className="campaign-location">
              <input
                type="radio"
                {...register('redemption_location', { onChange: clear('pickup_date', 'pickup_time') })}
                {...locationMember}
                value={l.code}
                id={i === 0 ? controlId('redemption_location') : undefined}
                autoFocus={i === 0 ? locationFirst : undefined}
                defaultChecked={values.redemption_location === l.code}
              />
              <span className="campaign-location__name">{l.name}</span>
              <span className="campaign-location__address">{l.address}</span>
              <span className="campaign-location__hours">{l.hours}</span>
            </label>
          ))}
        </div>
        <FormFieldError name="redemption_location" id={controlId('redemption_location')} className={campaignField.error} />
      </fieldset>

      <FormField name="pickup_date" id={controlId('pickup_date')} label={<FormattedMessage id="registration.pickupDate" />} classes={campaignField} required options={{ onChange: clear('pickup_time') }}>
        {(control) => (
          <>
            <select
              defaultValue={values.pickup_date}
              disabled={hydrated && !location}
              {...control}
              aria-describedby={[control['aria-describedby'], !location && 'registration-pickup_date-hint'].filter(Boolean).join(' ') || undefined}
            >
              <option value="">{choose}</option>
              {dates.map((d) => (
                <option key={d.day} value={d.day} disabled={d.remaining === 0}>
                  {formatDay(locale, d.day)}
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
          </>
        )}
      </FormField>
      <FormField name="pickup_time" id={controlId('pickup_time')} label={<FormattedMessage id="registration.pickupTime" />} classes={campaignField} required>
        {(control) => (
          <>
            <select
              defaultValue={values.pickup_time}
              disabled={hydrated && !date}
              {...control}
              aria-describedby={[control['aria-describedby'], !date && 'registration-pickup_time-hint'].filter(Boolean).join(' ') || undefined}
            >
              <option value="">{choose}</option>
              {date
                ? times.map(sessionOption)
                : // No day chosen yet (without JavaScript, until the server answers): every session, under its day.
                  dates.map((d) => (
                    <optgroup key={d.day} label={formatDay(locale, d.day)}>
                      {times.filter((t) => t.date === d.day).map(sessionOption)}
                    </optgroup>
                  ))}
            </select>
            {!date && (
              <p id="registration-pickup_time-hint" className="campaign-field__hint">
                <FormattedMessage id="registration.chooseDateFirst" />
              </p>
            )}
          </>
        )}
      </FormField>
    </>
  );
}
