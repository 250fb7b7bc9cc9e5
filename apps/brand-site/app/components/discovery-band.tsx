import { FormattedMessage } from 'react-intl';
import { useRouteLoaderData } from 'react-router';
import { LocalizedLink } from '@oriel/i18n';
import { DateText, Section, keepNames } from '@oriel/ui';
import type { DiscoveryBandData } from '../lib/discovery.server';

/**
 * The "discovery and trial" entry point of the spec's screen list: the door from the brand site to
 * the campaign micro-app. It names the campaign open now or coming next (the root loader asks the
 * data service); with none, it promises no sample and sends the visitor to the boutiques instead.
 */
export function DiscoveryBand({ id = 'discovery' }: { id?: string }) {
  const campaign = (useRouteLoaderData('root') as { discovery?: DiscoveryBandData } | undefined)?.discovery?.campaign ?? null;
  const date = campaign ? <DateText value={campaign.date} /> : '';
  return (
    <Section
      id={id}
      tone="ink"
      eyebrow={<FormattedMessage id="pages.discovery.eyebrow" />}
      title={<FormattedMessage id="pages.discovery.title" />}
      intro={
        campaign ? (
          <FormattedMessage id={campaign.state === 'open' ? 'pages.discovery.openText' : 'pages.discovery.upcomingText'} values={{ date, title: keepNames(campaign.title), summary: keepNames(campaign.summary) }} />
        ) : (
          <FormattedMessage id="pages.discovery.noneText" />
        )
      }
      action={
        <span className="ed-actions" data-slot="discovery-band" data-campaign={campaign?.slug ?? ''}>
          {campaign ? (
            <LocalizedLink to={`/discovery-trial/${campaign.slug}`} className="ed-button">
              <FormattedMessage id="pages.discovery.campaignCta" values={{ title: campaign.title }} />
            </LocalizedLink>
          ) : (
            <LocalizedLink to="/boutiques" className="ed-button">
              <FormattedMessage id="pages.discovery.boutiquesCta" />
            </LocalizedLink>
          )}
          <LocalizedLink to="/discovery-trial" className="ed-link">
            <FormattedMessage id="pages.discovery.allCampaigns" />
          </LocalizedLink>
        </span>
      }
    />
  );
}
