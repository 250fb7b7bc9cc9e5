/**
 * Text typed into a form, and choices made in it, while the page was still loading its scripts (a
 * slow phone: the loading overlay lifts by itself after 1.8 s, and a visitor may start on the form
 * before the scripts have come).
 * - React keeps what a person typed into an `<input>` when it hydrates the server's page, but
 *   resets a `<textarea>` to the text the server wrote (React 19.3).
 * - react-hook-form puts its `values` into the fields it registers when the form mounts: the
 *   lookup's phone number typed early was wiped that way, and so were a chosen session and a ticked
 *   box. It also takes a field edited before it was ready as changed without telling the components
 *   that read its state (the studio's unsaved-changes guard never learnt the form was dirty).
 * So the fields are noted, and handed to React as the server wrote them: each such field back to
 * the server's state, a text field read-only while React hydrates it (a key pressed in that moment
 * is not half taken). Then each gets the visitor's text or choice back as an ordinary edit (the
 * native setter and an `input` or `change` event, or a click, so React and react-hook-form see the
 * change: checked, dirty, guarded), a task after React's effects.
 * - The studio notes the whole page before `hydrateRoot` (its forms hydrate with the page) and
 *   gives it back from its root's effect.
 * - The public apps' react-hook-form forms are all islands: each island's loader notes its own
 *   element as its code arrives, on the page's first load, and `Island` gives it back once mounted
 *   (lazy-island.ts). Until then the fields are the browser's own: usable, and a form posted before
 *   its code came sends what the visitor sees. This module comes with the island's code.
 */
type TextField = HTMLInputElement | HTMLTextAreaElement;
let typed: { field: TextField; text: string; readOnly: boolean }[] = [];
/** Choices made before hydration: a ticked box or radio button, an option of a list. */
let chosen: ({ field: HTMLInputElement; checked: boolean } | { field: HTMLSelectElement; value: string })[] = [];

/** Fields that hold typed text (not ticks, choices, files or buttons). */
const textFields = ['textarea', 'input:not([type])', ...['text', 'email', 'tel', 'url', 'search', 'password', 'number', 'date', 'datetime-local', 'month', 'week', 'time'].map((type) => `input[type="${type}"]`)].join(', ');

/** Sets a field's text as typing does, so React's and react-hook-form's change handlers run. */
function setText(field: TextField, text: string, announce: boolean): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  if (announce) field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Notes what was typed or chosen in `root`, and gives each field the server's state meanwhile. */
export function noteTypedText(root: ParentNode = document): void {
  const texts = [...root.querySelectorAll<TextField>(textFields)].filter((field) => field.value !== field.defaultValue);
  typed.push(...texts.map((field) => ({ field, text: field.value, readOnly: field.readOnly })));
  for (const field of texts) {
    setText(field, field.defaultValue, false);
    field.readOnly = true;
  }
  const boxes = [...root.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')].filter((field) => field.checked !== field.defaultChecked);
  const lists = [...root.querySelectorAll<HTMLSelectElement>('select:not([multiple])')].filter((field) => field.selectedIndex !== serversChoice(field));
  chosen.push(...boxes.map((field) => ({ field, checked: field.checked })), ...lists.map((field) => ({ field, value: field.value })));
  for (const field of boxes) field.checked = field.defaultChecked;
  for (const field of lists) field.selectedIndex = serversChoice(field);
}

/** The option a list shows as the server wrote it: the last marked selected, or else the first. */
function serversChoice(field: HTMLSelectElement): number {
  const marked = [...field.options].findLastIndex((option) => option.defaultSelected);
  return marked === -1 ? (field.options.length ? 0 : -1) : marked;
}

/** Gives the noted fields back a task later, once React has run the effects of what it hydrated. */
export function restoreTypedTextSoon(): void {
  setTimeout(restoreTypedText, 0);
}

/** After hydration: each typed text, back as an edit of the server's; each choice, made again. */
export function restoreTypedText(): void {
  const seen = new Set<Element>();
  for (const { field, text, readOnly } of typed) {
    // Noted twice (a script changed it meanwhile): the first note knew whether it was read-only.
    if (seen.has(field)) continue;
    seen.add(field);
    field.readOnly = readOnly;
    if (field.isConnected) setText(field, text, true);
  }
  for (const early of chosen) {
    if (!early.field.isConnected) continue;
    if ('value' in early) {
      // A list's choice as the browser makes it: its value, then `change`.
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(early.field, early.value);
      early.field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (early.field.checked !== early.checked && (early.checked || early.field.type === 'checkbox')) {
      // A click, as the visitor's: React and react-hook-form see a tick or a radio button chosen
      // (a radio button that was left is unchosen by the one chosen in its group).
      early.field.click();
    }
  }
  typed = [];
  chosen = [];
}
