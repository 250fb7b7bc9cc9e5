import { type RouteObject, matchRoutes } from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from './routes';

const toObjects = (entries: readonly RouteConfigEntry[]): RouteObject[] =>
  entries.map((e) => (e.index ? { id: e.id, index: true } : { id: e.id, path: e.path, children: toObjects(e.children ?? []) }));
const routeObjects = toObjects(routes);
/** The id of the page route (the last match) React Router picks for a path. */
const pageOf = (pathname: string) => matchRoutes(routeObjects, pathname)?.at(-1)?.route.id;

// SPEC §2's pages with an example of each parameter, and the route module that must answer them.
const pages: [string, string][] = [
  ['/', 'home'],
  ['/about', 'about'],
  ['/article', 'articles'],
  ['/article/the-making-of-matin', 'article'],
  ['/exclusive-rewards', 'exclusive-rewards'],
  ['/exclusive-rewards/loyalty-program', 'exclusive-rewards.loyalty-program'],
  ['/fragrance', 'fragrance'],
  ['/fragrance/matin', 'fragrance.collection'],
  ['/fragrance/matin/l-eau', 'fragrance.product'],
  ['/fragrance-finder', 'fragrance-finder'],
  ['/home-fragrance', 'home-fragrance'],
  ['/home-fragrance/a-la-maison', 'home-fragrance.entry'],
  ['/home-fragrance/a-la-maison/bougie', 'home-fragrance.product'],
  ['/home-fragrance-warranty', 'home-fragrance-warranty'],
  ['/legals-and-policy', 'legals-and-policy'],
  ['/makeup', 'makeup'],
  ['/makeup/lips', 'makeup.category'],
  ['/makeup/lips/rouge-matin', 'makeup.product'],
  ['/new-arrivals', 'new-arrivals'],
  // These were once matched as language "new-arrivals" + collection "fragrance" (404).
  ['/new-arrivals/fragrance/baume-solide', 'new-arrivals.product'],
  ['/new-arrivals/makeup/rouge-matin', 'new-arrivals.product'],
  ['/new-arrivals/baume-solide', 'new-arrivals.product'],
  ['/maintenance', 'maintenance'],
  ['/boutiques', 'boutiques'],
];
const inLocale = (locale: 'en' | 'tc', path: string) => (locale === 'en' ? path : path === '/' ? '/tc' : `/tc${path}`);

describe('brand-site routes (SPEC §2)', () => {
  for (const locale of ['en', 'tc'] as const) {
    it.each(pages)(`${locale}: %s is the page %s, with the locale in its route name`, (path, page) => {
      expect(pageOf(inLocale(locale, path))).toBe(`${page}.${locale}`);
    });
  }

  it('has no optional segment at the start of a path (it would swallow a real first segment)', () => {
    const walk = (entries: readonly RouteConfigEntry[]): string[] => entries.flatMap((e) => [e.path ?? '', ...walk(e.children ?? [])]);
    for (const path of walk(routes)) expect(path, path).not.toMatch(/^:[^/]+\?/);
  });

  it('gives every route a locale suffix, the same in both trees', () => {
    const ids = (entries: readonly RouteConfigEntry[]): string[] => entries.flatMap((e) => [e.id ?? e.file, ...ids(e.children ?? [])]);
    const pageIds = ids(routes).filter((id) => !/^routes\/(sitemap|robots|maintenance-layout|cookie-choice|prerelease-gate|rum)/.test(id));
    const en = pageIds.filter((id) => id.endsWith('.en')).map((id) => id.slice(0, -3));
    const tc = pageIds.filter((id) => id.endsWith('.tc')).map((id) => id.slice(0, -3));
    expect(en.length + tc.length).toBe(pageIds.length);
    expect(tc.sort()).toEqual(en.sort());
  });

  it('answers an unknown prefix or page with the 404 of the locale tree', () => {
    expect(pageOf('/fr/about')).toBe('not-found.en');
    expect(pageOf('/tc/no-such-page')).toBe('not-found.tc');
    expect(pageOf('/new-arrivals/fragrance/baume-solide/extra')).toBe('not-found.en');
  });
});
