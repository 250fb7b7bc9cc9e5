import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { localeInfo, switchLocalePath, useLocale, writeLocaleCookie } from '@oriel/i18n';

/**
 * The language switch: the same page (path and query) in the other locale. Choosing it writes the
 * `i18n_redirected` cookie; the layout loader runs again for the new locale, so the header menu
 * is reloaded in that language.
 */
export function LanguageSwitch({ className, onSwitch }: { className?: string; onSwitch?: () => void }) {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const other = locale === 'en' ? 'tc' : 'en';
  return (
    <Link
      className={className ?? 'oriel-lang'}
      data-slot="language-switch"
      to={switchLocalePath(pathname + search, other)}
      lang={localeInfo[other].htmlLang}
      hrefLang={localeInfo[other].hreflang}
      onClick={() => {
        writeLocaleCookie(other);
        onSwitch?.();
      }}
    >
      <FormattedMessage id="lang.switchTo" />{' '}
      <span className="oriel-sr-only">
        <FormattedMessage id="lang.switchLabel" />
      </span>
    </Link>
  );
}
