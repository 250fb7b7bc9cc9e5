import { FormattedMessage, useIntl } from 'react-intl';
import { brand } from '@oriel/config';
import type { Boutique, CampaignSummary } from '@oriel/data-client';
import { LocalizedLink, messageValues } from '@oriel/i18n';
import { BoutiqueList, DateRangeText, DateText, Section, keepNames } from '@oriel/ui';
import { designFor } from '../campaigns/registry';
import '../styles/campaign-list.css';

/** What a campaign offers, in the order the data service lists it: "Sample · Giveaway". */
function Offers({ campaign }: { campaign: CampaignSummary }) {
  return (
    <>
      {campaign.offers.map((offer, i) => (
        <span key={offer}>
          {i > 0 && ' · '}
          <FormattedMessage id={`campaigns.offer.${offer}`} />
        </span>
      ))}
    </>
  );
}

function StateLine({ campaign }: { campaign: CampaignSummary }) {
  const id = `campaigns.card.state.${campaign.state}`;
  const date = <DateText value={campaign.state === 'upcoming' ? campaign.opensAt : campaign.closesAt} />;
  return (
    <p className={`campaign-card__state campaign-card__state--${campaign.state}`} data-state={campaign.state}>
      <FormattedMessage id={id} values={{ date }} />
      {campaign.state === 'ended' && campaign.offers.includes('quiz') && (
        <>
          {' · '}
          <FormattedMessage id="campaigns.card.quizPlayable" />
        </>
      )}
    </p>
  );
}

/** One campaign as the hub and the "way on" list it: what it offers, its dates, its fee, its state. */
export function CampaignCard({ campaign, headingLevel = 3 }: { campaign: CampaignSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const booking = campaign.offers.find((o) => o === 'workshop' || o === 'sample');
  // The campaign's own motif (its design folder's, or the default design's from its theme).
  const { Motif } = designFor(campaign);
  return (
    <li className="campaign-card" data-slot="campaign-card" data-campaign={campaign.slug}>
      <div className="campaign-card__emblem" data-slot="campaign-emblem">
        <Motif />
      </div>
      <p className="ed-eyebrow">
        <Offers campaign={campaign} />
      </p>
      <Heading className="campaign-card__title">
        <LocalizedLink to={`/discovery-trial/${campaign.slug}`}>{campaign.title}</LocalizedLink>
      </Heading>
      <StateLine campaign={campaign} />
      <p className="campaign-card__summary">{keepNames(campaign.summary)}</p>
      <dl className="campaign-card__facts">
        <div>
          <dt>
            <FormattedMessage id="campaigns.card.dates" />
          </dt>
          <dd>
            <DateRangeText from={campaign.opensAt} to={campaign.closesAt} />
          </dd>
        </div>
        {booking && campaign.sessions && (
          <div>
            <dt>
              <FormattedMessage id="campaigns.card.sessions" values={{ kind: booking }} />
            </dt>
            <dd>
              <DateRangeText from={campaign.sessions.from} to={campaign.sessions.to} />
            </dd>
          </div>
        )}
        {booking && (
          <div>
            <dt>
              <FormattedMessage id="campaigns.card.fee" />
            </dt>
            <dd>
              {campaign.feeHkd ? (
                <FormattedMessage id="campaigns.card.feeValue" values={{ fee: campaign.feeHkd, redeemable: String(campaign.feeRedeemable) }} />
              ) : (
                <FormattedMessage id="campaigns.card.complimentary" />
              )}
            </dd>
          </div>
        )}
      </dl>
    </li>
  );
}

export function CampaignCards({ campaigns, headingLevel = 3 }: { campaigns: readonly CampaignSummary[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="campaign-cards" data-slot="campaign-cards">
      {campaigns.map((c) => (
        <CampaignCard key={c.slug} campaign={c} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}

/**
 * When no campaign is open or announced: what the house really offers instead, a visit to a
 * permanent boutique (addresses, hours, telephone) or an enquiry by e-mail. No online booking is
 * promised: the site has none.
 */
export function NoCampaignAlternative({ boutiques, id = 'alternative', linkToHub = false }: { boutiques: readonly Boutique[]; id?: string; linkToHub?: boolean }) {
  const intl = useIntl();
  const subject = intl.formatMessage({ id: 'footer.enquirySubject' }, messageValues);
  return (
    <Section
      id={id}
      title={<FormattedMessage id="campaigns.wayOn.noneTitle" />}
      intro={<FormattedMessage id="campaigns.wayOn.noneText" />}
      action={
        <a className="ed-link" href={`mailto:${brand.email}?subject=${encodeURIComponent(subject)}`} data-slot="enquiry">
          <FormattedMessage id="campaigns.wayOn.write" />
        </a>
      }
    >
      <BoutiqueList
        boutiques={boutiques.map((b) => ({ slug: b.slug, kind: b.kind, name: b.name, address: b.address, hours: b.hours.join(' · '), phone: b.phone, mapUrl: b.mapUrl }))}
      />
      <p className="campaign-cards__more">
        <LocalizedLink to="/boutiques">
          <FormattedMessage id="campaigns.wayOn.boutiques" />
        </LocalizedLink>
        {linkToHub && (
          <LocalizedLink to="/discovery-trial">
            <FormattedMessage id="campaigns.wayOn.all" />
          </LocalizedLink>
        )}
      </p>
    </Section>
  );
}

/**
 * The way on from a campaign that has ended (or is full): the campaigns open now or coming next,
 * or, when there is none, a boutique visit or an enquiry; and the hub of every campaign.
 */
export function WayOn({ ahead, boutiques }: { ahead: readonly CampaignSummary[]; boutiques: readonly Boutique[] }) {
  return (
    <div className="campaign-way-on" data-slot="way-on">
      {ahead.length > 0 ? (
        <Section
          id="way-on"
          title={<FormattedMessage id="campaigns.wayOn.ahead" />}
          action={
            <LocalizedLink className="ed-link" to="/discovery-trial">
              <FormattedMessage id="campaigns.wayOn.all" />
            </LocalizedLink>
          }
        >
          <CampaignCards campaigns={ahead} />
        </Section>
      ) : (
        <NoCampaignAlternative boutiques={boutiques} id="way-on" linkToHub />
      )}
    </div>
  );
}
