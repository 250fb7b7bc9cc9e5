import { matchPath } from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import { seededCampaignSlugs } from '@oriel/config/seeded-campaigns';
import brandRoutes from '../routes';
import type { SitemapData } from './content-types';
import { brandSiteEntries, campaignEntries, renderIndex, renderRobots, renderUrlset, staticBrandPaths } from './sitemap';

/** Every route of an app as a full path pattern, without its catch-all (which matches anything). */
function patterns(entries: readonly RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, '/');
    const own = entry.index || (entry.path !== undefined && !entry.children?.length) ? [path || '/'] : [];
    return [...own, ...patterns(entry.children ?? [], path)].filter((p) => !p.endsWith('*'));
  });
}

const brandPatterns = patterns(brandRoutes);
// The campaign app is another deployable (not importable here): its pages as SPEC §2 names them.
// The e2e crawl (seo.spec.ts) checks that the campaign app really serves each listed URL.
const campaignPatterns = ['/discovery-trial', '/discovery-trial/:slug', '/tc/discovery-trial', '/tc/discovery-trial/:slug'];
const matches = (list: string[], pathname: string) => list.filter((pattern) => matchPath({ path: pattern, end: true }, pathname));

/** Content as the data service lists it (GET /api/sitemap), one of every kind. */
const data: SitemapData = {
  collections: [{ slug: 'matin', date: '2024-05-01' }],
  homeCollections: [{ slug: 'a-la-maison', date: '2023-01-01' }],
  categories: [{ slug: 'lips', subCategories: ['lipstick', 'lip-balm'] }],
  products: [
    { slug: 'l-eau', line: 'fragrance', collection: 'matin', category: null, date: '2024-05-01', newArrival: true },
    { slug: 'bougie', line: 'home-fragrance', collection: 'a-la-maison', category: null, date: '2023-02-01', newArrival: false },
    { slug: 'rouge-palais', line: 'makeup', collection: null, category: 'lips', date: '2024-01-01', newArrival: false },
  ],
  articles: [{ slug: 'the-making-of-matin', date: '2024-05-06' }],
  pages: [{ key: 'about', updated: '2024-09-12' }],
};
const siteUrl = 'https://www.maison-oriel.example';

describe('sitemap', () => {
  const brand = brandSiteEntries(data);
  const campaigns = campaignEntries(seededCampaignSlugs.map((slug) => ({ slug })));

  it('lists only URLs that a route of the brand site serves', () => {
    for (const entry of brand) {
      const pathname = entry.path.split('?')[0]!;
      expect(matches(brandPatterns, pathname), entry.path).not.toEqual([]);
      expect(matches(brandPatterns, `/tc${pathname === '/' ? '' : pathname}`), `/tc${entry.path}`).not.toEqual([]);
    }
  });

  it('lists every page of the brand site that has no parameter, except the ones kept out of search', () => {
    // Search results are noindex: never listed. /cookie-choice is the consent banner's action,
    // /prerelease-gate the gate form's and /rum the real-user monitoring's (docs/observability.md), not pages.
    const unlisted = new Set(['/maintenance', '/tc/maintenance', '/search', '/tc/search', '/sitemap.xml', '/robots.txt', '/cookie-choice', '/prerelease-gate', '/rum']);
    const listed = new Set(brand.map((e) => e.path.split('?')[0]));
    const staticPages = brandPatterns.filter((p) => !unlisted.has(p) && !p.includes(':') && p !== '/tc' && !p.startsWith('/tc/'));
    expect(staticPages.length).toBeGreaterThan(10);
    for (const page of staticPages) expect(listed, page).toContain(page);
  });

  it('lists each product once, at its catalogue URL, and every makeup sub-category', () => {
    const paths = brand.map((e) => e.path);
    expect(paths).toContain('/fragrance/matin/l-eau');
    expect(paths).toContain('/home-fragrance/a-la-maison/bougie');
    expect(paths).toContain('/makeup/lips/rouge-palais');
    expect(paths).toContain('/makeup/lips?sub=lip-balm');
    expect(paths).toContain('/legals-and-policy?sub=cookie-policy');
    expect(paths.filter((p) => p.startsWith('/new-arrivals/'))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
    expect(brand.find((e) => e.path === '/about')?.lastmod).toBe('2024-09-12');
  });

  it('lists the campaign hub and every campaign page the data service names, and no /edm or /thank-you page (noindex in the campaign app)', () => {
    const paths = campaigns.map((e) => e.path);
    expect(paths.sort()).toEqual(['/discovery-trial', ...seededCampaignSlugs.map((slug) => `/discovery-trial/${slug}`)].sort());
    for (const path of paths) {
      expect(matches(campaignPatterns, path), path).not.toEqual([]);
      expect(matches(campaignPatterns, `/tc${path}`), path).not.toEqual([]);
    }
  });

  it('writes each URL in both locales with its three hreflang alternates', () => {
    const xml = renderUrlset(siteUrl, [{ path: '/makeup/lips?sub=lipstick', lastmod: '2024-01-01' }]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://www.maison-oriel.example/makeup/lips?sub=lipstick</loc>');
    expect(xml).toContain('<loc>https://www.maison-oriel.example/tc/makeup/lips?sub=lipstick</loc>');
    expect(xml.match(/hreflang="zh-Hant-HK" href="https:\/\/www.maison-oriel.example\/tc\/makeup\/lips\?sub=lipstick"/g)).toHaveLength(2);
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(2);
    expect(xml.match(/<lastmod>2024-01-01<\/lastmod>/g)).toHaveLength(2);
  });

  it('indexes the two parts and is announced by robots.txt', () => {
    expect(renderIndex(siteUrl)).toContain('<loc>https://www.maison-oriel.example/sitemap/brand-site.xml</loc>');
    expect(renderIndex(siteUrl)).toContain('<loc>https://www.maison-oriel.example/sitemap/discovery-trial.xml</loc>');
    expect(renderRobots(siteUrl, { gateOn: false })).toContain('Sitemap: https://www.maison-oriel.example/sitemap.xml');
    expect(renderRobots(siteUrl, { gateOn: true })).toBe('User-agent: *\nDisallow: /\n');
  });

  it('names the static pages it always lists', () => {
    expect(staticBrandPaths).toContain('/fragrance-finder');
  });
});
