import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { describeError } from '@oriel/forms/registration';

/** Ids and ARIA wiring of a form control: its error is announced and described. */
export function controlProps(name: string, error: string | undefined) {
  return {
    id: `registration-${name}`,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': error ? `registration-${name}-error` : undefined,
  };
}

/** A validation message: a message id (with values after `#`) resolved in the visitor's language. */
export function FieldError({ name, message }: { name: string; message: string | undefined }) {
  if (!message) return null;
  const { id, values } = describeError(message);
  return (
    <p className="campaign-field__error" id={`registration-${name}-error`} role="alert" data-slot="field-error">
      <FormattedMessage id={id} values={values} />
    </p>
  );
}

export function Field({ name, label, error, children, wide = false }: { name: string; label: ReactNode; error: string | undefined; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`campaign-field${wide ? ' campaign-field--wide' : ''}`} data-invalid={error ? '' : undefined}>
      <label className="campaign-field__label" htmlFor={`registration-${name}`}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      {children}
      <FieldError name={name} message={error} />
    </div>
  );
}
