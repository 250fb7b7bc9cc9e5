import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { brand } from '@oriel/config';
import { usePageStatus } from './page-status';

/** The overlay gives up after this long even if the page never reports ready (a hung page never hides the site). */
export const overlayTimeoutMs = 6000;

/**
 * SPEC §2: the full-screen black overlay with the house's animation, shown until page_status is
 * true. It never hides server-rendered content for good: without JavaScript the style sheet hides
 * it (`@media (scripting: none)`), and if hydration fails a CSS animation fades it out on its own (`data-state="ssr"`).
 * Once hydrated, the page status drives it, with a timeout as a last resort.
 */
export function LoadingOverlay({ ready: readyOverride }: { ready?: boolean }) {
  const intl = useIntl();
  const status = usePageStatus();
  const ready = readyOverride ?? status.ready;
  const [hydrated, setHydrated] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setTimedOut(true), overlayTimeoutMs);
    return () => clearTimeout(timer);
  }, [ready]);
  const state = ready || timedOut ? 'ready' : hydrated ? 'loading' : 'ssr';
  return (
    <div
      className="oriel-overlay"
      data-slot="loading-overlay"
      data-state={state}
      role={state === 'ready' ? undefined : 'status'}
      aria-label={state === 'ready' ? undefined : intl.formatMessage({ id: 'loading.label' })}
      aria-hidden={state === 'ready' ? true : undefined}
    >
      <div className="oriel-overlay__mark" aria-hidden="true">
        <span className="oriel-overlay__word">{brand.name}</span>
        <span className="oriel-overlay__line" />
      </div>
    </div>
  );
}
