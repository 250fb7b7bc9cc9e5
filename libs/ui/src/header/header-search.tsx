import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { SearchForm, SearchIcon } from './search-form';

/**
 * The header's search on wide screens: a magnifier that discloses the search form in a band under
 * the bar. A native `<details>`, so it opens and sends without JavaScript; with it, the field takes
 * focus on opening, Escape closes it (focus back on the magnifier), and so does a new page or a
 * click elsewhere. It takes no more room in the bar than an icon (the bar's spacing holds).
 */
export function HeaderSearch() {
  const intl = useIntl();
  const location = useLocation();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const summaryRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (detailsRef.current) detailsRef.current.open = false;
  }, [location.pathname, location.search]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const details = detailsRef.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !detailsRef.current?.open) return;
    event.preventDefault();
    // The header's own Escape handling (menus) has nothing to close.
    event.stopPropagation();
    detailsRef.current.open = false;
    summaryRef.current?.focus();
  };

  return (
    <details
      ref={detailsRef}
      className="oriel-search"
      data-slot="header-search"
      onKeyDown={onKeyDown}
      onToggle={(event) => {
        if (event.currentTarget.open) inputRef.current?.focus();
      }}
    >
      <summary ref={summaryRef} className="oriel-search__toggle" title={intl.formatMessage({ id: 'search.open' })}>
        <SearchIcon />
        <span className="oriel-sr-only">{intl.formatMessage({ id: 'search.open' })}</span>
      </summary>
      <div className="oriel-search__panel">
        <SearchForm variant="header" inputRef={inputRef} className="oriel-search__form" />
      </div>
    </details>
  );
}
