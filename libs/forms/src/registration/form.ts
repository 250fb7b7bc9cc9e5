import { type Locale, toDataLocale } from '@oriel/i18n';
import { type FormFields, textField } from '../form-fields';

/**
 * The registration form as posted (a plain HTML form, with or without JavaScript) and as the page
 * renders it back: every field a string, the checkboxes `true` when ticked, the channels a list.
 * `registrationSchema` then checks what the form says; nothing else reads the form.
 */


const textFields = [
  'salutation',
  'first_name',
  'last_name',
  'age_range',
  'email',
  'calling_code',
  'contact_number',
  'province',
  'redemption_location',
  'pickup_date',
  'pickup_time',
  'otp_token',
  'idempotency_key',
] as const;
type TextField = (typeof textFields)[number];

export type RegistrationValues = Record<TextField, string> & { terms: boolean; marketing_opt_out: boolean; communication: string[] };

/** The names posted as lists (checkbox groups). */
export const registrationListFields = ['communication'] as const;

/** What the visitor entered, bounded, to render the form again. */
export function registrationValues(fields: FormFields): RegistrationValues {
  const values = Object.fromEntries(textFields.map((name) => [name, textField(fields, name).slice(0, 512)])) as Record<TextField, string>;
  const communication = fields.communication;
  return {
    ...values,
    terms: textField(fields, 'terms') === 'true',
    marketing_opt_out: textField(fields, 'marketing_opt_out') === 'true',
    communication: (Array.isArray(communication) ? communication : []).slice(0, 10),
  };
}

/** The schema's input: the values plus the honeypot and the page's language (as the data service names it). */
export function registrationCandidate(fields: FormFields, locale: Locale) {
  return { ...registrationValues(fields), website: textField(fields, 'website'), locale: toDataLocale(locale) };
}

export const emptyRegistrationValues = (defaults: Partial<RegistrationValues> = {}): RegistrationValues => ({
  ...(Object.fromEntries(textFields.map((name) => [name, ''])) as Record<TextField, string>),
  calling_code: '852',
  terms: false,
  marketing_opt_out: false,
  communication: [],
  ...defaults,
});
