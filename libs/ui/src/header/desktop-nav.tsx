import type { MutableRefObject } from 'react';
import { useIntl } from 'react-intl';
import { LocalizedLink } from '@oriel/i18n';
import type { NavSection } from './navigation';
import { Chevron, SubmenuGroups, SubmenuToggle, hasSubmenu } from './submenu';

interface DesktopNavProps {
  sections: NavSection[];
  /** The section of the current page (highlighted). */
  active: NavSection['id'] | undefined;
  /** The section whose mega-menu is open. */
  openId: NavSection['id'] | null;
  setOpenId: (update: NavSection['id'] | null | ((current: NavSection['id'] | null) => NavSection['id'] | null)) => void;
  /** How the visitor last pointed: `mouse`, `touch`, `pen` or `keyboard`. */
  pointerType: MutableRefObject<string>;
  panelId: (sectionId: string) => string;
}

/**
 * The sections above 1024px: a submenu opens as a full-width dark mega-menu on hover, on a click
 * of its button, or on the first tap of a section link on a touch screen (the second follows it).
 */
export function DesktopNav(props: DesktopNavProps) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'nav.main' })} className="oriel-nav" data-slot="main-nav">
      <ul className="oriel-nav__list">
        {props.sections.map((section) => (
          <DesktopSection key={section.id} section={section} {...props} />
        ))}
      </ul>
    </nav>
  );
}

function DesktopSection({ section, active, openId, setOpenId, pointerType, panelId }: DesktopNavProps & { section: NavSection }) {
  const intl = useIntl();
  const open = openId === section.id;
  const hasMenu = hasSubmenu(section);
  const label = intl.formatMessage({ id: section.labelId });
  const toggle = () => setOpenId(open && pointerType.current !== 'mouse' ? null : section.id);
  return (
    <li
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
          {label}
        </LocalizedLink>
      ) : (
        <button type="button" className="oriel-nav__link" aria-expanded={open} aria-controls={panelId(section.id)} onClick={toggle}>
          {label}
          <Chevron />
        </button>
      )}
      {section.to && hasMenu && (
        <SubmenuToggle className="oriel-nav__toggle" sectionLabel={label} open={open} controls={panelId(section.id)} onClick={toggle} />
      )}
      {/* The panel exists only while it is open, as the full-screen menu's (issue 19: a closed
          panel is hidden from everyone, and its markup was a fifth of the home page's HTML); a
          collapsed button's aria-controls may name a panel not yet in the page. */}
      {hasMenu && open && (
        <div id={panelId(section.id)} className="oriel-mega" data-slot="mega-menu">
          <div className="oriel-mega__inner">
            <p className="oriel-mega__heading" aria-hidden="true">
              {label}
            </p>
            <div className="oriel-mega__groups">
              <SubmenuGroups section={section} variant="mega" onLeaf={() => setOpenId(null)} />
            </div>
          </div>
        </div>
      )}
    </li>
  );
}
