import { expect, test } from '@playwright/test';
import { type SitemapUrl, inBatches, pathOf, readHead, readSitemap } from './seo-helpers';

const langOf = (path: string) => (path === '/tc' || path.startsWith('/tc/') || path.startsWith('/tc?') ? 'zh-Hant-HK' : 'en');
const ogLocaleOf = (path: string) => (langOf(path) === 'en' ? 'en_HK' : 'zh_HK');

async function sitemapParts(request: Parameters<typeof readSitemap>[0]) {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('application/xml');
  const parts = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => pathOf(m[1]!));
  expect(parts).toEqual(['/sitemap/brand-site.xml', '/sitemap/discovery-trial.xml']);
  return { brand: await readSitemap(request, parts[0]!), campaigns: await readSitemap(request, parts[1]!) };
}

/** Every check a search engine cares about, for one sitemap URL; returns what is wrong. */
async function problemsOf(request: Parameters<typeof readSitemap>[0], url: SitemapUrl): Promise<string[]> {
  const path = pathOf(url.loc);
  const head = await readHead(request, path);
  const problems: string[] = [];
  const expectEqual = (what: string, actual: unknown, expected: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected)) problems.push(`${path}: ${what} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
  };
  expectEqual('status', head.status, 200);
  expectEqual('lang', head.lang, langOf(path));
  expectEqual('number of <h1>', head.h1Count, 1);
  expectEqual('canonical', head.canonical, url.loc);
  expectEqual('og:url', head.ogUrl, url.loc);
  expectEqual('hreflang alternates', head.alternates, url.alternates);
  expectEqual('og:locale', head.ogLocale, ogLocaleOf(path));
  if (!head.title) problems.push(`${path}: no <title>`);
  if (!head.description) problems.push(`${path}: no description`);
  if (head.robots?.includes('noindex')) problems.push(`${path}: listed in the sitemap but noindex`);
  return problems;
}

test.describe('search engines', () => {
  test.describe.configure({ timeout: 180_000 });

  test('robots.txt announces the sitemap and keeps crawlers out of the API but not its images', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Allow: /api/media/');
  });

  test('every brand-site URL of the sitemap, in both locales: 200, one <h1>, lang, canonical, hreflang, og', async ({ request }) => {
    const { brand } = await sitemapParts(request);
    const paths = brand.map((u) => pathOf(u.loc));
    // Both locales of every page, and every kind of page (listing, detail, ?sub).
    expect(paths.filter((p) => p.startsWith('/tc')).length).toBe(paths.length / 2);
    for (const sample of ['/', '/tc', '/fragrance/matin', '/tc/makeup/lips?sub=lipstick', '/article', '/legals-and-policy?sub=privacy-policy', '/boutiques', '/fragrance-finder'])
      expect(paths).toContain(sample);
    expect(paths.some((p) => /^\/fragrance\/[^/]+\/[^/]+$/.test(p))).toBe(true);
    expect(paths.some((p) => /^\/tc\/article\/[^/]+$/.test(p))).toBe(true);
    for (const url of brand) {
      expect(url.alternates['x-default'], url.loc).toBe(url.alternates['en-HK']);
      expect(Object.values(url.alternates), url.loc).toContain(url.loc);
    }
    const problems = (await inBatches(brand, 6, (url) => problemsOf(request, url))).flat();
    expect(problems).toEqual([]);
  });

  test('every campaign URL of the sitemap is served by the campaign app in its locale with one <h1>', async ({ request }) => {
    const { campaigns } = await sitemapParts(request);
    // The hub and the seven campaigns of SPEC §1, in both locales.
    expect(campaigns.length).toBe(2 * (1 + 7));
    const problems = await inBatches(campaigns, 6, async (url) => {
      const path = pathOf(url.loc);
      const head = await readHead(request, path);
      const wrong = [];
      if (head.status !== 200) wrong.push(`${path}: status ${head.status}`);
      if (head.lang !== langOf(path)) wrong.push(`${path}: lang ${head.lang}`);
      if (head.h1Count !== 1) wrong.push(`${path}: ${head.h1Count} <h1>`);
      if (!head.title || !head.description) wrong.push(`${path}: no title or description`);
      if (head.robots?.includes('noindex')) wrong.push(`${path}: listed in the sitemap but noindex`);
      return wrong;
    });
    expect(problems.flat()).toEqual([]);
  });

  // The campaign app uses the same seoMeta helper as the brand site.
  test('every campaign URL of the sitemap has the canonical, hreflang and og tags of the brand site', async ({ request }) => {
    const { campaigns } = await sitemapParts(request);
    const problems = (await inBatches(campaigns, 6, (url) => problemsOf(request, url))).flat();
    expect(problems).toEqual([]);
  });

  test('content pages may be kept by shared caches; the maintenance page is never indexed', async ({ request }) => {
    for (const path of ['/fragrance/matin', '/tc/article']) {
      const head = await readHead(request, path);
      expect(head.cacheControl, path).toMatch(/s-maxage=\d+/);
      expect(head.cacheControl, path).toMatch(/stale-while-revalidate=\d+/);
      expect(head.cacheControl, path).not.toMatch(/private|no-store/);
    }
    for (const path of ['/maintenance', '/tc/maintenance']) expect((await readHead(request, path)).robots, path).toContain('noindex');
  });

  test('structured data: Organization on home, Product and BreadcrumbList on a product, Article on a story', async ({ request }) => {
    const home = await readHead(request, '/');
    expect(home.jsonLd.map((j) => j['@type'])).toContain('Organization');

    const { brand } = await sitemapParts(request);
    const productPath = brand.map((u) => pathOf(u.loc)).find((p) => /^\/tc\/fragrance\/[^/]+\/[^/]+$/.test(p))!;
    const product = await readHead(request, productPath);
    const ld = product.jsonLd.find((j) => j['@type'] === 'Product')!;
    expect(ld.name).toBeTruthy();
    expect(ld.url).toBe(product.canonical);
    // The page shows its prices, so the offers are there, each with a price in HKD.
    for (const offer of ld.offers as { price: string; priceCurrency: string }[]) {
      expect(Number(offer.price)).toBeGreaterThan(0);
      expect(offer.priceCurrency).toBe('HKD');
    }
    const crumbs = product.jsonLd.find((j) => j['@type'] === 'BreadcrumbList')!;
    const items = crumbs.itemListElement as { position: number; item: string }[];
    expect(items.map((i) => i.position)).toEqual([1, 2, 3, 4]);
    expect(items.at(-1)!.item).toBe(product.canonical);

    const articlePath = brand.map((u) => pathOf(u.loc)).find((p) => /^\/article\/[^/]+$/.test(p))!;
    const article = await readHead(request, articlePath);
    const articleLd = article.jsonLd.find((j) => j['@type'] === 'Article')!;
    expect(articleLd.headline).toBeTruthy();
    expect(articleLd.inLanguage).toBe('en');
  });
});
