import { createContext, type ReactNode, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState } from 'react';

/**
 * SPEC §3/§4 "page_status": false while a page is being put on screen, true once it is ready. The
 * loading overlay shows until it is true. The frame reports ready once the page has mounted after
 * hydration; a page that needs more time holds it with `useHoldPageStatus(busy)`, and the error
 * page and the gate form reset it before they mount and report ready once mounted.
 */
interface PageStatusValue {
  /** page_status. */
  ready: boolean;
  reset: () => void;
  markReady: () => void;
  hold: () => () => void;
}

const PageStatusContext = createContext<PageStatusValue>({ ready: true, reset: () => {}, markReady: () => {}, hold: () => () => {} });

// useLayoutEffect warns during server rendering; effects never run there anyway.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export function PageStatusProvider({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  const [holds, setHolds] = useState(0);
  const reset = useCallback(() => setMounted(false), []);
  const markReady = useCallback(() => setMounted(true), []);
  const hold = useCallback(() => {
    setHolds((n) => n + 1);
    return () => setHolds((n) => n - 1);
  }, []);
  // The provider's effect runs after the effects of the page inside it: the page has mounted.
  useEffect(() => setMounted(true), []);
  const ready = mounted && holds === 0;
  useEffect(() => {
    document.documentElement.dataset.pageStatus = ready ? 'ready' : 'loading';
  }, [ready]);
  const value = useMemo(() => ({ ready, reset, markReady, hold }), [ready, reset, markReady, hold]);
  return <PageStatusContext.Provider value={value}>{children}</PageStatusContext.Provider>;
}

export function usePageStatus(): PageStatusValue {
  return useContext(PageStatusContext);
}

/** Keeps the loading overlay up while `busy` (a page waiting for what it must show first). */
export function useHoldPageStatus(busy: boolean): void {
  const { hold } = usePageStatus();
  useEffect(() => (busy ? hold() : undefined), [busy, hold]);
}

/** SPEC §4: reset page_status before this component mounts, set it ready once it has mounted. */
export function usePageStatusCycle(): void {
  const { reset, markReady } = usePageStatus();
  useIsomorphicLayoutEffect(() => reset(), [reset]);
  useEffect(() => markReady(), [markReady]);
}
