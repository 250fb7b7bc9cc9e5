import { productJsonLd, translate } from '@oriel/i18n';
import type { ProductLoaderData } from './product.server';

/** `meta` input of a product page: Product JSON-LD with the prices the page shows. */
export function productMetaInput(data: ProductLoaderData) {
  const { ctx, product, crumbs, path } = data;
  const parent = product.line === 'makeup' ? product.category?.name : product.collection?.name;
  return {
    path,
    title: parent ? translate(ctx.locale, 'pages.titleParts', { name: product.name, parent }) : product.name,
    description: `${product.subtitle}. ${product.description}`.slice(0, 300),
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
