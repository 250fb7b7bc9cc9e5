import { FormattedMessage, useIntl } from 'react-intl';
import { brand } from '@oriel/config';
import { LocalizedLink, messageValues } from '@oriel/i18n';

/** The site footer of SPEC §2: legal links, social links, enquiry, phone and copyright. */
export function Footer({ year }: { year: number }) {
  const intl = useIntl();
  const subject = intl.formatMessage({ id: 'footer.enquirySubject' }, messageValues);
  return (
    <footer className="oriel-footer" data-slot="footer">
      <nav aria-label={intl.formatMessage({ id: 'footer.legal' })}>
        <ul>
          <li>
            <LocalizedLink to="/legals-and-policy?sub=terms-of-use">
              <FormattedMessage id="footer.terms" />
            </LocalizedLink>
          </li>
          <li>
            <LocalizedLink to="/legals-and-policy?sub=privacy-policy">
              <FormattedMessage id="footer.privacy" />
            </LocalizedLink>
          </li>
          <li>
            <LocalizedLink to="/legals-and-policy?sub=cookie-policy">
              <FormattedMessage id="footer.cookies" />
            </LocalizedLink>
          </li>
        </ul>
      </nav>
      <p>
        <a href={`mailto:${brand.email}?subject=${encodeURIComponent(subject)}`}>
          <FormattedMessage id="footer.enquiry" />
        </a>{' '}
        <a href={`tel:${brand.phone.e164}`}>{brand.phone.display}</a>
      </p>
      <p>
        <FormattedMessage id="footer.copyright" values={{ ...messageValues, year }} />
      </p>
    </footer>
  );
}
