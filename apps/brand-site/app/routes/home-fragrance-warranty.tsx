import { FormattedMessage } from 'react-intl';
import { translate, type MessagesHandle } from '@oriel/i18n';
import { ContentPage } from '../components/content-page';
import { contentHeaders } from '../lib/cache';
import { content } from '../lib/content.server';
import { pageMeta } from '../lib/meta';
import { pageContext } from '../lib/page.server';
import type { Route } from './+types/home-fragrance-warranty';

/** The message areas this page renders beyond the frame's: the page loads only their messages. */
export const handle = { messages: ['catalogue'] } satisfies MessagesHandle;

export const headers = contentHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const page = await content.page(ctx.locale, 'home-fragrance-warranty');
  const crumbs = [
    { label: translate(ctx.locale, 'pages.home'), to: '/' },
    { label: translate(ctx.locale, 'catalogue.homeFragrance.title'), to: '/home-fragrance' },
    { label: page.title, to: '/home-fragrance-warranty' },
  ];
  return { ctx, page, crumbs };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { ctx, page, crumbs } = loaderData;
  return pageMeta(ctx, { path: '/home-fragrance-warranty', title: page.title, description: page.seoDescription, image: page.heroImage, crumbs });
}

export default function HomeFragranceWarranty({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} eyebrow={<FormattedMessage id="pages.warranty.eyebrow" />} crumbs={loaderData.crumbs} utility />;
}
