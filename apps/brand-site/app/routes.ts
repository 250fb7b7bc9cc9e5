import { type RouteConfig, type RouteConfigEntry, index, layout, route } from '@react-router/dev/routes';

/**
 * SPEC §2: every page in English without a prefix and in Traditional Chinese under `/tc`. Two
 * explicit trees, no optional `:lang?` segment: an optional first segment swallowed real ones
 * (`/new-arrivals/fragrance/x` matched as language `new-arrivals`). Route ids carry the
 * locale suffix (`about.en`, `about.tc`); loaders read the locale the root middleware resolved (`requestLocale`).
 */
type Locale = 'en' | 'tc';
const idOf = (file: string, locale: Locale) => `${file.replace(/^routes\//, '').replace(/\.tsx?$/, '')}.${locale}`;
const page = (locale: Locale) => (path: string, file: string) => route(path, file, { id: idOf(file, locale) });

function pages(locale: Locale): RouteConfigEntry[] {
  const r = page(locale);
  return [
    index('routes/home.tsx', { id: idOf('routes/home.tsx', locale) }),
    // Pages of SPEC §2.
    r('about', 'routes/about.tsx'),
    r('article', 'routes/articles.tsx'),
    r('article/:slug', 'routes/article.tsx'),
    r('exclusive-rewards', 'routes/exclusive-rewards.tsx'),
    r('exclusive-rewards/loyalty-program', 'routes/exclusive-rewards.loyalty-program.tsx'),
    r('fragrance', 'routes/fragrance.tsx'),
    r('fragrance/:collection', 'routes/fragrance.collection.tsx'),
    r('fragrance/:collection/:slug', 'routes/fragrance.product.tsx'),
    r('fragrance-finder', 'routes/fragrance-finder.tsx'),
    r('home-fragrance', 'routes/home-fragrance.tsx'),
    // `/home-fragrance/{x}` is a collection, or a product without one (SPEC: collection optional).
    r('home-fragrance/:entry', 'routes/home-fragrance.entry.tsx'),
    r('home-fragrance/:collection/:slug', 'routes/home-fragrance.product.tsx'),
    r('home-fragrance-warranty', 'routes/home-fragrance-warranty.tsx'),
    r('legals-and-policy', 'routes/legals-and-policy.tsx'),
    r('makeup', 'routes/makeup.tsx'),
    r('makeup/:category', 'routes/makeup.category.tsx'),
    r('makeup/:category/:slug', 'routes/makeup.product.tsx'),
    r('new-arrivals', 'routes/new-arrivals.tsx'),
    // The optional segment sits after a static one: it can only take what follows `new-arrivals/`.
    r('new-arrivals/:type?/:slug', 'routes/new-arrivals.product.tsx'),
    r('boutiques', 'routes/boutiques.tsx'),
    // Site search: results of a GET form, noindex.
    r('search', 'routes/search.tsx'),
    r('*', 'routes/not-found.tsx'),
  ];
}

export default [
  // Search engines: outside the locale layout, both apps' URLs in both locales.
  route('sitemap.xml', 'routes/sitemap.xml.ts'),
  route('sitemap/:part', 'routes/sitemap.part.ts'),
  route('robots.txt', 'routes/robots.txt.ts'),
  // The cookie banner's action, one for every page of both locales.
  route('cookie-choice', 'routes/cookie-choice.ts'),
  route('prerelease-gate', 'routes/prerelease-gate.ts'),
  // Real visitors' web vitals and client errors (docs/observability.md).
  route('rum', 'routes/rum.ts'),
  // SPEC §2: the maintenance page has its own layout, outside the frame.
  layout('routes/maintenance-layout.tsx', [
    route('maintenance', 'routes/maintenance.tsx', { id: 'maintenance.en' }),
    route('tc/maintenance', 'routes/maintenance.tsx', { id: 'maintenance.tc' }),
  ]),
  // English: no prefix. Its catch-all also answers an unknown prefix (`/fr/about`) with a 404.
  layout('routes/locale-layout.tsx', { id: 'locale-layout.en' }, pages('en')),
  route('tc', 'routes/locale-layout.tsx', { id: 'locale-layout.tc' }, pages('tc')),
] satisfies RouteConfig;
