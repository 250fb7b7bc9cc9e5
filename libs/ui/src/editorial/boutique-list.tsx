import './editorial.css';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';

export interface BoutiqueData {
  slug: string;
  name: string;
  address: string;
  kind: 'permanent' | 'pop-up';
  hours?: string;
  phone?: string | null;
  mapUrl: string;
  /** ISO dates of a pop-up's run. */
  opens?: string | null;
  closes?: string | null;
}

const hkDate = (iso: string) => `${iso}T12:00:00+08:00`;

/** A Hong Kong number as written on the page (`2602 0823`) -> `tel:+85226020823`. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? digits : `+852${digits}`}`;
}

/** The house's boutiques: name, address, hours, telephone and a map link (opens in a new tab). */
export function BoutiqueList({ boutiques, headingLevel = 3 }: { boutiques: readonly BoutiqueData[]; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="ed-boutiques" data-slot="boutique-list">
      {boutiques.map((b) => (
        <li key={b.slug} className="ed-boutique">
          <p className="ed-eyebrow">
            <FormattedMessage id={b.kind === 'permanent' ? 'catalogue.boutique.permanent' : 'catalogue.boutique.popUp'} />
            {b.opens && b.closes && (
              <>
                {' · '}
                <FormattedDate value={hkDate(b.opens)} day="numeric" month="short" /> – <FormattedDate value={hkDate(b.closes)} day="numeric" month="short" year="numeric" />
              </>
            )}
          </p>
          <Heading className="ed-boutique__name">{b.name}</Heading>
          <address className="ed-boutique__address">{b.address}</address>
          {b.hours && <p className="ed-boutique__hours">{b.hours}</p>}
          <p className="ed-boutique__links">
            {b.phone && <a href={telHref(b.phone)}>{b.phone}</a>}
            <a href={b.mapUrl} target="_blank" rel="noopener noreferrer" aria-label={intl.formatMessage({ id: 'catalogue.boutique.mapLabel' }, { name: b.name })}>
              <FormattedMessage id="catalogue.boutique.map" />
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
