import type { MetaDescriptor } from 'react-router';
import { brand } from '@oriel/config';
import { type Locale, locales, localeInfo } from './locales';
import { localePath } from './paths';

/**
 * Search-engine and sharing tags for one page, used by the `meta` export of every route in both
 * apps: title, description, absolute canonical URL, hreflang alternates (en-HK, zh-Hant-HK,
 * x-default; the page's own locale included), Open Graph, Twitter card and JSON-LD.
 *
 * `siteUrl` comes from the server's configuration (`SITE_URL`, handed to the page by its loader),
 * so canonical URLs are the public ones even behind a proxy.
 */
export interface SeoInput {
  siteUrl: string;
  locale: Locale;
  /** Locale-free path of the page, with the query that selects its content (`/legals-and-policy?sub=privacy-policy`). */
  path: string;
  title: string;
  description: string;
  /** Absolute or site-relative URL of the sharing image. */
  image?: { src: string; width?: number; height?: number; alt?: string };
  /** `og:type`: `website` by default. */
  type?: 'website' | 'article' | 'product';
  /** Pages that must not be indexed (maintenance, thank-you pages, the pre-release gate). */
  noindex?: boolean;
  /** Structured data, one `<script type="application/ld+json">` each. */
  jsonLd?: readonly JsonLd[];
}

export type JsonLd = Record<string, unknown>;

/** `https://site.example` + locale prefix + path: `https://site.example/`, `https://site.example/tc/about`. */
export function absoluteUrl(siteUrl: string, locale: Locale, path: string): string {
  return new URL(localePath(locale, path), withSlash(siteUrl)).href;
}

/** The site-absolute form of a site-relative asset URL (`/content/x.avif` -> `https://site/content/x.avif`). */
export function absoluteAsset(siteUrl: string, src: string): string {
  return new URL(src, withSlash(siteUrl)).href;
}

function withSlash(siteUrl: string): string {
  return siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/** The hreflang set of a page: one per locale plus `x-default` (English, the default locale). */
export function alternates(siteUrl: string, path: string): Alternate[] {
  return [
    ...locales.map((locale) => ({ hreflang: localeInfo[locale].hreflang, href: absoluteUrl(siteUrl, locale, path) })),
    { hreflang: 'x-default', href: absoluteUrl(siteUrl, 'en', path) },
  ];
}

/** The whole `meta` array of a page. */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const canonical = absoluteUrl(input.siteUrl, input.locale, input.path);
  const other = locales.filter((l) => l !== input.locale);
  const image = input.image ? absoluteAsset(input.siteUrl, input.image.src) : undefined;
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...alternates(input.siteUrl, input.path).map((a) => ({ tagName: 'link', rel: 'alternate', hrefLang: a.hreflang, href: a.href })),
    { property: 'og:site_name', content: brand.name },
    { property: 'og:type', content: input.type === 'article' ? 'article' : input.type === 'product' ? 'product' : 'website' },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: localeInfo[input.locale].ogLocale },
    ...other.map((l) => ({ property: 'og:locale:alternate', content: localeInfo[l].ogLocale })),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
  if (image && input.image) {
    tags.push({ property: 'og:image', content: image });
    if (input.image.width) tags.push({ property: 'og:image:width', content: String(input.image.width) });
    if (input.image.height) tags.push({ property: 'og:image:height', content: String(input.image.height) });
    if (input.image.alt) tags.push({ property: 'og:image:alt', content: input.image.alt });
  }
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
  for (const item of input.jsonLd ?? []) tags.push({ 'script:ld+json': item });
  return tags;
}

/** JSON-LD of the house itself (home page). */
export function organizationJsonLd(siteUrl: string, locale: Locale): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    url: absoluteUrl(siteUrl, locale, '/'),
    logo: absoluteAsset(siteUrl, '/favicon.svg'),
    email: brand.email,
    telephone: brand.phone.e164,
    sameAs: [brand.social.facebook, brand.social.instagram],
  };
}

/** JSON-LD breadcrumb trail; `path` of each crumb is locale-free. */
export function breadcrumbJsonLd(siteUrl: string, locale: Locale, crumbs: readonly { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, locale, crumb.path),
    })),
  };
}

/**
 * JSON-LD of a product. `offers` only for the prices the page shows (an Offer without a price is
 * invalid); the house sells in its boutiques, so each Offer is `InStoreOnly`.
 */
export function productJsonLd(
  siteUrl: string,
  locale: Locale,
  product: {
    name: string;
    path: string;
    description: string;
    images: readonly string[];
    category?: string;
    sku?: string;
    offers?: readonly { price: number; currency: string; sku: string; name?: string }[];
  },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    url: absoluteUrl(siteUrl, locale, product.path),
    image: product.images.map((src) => absoluteAsset(siteUrl, src)),
    brand: { '@type': 'Brand', name: brand.name },
    ...(product.category ? { category: product.category } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.offers?.length
      ? {
          offers: product.offers.map((o) => ({
            '@type': 'Offer',
            price: o.price.toFixed(2),
            priceCurrency: o.currency,
            sku: o.sku,
            ...(o.name ? { name: o.name } : {}),
            availability: 'https://schema.org/InStoreOnly',
            url: absoluteUrl(siteUrl, locale, product.path),
          })),
        }
      : {}),
  };
}

/** JSON-LD of a brand story. */
export function articleJsonLd(
  siteUrl: string,
  locale: Locale,
  article: { title: string; path: string; description: string; image?: string; datePublished?: string; dateModified?: string },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    url: absoluteUrl(siteUrl, locale, article.path),
    mainEntityOfPage: absoluteUrl(siteUrl, locale, article.path),
    inLanguage: localeInfo[locale].htmlLang,
    ...(article.image ? { image: [absoluteAsset(siteUrl, article.image)] } : {}),
    ...(article.datePublished ? { datePublished: article.datePublished } : {}),
    ...(article.dateModified ? { dateModified: article.dateModified } : {}),
    author: { '@type': 'Organization', name: brand.name },
    publisher: { '@type': 'Organization', name: brand.name, logo: { '@type': 'ImageObject', url: absoluteAsset(siteUrl, '/favicon.svg') } },
  };
}
