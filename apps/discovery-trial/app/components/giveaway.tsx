import { FormattedMessage, useIntl } from 'react-intl';
import { brand } from '@oriel/config';
import type { Campaign } from '@oriel/data-client';
import { keepNames, pageMessageValues } from '@oriel/ui';
import { messageValues, useLocale } from '@oriel/i18n';
import { hongKongDate } from '@oriel/contracts/dates';
import { formatDate } from '../lib/dates';

/**
 * A giveaway (SPEC §9): its prize and rules, one prize per participant, open or closed by its date.
 * A trade promotion competition states its licence number (once issued), who may take part, how
 * many winners are drawn and when, where the results are published, the claim deadline and that the
 * platform has no part in it: written here from the campaign's fields, in the page's language.
 */
export function Giveaway({ giveaway }: { giveaway: NonNullable<Campaign['giveaway']> }) {
  const intl = useIntl();
  const locale = useLocale();
  const closes = formatDate(locale, giveaway.closesAt);
  const day = (iso: string) => hongKongDate(locale, new Date(iso));
  const platform = giveaway.platform ?? 'Instagram';
  return (
    <section className="campaign-giveaway" aria-labelledby="giveaway-title" data-state={giveaway.state} data-slot="giveaway">
      <p className="campaign-kicker">
        <FormattedMessage id="campaigns.giveaway.kicker" />
      </p>
      <h2 id="giveaway-title">{giveaway.title}</h2>
      <p className="campaign-giveaway__prize">
        {keepNames(giveaway.prize)}
        {giveaway.prizeValueHkd ? (
          <>
            {' · '}
            <FormattedMessage id="campaigns.giveaway.worth" values={{ value: giveaway.prizeValueHkd }} />
          </>
        ) : null}
      </p>
      <p className={`campaign-state campaign-state--${giveaway.state === 'open' ? 'open' : 'ended'}`} role="status">
        <FormattedMessage id={giveaway.state === 'open' ? 'campaigns.giveaway.open' : 'campaigns.giveaway.closed'} values={{ date: closes }} />
      </p>
      <h3>
        <FormattedMessage id="campaigns.giveaway.rules" />
      </h3>
      {giveaway.licenceNumber && (
        <p className="campaign-giveaway__licence" data-slot="giveaway-licence">
          <FormattedMessage id="campaigns.giveaway.licence" values={{ number: giveaway.licenceNumber }} />
        </p>
      )}
      <ol className="campaign-giveaway__rules">
        {giveaway.minimumAge !== null && (
          <li>
            <FormattedMessage id="campaigns.giveaway.eligibility" values={{ ...pageMessageValues, age: giveaway.minimumAge }} />
          </li>
        )}
        {giveaway.rules.map((rule) => (
          <li key={rule}>{keepNames(rule)}</li>
        ))}
        {giveaway.winners !== null && giveaway.drawAt && (
          <li>
            <FormattedMessage id="campaigns.giveaway.draw" values={{ winners: giveaway.winners, date: day(giveaway.drawAt) }} />
          </li>
        )}
        {giveaway.drawAt && (
          <li>
            <FormattedMessage id="campaigns.giveaway.results" values={{ ...pageMessageValues, platform }} />
          </li>
        )}
        {giveaway.claimBy && (
          <li>
            <FormattedMessage id="campaigns.giveaway.claim" values={{ date: day(giveaway.claimBy) }} />
          </li>
        )}
        <li>
          <FormattedMessage id="campaigns.giveaway.onePrize" />
        </li>
        <li>
          <FormattedMessage id="campaigns.giveaway.platform" values={{ platform }} />
        </li>
      </ol>
      {giveaway.state === 'open' && (
        <a
          className="campaign-button"
          href={brand.social.instagram}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={intl.formatMessage({ id: 'campaigns.giveaway.instagramLabel' }, messageValues)}
        >
          <FormattedMessage id="campaigns.giveaway.instagram" />
        </a>
      )}
      {giveaway.state === 'closed' && (
        <a className="campaign-link" href={brand.social.instagram} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="campaigns.giveaway.follow" values={pageMessageValues} />
        </a>
      )}
    </section>
  );
}
