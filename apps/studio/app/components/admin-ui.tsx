import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';

/**
 * The studio's calm admin components: the site's tokens (libs/ui styles) in a quieter register,
 * small function components over native elements, variants in one place (`data-variant`).
 */

export function Button({ variant = 'secondary', ...props }: ComponentProps<'button'> & { variant?: 'primary' | 'secondary' | 'danger' | 'quiet' }) {
  return <button type="button" data-slot="button" data-variant={variant} className="studio-button" {...props} />;
}

export function Notice({ tone = 'info', children, ...props }: ComponentProps<'div'> & { tone?: 'info' | 'success' | 'error' }) {
  return (
    <div data-slot="notice" data-tone={tone} className="studio-notice" role={tone === 'error' ? 'alert' : 'status'} {...props}>
      {children}
    </div>
  );
}

export function StatusBadge({ status }: { status: 'published' | 'changed' | 'draft' | 'scheduled' }) {
  const label = status === 'published' ? 'Published' : status === 'scheduled' ? 'Scheduled' : 'Draft waiting';
  return (
    <span data-slot="status" data-status={status} className="studio-badge">
      {label}
    </span>
  );
}

export function MissingBadge({ count, id }: { count?: number; id?: string }) {
  return (
    <span data-slot="missing" className="studio-badge" data-status="missing" id={id}>
      {count === undefined ? 'Translation missing' : `${count} missing translation${count === 1 ? '' : 's'}`}
    </span>
  );
}

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  multiline?: boolean;
  rows?: number;
  lang?: string;
}

/** A labelled text input or textarea with its hint and error (`role="alert"`), wired by ids. */
export function TextField({ label, error, hint, multiline, rows = 4, lang, ...props }: TextFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = { id, lang, 'aria-invalid': error ? true : undefined, 'aria-describedby': described } as const;
  return (
    <div className="studio-field" data-slot="field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={rows} name={props.name} defaultValue={props.defaultValue as string | undefined} required={props.required} />
      ) : (
        <input {...common} {...props} />
      )}
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

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="studio-page-header">
      <h1>{title}</h1>
      {children ? <div className="studio-page-actions">{children}</div> : null}
    </header>
  );
}
