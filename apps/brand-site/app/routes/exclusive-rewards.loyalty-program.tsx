import { FormattedMessage } from 'react-intl';
import { LocalizedLink, translate } from '@oriel/i18n';
import { Section } from '@oriel/ui';
import { ContentPage } from '../components/content-page';
import { contentHeaders } from '../lib/cache';
import { content } from '../lib/content.server';
import { pageMeta } from '../lib/meta';
import { pageContext } from '../lib/page.server';
import type { Route } from './+types/exclusive-rewards.loyalty-program';

export const headers = contentHeaders;

/** The terms of the loyalty programme (tiers, points, gifts, privileges), from the data service. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const page = await content.page(ctx.locale, 'loyalty-program');
  const path = '/exclusive-rewards/loyalty-program';
  const crumbs = [
    { label: translate(ctx.locale, 'pages.home'), to: '/' },
    { label: translate(ctx.locale, 'pages.loyalty.eyebrow'), to: '/exclusive-rewards' },
    { label: page.title, to: path },
  ];
  return { ctx, page, crumbs, path };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { ctx, page, crumbs, path } = loaderData;
  return pageMeta(ctx, { path, title: page.title, description: page.seoDescription, image: page.heroImage, crumbs });
}

export default function LoyaltyProgram({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage
      page={loaderData.page}
      eyebrow={<FormattedMessage id="pages.loyalty.eyebrow" />}
      crumbs={loaderData.crumbs}
      utility
      after={
        <Section
          id="lookup"
          tone="ink"
          eyebrow={<FormattedMessage id="pages.loyalty.eyebrow" />}
          title={<FormattedMessage id="pages.loyalty.lookupTitle" />}
          intro={<FormattedMessage id="pages.loyalty.lookupText" />}
          action={
            <LocalizedLink to="/exclusive-rewards" className="ed-button">
              <FormattedMessage id="pages.loyalty.cta" />
            </LocalizedLink>
          }
        />
      }
    />
  );
}
