import { FormattedMessage } from 'react-intl';
import { data } from 'react-router';
import { campaignSlugs } from '@oriel/config';
import { LocalizedLink, localeFromParam, translate } from '@oriel/i18n';
import type { Route } from './+types/campaign';

const known = new Set<string>(Object.values(campaignSlugs));

export function loader({ params }: Route.LoaderArgs) {
  if (!known.has(params.slug)) throw data({ unmatched: true }, { status: 404 });
  return { slug: params.slug };
}

export function meta({ params }: Route.MetaArgs) {
  const locale = localeFromParam(params.lang) ?? 'en';
  return [{ title: translate(locale, 'campaign.discoverLink') }];
}

export default function Campaign({ loaderData }: Route.ComponentProps) {
  return (
    <main className="oriel-campaign" data-campaign={loaderData.slug}>
      <h1>
        <FormattedMessage id="campaign.discoverLink" />
      </h1>
      <LocalizedLink to="/">
        <FormattedMessage id="error.backHome" />
      </LocalizedLink>
    </main>
  );
}
