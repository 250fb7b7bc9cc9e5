import { productJsonLd, translate } from '@oriel/i18n';
import type { ProductDetail } from './content-types';
import { type Crumb, summarise } from './meta';
import type { PageContext } from './page.server';

/**
 * What a product page's `meta` says: title, description, and Product JSON-LD with the prices the
 * page shows. Worked out by the loader (product.server.ts), so the browser carries the result in
 * the page's data and not the JSON-LD builder in its scripts.
 */
export function productMetaInput({ ctx, product, crumbs, path }: { ctx: PageContext; product: ProductDetail; crumbs: Crumb[]; path: string }) {
  const parent = product.line === 'makeup' ? product.category?.name : product.collection?.name;
  return {
    path,
    title: parent ? translate(ctx.locale, 'pages.titleParts', { name: product.name, parent }) : product.name,
    description: summarise(`${product.subtitle}. ${product.description}`),
    image: product.images[0] ?? product.image,
    type: 'product' as const,
    crumbs,
    jsonLd: [
      productJsonLd(ctx.siteUrl, ctx.locale, {
        name: product.name,
        path,
        description: product.description,
        images: product.images.map((i) => i.url),
        category: parent,
        sku: product.variants[0]?.sku,
        offers: product.variants.map((v) => ({ price: v.price, currency: 'HKD', sku: v.sku, name: v.label ? `${v.label} ${v.size}` : v.size })),
      }),
    ],
  };
}
