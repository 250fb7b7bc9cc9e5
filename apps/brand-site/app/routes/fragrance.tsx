import { CollectionSpreads } from '../components/collection-spreads';
import { DiscoveryBand } from '../components/discovery-band';
import { FinderBand } from '../components/finder-band';
import { LandingHeader } from '../components/landing-header';
import { contentHeaders } from '../lib/cache';
import { content } from '../lib/content.server';
import { pageMeta, sectionCrumbs } from '../lib/meta';
import { pageContext } from '../lib/page.server';
import type { Route } from './+types/fragrance';
import type { MessagesHandle } from '@oriel/i18n';

/** The message areas this page renders beyond the frame's: the page loads only their messages. */
export const handle = { messages: ['catalogue'] } satisfies MessagesHandle;

export const headers = contentHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const [page, collections] = await Promise.all([content.page(ctx.locale, 'fragrance'), content.collections(ctx.locale)]);
  const crumbs = sectionCrumbs(ctx.locale, 'catalogue.fragrance.title', '/fragrance');
  return { ctx, page, collections, crumbs };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { ctx, page, collections, crumbs } = loaderData;
  return pageMeta(ctx, {
    path: '/fragrance',
    title: page.title,
    description: page.seoDescription,
    image: page.heroImage ?? collections[0]?.heroImage,
    crumbs,
  });
}

/** The fragrance collections, one spread each, newest first (as the header's Fragrance menu). */
export default function Fragrance({ loaderData }: Route.ComponentProps) {
  const { page, collections, crumbs } = loaderData;
  const heroImage = page.heroImage ?? collections[0]?.heroImage;
  return (
    <main className="ed-page">
      <LandingHeader eyebrowId="catalogue.fragrance.eyebrow" page={page} image={heroImage} crumbs={crumbs} />
      <CollectionSpreads collections={collections} basePath="/fragrance" alternateTones />
      <FinderBand />
      <DiscoveryBand />
    </main>
  );
}
