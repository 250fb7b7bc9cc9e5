import { FormattedMessage, useIntl } from 'react-intl';
import { brand } from '@oriel/config';
import { LocalizedLink, messageValues } from '@oriel/i18n';
import { pageMessageValues } from '../editorial/keep-names';
import { LanguageSwitch } from '../header/language-switch';
import { ChatAppIcon, FacebookIcon, InstagramIcon, LifestyleAppIcon, MicroblogIcon } from './social-icons';

/** A permanent boutique as the footer names it. */
export interface FooterBoutique {
  slug: string;
  name: string;
  district: string;
}

/**
 * The site footer of SPEC §2: the three legal pages, Facebook and Instagram in a new tab, the
 * enquiry e-mail (subject "{brand} Enquiry"), the Hong Kong phone number, three social networks
 * the house is not on yet (shown, not linked) and the copyright line with the current year.
 * Beyond the spec, as a house's footer is expected to: client services (the enquiry, the call, an
 * appointment booked by telephone: the only booking the house takes), the permanent boutiques, and
 * the language choice (the same page in the other language).
 */
export function Footer({ year, boutiques = [] }: { year: number; boutiques?: readonly FooterBoutique[] }) {
  const intl = useIntl();
  const subject = intl.formatMessage({ id: 'footer.enquirySubject' }, messageValues);
  return (
    <footer className="oriel-footer" data-slot="footer">
      <div className="oriel-footer__inner">
        <div className="oriel-footer__brand">
          <LocalizedLink to="/" className="oriel-footer__wordmark" aria-label={intl.formatMessage({ id: 'nav.home' }, messageValues)}>
            <span aria-hidden="true">{brand.name}</span>
          </LocalizedLink>
          <p className="oriel-footer__tagline">
            <FormattedMessage id="brand.tagline" />
          </p>
        </div>

        <section className="oriel-footer__column" aria-labelledby="oriel-footer-contact">
          <h2 id="oriel-footer-contact" className="oriel-footer__title">
            <FormattedMessage id="footer.clientServices" />
          </h2>
          <ul>
            <li>
              <a href={`mailto:${brand.email}?subject=${encodeURIComponent(subject)}`}>
                <FormattedMessage id="footer.enquiry" />
              </a>
            </li>
            <li>
              <span className="oriel-footer__hint">
                <FormattedMessage id="footer.phone" />
              </span>{' '}
              <a href={`tel:${brand.phone.e164}`}>{brand.phone.display}</a>
            </li>
            <li>
              <a href={`tel:${brand.phone.e164}`}>
                <FormattedMessage id="footer.book" />
              </a>
            </li>
          </ul>
        </section>

        <nav className="oriel-footer__column" aria-labelledby="oriel-footer-boutiques">
          <h2 id="oriel-footer-boutiques" className="oriel-footer__title">
            <FormattedMessage id="footer.boutiquesTitle" />
          </h2>
          <ul>
            {boutiques.map((b) => (
              <li key={b.slug}>
                <LocalizedLink to={`/boutiques#boutique-${b.slug}`}>{b.district}</LocalizedLink>
              </li>
            ))}
            <li>
              <LocalizedLink to="/boutiques">
                <FormattedMessage id={boutiques.length ? 'footer.allBoutiques' : 'footer.boutiques'} />
              </LocalizedLink>
            </li>
          </ul>
        </nav>

        <section className="oriel-footer__column" aria-labelledby="oriel-footer-follow">
          <h2 id="oriel-footer-follow" className="oriel-footer__title">
            <FormattedMessage id="footer.follow" />
          </h2>
          <ul className="oriel-footer__social">
            <li>
              <a href={brand.social.facebook} target="_blank" rel="noopener noreferrer" aria-label={intl.formatMessage({ id: 'footer.facebook' }, messageValues)}>
                <FacebookIcon />
              </a>
            </li>
            <li>
              <a href={brand.social.instagram} target="_blank" rel="noopener noreferrer" aria-label={intl.formatMessage({ id: 'footer.instagram' }, messageValues)}>
                <InstagramIcon />
              </a>
            </li>
            <li>
              <span className="oriel-footer__unlinked" role="img" aria-label={intl.formatMessage({ id: 'footer.weibo' })}>
                <MicroblogIcon />
              </span>
            </li>
            <li>
              <span className="oriel-footer__unlinked" role="img" aria-label={intl.formatMessage({ id: 'footer.wechat' })}>
                <ChatAppIcon />
              </span>
            </li>
            <li>
              <span className="oriel-footer__unlinked" role="img" aria-label={intl.formatMessage({ id: 'footer.xiaohongshu' })}>
                <LifestyleAppIcon />
              </span>
            </li>
          </ul>
        </section>

        <nav className="oriel-footer__column" aria-labelledby="oriel-footer-legal">
          <h2 id="oriel-footer-legal" className="oriel-footer__title">
            <FormattedMessage id="footer.legal" />
          </h2>
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
      </div>
      <div className="oriel-footer__base">
        <p className="oriel-footer__language">
          <span className="oriel-footer__hint">
            <FormattedMessage id="footer.language" />
          </span>{' '}
          <span aria-current="true" className="oriel-footer__language-current">
            <FormattedMessage id="footer.languageCurrent" />
          </span>{' '}
          <LanguageSwitch className="oriel-footer__language-link" />
        </p>
        <p className="oriel-footer__copyright">
          <FormattedMessage id="footer.copyright" values={{ ...pageMessageValues, year }} />
        </p>
      </div>
    </footer>
  );
}
