import './editorial.css';
import { useIntl } from 'react-intl';
import { LocalizedLink } from '@oriel/i18n';

export interface Crumb {
  label: string;
  /** Locale-free path; the last crumb (the current page) is not a link. */
  to: string;
}

/** Where the page sits in the house: a labelled trail, the current page marked `aria-current`. */
export function Breadcrumb({ crumbs, tone = 'light' }: { crumbs: readonly Crumb[]; tone?: 'light' | 'dark' }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'pages.breadcrumb' })} className={`ed-breadcrumb ed-breadcrumb--${tone}`} data-slot="breadcrumb">
      <ol>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.to}>
              <span aria-current="page">{crumb.label}</span>
            </li>
          ) : (
            <li key={crumb.to}>
              <LocalizedLink to={crumb.to}>{crumb.label}</LocalizedLink>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
