import type { APIRequestContext } from '@playwright/test';

/** What a crawler reads in a page's head (parsed from the server's HTML, no browser). */
export interface PageHead {
  status: number;
  lang: string | undefined;
  h1Count: number;
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  alternates: Record<string, string>;
  ogLocale: string | undefined;
  ogUrl: string | undefined;
  robots: string | undefined;
  jsonLd: Record<string, unknown>[];
  cacheControl: string | undefined;
}

const decode = (value: string) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

export async function readHead(request: APIRequestContext, url: string): Promise<PageHead> {
  const response = await request.get(url, { maxRedirects: 0 });
  const html = await response.text();
  const meta = (attr: string, name: string) => {
    const match = new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`, 'i').exec(html);
    return match ? decode(match[1]!) : undefined;
  };
  const alternates: Record<string, string> = {};
  for (const m of html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)) alternates[m[1]!] = decode(m[2]!);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  return {
    status: response.status(),
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    h1Count: (html.match(/<h1[\s>]/g) ?? []).length,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: meta('name', 'description'),
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&'),
    alternates,
    ogLocale: meta('property', 'og:locale'),
    ogUrl: meta('property', 'og:url'),
    robots: meta('name', 'robots'),
    jsonLd,
    cacheControl: response.headers()['cache-control'],
  };
}

/** One `<url>` of a sitemap: its location and its hreflang alternates. */
export interface SitemapUrl {
  loc: string;
  alternates: Record<string, string>;
}

export async function readSitemap(request: APIRequestContext, url: string): Promise<SitemapUrl[]> {
  const xml = await (await request.get(url)).text();
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => {
    const block = m[1]!;
    const alternates: Record<string, string> = {};
    for (const a of block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)) alternates[a[1]!] = decode(a[2]!);
    return { loc: decode(/<loc>([^<]+)<\/loc>/.exec(block)![1]!), alternates };
  });
}

/** The path (with query) of an absolute URL: the site under test runs elsewhere than SITE_URL. */
export const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

/** Runs `work` over `items`, `limit` at a time. */
export async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += limit) results.push(...(await Promise.all(items.slice(i, i + limit).map(work))));
  return results;
}
