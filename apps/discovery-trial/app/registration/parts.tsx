import type { FieldClasses, RegistrationField, RegistrationValues } from '@oriel/forms';

/** What every part of the registration form is given: the values to show and the errors to put on them. */
export interface PartProps {
  values: RegistrationValues;
  errors: Partial<Record<RegistrationField, string>>;
}

/** The campaign look of the shared field (libs/forms Field). */
export const campaignField: FieldClasses = { field: 'campaign-field', label: 'campaign-field__label', error: 'campaign-field__error' };

/** A control's id on the registration form. */
export const controlId = (name: RegistrationField) => `registration-${name}`;
