import type { FieldClasses, RegistrationField, RegistrationValues } from '@oriel/forms';

/**
 * What every part of the registration form is given: the values the server rendered it with (the
 * HTML's defaults, so the form shows them before and without JavaScript). Their state and errors
 * are the form's (react-hook-form's FormProvider).
 */
export interface PartProps {
  values: RegistrationValues;
}

/** The campaign look of the shared field (libs/forms FormField). */
export const campaignField: FieldClasses & { hint?: string } = { field: 'campaign-field', label: 'campaign-field__label', error: 'campaign-field__error', hint: 'campaign-field__hint' };

/** A control's id on the registration form. */
export const controlId = (name: RegistrationField) => `registration-${name}`;
