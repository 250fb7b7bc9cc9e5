import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  // Search engines: outside the locale layout, both apps' URLs in both locales (decision 031).
  route('sitemap.xml', 'routes/sitemap.xml.ts'),
  route('sitemap/:part', 'routes/sitemap.part.ts'),
  route('robots.txt', 'routes/robots.txt.ts'),
  // SPEC §2: the maintenance page has its own layout, outside the frame (decision 023).
  layout('routes/maintenance-layout.tsx', [route(':lang?/maintenance', 'routes/maintenance.tsx')]),
  route(':lang?', 'routes/locale-layout.tsx', [
    index('routes/home.tsx'),
    // Pages of SPEC §2 (the brand-site pages engineer's block; decision 030).
    route('about', 'routes/about.tsx'),
    route('article', 'routes/articles.tsx'),
    route('article/:slug', 'routes/article.tsx'),
    route('exclusive-rewards', 'routes/exclusive-rewards.tsx'),
    route('exclusive-rewards/loyalty-program', 'routes/exclusive-rewards.loyalty-program.tsx'),
    route('fragrance', 'routes/fragrance.tsx'),
    route('fragrance/:collection', 'routes/fragrance.collection.tsx'),
    route('fragrance/:collection/:slug', 'routes/fragrance.product.tsx'),
    route('fragrance-finder', 'routes/fragrance-finder.tsx'),
    route('home-fragrance', 'routes/home-fragrance.tsx'),
    // `/home-fragrance/{x}` is a collection, or a product without one (SPEC: collection optional).
    route('home-fragrance/:entry', 'routes/home-fragrance.entry.tsx'),
    route('home-fragrance/:collection/:slug', 'routes/home-fragrance.product.tsx'),
    route('home-fragrance-warranty', 'routes/home-fragrance-warranty.tsx'),
    route('legals-and-policy', 'routes/legals-and-policy.tsx'),
    route('makeup', 'routes/makeup.tsx'),
    route('makeup/:category', 'routes/makeup.category.tsx'),
    route('makeup/:category/:slug', 'routes/makeup.product.tsx'),
    route('new-arrivals', 'routes/new-arrivals.tsx'),
    route('new-arrivals/:type?/:slug', 'routes/new-arrivals.product.tsx'),
    route('boutiques', 'routes/boutiques.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
