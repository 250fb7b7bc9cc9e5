import type { MutableRefObject } from 'react';
import { useIntl } from 'react-intl';
import { LocalizedLink } from '@oriel/i18n';
import { ResponsiveImage } from '../editorial/image';
import type { NavFeature, NavSection } from './navigation';
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
  /** The mega-menus' featured pictures, by page key (a section without one shows its links only). */
  features?: Readonly<Record<string, NavFeature>>;
}

/**
 * The sections above 1024px: a submenu opens as a full-width dark mega-menu on hover, on a click
 * of its button, or on the first tap of a section link on a touch screen (the second follows it).
 * A mega-menu shows its section's links and, when the content gives one, a featured picture with
 * its caption that opens the page it names. Each button is a disclosure (aria-expanded,
 * aria-controls); Escape closes the open menu and gives focus back to its button (Header).
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

function DesktopSection({ section, active, openId, setOpenId, pointerType, panelId, features }: DesktopNavProps & { section: NavSection }) {
  const intl = useIntl();
  const open = openId === section.id;
  const hasMenu = hasSubmenu(section);
  const label = intl.formatMessage({ id: section.labelId });
  const toggle = () => setOpenId(open && pointerType.current !== 'mouse' ? null : section.id);
  const feature = section.featurePage ? features?.[section.featurePage] : undefined;
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
      {/* The panel exists only while it is open, as the full-screen menu's (a closed
          panel is hidden from everyone, and its markup was a fifth of the home page's HTML); a
          collapsed button's aria-controls may name a panel not yet in the page. */}
      {/* Without JavaScript a section that is not a link cannot open its panel: its links are listed
          under it instead, shown on hover and keyboard focus by the style sheet. */}
      {hasMenu && !section.to && (
        <noscript>
          <ul className="oriel-nav__plain" aria-label={label}>
            {section.groups.flatMap((group) =>
              group.leaves.map((leaf) => (
                <li key={leaf.key}>
                  <LocalizedLink to={leaf.to}>{leaf.labelId ? intl.formatMessage({ id: leaf.labelId }) : leaf.label}</LocalizedLink>
                </li>
              )),
            )}
          </ul>
        </noscript>
      )}
      {hasMenu && open && (
        <div id={panelId(section.id)} className="oriel-mega" data-slot="mega-menu" data-featured={feature ? 'true' : undefined} data-few={fewLinks(section) ? 'true' : undefined}>
          <div className="oriel-mega__inner">
            <p className="oriel-mega__heading" aria-hidden="true">
              {label}
            </p>
            <div className="oriel-mega__groups">
              <SubmenuGroups section={section} variant="mega" onLeaf={() => setOpenId(null)} />
            </div>
            {feature && <MegaFeature feature={feature} onFollow={() => setOpenId(null)} />}
          </div>
        </div>
      )}
    </li>
  );
}

/** The mega-menu's featured picture: one link, named by its kicker and caption (the picture adds no words). */
/**
 * A submenu that is one short column of links, no group titles (News, Fragrance, Home fragrance,
 * Universe): its picture and caption take the room the links leave.
 */
function fewLinks(section: NavSection): boolean {
  return section.groups.every((g) => !g.title) && section.groups.reduce((n, g) => n + g.leaves.length, 0) <= 6;
}

function MegaFeature({ feature, onFollow }: { feature: NavFeature; onFollow: () => void }) {
  const { url, width, height, sources, focus } = feature.image;
  return (
    <LocalizedLink to={feature.href} className="oriel-mega__feature" data-slot="mega-feature" onClick={onFollow}>
      <span className="oriel-mega__feature-frame">
        <ResponsiveImage image={{ src: url, width, height, alt: '', ...(sources ? { sources } : {}), ...(focus ? { focus } : {}) }} sizes="(max-width: 1440px) 24vw, 22rem" />
      </span>
      <span className="oriel-mega__feature-kicker">{feature.kicker}</span>{' '}
      <span className="oriel-mega__feature-caption">{feature.caption}</span>
    </LocalizedLink>
  );
}
