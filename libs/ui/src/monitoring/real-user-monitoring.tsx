import { useEffect, useRef } from 'react';
import { useMatches } from 'react-router';

/**
 * Real-user monitoring of the page (docs/observability.md): after hydration it loads ./start on
 * demand, which reports web vitals and client errors to the app's own `endpoint`. Renders nothing.
 */
export function RealUserMonitoring({ endpoint }: { endpoint: string }) {
  const leaf = useMatches().at(-1)?.id;
  const current = useRef(leaf);
  const started = useRef(false);
  useEffect(() => {
    current.current = leaf;
    if (started.current) void import('./start').then(({ pageChanged }) => pageChanged());
  }, [leaf]);
  useEffect(() => {
    started.current = true;
    void import('./start').then(({ startMonitoring }) => startMonitoring({ endpoint, release: import.meta.env.VITE_RELEASE ?? 'dev', routeId: () => current.current }));
  }, [endpoint]);
  return null;
}
