import type { ReactNode } from 'react';
import { useFormAction } from 'react-router';

/**
 * The button Enter presses in a form (HTML's implicit submission presses the form's first submit
 * button): put first in a form whose first visible button is another intent (send a code, go
 * back). Out of sight, out of the tab order and hidden from assistive technology, so the visible
 * buttons keep their order for the eye and the keyboard alike (decision 327).
 */
export function ImplicitSubmit({ intent, disabled, children }: { intent: string; disabled?: boolean; children: ReactNode }) {
  return (
    <button type="submit" name="intent" value={intent} className="oriel-sr-only" tabIndex={-1} aria-hidden="true" disabled={disabled}>
      {children}
    </button>
  );
}

/**
 * A form's own address with the fragment of its section: without JavaScript the browser opens the
 * answer there, not at the top of the page; a fetcher's post ignores the fragment (decision 327).
 */
export function useFormActionAt(fragment: string): string {
  return `${useFormAction()}#${fragment}`;
}
