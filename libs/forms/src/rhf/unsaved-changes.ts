import { useEffect } from 'react';
import { type Control, type FieldValues, useFormState } from 'react-hook-form';
import { useBlocker } from 'react-router';

/**
 * The unsaved-changes guard of a react-hook-form form: while the form is dirty (react-hook-form's
 * `isDirty`, against the values it was given), leaving the page in the app is blocked until the
 * person confirms (`useBlocker`), and closing the tab asks the browser's question. Not blocked:
 * the form's own submission (`isSubmitting`). `confirm` is asked in the person's language; without
 * it the blocker stays blocked for the page to ask in its own dialog (`proceed` / `reset`).
 */
export function useUnsavedChangesGuard<T extends FieldValues>(control: Control<T>, confirm?: () => boolean) {
  const { isDirty, isSubmitting } = useFormState({ control });
  const guarded = isDirty && !isSubmitting;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => guarded && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked' || !confirm) return;
    if (confirm()) blocker.proceed();
    else blocker.reset();
  }, [blocker, confirm]);

  useEffect(() => {
    if (!guarded) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [guarded]);

  return blocker;
}
