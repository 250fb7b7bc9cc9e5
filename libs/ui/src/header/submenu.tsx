import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { LocalizedLink } from '@oriel/i18n';
import { type NavLeaf, type NavSection, isCurrentLeaf, submenuColumns, submenuRows } from './navigation';

function LeafLabel({ leaf }: { leaf: NavLeaf }) {
  return leaf.labelId ? <FormattedMessage id={leaf.labelId} /> : <>{leaf.label}</>;
}

export function Chevron() {
  return (
    <svg className="oriel-chevron" viewBox="0 0 12 8" width="10" height="7" aria-hidden="true">
      <path d="M1 1.5 6 6.5 11 1.5" />
    </svg>
  );
}

/** The entries of one submenu: groups (makeup categories) of leaves, long lists in columns of 7. */
export function SubmenuGroups({ section, onLeaf, variant }: { section: NavSection; onLeaf: () => void; variant: 'mega' | 'drawer' }) {
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

/** Whether a section has a submenu at all (News, Fragrance...: yes; a section of one link: no). */
export function hasSubmenu(section: NavSection): boolean {
  return section.groups.some((g) => g.leaves.length > 0);
}

/** The chevron button beside a section that is a link and has a submenu too (opens the submenu). */
export function SubmenuToggle(props: { className: string; sectionLabel: string; open: boolean; controls: string; onClick: () => void }) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={props.className}
      aria-expanded={props.open}
      aria-controls={props.controls}
      aria-label={intl.formatMessage({ id: 'nav.submenu' }, { section: props.sectionLabel })}
      onClick={props.onClick}
    >
      <Chevron />
    </button>
  );
}
