/**
 * Tab from the last of `focusable` goes back to the first, Shift+Tab from the first to the last:
 * for a layer that covers the page (the full-screen menu, the pre-release gate). Call on Tab only.
 */
export function keepTabWithin(event: { shiftKey: boolean; preventDefault: () => void }, focusable: readonly HTMLElement[]): void {
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}
