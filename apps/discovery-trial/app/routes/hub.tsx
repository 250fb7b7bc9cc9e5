import { FormattedMessage, useIntl } from 'react-intl';
import { brand } from '@oriel/config';
import { fetchBoutiques, fetchCampaigns, groupCampaigns } from '@oriel/data-client';
import { requestLocale, seoMeta, translate, type MessagesHandle } from '@oriel/i18n';
import { Breadcrumb, Hero, Section } from '@oriel/ui';
import { CampaignCards, NoCampaignAlternative } from '../components/campaign-list';
import { serverDataClient } from '../lib/data.server';
import { env } from '../lib/env.server';
import type { Route } from './+types/hub';

/** The message areas this page renders beyond the frame's: the page loads only their messages. */
export const handle = { messages: ['campaigns', 'catalogue'] } satisfies MessagesHandle;

/** Campaign states move with the clock: shared caches keep the hub a minute. */
export function headers({ errorHeaders }: Route.HeadersArgs): HeadersInit {
  return errorHeaders ?? { 'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' };
}

/**
 * `/discovery-trial`: every campaign the data service knows (no list of slugs here), grouped by
 * what a visitor can do now; when nothing is open or announced, the permanent boutiques instead.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const locale = requestLocale(context);
  const groups = groupCampaigns(await fetchCampaigns(serverDataClient, locale));
  const nothingAhead = groups.current.length === 0 && groups.upcoming.length === 0;
  const boutiques = nothingAhead ? (await fetchBoutiques(serverDataClient, locale, 'permanent')).data.map((b) => b.attributes) : [];
  return { locale, siteUrl: env.SITE_URL, ...groups, boutiques };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { locale, siteUrl } = loaderData;
  return seoMeta({
    siteUrl,
    locale,
    path: '/discovery-trial',
    title: translate(locale, 'campaigns.hub.metaTitle', { brand: brand.name }),
    description: translate(locale, 'campaigns.hub.description', { brand: brand.name }),
  });
}

export default function Hub({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { current, upcoming, past, boutiques } = loaderData;
  const crumbs = [
    { label: intl.formatMessage({ id: 'pages.home' }), to: '/' },
    { label: intl.formatMessage({ id: 'nav.discoveryTrial' }), to: '/discovery-trial' },
  ];
  return (
    <main className="ed-page campaign-hub" data-slot="campaign-hub">
      <Hero eyebrow={<FormattedMessage id="campaigns.hub.eyebrow" />} title={intl.formatMessage({ id: 'campaigns.hub.title' })} lead={<FormattedMessage id="campaigns.hub.lead" />} size="compact">
        <Breadcrumb crumbs={crumbs} tone="dark" />
      </Hero>
      {current.length > 0 && (
        <Section id="current" title={<FormattedMessage id="campaigns.hub.current" />}>
          <CampaignCards campaigns={current} />
        </Section>
      )}
      {upcoming.length > 0 && (
        <Section id="upcoming" title={<FormattedMessage id="campaigns.hub.upcoming" />}>
          <CampaignCards campaigns={upcoming} />
        </Section>
      )}
      {current.length === 0 && upcoming.length === 0 && <NoCampaignAlternative boutiques={boutiques} />}
      {past.length > 0 && (
        <Section id="past" tone="stone" title={<FormattedMessage id="campaigns.hub.past" />}>
          <CampaignCards campaigns={past} />
        </Section>
      )}
    </main>
  );
}
