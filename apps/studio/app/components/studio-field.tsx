import { type ComponentProps, type ReactNode, useId } from 'react';
import { type RegisterOptions, useFormContext } from 'react-hook-form';
import { useController, useFieldError } from '@oriel/forms/rhf';
import { MissingBadge } from './admin-ui';

/**
 * The studio's one field family. `StudioField` is the frame every studio field is drawn in: the
 * label, the control, its hint, its notes (a character counter), the "Translation missing" badge
 * and its error (`role="alert"`), wired by ids (`${id}-hint`, `${id}-missing`, `${id}-error`).
 * `studioFieldAria` gives the control its `aria-invalid` and `aria-describedby` from the same ids.
 * The `StudioForm…` fields are registered in the page's react-hook-form form (inside its
 * FormProvider) and read their error from it, whether the browser's check (the action's own zod
 * schema) or the action's answer found it; `StudioTextField` is the same field outside a form
 * state (a filter, a confirmation), its error given. The studio is in English: messages are text.
 */

export interface StudioFieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** The badge saying the Chinese text is missing (the site shows English there). */
  missing?: boolean;
  /** Shown after the hint, each with its own id in the control's `aria-describedby` (a counter). */
  notes?: ReactNode;
  /** A control with no `<label>` of its own (a rich text, a group of chips): the label is text, `${id}-label`. */
  labelledBy?: boolean;
  /** A field within a line of controls (a toolbar). */
  inline?: boolean;
  className?: string;
  /** A field of several controls is a group, named by its label (`${id}-label`). */
  group?: boolean;
  children: ReactNode;
}

export function StudioField({ id, label, hint, error, missing, notes, labelledBy, inline, className, group, children }: StudioFieldFrameProps) {
  const Frame = inline ? 'span' : 'div';
  return (
    <Frame
      className={['studio-field', inline ? 'studio-inline-field' : null, className].filter(Boolean).join(' ')}
      data-slot="field"
      data-invalid={error ? '' : undefined}
      data-missing={missing ? '' : undefined}
      {...(group ? { role: 'group', 'aria-labelledby': `${id}-label` } : {})}
    >
      {labelledBy ? (
        <span className="studio-field-label" id={`${id}-label`}>
          {label}
        </span>
      ) : (
        <label htmlFor={id}>{label}</label>
      )}
      {children}
      {hint ? (
        <span className="studio-field-hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {notes}
      {missing ? <MissingBadge id={`${id}-missing`} /> : null}
      <StudioFieldError id={id} error={error} />
    </Frame>
  );
}

/** A field's error, `${id}-error`, read out when it appears. */
export function StudioFieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <span className="studio-field-error" id={`${id}-error`} role="alert">
      {error}
    </span>
  ) : null;
}

/** The control's ARIA in its frame: invalid while in error, described by its hint, notes, badge and error. */
export function studioFieldAria(id: string, { error, hint, missing, notes = [], invalid }: { error?: string; hint?: boolean; missing?: boolean; notes?: string[]; invalid?: boolean }) {
  const described = [hint ? `${id}-hint` : null, ...notes, missing ? `${id}-missing` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error || invalid ? (true as const) : undefined, 'aria-describedby': described || undefined };
}

type FrameOptions = Pick<StudioFieldFrameProps, 'label' | 'hint' | 'missing' | 'inline' | 'className'>;

/** A control of the page's react-hook-form form by name: its registration, id, ARIA, and error. */
export function useStudioFieldControl(name: string, id: string, { hint, missing, notes, options }: { hint?: boolean; missing?: boolean; notes?: string[]; options?: RegisterOptions } = {}) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return { control: { ...register(name, options), id, ...studioFieldAria(id, { error, hint, missing, notes }) }, error };
}

/**
 * A list a widget keeps (chips, chosen pictures) as a controlled field of the page's react-hook-form
 * form, posted from a hidden field one item a line: its items, the posted text, and a setter that
 * counts as an edit (the unsaved-changes mark and guard).
 */
export function useListField(name: string, values: readonly string[]) {
  const { field } = useController({ name, defaultValue: values.join('\n') });
  const posted = field.value as string;
  return { name: field.name, posted, items: posted.split('\n').filter(Boolean), setItems: (next: string[]) => field.onChange(next.join('\n')) };
}

/** A text input of a react-hook-form form (inside its FormProvider). */
export function StudioFormTextField({ name, label, hint, missing, inline, className, id: givenId, ...props }: FrameOptions & { name: string; id?: string } & Omit<ComponentProps<'input'>, 'name'>) {
  const generated = useId();
  const id = givenId ?? generated;
  const { control, error } = useStudioFieldControl(name, id, { hint: Boolean(hint), missing });
  return (
    <StudioField id={id} label={label} hint={hint} error={error} missing={missing} inline={inline} className={className}>
      <input {...props} {...control} />
    </StudioField>
  );
}

/** A select of a react-hook-form form (inside its FormProvider). */
export function StudioFormSelectField({ name, label, hint, children, inline, className, id: givenId, ...props }: FrameOptions & { name: string; id?: string } & Omit<ComponentProps<'select'>, 'name'>) {
  const generated = useId();
  const id = givenId ?? generated;
  const { control, error } = useStudioFieldControl(name, id, { hint: Boolean(hint) });
  return (
    <StudioField id={id} label={label} hint={hint} error={error} inline={inline} className={className}>
      <select {...props} {...control}>
        {children}
      </select>
    </StudioField>
  );
}

/** A text input outside a react-hook-form form (a filter, a confirmation), its error given. */
export function StudioTextField({ label, error, hint, ...props }: Omit<ComponentProps<'input'>, 'id'> & { label: string; error?: string; hint?: ReactNode }) {
  const id = useId();
  return (
    <StudioField id={id} label={label} hint={hint} error={error}>
      <input {...props} id={id} {...studioFieldAria(id, { error, hint: Boolean(hint) })} />
    </StudioField>
  );
}

/** Fields in English and Traditional Chinese side by side, under the two languages' heads: one row per text. */
export function BilingualFields({ children }: { children: ReactNode }) {
  return (
    <div className="studio-texts" role="group" aria-label="Texts in English and Traditional Chinese">
      <div className="studio-texts-head" aria-hidden="true">
        <span>English</span>
        <span lang="zh-Hant">繁體中文</span>
      </div>
      {children}
    </div>
  );
}
