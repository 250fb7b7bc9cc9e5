import { useSyncExternalStore } from 'react';

/**
 * What the studio's browser side knows of the staff member's session, for every page:
 *
 * - Whether it has ended. A save, a heartbeat or a figure's refresh that the data service refused
 *   as signed out says so here; the layout then tells the person that what is on the page stays,
 *   and how to sign in again without leaving it. The next answer that goes through clears it.
 * - Whether the person is at the screen. Reads that run by themselves (heartbeats, live figures)
 *   say `X-Staff-Activity: idle` when nobody has typed, clicked or scrolled for a while, and the
 *   data service then does not count them as use: a studio page left open on an unattended
 *   screen ends its session at the idle timeout like any other.
 */
let ended = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function sessionEnded(): void {
  if (ended) return;
  ended = true;
  notify();
}

export function sessionAnswered(): void {
  if (!ended) return;
  ended = false;
  notify();
}

export function useSessionEnded(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => ended,
    () => false,
  );
}

/** Without input for this long, the person is taken to be away from the screen. */
const awayAfterMs = 2 * 60_000;
let lastInput = Date.now();
if (typeof window !== 'undefined') {
  for (const type of ['keydown', 'pointerdown', 'input', 'wheel', 'touchstart'] as const) {
    window.addEventListener(type, () => void (lastInput = Date.now()), { capture: true, passive: true });
  }
}

/** The header of a read that runs by itself: `idle` when the person has been away a while. */
export function activityHeaders(): Record<string, string> {
  return Date.now() - lastInput > awayAfterMs ? { 'x-staff-activity': 'idle' } : {};
}
