import { FormattedMessage } from 'react-intl';
import { translate } from '@oriel/i18n';
import { ContentPage } from '../components/content-page';
import { DiscoveryBand } from '../components/discovery-band';
import { contentHeaders } from '../lib/cache';
import { content } from '../lib/content.server';
import { pageMeta } from '../lib/meta';
import { pageContext } from '../lib/page.server';
import type { Route } from './+types/about';

export const headers = contentHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const page = await content.page(ctx.locale, 'about');
  const crumbs = [
    { label: translate(ctx.locale, 'pages.home'), to: '/' },
    { label: page.title, to: '/about' },
  ];
  return { ctx, page, crumbs };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { ctx, page, crumbs } = loaderData;
  return pageMeta(ctx, { path: '/about', title: page.title, description: page.seoDescription, image: page.heroImage, crumbs });
}

export default function About({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} eyebrow={<FormattedMessage id="pages.about.eyebrow" />} crumbs={loaderData.crumbs} after={<DiscoveryBand />} />;
}
