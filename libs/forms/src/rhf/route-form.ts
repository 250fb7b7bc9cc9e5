import { type FocusEvent, type FormEvent, useMemo } from 'react';
import { type FieldErrors, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn, set, useForm } from 'react-hook-form';
import type { FetcherWithComponents } from 'react-router';
import type { FormFields } from '../form-fields';
import { type FormMessages, type ValidationIssue, issueMessage } from '../messages';

/**
 * The house's forms on react-hook-form, posted to their own route action.
 *
 * The inputs are registered, uncontrolled and named as the action reads them, so the form posts
 * the same fields with JavaScript off (a plain form post, rendered again by the server with its
 * answer) and on (react-hook-form checks first, then the same FormData goes through a fetcher).
 * The action's answer is held once, in the fetcher (or the action data of a plain post): its
 * values and field errors are handed to react-hook-form as its `values` and `errors` props, the
 * documented way to feed server state into a form, never copied into local state.
 */

/** Field errors as the route actions answer them: a message id per field (`area.error.id#num=8`). */
export type AnswerErrors = Partial<Record<string, string>>;

/**
 * An action's field errors as react-hook-form's, `type: 'server'` (or the check's own type),
 * message ids kept. Nested by the field's dotted name (`en.name`), as react-hook-form holds a
 * dotted field, so a correction of that field clears its error.
 */
export function serverErrors(errors: AnswerErrors | undefined | null, type = 'server'): FieldErrors {
  const result: FieldErrors = {};
  for (const [name, message] of Object.entries(errors ?? {})) if (message) set(result, name, { type, message });
  return result;
}

/** A field of react-hook-form's values as the posted form has it: text, or every value of a list. */
function asPosted(value: unknown): string | string[] {
  if (Array.isArray(value)) return value.map(String);
  if (value === true) return 'true';
  if (value === false || value === null || value === undefined) return '';
  return String(value);
}

/**
 * react-hook-form's values as the form posts them: react-hook-form holds a dotted field name
 * (`en.facts.0.label`) nested, the action reads it flat; this gives the names and texts back.
 */
export function postedEntries(values: unknown, prefix = ''): [string, string][] {
  if (values && typeof values === 'object' && !Array.isArray(values)) return Object.entries(values).flatMap(([key, value]) => postedEntries(value, prefix ? `${prefix}.${key}` : key));
  if (Array.isArray(values) && values.some((v) => v && typeof v === 'object')) return values.flatMap((value, index) => (value === undefined ? [] : postedEntries(value, `${prefix}.${index}`)));
  const posted = asPosted(values);
  return Array.isArray(posted) ? posted.map((v) => [prefix, v]) : [[prefix, posted]];
}

/** What a zod (or zod/mini) schema's `safeParse` answers: the resolver needs nothing else. */
export interface SafeParsing {
  safeParse(input: unknown): { success: true } | { success: false; error: { issues: readonly ValidationIssue[] } };
}

/**
 * react-hook-form's resolver over the action's own schema, given the fields as the action reads
 * them (`read`: the same reading the server does), and the form's validation messages (the map
 * the action's refusal reads too, ../messages.ts), so a browser check and a server refusal of the
 * same field give the same message id: the first issue of each field, its zod issue code as the
 * error's `type`. A few lines over `safeParse`: @hookform/resolvers' `zodResolver` reads the
 * values as react-hook-form holds them and the schema's own messages, where the action reads the
 * posted form (`read` bridges the two) and the form's message map. Without a map (the studio,
 * whose schemas carry their own English text) the schema's message is the field's.
 * `schema` may be a loader (`() => import(...)`): a public form then fetches the schema and its
 * validator the first time a field is checked (a blur or a submit), not with the page. If that
 * fetch fails (a lost connection, a deploy that removed the chunk), nothing is refused in the
 * browser: the form posts, and the action checks it as it does without JavaScript
 * (`schemaUnavailable`).
 */
export function formResolver<T extends FieldValues>(
  schema: SafeParsing | (() => Promise<SafeParsing>),
  {
    messages,
    read = (fields) => fields,
    serverOnly = [],
    submitOnly = [],
  }: {
    messages?: FormMessages;
    read?: (fields: FormFields) => unknown;
    serverOnly?: readonly string[];
    /** Reasons (an issue's `params.reason`) said only when the whole form is checked, never when a field is left: "verify your number" before the visitor could. */
    submitOnly?: readonly string[];
  } = {},
): Resolver<T> {
  return (async (values: T, _context: unknown, options?: { names?: readonly string[] }) => {
    // react-hook-form names the one field it checks when a field is left or changed, every mounted one on submit.
    const wholeForm = !options?.names || options.names.length > 1;
    const fields = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, asPosted(value)]));
    const checker = typeof schema === 'function' ? await schema().catch(schemaUnavailable) : schema;
    if (!checker) return { values, errors: {} };
    const result = checker.safeParse(read(fields));
    const errors: FieldErrors = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const name = issue.path.map(String).join('.');
        // Fields the server fills in (an idempotency key) are its to check, never the visitor's fault.
        if (!name || name in errors || serverOnly.includes(name)) continue;
        const reason = (issue as { params?: { reason?: unknown } }).params?.reason;
        if (!wholeForm && typeof reason === 'string' && submitOnly.includes(reason)) continue;
        errors[name] = { type: issue.code, message: messages ? issueMessage(messages, issue) : (issue.message ?? '') };
      }
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  }) as Resolver<T>;
}

