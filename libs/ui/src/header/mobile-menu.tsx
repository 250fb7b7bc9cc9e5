import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { LocalizedLink } from '@oriel/i18n';
import { LanguageSwitch } from './language-switch';
import type { NavSection } from './navigation';
import { SearchForm } from './search-form';
import { Chevron, SubmenuGroups, SubmenuToggle, hasSubmenu } from './submenu';

interface MobileMenuProps {
  sections: NavSection[];
  active: NavSection['id'] | undefined;
  /** The one section unfolded, or none. */
  openSection: NavSection['id'] | null;
  setOpenSection: (id: NavSection['id'] | null) => void;
  /** A leaf or section link was followed: the menu closes. */
  onNavigate: () => void;
  /** Id of the menu's element (the hamburger controls it); each section's panel is `${id}-${section}`. */
  id: string;
}

/**
 * The full-screen menu at 1024px and below (SPEC §2): the site search on top, the sections with
 * one open at a time, the language switch at the foot. Rendered only while open.
 */
export function MobileMenu({ sections, active, openSection, setOpenSection, onNavigate, id }: MobileMenuProps) {
  const intl = useIntl();
  const navRef = useRef<HTMLElement>(null);
  // The menu starts at its first entry for keyboard and screen-reader users (it mounts on each
  // opening). Not the search field above it: focusing a field would raise the phone's keyboard.
  useEffect(() => navRef.current?.querySelector<HTMLElement>('.oriel-drawer__sections a, .oriel-drawer__sections button')?.focus(), []);
  return (
    <nav ref={navRef} aria-label={intl.formatMessage({ id: 'nav.main' })}>
      <SearchForm variant="drawer" className="oriel-drawer__search" />
      <ul className="oriel-drawer__sections">
        {sections.map((section) => (
          <MobileSection
            key={section.id}
            section={section}
            active={active === section.id}
            open={openSection === section.id}
            onToggle={() => setOpenSection(openSection === section.id ? null : section.id)}
            onNavigate={onNavigate}
            panelId={`${id}-${section.id}`}
          />
        ))}
      </ul>
      <p className="oriel-drawer__lang">
        <LanguageSwitch className="oriel-drawer__lang-link" />
      </p>
    </nav>
  );
}

function MobileSection(props: { section: NavSection; active: boolean; open: boolean; onToggle: () => void; onNavigate: () => void; panelId: string }) {
  const { section, open, onToggle, panelId } = props;
  const intl = useIntl();
  const hasMenu = hasSubmenu(section);
  const label = intl.formatMessage({ id: section.labelId });
  return (
    <li className="oriel-drawer__section" data-active={props.active ? 'true' : undefined}>
      <div className="oriel-drawer__row">
        {section.to ? (
          <LocalizedLink to={section.to} className="oriel-drawer__label" onClick={props.onNavigate}>
            {label}
          </LocalizedLink>
        ) : (
          <button type="button" className="oriel-drawer__label" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
            {label}
            <Chevron />
          </button>
        )}
        {section.to && hasMenu && (
          <SubmenuToggle className="oriel-drawer__toggle" sectionLabel={label} open={open} controls={panelId} onClick={onToggle} />
        )}
      </div>
      {hasMenu && (
        <div id={panelId} className="oriel-drawer__panel" hidden={!open}>
          <SubmenuGroups section={section} variant="drawer" onLeaf={props.onNavigate} />
        </div>
      )}
    </li>
  );
}
