import { useEffect, useId, useRef } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { useUnsavedChangesGuard } from '@oriel/forms/rhf';
import { Button } from './admin-ui';

/**
 * A studio form's unsaved-changes guard: while react-hook-form says the form is dirty,
 * leaving the page in the studio asks first, and closing the tab gets the browser's own question
 * (`useUnsavedChangesGuard`). One per page: React Router holds one blocker at a time.
 */
export function UnsavedChangesGuard<T extends FieldValues>({ control }: { control: Control<T> }) {
  const blocker = useUnsavedChangesGuard(control);
  const id = useId();
  const stay = useRef<HTMLButtonElement>(null);
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (blocked) stay.current?.focus();
  }, [blocked]);
  // Escape answers as a dialog's does: stay.
  const reset = blocker.reset;
  useEffect(() => {
    if (!blocked) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) reset?.();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [blocked, reset]);
  if (!blocked) return null;
  return (
    <div className="studio-dialog" role="alertdialog" aria-modal="true" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`}>You have unsaved changes. Leave without saving them?</p>
      <Button ref={stay} onClick={() => blocker.reset?.()} variant="primary">
        Stay
      </Button>
      <Button onClick={() => blocker.proceed?.()} variant="danger">
        Leave
      </Button>
    </div>
  );
}
