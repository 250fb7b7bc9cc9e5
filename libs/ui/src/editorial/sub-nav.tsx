import './editorial.css';
import { LocalizedLink } from '@oriel/i18n';

export interface SubNavItem {
  label: string;
  /** Locale-free path with its query (`/makeup/lips?sub=lipstick`). */
  to: string;
  current: boolean;
}

/** Quiet horizontal tabs between the sub-pages of a section (makeup sub-categories, legal pages). */
export function SubNav({ label, items, tone = 'light' }: { label: string; items: readonly SubNavItem[]; tone?: 'light' | 'dark' }) {
  return (
    <nav aria-label={label} className={`ed-sub-nav ed-sub-nav--${tone}`} data-slot="sub-nav">
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <LocalizedLink to={item.to} aria-current={item.current ? 'page' : undefined} preventScrollReset>
              {item.label}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
