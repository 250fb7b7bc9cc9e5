/**
 * React's recoverable errors (hydration mismatches) and uncaught render errors, from the apps'
 * entry.client, held until monitoring has started (./start loads after hydration, and a
 * hydration mismatch happens before it). Kept tiny: it is in every page's first load.
 */
export type ReactErrorKind = 'hydration' | 'render';
type Handler = (type: ReactErrorKind, error: unknown) => void;

const early: [ReactErrorKind, unknown][] = [];
let handler: Handler = (type, error) => void (early.length < 10 && early.push([type, error]));

export function reportReactError(type: ReactErrorKind, error: unknown): void {
  handler(type, error);
}

/** ./start takes over: what arrived before is handed on first. */
export function handleReactErrors(next: Handler): void {
  handler = next;
  for (const [type, error] of early.splice(0)) next(type, error);
}
