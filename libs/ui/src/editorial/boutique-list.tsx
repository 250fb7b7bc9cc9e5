import './editorial.css';
import { FormattedMessage, useIntl } from 'react-intl';
import { brand } from '@oriel/config';
import { DateRangeText } from './date-range';
import { type ImageAsset, ResponsiveImage } from './image';
import { keepNames } from './keep-names';

/** Today's opening in Hong Kong: the hours, or closed. */
export type TodayHours = { opens: string; closes: string } | 'closed';

export interface BoutiqueData {
  slug: string;
  name: string;
  address: string;
  kind: 'permanent' | 'pop-up';
  hours?: string;
  phone?: string | null;
  /** The house's own map link (content), opened in a new tab. */
  mapUrl: string;
  /** The same place in the visitor's map service of choice (plain links, no script of theirs). */
  mapLinks?: { google: string; apple: string };
  /** Today's opening, computed in Hong Kong time by the page (null: the content gives no weekly hours). */
  today?: TodayHours | null;
  /** A picture of the boutique. */
  image?: ImageAsset;
  /** ISO dates of a pop-up's run. */
  opens?: string | null;
  closes?: string | null;
}

/** A Hong Kong number as written on the page (`2602 0823`) -> `tel:+85226020823`. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? digits : `+852${digits}`}`;
}

/**
 * The house's boutiques: picture, name, address, today's hours and the week's, a call to book an
 * appointment (the boutique's telephone, else the house's: an adviser books it; there is no online
 * booking to pretend to) and the map in the house's link, Google Maps or Apple Maps (new tab).
 * `compact` (past pop-ups): no picture, no booking, no today.
 */
export function BoutiqueList({ boutiques, headingLevel = 3, compact = false }: { boutiques: readonly BoutiqueData[]; headingLevel?: 2 | 3; compact?: boolean }) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="ed-boutiques" data-slot="boutique-list" data-compact={compact ? 'true' : undefined}>
      {boutiques.map((b) => {
        const phone = b.phone ?? brand.phone.display;
        const name = b.name;
        return (
          <li key={b.slug} id={`boutique-${b.slug}`} className="ed-boutique">
            {!compact && b.image && (
              <div className="ed-boutique__media">
                <ResponsiveImage image={b.image} alt="" sizes="(max-width: 767px) 92vw, (max-width: 1024px) 46vw, 30vw" />
              </div>
            )}
            <p className="ed-eyebrow">
              <FormattedMessage id={b.kind === 'permanent' ? 'catalogue.boutique.permanent' : 'catalogue.boutique.popUp'} />
              {b.opens && b.closes && (
                <>
                  {' · '}
                  <DateRangeText from={b.opens} to={b.closes} month="short" />
                </>
              )}
            </p>
            <Heading className="ed-boutique__name">{keepNames(name)}</Heading>
            <address className="ed-boutique__address">{b.address}</address>
            {!compact && b.today && (
              <p className="ed-boutique__today" data-slot="today-hours">
                {b.today === 'closed' ? (
                  <FormattedMessage id="catalogue.boutique.closedToday" />
                ) : (
                  <FormattedMessage id="catalogue.boutique.today" values={{ opens: b.today.opens, closes: b.today.closes }} />
                )}
              </p>
            )}
            {b.hours && <p className="ed-boutique__hours">{b.hours}</p>}
            {!compact && (
              <p className="ed-boutique__book">
                <a className="ed-button" href={telHref(phone)} aria-label={intl.formatMessage({ id: 'catalogue.boutique.bookLabel' }, { name, phone })}>
                  <FormattedMessage id="catalogue.boutique.book" />
                </a>
                <a className="ed-boutique__phone" href={telHref(phone)}>
                  {phone}
                </a>
              </p>
            )}
            <ul className="ed-boutique__links" aria-label={intl.formatMessage({ id: 'catalogue.boutique.directions' }, { name })}>
              <li>
                <a href={b.mapUrl} target="_blank" rel="noopener noreferrer" aria-label={intl.formatMessage({ id: 'catalogue.boutique.mapLabel' }, { name })}>
                  <FormattedMessage id="catalogue.boutique.map" />
                </a>
              </li>
              {b.mapLinks && (
                <>
                  <li>
                    <a href={b.mapLinks.google} target="_blank" rel="noopener noreferrer" aria-label={intl.formatMessage({ id: 'catalogue.boutique.googleMapsLabel' }, { name })}>
                      Google Maps
                    </a>
                  </li>
                  <li>
                    <a href={b.mapLinks.apple} target="_blank" rel="noopener noreferrer" aria-label={intl.formatMessage({ id: 'catalogue.boutique.appleMapsLabel' }, { name })}>
                      Apple Maps
                    </a>
                  </li>
                </>
              )}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
