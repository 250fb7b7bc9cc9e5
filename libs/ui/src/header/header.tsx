import { type KeyboardEvent, type PointerEvent, Suspense, lazy, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { brand } from '@oriel/config';
import { LocalizedLink, messageValues } from '@oriel/i18n';
import { keepTabWithin } from '../navigation-behaviour/focus-trap';
import { useScrollLock } from '../scroll-lock';
import { DesktopNav } from './desktop-nav';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { StaticMenu, StaticMenuLink } from './static-menu';
import { type HeaderMenu, type NavSection, activeSectionId, buildNavigation } from './navigation';

// The full-screen menu is drawn only once the visitor opens it: its chunk comes then (asked for as
// soon as a finger or pointer is on the button), so no page carries it in its first load.
const loadMobileMenu = () => import('./mobile-menu').then((module) => ({ default: module.MobileMenu }));
const MobileMenu = lazy(loadMobileMenu);

/** SPEC §9: the header turns solid once the page has scrolled more than 50px. */
export const solidScrollThreshold = 50;

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

/**
 * The fixed site header of SPEC §2: logo to the locale home, the six sections with their
 * submenus, the language switch. Above 1024px the submenus open as a full-width dark mega-menu on
 * hover (first tap on touch screens); at 1024px and below a hamburger opens a full-screen menu
 * with one section open at a time. Escape closes either and gives focus back to what opened it.
 * The site search sits beside the language switch (a disclosed form) and atop the full-screen menu.
 * The header holds the state (which menu is open, how the visitor points, the keyboard); its parts
 * are `DesktopNav` (sections and mega-menus) and `MobileMenu` (the full-screen menu).
 */
export function Header({ menu }: { menu: HeaderMenu }) {
  const intl = useIntl();
  const location = useLocation();
  const sections = useMemo(() => buildNavigation(menu), [menu]);
  const active = activeSectionId(location.pathname, sections);
  const solid = useScrolledPast(solidScrollThreshold);
  const [openId, setOpenId] = useState<NavSection['id'] | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerSection, setDrawerSection] = useState<NavSection['id'] | null>(null);
  const pointerType = useRef<string>('');
  const headerRef = useRef<HTMLElement>(null);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const uid = useId();
  const panelId = (id: string) => `${uid}-${id}`;
  const drawerId = `${uid}-drawer`;

  useScrollLock(drawerOpen);

  // A new page closes whatever menu led to it. Adjusted while rendering, not in an effect: a mount
  // effect would also close a menu the visitor opened before the page's effects had run.
  const page = `${location.pathname}${location.search}`;
  const [menusPage, setMenusPage] = useState(page);
  if (menusPage !== page) {
    setMenusPage(page);
    setOpenId(null);
    setDrawerOpen(false);
  }

  // The mega-menu closes on a click or tap anywhere outside the navigation.
  useEffect(() => {
    if (!openId) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!headerRef.current?.querySelector('[data-slot="main-nav"]')?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId]);

  // The open full-screen menu covers the page: what it covers is inert, so a screen reader's cursor
  // (not only Tab) stays in the menu. Parts made inert by something else (the pre-release gate) stay so.
  useEffect(() => {
    const header = headerRef.current;
    if (!drawerOpen || !header?.parentElement) return;
    const covered = [...header.parentElement.children].filter((element) => element !== header && !element.hasAttribute('inert'));
    for (const element of covered) element.setAttribute('inert', '');
    return () => covered.forEach((element) => element.removeAttribute('inert'));
  }, [drawerOpen]);

  const rememberPointer = (event: PointerEvent) => {
    pointerType.current = event.pointerType;
  };

  const closeDrawer = (restoreFocus: boolean) => {
    setDrawerOpen(false);
    if (restoreFocus) hamburgerRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    pointerType.current = 'keyboard';
    if (event.key === 'Escape') {
      if (drawerOpen) {
        event.preventDefault();
        closeDrawer(true);
      } else if (openId) {
        event.preventDefault();
        const trigger = headerRef.current?.querySelector<HTMLElement>(`[aria-controls="${panelId(openId)}"]`);
        setOpenId(null);
        trigger?.focus();
      }
      return;
    }
    // While the full-screen menu is open, Tab cycles through the header only (the page is covered).
    if (event.key === 'Tab' && drawerOpen && headerRef.current) {
      keepTabWithin(event, [...headerRef.current.querySelectorAll<HTMLElement>('a[href], button, input, summary')].filter((el) => el.offsetParent !== null));
    }
  };

  return (
    <header
      ref={headerRef}
      className="oriel-header"
      data-slot="header"
      data-solid={solid || openId !== null || drawerOpen ? 'true' : 'false'}
      data-drawer-open={drawerOpen ? 'true' : undefined}
      onKeyDown={onKeyDown}
      onPointerDown={rememberPointer}
    >
      <div className="oriel-header__bar">
        <StaticMenuLink />
        <button
          ref={hamburgerRef}
          type="button"
          className="oriel-hamburger"
          aria-expanded={drawerOpen}
          aria-controls={drawerId}
          aria-label={intl.formatMessage({ id: drawerOpen ? 'nav.closeMenu' : 'nav.openMenu' })}
          onPointerDown={() => void loadMobileMenu()}
          onClick={() => (drawerOpen ? closeDrawer(false) : (setDrawerSection(null), setDrawerOpen(true)))}
        >
          <span className="oriel-hamburger__lines" aria-hidden="true" />
        </button>
        <LocalizedLink to="/" className="oriel-logo" aria-label={intl.formatMessage({ id: 'nav.home' }, messageValues)}>
          <span className="oriel-logo__word" aria-hidden="true">
            {brand.name}
          </span>
        </LocalizedLink>
        <DesktopNav sections={sections} active={active} openId={openId} setOpenId={setOpenId} pointerType={pointerType} panelId={panelId} features={menu.features} />
        <div className="oriel-header__tools">
          <HeaderSearch />
          <LanguageSwitch />
        </div>
      </div>

      <StaticMenu sections={sections} />
      <div id={drawerId} ref={drawerRef} className="oriel-drawer" data-slot="mobile-menu" hidden={!drawerOpen}>
        {drawerOpen && (
          <Suspense fallback={null}>
            <MobileMenu
              sections={sections}
              active={active}
              openSection={drawerSection}
              setOpenSection={setDrawerSection}
              onNavigate={() => closeDrawer(false)}
              id={drawerId}
            />
          </Suspense>
        )}
      </div>
    </header>
  );
}
