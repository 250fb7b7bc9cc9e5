/**
 * Text typed into the studio's forms while the page was still loading its scripts. React keeps what
 * a person typed into an `<input>` when it hydrates the server's page, but resets a `<textarea>` to
 * the text the server wrote (React 19.3): a summary or a story typed in the first seconds was lost.
 * The entry takes note of every textarea whose text differs from the server's before hydrating; once
 * the page is hydrated, each gets its text back, announced to its form as an edit (an `input` event
 * through the native setter, so React and react-hook-form see the change: dirty, guarded, saved).
 */
let typed: [HTMLTextAreaElement, string][] = [];

/** Before `hydrateRoot`: the textareas someone has typed into. */
export function noteTypedText(root: ParentNode = document): void {
  typed = [...root.querySelectorAll('textarea')].filter((area) => area.value !== area.defaultValue).map((area) => [area, area.value]);
}

/** After hydration: puts the typed text back where React reset it. */
export function restoreTypedText(): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  for (const [area, text] of typed) {
    if (!area.isConnected || area.value === text) continue;
    setValue?.call(area, text);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  }
  typed = [];
}
