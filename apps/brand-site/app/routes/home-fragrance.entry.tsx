import { FormattedMessage } from 'react-intl';
import { translate, type MessagesHandle } from '@oriel/i18n';
import { CollectionPage } from '../components/collection-page';
import { ProductDetailView } from '../components/product-detail';
import { WarrantyBand } from '../components/warranty-band';
import { contentHeaders } from '../lib/cache';
import { content } from '../lib/content.server';
import { pageMeta, summarise } from '../lib/meta';
import { pageContext } from '../lib/page.server';
import { loadProduct } from '../lib/product.server';
import { compactImages } from '../lib/images.server';
import type { Route } from './+types/home-fragrance.entry';

/** The message areas this page renders beyond the frame's: the page loads only their messages. */
export const handle = { messages: ['catalogue'] } satisfies MessagesHandle;

export const headers = contentHeaders;

/**
 * `/home-fragrance/{x}`: the collection `x` of the at-home line, or (SPEC: "collection optional")
 * the home-fragrance product `x` when it belongs to no collection.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const collections = await content.homeCollections(ctx.locale);
  if (!collections.some((c) => c.slug === params.entry)) {
    const product = await loadProduct({ context, slug: params.entry }, { line: 'home-fragrance', parent: null });
    return { kind: 'product' as const, ...product };
  }
  const [collection, products] = await Promise.all([
    content.homeCollection(ctx.locale, params.entry),
    content.products(ctx.locale, { line: 'home-fragrance', collection: params.entry }),
  ]);
  const path = `/home-fragrance/${collection.slug}`;
  const crumbs = [
    { label: translate(ctx.locale, 'pages.home'), to: '/' },
    { label: translate(ctx.locale, 'catalogue.homeFragrance.title'), to: '/home-fragrance' },
    { label: collection.name, to: path },
  ];
  return { kind: 'collection' as const, ctx, collection: compactImages(collection), products: compactImages(products), crumbs, path };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  if (loaderData.kind === 'product') {
    return pageMeta(loaderData.ctx, loaderData.meta);
  }
  const { ctx, collection, crumbs, path } = loaderData;
  return pageMeta(ctx, { path, title: collection.name, description: summarise(`${collection.tagline}. ${collection.intro}`), image: collection.heroImage, crumbs });
}

export default function HomeFragranceEntry({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'product') {
    return <ProductDetailView product={loaderData.product} boutiques={loaderData.boutiques} crumbs={loaderData.crumbs} today={loaderData.today} />;
  }
  const { collection, products, crumbs } = loaderData;
  return (
    <CollectionPage
      eyebrow={<FormattedMessage id="nav.homeFragrance" />}
      title={collection.name}
      lead={collection.tagline}
      heroImage={collection.heroImage}
      crumbs={crumbs}
      intro={collection.intro}
      story={collection.story}
      products={products}
      after={<WarrantyBand />}
    />
  );
}