/**
 * A form's schema that could not be fetched: reported as an uncaught error is (the page's error
 * monitoring hears it), without stopping the form, which then refuses nothing in the browser.
 */
export function schemaUnavailable(error: unknown): null {
  globalThis.reportError?.(error);
  return null;
}

/** What to check before an intent is posted: every field, some, a check of the form's own, or nothing. */
export type IntentCheck<T extends FieldValues> = 'all' | readonly (keyof T & string)[] | ((form: UseFormReturn<T>, data: FormData) => boolean | Promise<boolean>) | undefined;

/**
 * The check before a one-time code is posted: its format, by the code schema `load` fetches when
 * first needed. The code field is the OTP step's own (not registered), so its format error is set
 * and cleared here. A schema that cannot be fetched refuses nothing: the action checks the code.
 */
export function otpCodeCheck<T extends FieldValues>(load: () => Promise<SafeParsing>): IntentCheck<T> {
  return async (form, data) => {
    const schema = await load().catch(schemaUnavailable);
    const ok = !schema || schema.safeParse(data.get('code') ?? '').success;
    if (ok) form.clearErrors('code' as never);
    else form.setError('code' as never, { type: 'format', message: 'otp.error.codeFormat' });
    return ok;
  };
}

export interface RouteFormOptions<T extends FieldValues> {
  /** The form's fetcher (the answer lands in its `data`). */
  fetcher: Pick<FetcherWithComponents<unknown>, 'submit'>;
  /**
   * The values the server rendered the form with (the action's last answer, or the empty form).
   * None: the registered inputs' own defaults (a form drawn anew for each stored version).
   */
  values?: T;
  /** The action's field errors of its last answer. */
  errors?: AnswerErrors | null;
  resolver: Resolver<T>;
  /** Per intent (the submit button's value), what is checked before posting; unnamed intents post at once. */
  checks?: Record<string, IntentCheck<T>>;
  /** The intent of a submit without a submitter (Enter in a field). */
  defaultIntent?: string;
  form?: Omit<UseFormProps<T>, 'values' | 'errors' | 'resolver'>;
}

/**
 * A react-hook-form form posting to its route action: validates on submit and, when a field is
 * left with something in it, that field (in the visitor's language, before any request); focuses the first
 * field in error (react-hook-form's `shouldFocusError`), and posts the form as the browser would
 * through the fetcher. A field only passed through with Tab says nothing: a keyboard or
 * screen-reader visitor exploring the form hears no error for what they have not typed yet.
 * The form element takes `onSubmit` and `onBlur`.
 */
export function useRouteForm<T extends FieldValues>({ fetcher, values, errors, resolver, checks = {}, defaultIntent, form: options }: RouteFormOptions<T>) {
  // One object per answer: react-hook-form sets its errors (and focuses the first) when it changes.
  const answered = useMemo(() => (errors ? serverErrors(errors) : undefined), [errors]);
  const form = useForm<T>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    values,
    errors: answered as FieldErrors<T> | undefined,
    resolver,
    // The answer's errors are set just before its values; a reset must not wipe them.
    resetOptions: { keepErrors: true },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | HTMLInputElement | null;
    // A submit button without a value (or Enter in a field) is the form's default intent.
    const intent = submitter?.value || defaultIntent;
    const check = intent ? checks[intent] : undefined;
    const post = () => fetcher.submit(new FormData(element, submitter), { method: 'post' });
    void (async () => {
      if (check === 'all') return form.handleSubmit(post)();
      if (Array.isArray(check)) return (await form.trigger(check as never, { shouldFocus: true })) && post();
      if (typeof check === 'function') return (await check(form, new FormData(element, submitter))) && post();
      return post();
    })();
  };

  // Leaving a field checks it once something is typed or chosen in it; after a submit,
  // react-hook-form checks every change itself.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (!name || name === 'intent') return;
    const value: unknown = form.getValues(name as never);
    const empty = value === undefined || value === null || value === '' || value === false || (Array.isArray(value) && value.length === 0);
    if (!empty) void form.trigger(name as never);
  };

  return { form, onSubmit, onBlur };
}
