import { FormattedMessage } from 'react-intl';
import { ProductGrid, Section } from '@oriel/ui';
import { CollectionSpreads } from '../components/collection-spreads';
import { LandingHeader } from '../components/landing-header';
import { WarrantyBand } from '../components/warranty-band';
import { contentHeaders } from '../lib/cache';
import { content } from '../lib/content.server';
import { pageMeta, sectionCrumbs } from '../lib/meta';
import { pageContext } from '../lib/page.server';
import { toProductCard } from '../lib/view-models';
import type { Route } from './+types/home-fragrance';
import type { MessagesHandle } from '@oriel/i18n';

/** The message areas this page renders beyond the frame's: the page loads only their messages. */
export const handle = { messages: ['catalogue'] } satisfies MessagesHandle;

export const headers = contentHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const [page, collections, products] = await Promise.all([
    content.page(ctx.locale, 'home-fragrance'),
    content.homeCollections(ctx.locale),
    content.products(ctx.locale, { line: 'home-fragrance' }),
  ]);
  const crumbs = sectionCrumbs(ctx.locale, 'catalogue.homeFragrance.title', '/home-fragrance');
  return { ctx, page, collections, products, crumbs };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { ctx, page, collections, crumbs } = loaderData;
  return pageMeta(ctx, {
    path: '/home-fragrance',
    title: page.title,
    description: page.seoDescription,
    image: page.heroImage ?? collections[0]?.heroImage,
    crumbs,
  });
}

/** The at-home collection (SPEC: "Home fragrance ... the at-home collection under /home-fragrance"). */
export default function HomeFragrance({ loaderData }: Route.ComponentProps) {
  const { page, collections, products, crumbs } = loaderData;
  const heroImage = page.heroImage ?? collections[0]?.heroImage ?? products[0]?.image;
  return (
    <main className="ed-page">
      <LandingHeader eyebrowId="catalogue.homeFragrance.eyebrow" page={page} image={heroImage} crumbs={crumbs} />
      <CollectionSpreads collections={collections} basePath="/home-fragrance" />
      <Section
        id="creations"
        eyebrow={<FormattedMessage id="catalogue.count" values={{ count: products.length }} />}
        title={<FormattedMessage id="catalogue.homeFragrance.all" />}
      >
        {/* Every home fragrance is of the at-home collection, which the page names: no card repeats it. */}
        {products.length ? (
          <ProductGrid products={products.map((p) => toProductCard(p, { showLine: false }))} />
        ) : (
          <p className="ed-empty">
            <FormattedMessage id="catalogue.empty" />
          </p>
        )}
      </Section>
      <WarrantyBand />
    </main>
  );
}
