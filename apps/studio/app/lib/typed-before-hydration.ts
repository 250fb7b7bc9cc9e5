/**
 * Text typed into the studio's forms while the page was still loading its scripts.
 * - React keeps what a person typed into an `<input>` when it hydrates the server's page, but
 *   resets a `<textarea>` to the text the server wrote (React 19.3): a summary or a story typed in
 *   the first seconds was lost.
 * - react-hook-form takes a field edited before it was ready as changed, but without telling the
 *   components that read its state: the unsaved-changes guard never learnt that the form was
 *   dirty, even after later typing, and the page could be left without a question.
 * So the entry notes every text field whose text differs from the server's, and hands the page to
 * React as the server wrote it: each such field back to the server's text and read-only while
 * React hydrates (a key pressed in that moment is not half taken). Once the page is hydrated, each
 * gets its typed text back as an ordinary edit (the native setter and an `input` event, so React
 * and react-hook-form see the change: dirty, guarded, saved).
 */
type TextField = HTMLInputElement | HTMLTextAreaElement;
let typed: { field: TextField; text: string; readOnly: boolean }[] = [];

/** Fields that hold typed text (not ticks, choices, files or buttons). */
const textFields = ['textarea', 'input:not([type])', ...['text', 'email', 'tel', 'url', 'search', 'number', 'date', 'datetime-local', 'time'].map((type) => `input[type="${type}"]`)].join(', ');

/** Sets a field's text as typing does, so React's and react-hook-form's change handlers run. */
function setText(field: TextField, text: string, announce: boolean): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  if (announce) field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Before `hydrateRoot`: notes what was typed, and gives each field the server's text meanwhile. */
export function noteTypedText(root: ParentNode = document): void {
  typed = [...root.querySelectorAll<TextField>(textFields)].filter((field) => field.value !== field.defaultValue).map((field) => ({ field, text: field.value, readOnly: field.readOnly }));
  for (const { field } of typed) {
    setText(field, field.defaultValue, false);
    field.readOnly = true;
  }
}

/** After hydration: each typed text, back as an edit of the server's. */
export function restoreTypedText(): void {
  for (const { field, text, readOnly } of typed) {
    field.readOnly = readOnly;
    if (field.isConnected) setText(field, text, true);
  }
  typed = [];
}
