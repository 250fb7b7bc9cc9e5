import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router';

/** SPEC §9: a hash target is scrolled to after 500 ms, 80px below the top (clear of the fixed header). */
export const hashScrollDelayMs = 500;
export const hashScrollOffsetPx = 80;
/** SPEC §2: back navigation restores the saved position after 500 ms. */
export const restoreScrollDelayMs = 500;

const storageKey = 'oriel:scroll-positions';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number): void {
  try {
    const positions = readPositions();
    positions[key] = y;
    sessionStorage.setItem(storageKey, JSON.stringify(positions));
  } catch {
    // Storage full or disabled: back navigation then simply starts at the top.
  }
}

/**
 * The key a position is saved under. React Router names the entry a document was loaded into
 * `default` in every document: keyed by that alone, the home page's position was "restored" on the
 * next page loaded by address or by a link into the other app. Such an entry is keyed by
 * its URL instead; entries made by the router have their own unique key.
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `document:${location.pathname}${location.search}` : location.key;
}

/**
 * Whether a page that was just loaded as a document is the same visit to it again: back/forward
 * or a reload (the position is restored), rather than a new page (address, link, another app).
 * React Router calls every document load a POP, so the browser's own navigation type decides.
 */
export function documentLoadRestores(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'back_forward' || entry?.type === 'reload';
}

/** Where a hash target sits, 80px below the top of the viewport. */
export function hashTargetTop(hash: string): number | null {
  let id = hash.replace(/^#/, '');
  try {
    id = decodeURIComponent(id);
  } catch {
    // Keep the raw value.
  }
  const target = id ? document.getElementById(id) : null;
  if (!target) return null;
  return Math.max(0, target.getBoundingClientRect().top + window.scrollY - hashScrollOffsetPx);
}

/**
 * The scroll behaviour of SPEC §2 in place of the browser's: a hash target after 500 ms with an
 * 80px offset, back/forward restores the position saved for that history entry after 500 ms (the
 * page has had time to lay out), any other navigation in the page starts at the top.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const documentEntry = useRef(true);
  const key = scrollKey(location);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Remember where the visitor is on this history entry.
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      // Once the router has moved on, scroll events belong to the next page (its new height may
      // clamp the position) and must not overwrite what was saved for this one.
      const currentKey = (window.history.state as { key?: string } | null)?.key ?? 'default';
      if (currentKey !== location.key) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => savePosition(key, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [location.key, key]);

  // A layout effect: the new page is at the top before it is first painted, not a frame later.
  useLayoutEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The first location is the document's: a POP to React Router whatever brought the visitor.
    const loadedAsDocument = documentEntry.current;
    const restores = loadedAsDocument ? documentLoadRestores() : navigationType === 'POP';
    documentEntry.current = false;
    if (location.hash) {
      timer = setTimeout(() => {
        const top = hashTargetTop(location.hash);
        if (top !== null) window.scrollTo({ top, behavior: 'auto' });
      }, hashScrollDelayMs);
    } else if (restores) {
      const saved = readPositions()[key];
      if (saved !== undefined) timer = setTimeout(() => window.scrollTo({ top: saved, behavior: 'auto' }), restoreScrollDelayMs);
    } else if (!loadedAsDocument) {
      window.scrollTo({ top: 0, behavior: 'auto' });
    }
    // A page just loaded as a document already starts at the top: scrolling it there again when it
    // hydrates threw back a visitor who had scrolled meanwhile (and a click on what they had
    // scrolled to landed on whatever the top of the page had there).
    return () => clearTimeout(timer);
    // Runs once per history entry; the hash and type belong to that entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
