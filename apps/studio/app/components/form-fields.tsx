import { type ComponentProps, type ReactNode, useId, useMemo } from 'react';
import { useSubmit } from 'react-router';
import { type AnswerErrors, type IntentCheck, type SafeParsing, formResolver, useFieldControl, useRouteForm } from '@oriel/forms/rhf';

/**
 * The studio's forms on the house's react-hook-form family (`@oriel/forms/rhf`): the fields are
 * registered by name, get their ARIA from the form's state, and show the field's error whether the
 * browser's check (the action's own zod schema) or the action's answer found it. The studio is in
 * English and its schemas carry their text, so a message is shown as it is (no message id).
 */

type FieldProps = { name: string; label: ReactNode; hint?: ReactNode };

function FieldFrame({ id, label, hint, error, children }: { id: string; label: ReactNode; hint?: ReactNode; error: string | undefined; children: ReactNode }) {
  return (
    <div className="studio-field" data-slot="field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <span className="studio-field-hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="studio-field-error" id={`${id}-error`} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** A text input of a react-hook-form form (inside its FormProvider). */
export function FormTextField({ name, label, hint, ...props }: FieldProps & Omit<ComponentProps<'input'>, 'name' | 'id'>) {
  const id = useId();
  const { control, error } = useFieldControl(name, id, { hint: Boolean(hint) });
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input {...props} {...control} />
    </FieldFrame>
  );
}

/** A select of a react-hook-form form (inside its FormProvider). */
export function FormSelectField({ name, label, hint, children, ...props }: FieldProps & Omit<ComponentProps<'select'>, 'name' | 'id'>) {
  const id = useId();
  const { control, error } = useFieldControl(name, id, { hint: Boolean(hint) });
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select {...props} {...control}>
        {children}
      </select>
    </FieldFrame>
  );
}

/**
 * A studio form posted to its route action (a navigation, so the action may redirect and its
 * answer is the route's action data): react-hook-form checks it with the action's schema before
 * posting (intent `intent`, or Enter), and the action's field errors land in the same form state.
 */
export function useStudioForm<T extends Record<string, unknown>>({ schema, values, errors, intent }: { schema: SafeParsing; values: T; errors?: AnswerErrors | null; intent: string }) {
  const submit = useSubmit();
  const resolver = useMemo(() => formResolver<T>(schema), [schema]);
  const checks = useMemo<Record<string, IntentCheck<T>>>(() => ({ [intent]: 'all' }), [intent]);
  // Checked on submit, then on change: a message appearing on blur moves the button under the
  // pointer between press and release, and the click is lost.
  return useRouteForm<T>({ fetcher: { submit: (target, options) => submit(target, options) }, values, errors, resolver, checks, defaultIntent: intent, form: { mode: 'onSubmit' } });
}
