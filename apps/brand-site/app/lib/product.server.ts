import type { RouterContextProvider } from 'react-router';
import { translate } from '@oriel/i18n';
import { now } from './clock.server';
import { content } from './content.server';
import type { ProductDetail } from './content-types';
import type { Crumb } from './meta';
import { type PageContext, notFound, pageContext } from './page.server';
import { compactImages } from './images.server';
import { productMetaInput } from './product-meta';
import { openBoutiques, productPath } from './view-models';

export type ProductLine = ProductDetail['line'];

/** The trail of a product: home, its section, its collection or category, itself. */
export function productCrumbs(ctx: PageContext, product: ProductDetail): Crumb[] {
  const home = { label: translate(ctx.locale, 'pages.home'), to: '/' };
  const self = { label: product.name, to: productPath(product) };
  if (product.line === 'makeup') {
    const makeup = { label: translate(ctx.locale, 'catalogue.makeup.title'), to: '/makeup' };
    return product.category ? [home, makeup, { label: product.category.name, to: `/makeup/${product.category.slug}` }, self] : [home, makeup, self];
  }
  const section =
    product.line === 'home-fragrance'
      ? { label: translate(ctx.locale, 'catalogue.homeFragrance.title'), to: '/home-fragrance' }
      : { label: translate(ctx.locale, 'catalogue.fragrance.title'), to: '/fragrance' };
  const base = product.line === 'home-fragrance' ? '/home-fragrance' : '/fragrance';
  return product.collection ? [home, section, { label: product.collection.name, to: `${base}/${product.collection.slug}` }, self] : [home, section, self];
}

/**
 * Loads a product page. The URL must be the product's own: a product of another line or another
 * collection/category answers 404 (no duplicate pages under made-up paths).
 */
export async function loadProduct(page: { context: Readonly<RouterContextProvider>; slug?: string }, expected: { line: ProductLine; parent?: string | null }) {
  const ctx = pageContext(page.context);
  const [product, boutiques] = await Promise.all([content.product(ctx.locale, page.slug ?? ''), content.boutiques(ctx.locale)]);
  if (product.line !== expected.line) throw notFound();
  const parent = product.line === 'makeup' ? product.category?.slug : product.collection?.slug;
  if (expected.parent !== undefined && (parent ?? null) !== expected.parent) throw notFound();
  // The site's clock (APP_NOW in a rehearsal), as the boutiques page reads it; the instant travels
  // with the data, so server and browser show the same day's hours.
  const at = now();
  const shown = { ctx, product: compactImages(product), boutiques: openBoutiques(boutiques, at), today: at.toISOString(), crumbs: productCrumbs(ctx, product), path: productPath(product) };
  return { ...shown, meta: productMetaInput(shown) };
}

export type ProductLoaderData = Awaited<ReturnType<typeof loadProduct>>;
