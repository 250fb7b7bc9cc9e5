import { type KeyboardEvent, type PointerEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { brand } from '@oriel/config';
import { LocalizedLink, messageValues } from '@oriel/i18n';
import { keepTabWithin } from '../navigation-behaviour/focus-trap';
import { useScrollLock } from '../scroll-lock';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { SearchForm } from './search-form';
import { type HeaderMenu, type NavLeaf, type NavSection, activeSectionId, buildNavigation, isCurrentLeaf, submenuColumns, submenuRows } from './navigation';

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

function LeafLabel({ leaf }: { leaf: NavLeaf }) {
  return leaf.labelId ? <FormattedMessage id={leaf.labelId} /> : <>{leaf.label}</>;
}

function Chevron() {
  return (
    <svg className="oriel-chevron" viewBox="0 0 12 8" width="10" height="7" aria-hidden="true" focusable="false">
      <path d="M1 1.5 6 6.5 11 1.5" fill="none" stroke="currentColor" strokeWidth="1.2" />
    </svg>
  );
}

/** The entries of one submenu: groups (makeup categories) of leaves, long lists in columns of 7. */
function SubmenuGroups({ section, onLeaf, variant }: { section: NavSection; onLeaf: () => void; variant: 'mega' | 'drawer' }) {
  const { pathname, search } = useLocation();
  return (
    <>
      {section.groups.map((group) => {
        const columns = submenuColumns(group.leaves.length);
        return (
          <div key={group.key} className={`oriel-${variant}__group`} role={group.title ? 'group' : undefined} aria-label={group.title || undefined}>
            {group.title && (
              <p className={`oriel-${variant}__group-title`} aria-hidden="true">
                {group.title}
              </p>
            )}
            <ul
              className={`oriel-${variant}__list`}
              data-columns={columns}
              style={variant === 'mega' && columns > 1 ? { gridTemplateRows: `repeat(${submenuRows}, auto)` } : undefined}
            >
              {group.leaves.map((leaf) => (
                <li key={leaf.key}>
                  <LocalizedLink to={leaf.to} onClick={onLeaf} aria-current={isCurrentLeaf(leaf.to, pathname, search) ? 'page' : undefined}>
                    <LeafLabel leaf={leaf} />
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}

/**
 * The fixed site header of SPEC §2: logo to the locale home, the six sections with their
 * submenus, the language switch. Above 1024px the submenus open as a full-width dark mega-menu on
 * hover (first tap on touch screens); at 1024px and below a hamburger opens a full-screen menu
 * with one section open at a time. Escape closes either and gives focus back to what opened it.
 * The site search sits beside the language switch (a disclosed form) and atop the full-screen menu.
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

  // The full-screen menu starts at its first entry for keyboard and screen-reader users.
  useEffect(() => {
    // (Not the search field above it: focusing a field would raise the phone's keyboard.)
    if (drawerOpen) drawerRef.current?.querySelector<HTMLElement>('.oriel-drawer__sections a, .oriel-drawer__sections button')?.focus();
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

  const label = (section: NavSection) => intl.formatMessage({ id: section.labelId });

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
        <button
          ref={hamburgerRef}
          type="button"
          className="oriel-hamburger"
          aria-expanded={drawerOpen}
          aria-controls={drawerId}
          aria-label={intl.formatMessage({ id: drawerOpen ? 'nav.closeMenu' : 'nav.openMenu' })}
          onClick={() => (drawerOpen ? closeDrawer(false) : (setDrawerSection(null), setDrawerOpen(true)))}
        >
          <span className="oriel-hamburger__lines" aria-hidden="true" />
        </button>
        <LocalizedLink to="/" className="oriel-logo" aria-label={intl.formatMessage({ id: 'nav.home' }, messageValues)}>
          <span className="oriel-logo__word" aria-hidden="true">
            {brand.name}
          </span>
        </LocalizedLink>
        <nav aria-label={intl.formatMessage({ id: 'nav.main' })} className="oriel-nav" data-slot="main-nav">
          <ul className="oriel-nav__list">
            {sections.map((section) => {
              const open = openId === section.id;
              const hasMenu = section.groups.some((g) => g.leaves.length > 0);
              return (
                <li
                  key={section.id}
                  className="oriel-nav__item"
                  data-section={section.id}
                  data-active={active === section.id ? 'true' : undefined}
                  data-open={open ? 'true' : undefined}
                  onPointerEnter={(event) => event.pointerType === 'mouse' && setOpenId(hasMenu ? section.id : null)}
                  onPointerLeave={(event) => event.pointerType === 'mouse' && setOpenId((current) => (current === section.id ? null : current))}
                  onBlur={(event) => {
                    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenId(null);
                  }}
                >
                  {section.to ? (
                    <LocalizedLink
                      to={section.to}
                      className="oriel-nav__link"
                      aria-current={active === section.id && !hasMenu ? 'page' : undefined}
                      onClick={(event) => {
                        // Touch: the first tap opens the submenu, a second tap follows the link.
                        if (hasMenu && pointerType.current === 'touch' && !open) {
                          event.preventDefault();
                          setOpenId(section.id);
                        }
                      }}
                    >
                      {label(section)}
                    </LocalizedLink>
                  ) : (
                    <button
                      type="button"
                      className="oriel-nav__link"
                      aria-expanded={open}
                      aria-controls={panelId(section.id)}
                      onClick={() => setOpenId(open && pointerType.current !== 'mouse' ? null : section.id)}
                    >
                      {label(section)}
                      <Chevron />
                    </button>
                  )}
                  {section.to && hasMenu && (
                    <button
                      type="button"
                      className="oriel-nav__toggle"
                      aria-expanded={open}
                      aria-controls={panelId(section.id)}
                      aria-label={intl.formatMessage({ id: 'nav.submenu' }, { section: label(section) })}
                      onClick={() => setOpenId(open && pointerType.current !== 'mouse' ? null : section.id)}
                    >
                      <Chevron />
                    </button>
                  )}
                  {hasMenu && (
                    <div id={panelId(section.id)} className="oriel-mega" data-slot="mega-menu" hidden={!open}>
                      <div className="oriel-mega__inner">
                        <p className="oriel-mega__heading" aria-hidden="true">
                          {label(section)}
                        </p>
                        <div className="oriel-mega__groups">
                          <SubmenuGroups section={section} variant="mega" onLeaf={() => setOpenId(null)} />
                        </div>
                      </div>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="oriel-header__tools">
          <HeaderSearch />
          <LanguageSwitch />
        </div>
      </div>

      <div id={drawerId} ref={drawerRef} className="oriel-drawer" data-slot="mobile-menu" hidden={!drawerOpen}>
        {drawerOpen && (
          <nav aria-label={intl.formatMessage({ id: 'nav.main' })}>
            <SearchForm variant="drawer" className="oriel-drawer__search" />
            <ul className="oriel-drawer__sections">
              {sections.map((section) => {
                const open = drawerSection === section.id;
                const hasMenu = section.groups.some((g) => g.leaves.length > 0);
                return (
                  <li key={section.id} className="oriel-drawer__section" data-active={active === section.id ? 'true' : undefined}>
                    <div className="oriel-drawer__row">
                      {section.to ? (
                        <LocalizedLink to={section.to} className="oriel-drawer__label" onClick={() => closeDrawer(false)}>
                          {label(section)}
                        </LocalizedLink>
                      ) : (
                        <button
                          type="button"
                          className="oriel-drawer__label"
                          aria-expanded={open}
                          aria-controls={`${drawerId}-${section.id}`}
                          onClick={() => setDrawerSection(open ? null : section.id)}
                        >
                          {label(section)}
                          <Chevron />
                        </button>
                      )}
                      {section.to && hasMenu && (
                        <button
                          type="button"
                          className="oriel-drawer__toggle"
                          aria-expanded={open}
                          aria-controls={`${drawerId}-${section.id}`}
                          aria-label={intl.formatMessage({ id: 'nav.submenu' }, { section: label(section) })}
                          onClick={() => setDrawerSection(open ? null : section.id)}
                        >
                          <Chevron />
                        </button>
                      )}
                    </div>
                    {hasMenu && (
                      <div id={`${drawerId}-${section.id}`} className="oriel-drawer__panel" hidden={!open}>
                        <SubmenuGroups section={section} variant="drawer" onLeaf={() => closeDrawer(false)} />
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
            <p className="oriel-drawer__lang">
              <LanguageSwitch className="oriel-drawer__lang-link" />
            </p>
          </nav>
        )}
      </div>
    </header>
  );
}
