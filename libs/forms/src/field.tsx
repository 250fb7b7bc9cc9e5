import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * One field shape for every form of the site (loyalty lookup, campaign registration): a label, the
 * control, and its validation message. Messages are message ids, with values after `#`
 * (`registration.error.contactNumberLength#num=8`), resolved in the visitor's language at render
 * time, so the server and the browser render the same message from the same id.
 */

/** `area.error.id#num=8` -> `{ id, values: { num: '8' } }`. */
export function describeMessage(message: string): { id: string; values: Record<string, string> } {
  const [id = message, query = ''] = message.split('#');
  return { id, values: Object.fromEntries(new URLSearchParams(query)) };
}

/** Ids and ARIA wiring of a control: its error is announced and describes it. */
export function fieldControlProps(id: string, error: string | undefined) {
  return {
    id,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
}

/** Class names a form's look gives the parts of its fields. */
export interface FieldClasses {
  field?: string;
  label?: string;
  error?: string;
}

/** A validation message (`role="alert"`), or nothing. Its id is the control's id + `-error`. */
export function FieldError({ id, message, className }: { id: string; message: string | undefined; className?: string }) {
  if (!message) return null;
  const { id: messageId, values } = describeMessage(message);
  return (
    <p className={className} id={`${id}-error`} role="alert" data-slot="field-error">
      <FormattedMessage id={messageId} values={values} />
    </p>
  );
}

/** Label, control and message; `id` is the control's (give the control `fieldControlProps(id, error)`). */
export function Field({
  id,
  label,
  error,
  children,
  required = false,
  classes = {},
  className,
}: {
  id: string;
  label: ReactNode;
  error: string | undefined;
  children: ReactNode;
  required?: boolean;
  classes?: FieldClasses;
  className?: string;
}) {
  return (
    <div className={[classes.field, className].filter(Boolean).join(' ') || undefined} data-slot="field" data-invalid={error ? '' : undefined}>
      <label className={classes.label} htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      <FieldError id={id} message={error} className={classes.error} />
    </div>
  );
}
