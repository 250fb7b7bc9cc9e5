import { textGuardMessages } from '@oriel/contracts/text-guards';

/**
 * How the validation messages of the public forms are looked up: each form has one map (beside its
 * schema: `registration/messages.ts`, `loyalty/messages.ts`, `quiz.ts`) of per field, per zod issue
 * code, the message id the visitor reads (both languages are in the `libs/i18n` catalogues). The
 * browser's check (`formResolver`) and the action's refusal (`fieldMessages`) both resolve an issue
 * through it, so the same invalid value reads the same words whichever caught it. One module per
 * form, so a page loads (and names) only the messages of its own forms.
 *
 * Keys are zod's issue codes (`invalid_type` for a missing field, `too_small`, `too_big`,
 * `invalid_format`, `invalid_value`, `custom`); a schema's own rule (a refinement) says why it
 * refused in `params.reason`, keyed `custom:<reason>`. `*` is the field's message for any other
 * issue. A message that needs a value carries it after `#` (`registration.error.tooLong#max=50`),
 * taken from the issue (`maximum`, `params.num`).
 */

/** What the messages read of a zod (or zod/mini) issue. */
export interface ValidationIssue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message?: string;
  readonly maximum?: unknown;
  readonly params?: Record<string, unknown>;
}

type Message = string | ((issue: ValidationIssue) => string);
/** A field's messages by issue code (`custom:<reason>` for a refinement's reason, `*` for the rest). */
export type FieldMessages = Readonly<Record<string, Message>>;
export interface FormMessages {
  /** Per field (the first segment of the issue's path). */
  readonly fields: Readonly<Record<string, FieldMessages>>;
  /** For a field the form does not know (a tampered post): the form's general refusal. */
  readonly fallback: string;
}

const withValue = (id: string, name: string, value: unknown) => (value === undefined ? id : `${id}#${new URLSearchParams({ [name]: String(value) })}`);
/** A too-long value's message, with the limit the issue names. */
export const tooLong = (id: string) => (issue: ValidationIssue) => withValue(id, 'max', issue.maximum);
/** A message with the number the refinement names (`params.num`). */
export const withNum = (id: string) => (issue: ValidationIssue) => withValue(id, 'num', issue.params?.num);

/** A person's name refused by the text guards (emoji, symbols, look-alike alphabets). */
export const nameGuards: FieldMessages = {
  'custom:emoji': textGuardMessages.emoji,
  'custom:characters': textGuardMessages.characters,
  'custom:mixedScripts': textGuardMessages.mixedScripts,
};

/** The message id (with its values after `#`) of one issue of a form. */
export function issueMessage(messages: FormMessages, issue: ValidationIssue): string {
  const field = messages.fields[String(issue.path[0] ?? '')];
  const reason = typeof issue.params?.reason === 'string' ? `${issue.code}:${issue.params.reason}` : undefined;
  const message = field && ((reason && field[reason]) ?? field[issue.code] ?? field['*']);
  if (!message) return messages.fallback;
  return typeof message === 'function' ? message(issue) : message;
}

/** Field errors of a failed parse as the actions answer them: the first issue's message per field. */
export function fieldMessages<Field extends string = string>(messages: FormMessages, error: { issues: readonly ValidationIssue[] }, only?: readonly Field[]): Partial<Record<Field, string>> {
  const result: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? '');
    if (!name || name in result || (only && !only.includes(name as Field))) continue;
    result[name] = issueMessage(messages, issue);
  }
  return result as Partial<Record<Field, string>>;
}
