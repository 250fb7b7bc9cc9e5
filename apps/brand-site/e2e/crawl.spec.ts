import { expect, test } from '@playwright/test';

/**
 * Every same-origin link in the server-rendered HTML of both apps, in both locales,
 * answers 200. The crawl starts at `/`, `/tc` and every URL of the sitemap, reads each page's
 * `<a href>` as a search engine or a visitor without JavaScript would, and follows them all.
 * Plain `fetch` (no cookie jar, no redirects followed): a link that redirects or fails is reported
 * with the page that links to it.
 */
const maxPages = 3000;
const concurrency = 6;

const hrefsOf = (html: string) => [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/gi)].map((m) => m[1]!.replace(/&amp;/g, '&'));

test('every same-origin link of both apps, in both locales, answers 200', async ({ baseURL }) => {
  test.setTimeout(600_000);
  const origin = new URL(baseURL!).origin;
  const get = (path: string) => fetch(origin + path, { redirect: 'manual', headers: { accept: 'text/html' } });

  const sitemapXml = async (path: string) => (await (await get(path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g);
  const sitemapPages: string[] = [];
  for (const part of await sitemapXml('/sitemap.xml')) {
    for (const loc of await sitemapXml(new URL(part[1]!.replace(/&amp;/g, '&')).pathname)) {
      const url = new URL(loc[1]!.replace(/&amp;/g, '&'));
      sitemapPages.push(url.pathname + url.search);
    }
  }
  expect(sitemapPages.length, 'the sitemap lists pages').toBeGreaterThan(50);

  const linkedFrom = new Map<string, string>();
  const queue: string[] = [];
  const enqueue = (path: string, from: string) => {
    if (linkedFrom.has(path) || linkedFrom.size >= maxPages) return;
    linkedFrom.set(path, from);
    queue.push(path);
  };
  for (const start of ['/', '/tc']) enqueue(start, '(start)');
  for (const page of sitemapPages) enqueue(page, '(sitemap)');

  const broken: string[] = [];
  const visit = async (path: string) => {
    const response = await get(path);
    if (response.status !== 200) {
      broken.push(`${path} answers ${response.status}${response.headers.get('location') ? ` -> ${response.headers.get('location')}` : ''}, linked from ${linkedFrom.get(path)}`);
      return;
    }
    if (!response.headers.get('content-type')?.includes('text/html')) return;
    for (const href of hrefsOf(await response.text())) {
      if (/^(mailto|tel|javascript):/i.test(href) || href.startsWith('#')) continue;
      const url = new URL(href, origin + path);
      if (url.origin !== origin) continue;
      enqueue(url.pathname + url.search, path);
    }
  };
  while (queue.length) await Promise.all(queue.splice(0, concurrency).map(visit));

  const crawled = [...linkedFrom.keys()];
  console.log(`crawl: ${crawled.length} same-origin URLs, ${broken.length} broken`);
  expect(crawled.length, 'the crawl stayed under its limit (raise maxPages if the site grew)').toBeLessThan(maxPages);
  // The crawl reached both apps in both locales, and the links once found broken.
  for (const expected of ['/discovery-trial', '/tc/discovery-trial', '/discovery-trial/palais-royal-gardens', '/tc/discovery-trial/palais-royal-gardens', '/about', '/tc/about']) {
    expect(crawled, expected).toContain(expected);
  }
  expect(crawled.filter((p) => /^\/new-arrivals\/(fragrance|makeup|home-fragrance)\/[^/?]+$/.test(p)).length, 'English new-arrival links').toBeGreaterThan(0);
  expect(crawled.filter((p) => /^\/tc\/new-arrivals\/(fragrance|makeup|home-fragrance)\/[^/?]+$/.test(p)).length, 'Chinese new-arrival links').toBeGreaterThan(0);
  expect(broken).toEqual([]);
});
