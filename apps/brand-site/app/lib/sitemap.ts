import { absoluteUrl, alternates, locales } from '@oriel/i18n';
import type { SitemapData } from './content-types';
import { legalPages } from './legal';

/** One page to list: its locale-free path (with the query that selects it) and when it last changed. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** The static pages of the brand site that search engines should index (not /maintenance). */
export const staticBrandPaths = [
  '/',
  '/about',
  '/article',
  '/boutiques',
  '/exclusive-rewards',
  '/exclusive-rewards/loyalty-program',
  '/fragrance',
  '/fragrance-finder',
  '/home-fragrance',
  '/home-fragrance-warranty',
  ...legalPages.map((sub) => `/legals-and-policy?sub=${sub}`),
  '/makeup',
  '/new-arrivals',
] as const;

const pageKeyPaths: Record<string, string> = {
  about: '/about',
  'home-fragrance-warranty': '/home-fragrance-warranty',
  'loyalty-program': '/exclusive-rewards/loyalty-program',
  'exclusive-rewards': '/exclusive-rewards',
  ...Object.fromEntries(legalPages.map((sub) => [sub, `/legals-and-policy?sub=${sub}`])),
};

/**
 * Every indexable URL of the brand site, from the data service's list of slugs. A product is
 * listed once, at its catalogue URL: `/new-arrivals/...` pages point their canonical there.
 */
export function brandSiteEntries(data: SitemapData): SitemapEntry[] {
  const updated = new Map(data.pages.map((p) => [pageKeyPaths[p.key], p.updated]));
  const entries: SitemapEntry[] = staticBrandPaths.map((path) => ({ path, lastmod: updated.get(path) }));
  for (const a of data.articles) entries.push({ path: `/article/${a.slug}`, lastmod: a.date });
  for (const c of data.collections) entries.push({ path: `/fragrance/${c.slug}`, lastmod: c.date });
  for (const c of data.homeCollections) entries.push({ path: `/home-fragrance/${c.slug}`, lastmod: c.date });
  for (const c of data.categories) {
    entries.push({ path: `/makeup/${c.slug}` });
    for (const sub of c.subCategories) entries.push({ path: `/makeup/${c.slug}?sub=${sub}` });
  }
  const collections = new Set(data.collections.map((c) => c.slug));
  const homeCollections = new Set(data.homeCollections.map((c) => c.slug));
  const categories = new Set(data.categories.map((c) => c.slug));
  for (const p of data.products) {
    if (p.line === 'fragrance' && p.collection && collections.has(p.collection)) entries.push({ path: `/fragrance/${p.collection}/${p.slug}`, lastmod: p.date });
    else if (p.line === 'home-fragrance' && p.collection && homeCollections.has(p.collection)) entries.push({ path: `/home-fragrance/${p.collection}/${p.slug}`, lastmod: p.date });
    else if (p.line === 'home-fragrance' && !p.collection) entries.push({ path: `/home-fragrance/${p.slug}`, lastmod: p.date });
    else if (p.line === 'makeup' && p.category && categories.has(p.category)) entries.push({ path: `/makeup/${p.category}/${p.slug}`, lastmod: p.date });
  }
  return entries;
}

/**
 * The campaign app's indexable URLs: its hub and each campaign's page (SPEC §2), the campaigns as
 * the data service lists them. Its /edm landings (reached from a mailing) and /thank-you pages (the
 * end of a registration) are not pages to arrive at from a search: the campaign app marks them
 * noindex, so they stay out of the sitemap.
 */
export function campaignEntries(campaigns: readonly { slug: string }[]): SitemapEntry[] {
  return [{ path: '/discovery-trial' }, ...campaigns.map((c) => ({ path: `/discovery-trial/${c.slug}` }))];
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** A `<urlset>`: each entry in every locale, each with its hreflang alternates (`xhtml:link`). */
export function renderUrlset(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const links = alternates(siteUrl, entry.path)
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
      .join('\n');
    return locales.map(
      (locale) =>
        `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, locale, entry.path))}</loc>\n${entry.lastmod ? `    <lastmod>${entry.lastmod}</lastmod>\n` : ''}${links}\n  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The parts of the sitemap index: one per app. */
export const sitemapParts = ['brand-site', 'discovery-trial'] as const;
export type SitemapPart = (typeof sitemapParts)[number];

export function sitemapPartPath(part: SitemapPart): string {
  return `/sitemap/${part}.xml`;
}

export function renderIndex(siteUrl: string): string {
  const base = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
  const items = sitemapParts.map((part) => `  <sitemap>\n    <loc>${escapeXml(new URL(sitemapPartPath(part).slice(1), base).href)}</loc>\n  </sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

export function renderRobots(siteUrl: string, options: { gateOn: boolean }): string {
  const base = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
  const sitemap = new URL('sitemap.xml', base).href;
  // Behind the pre-release gate nothing is public yet: ask every crawler to stay out.
  if (options.gateOn) return `User-agent: *\nDisallow: /\n`;
  return `User-agent: *\nAllow: /\nAllow: /api/media/\nDisallow: /api/\n\nSitemap: ${sitemap}\n`;
}
