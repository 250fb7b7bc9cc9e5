import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Campaign, TimeSlot } from '@oriel/data-client';
import { Field, FieldError, fieldControlProps, useHydrated } from '@oriel/forms';
import { useLocale } from '@oriel/i18n';
import { formatDay } from '../lib/dates';
import { type PartProps, campaignField, controlId } from './parts';

export interface Appointment {
  location: string;
  date: string;
  time: string;
}

function hongKongTime(iso: string) {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Hong_Kong', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/**
 * Where and when: the location, then a day, then a session with the places left. Each list narrows
 * to the choice before it. With JavaScript a list waits (disabled) for the choice before it;
 * without, it shows every day or session until the next answer of the server, so the form can
 * always be completed.
 */
export function AppointmentFields({
  errors,
  registration,
  slots,
  appointment,
  onChange,
}: Pick<PartProps, 'errors'> & {
  registration: NonNullable<Campaign['registration']>;
  slots: TimeSlot[];
  appointment: Appointment;
  onChange: (next: Appointment) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const hydrated = useHydrated();
  const { location, date, time } = appointment;
  const choose = intl.formatMessage({ id: 'registration.choose' });

  const atLocation = useMemo(() => slots.filter((s) => !location || s.location === location), [slots, location]);
  const dates = useMemo(() => {
    const byDate = new Map<string, number>();
    for (const s of atLocation) byDate.set(s.date, (byDate.get(s.date) ?? 0) + s.remaining);
    return [...byDate.entries()].map(([day, remaining]) => ({ day, remaining }));
  }, [atLocation]);
  const times = useMemo(() => atLocation.filter((s) => !date || s.date === date), [atLocation, date]);

  return (
    <>
      <fieldset
        className="campaign-fieldset campaign-field--wide"
        aria-describedby={errors.redemption_location ? `${controlId('redemption_location')}-error` : undefined}
        aria-invalid={errors.redemption_location ? true : undefined}
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
                name="redemption_location"
                value={l.code}
                id={i === 0 ? controlId('redemption_location') : undefined}
                checked={location === l.code}
                onChange={() => onChange({ location: l.code, date: '', time: '' })}
              />
              <span className="campaign-location__name">{l.name}</span>
              <span className="campaign-location__address">{l.address}</span>
              <span className="campaign-location__hours">{l.hours}</span>
            </label>
          ))}
        </div>
        <FieldError id={controlId('redemption_location')} message={errors.redemption_location} className={campaignField.error} />
      </fieldset>

      <Field id={controlId('pickup_date')} label={<FormattedMessage id="registration.pickupDate" />} error={errors.pickup_date} classes={campaignField} required>
        <select
          name="pickup_date"
          value={date}
          onChange={(event) => onChange({ location, date: event.target.value, time: '' })}
          disabled={hydrated && !location}
          {...fieldControlProps(controlId('pickup_date'), errors.pickup_date)}
          aria-describedby={[errors.pickup_date && `${controlId('pickup_date')}-error`, !location && 'registration-pickup_date-hint'].filter(Boolean).join(' ') || undefined}
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
      </Field>
      <Field id={controlId('pickup_time')} label={<FormattedMessage id="registration.pickupTime" />} error={errors.pickup_time} classes={campaignField} required>
        <select
          name="pickup_time"
          value={time}
          onChange={(event) => onChange({ location, date, time: event.target.value })}
          disabled={hydrated && !date}
          {...fieldControlProps(controlId('pickup_time'), errors.pickup_time)}
        >
          <option value="">{choose}</option>
          {times.map((t) => (
            <option key={t.id} value={String(t.id)} disabled={t.remaining === 0}>
              {date ? '' : `${formatDay(locale, t.date)} · `}
              {`${t.time}–${hongKongTime(t.endsAt)} · `}
              {t.remaining === 0 ? intl.formatMessage({ id: 'registration.quotaFull' }) : intl.formatMessage({ id: 'registration.remaining' }, { count: t.remaining })}
            </option>
          ))}
        </select>
        {!date && (
          <p className="campaign-field__hint">
            <FormattedMessage id="registration.chooseDateFirst" />
          </p>
        )}
      </Field>
    </>
  );
}
