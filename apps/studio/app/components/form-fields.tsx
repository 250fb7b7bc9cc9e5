import { useMemo } from 'react';
import { useSubmit } from 'react-router';
import { type AnswerErrors, type IntentCheck, type SafeParsing, formResolver, useRouteForm } from '@oriel/forms/rhf';

/**
 * The studio's forms on the house's react-hook-form family (`@oriel/forms/rhf`); their fields are
 * the studio's field family (studio-field.tsx). The studio is in English and its schemas carry
 * their text, so a message is shown as it is (no message id).
 */

/**
 * A studio form posted to its route action (a navigation, so the action may redirect and its
 * answer is the route's action data): react-hook-form checks it with the action's schema before
 * posting (intent `intent`, or Enter), and the action's field errors land in the same form state.
 */
export function useStudioForm<T extends Record<string, unknown>>({ schema, values, errors, intent }: { schema: SafeParsing; values?: T; errors?: AnswerErrors | null; intent: string }) {
  const submit = useSubmit();
  const resolver = useMemo(() => formResolver<T>(schema), [schema]);
  const checks = useMemo<Record<string, IntentCheck<T>>>(() => ({ [intent]: 'all' }), [intent]);
  // Checked on submit, then on change: a message appearing on blur moves the button under the
  // pointer between press and release, and the click is lost.
  return useRouteForm<T>({ fetcher: { submit: (target, options) => submit(target, options) }, values, errors, resolver, checks, defaultIntent: intent, form: { mode: 'onSubmit' } });
}
