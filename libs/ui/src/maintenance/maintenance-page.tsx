import { FormattedMessage, useIntl } from 'react-intl';
import { brand } from '@oriel/config';
import { LanguageSwitch } from '../header/language-switch';
import { usePageStatusCycle } from '../page-status/page-status';
import { LocalizedLink, messageValues } from '@oriel/i18n';

/**
 * SPEC §2 maintenance page, in its own layout: no navigation (the site behind it may be down),
 * only the house's name, the two sentences, the language switch and a way to write to the house.
 */
export function MaintenancePage() {
  usePageStatusCycle();
  const intl = useIntl();
  return (
    <div className="oriel-maintenance" data-slot="maintenance">
      <header className="oriel-maintenance__header">
        <LocalizedLink to="/" className="oriel-logo" aria-label={intl.formatMessage({ id: 'nav.home' }, messageValues)}>
          <span className="oriel-logo__word" aria-hidden="true">
            {brand.name}
          </span>
        </LocalizedLink>
        <LanguageSwitch />
      </header>
      <main className="oriel-maintenance__main">
        <span className="oriel-rule" aria-hidden="true" />
        <h1 className="oriel-maintenance__title">
          <FormattedMessage id="maintenance.title" />
        </h1>
        <p className="oriel-maintenance__text">
          <FormattedMessage id="maintenance.text" />
        </p>
        <p className="oriel-maintenance__contact">
          <FormattedMessage
            id="maintenance.contact"
            values={{
              email: (
                <a href={`mailto:${brand.email}?subject=${encodeURIComponent(intl.formatMessage({ id: 'footer.enquirySubject' }, messageValues))}`}>
                  {brand.email}
                </a>
              ),
            }}
          />
        </p>
      </main>
    </div>
  );
}
