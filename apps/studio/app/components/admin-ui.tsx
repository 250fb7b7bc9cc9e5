import type { ComponentProps, ReactNode } from 'react';

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

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="studio-page-header">
      <h1>{title}</h1>
      {children ? <div className="studio-page-actions">{children}</div> : null}
    </header>
  );
}
