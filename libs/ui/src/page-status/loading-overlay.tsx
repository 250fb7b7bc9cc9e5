import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { brand } from '@oriel/config';
import { usePageStatus } from './page-status';

/** The overlay gives up after this long even if the page never reports ready (a hung page never hides the site). */
export const overlayTimeoutMs = 6000;

/**
 * SPEC §2: the full-screen black overlay with the house's animation, shown until page_status is
 * true. It never hides server-rendered content for good: without JavaScript the style sheet hides
 * it (`@media (scripting: none)`), and if hydration fails or is late a CSS animation fades it out on
 * its own (`data-state="ssr"`); a page shown that way is not covered again when it hydrates.
 * Once hydrated, the page status drives it, with a timeout as a last resort.
 */
export function LoadingOverlay({ ready: readyOverride }: { ready?: boolean }) {
  const intl = useIntl();
  const status = usePageStatus();
  const ready = readyOverride ?? status.ready;
  const [hydrated, setHydrated] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  // On a slow phone the server's overlay has faded by itself before the scripts came, and the
  // visitor is reading (or filling in) the page: hydrating must not bring the black screen back.
  const [stepAside, setStepAside] = useState(false);
  const overlay = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opacity = overlay.current ? getComputedStyle(overlay.current).opacity : '';
    if (opacity !== '' && Number(opacity) < 1) setStepAside(true);
    setHydrated(true);
  }, []);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setTimedOut(true), overlayTimeoutMs);
    return () => clearTimeout(timer);
  }, [ready]);
  const state = ready || timedOut || stepAside ? 'ready' : hydrated ? 'loading' : 'ssr';
  return (
    <div
      ref={overlay}
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
