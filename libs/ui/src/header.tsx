import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { brand } from '@oriel/config';
import { LocalizedLink, messageValues, switchLocalePath, useLocale } from '@oriel/i18n';

export interface HeaderMenu {
  collections: { name: string; slug: string }[];
  categories: { name: string; slug: string; first_lvl_sub_categories: { name: string; slug: string }[] }[];
}

/** The fixed site header: logo to the locale home, the main navigation and the language switch. */
export function Header({ menu }: { menu: HeaderMenu }) {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const other = locale === 'en' ? 'tc' : 'en';
  return (
    <header className="oriel-header" data-slot="header">
      <LocalizedLink to="/" className="oriel-header__logo" aria-label={intl.formatMessage({ id: 'nav.home' }, messageValues)}>
        {brand.name}
      </LocalizedLink>
      <nav aria-label={intl.formatMessage({ id: 'nav.main' })} className="oriel-header__nav">
        <ul>
          <li>
            <LocalizedLink to="/fragrance">
              <FormattedMessage id="nav.fragrance" />
            </LocalizedLink>
            <ul>
              {menu.collections.map((c) => (
                <li key={c.slug}>
                  <LocalizedLink to={`/fragrance/${c.slug}`}>{c.name}</LocalizedLink>
                </li>
              ))}
            </ul>
          </li>
          <li>
            <LocalizedLink to="/makeup">
              <FormattedMessage id="nav.makeup" />
            </LocalizedLink>
          </li>
          <li>
            <LocalizedLink to="/discovery-trial/palais-royal-gardens">
              <FormattedMessage id="nav.discoveryTrial" />
            </LocalizedLink>
          </li>
        </ul>
      </nav>
      <a
        className="oriel-header__lang"
        href={switchLocalePath(location.pathname + location.search, other)}
        lang={other === 'tc' ? 'zh-Hant-HK' : 'en'}
        aria-label={intl.formatMessage({ id: 'lang.switchLabel' })}
      >
        <FormattedMessage id="lang.switchTo" />
      </a>
    </header>
  );
}
