import { type ReactNode, createContext, useContext } from 'react';
import { type FieldValues, type RegisterOptions, type UseFormRegisterReturn, get, useFormContext, useFormState } from 'react-hook-form';
import { type FieldClasses, FieldError } from '../field';
import { useHydrated } from '../use-hydrated';

/**
 * The Field family on react-hook-form: a label, a hint, the control and its message, wired by
 * name to the form's state (FormProvider). The control gets its registration and its ARIA (it is
 * invalid and described by its hint and its message while the field is in error); the message
 * (`role="alert"`) is the field's error, from the browser's check or the action's answer alike.
 */

/** The control's props: react-hook-form's registration, its id and ARIA. */
export type FieldControlProps = UseFormRegisterReturn & {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
  autoFocus?: true;
};

const FirstError = createContext<string | null>(null);

/**
 * The field an action's answer refused first, in the order the form shows its fields: its control
 * carries `autofocus`, so a visitor without JavaScript, whose browser loads the answer as a new
 * page, lands on it and hears its label and message. Only in the page as the server sent it: once
 * hydrated, React would focus a control that mounts later (a select shown again), and each form
 * moves the focus itself.
 */
export function FirstErrorProvider({ order, errors, children }: { order: readonly string[]; errors: Partial<Record<string, unknown>> | null | undefined; children: ReactNode }) {
  const hydrated = useHydrated();
  const first = hydrated ? null : (order.find((name) => errors?.[name]) ?? null);
  return <FirstError.Provider value={first}>{children}</FirstError.Provider>;
}

/** `autoFocus` for the control of `name` when it is the first field refused (FirstErrorProvider). */
export function useAutoFocusIfFirstError(name: string): true | undefined {
  return useContext(FirstError) === name ? true : undefined;
}

/** The message id of a field's error, or undefined. */
export function useFieldError(name: string): string | undefined {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const error = get(errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' && error.message ? error.message : undefined;
}

const describedBy = (id: string, error: string | undefined, hint: boolean) => [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

/** A control's props for a field by name: registration, id, `aria-invalid`, `aria-describedby`. */
export function useFieldControl<T extends FieldValues = FieldValues>(name: string, id: string, { hint = false, options }: { hint?: boolean; options?: RegisterOptions<T> } = {}) {
  const { register } = useFormContext<T>();
  const error = useFieldError(name);
  const control: FieldControlProps = {
    ...register(name as never, options as never),
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
    autoFocus: useAutoFocusIfFirstError(name),
  };
  return { control, error };
}

export interface FormFieldProps<T extends FieldValues = FieldValues> {
  name: string;
  /** The control's id (its message is `${id}-error`, its hint `${id}-hint`). */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  classes?: FieldClasses & { hint?: string };
  className?: string;
  options?: RegisterOptions<T>;
  /** Renders the control with the props it must carry. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, hint and message of one named field of a react-hook-form form. */
export function FormField<T extends FieldValues = FieldValues>({ name, id, label, hint, required = false, classes = {}, className, options, children }: FormFieldProps<T>) {
  const { control, error } = useFieldControl<T>(name, id, { hint: Boolean(hint), options });
  return (
    <div className={[classes.field, className].filter(Boolean).join(' ') || undefined} data-slot="field" data-invalid={error ? '' : undefined}>
      <label className={classes.label} htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {/* The "*" is for the eye; a screen reader hears "required" from the control. */}
      {children(required ? { ...control, 'aria-required': true } : control)}
      {hint && (
        <p id={`${id}-hint`} className={classes.hint}>
          {hint}
        </p>
      )}
      <FieldError id={id} message={error} className={classes.error} />
    </div>
  );
}

/** The message of a named field (`role="alert"`, id `${id}-error`), for groups that draw their own frame. */
export function FormFieldError({ name, id, className }: { name: string; id: string; className?: string }) {
  return <FieldError id={id} message={useFieldError(name)} className={className} />;
}

/** A group's ARIA (a fieldset of radios or checkboxes): invalid and described by its message while in error. */
export function useGroupAria(name: string, id: string) {
  const error = useFieldError(name);
  return { 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': error ? `${id}-error` : undefined };
}

/**
 * A group's member (one radio or checkbox): described by the group's message while in error, so the
 * control that takes the focus says what is wrong; `required` (the form does not validate natively:
 * `noValidate`) says a choice is needed, where one of the radios must be chosen.
 */
export function useGroupMemberAria(name: string, id: string, { required = false }: { required?: boolean } = {}) {
  const error = useFieldError(name);
  return { 'aria-describedby': error ? `${id}-error` : undefined, required: required || undefined };
}
