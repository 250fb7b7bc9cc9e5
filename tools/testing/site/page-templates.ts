import type { Page } from '@playwright/test';

/**
 * One page of every template of both apps, swept by axe (a11y.spec.ts) and compared
 * with screenshots (visual.spec.ts) in both locales at phone and desktop widths. The site runs at a
 * fixed moment (fixedTimeSite) so campaign states and dates never move: Le Perce-vent open, La
 * fille tour de fer ended, Palais Royal Gardens not yet open. Paths are English; the Chinese page is
 * the same path under /tc. A new template gets a line here (and its baselines: README "Visual tests").
 */
export const pageTemplates = [
  { name: 'home', path: '/' },
  { name: 'new-arrivals', path: '/new-arrivals' },
  { name: 'new-arrivals-product', path: '/new-arrivals/makeup/rouge-matin' },
  { name: 'article-list', path: '/article' },
  { name: 'article', path: '/article/the-making-of-matin' },
  { name: 'about', path: '/about' },
  { name: 'fragrance', path: '/fragrance' },
  { name: 'fragrance-collection', path: '/fragrance/matin' },
  { name: 'fragrance-product', path: '/fragrance/matin/l-eau' },
  { name: 'home-fragrance', path: '/home-fragrance' },
  { name: 'home-fragrance-collection', path: '/home-fragrance/a-la-maison' },
  { name: 'home-fragrance-product', path: '/home-fragrance/a-la-maison/diffuseur-electrique' },
  { name: 'home-fragrance-warranty', path: '/home-fragrance-warranty' },
  { name: 'makeup', path: '/makeup' },
  { name: 'makeup-category', path: '/makeup/lips?sub=lipstick' },
  { name: 'makeup-product', path: '/makeup/lips/rouge-matin' },
  { name: 'legal-terms', path: '/legals-and-policy?sub=terms-of-use' },
  { name: 'legal-privacy', path: '/legals-and-policy?sub=privacy-policy' },
  { name: 'legal-cookies', path: '/legals-and-policy?sub=cookie-policy' },
  { name: 'exclusive-rewards', path: '/exclusive-rewards' },
  { name: 'loyalty-programme', path: '/exclusive-rewards/loyalty-program' },
  { name: 'fragrance-finder', path: '/fragrance-finder' },
  { name: 'boutiques', path: '/boutiques' },
  { name: 'search-results', path: '/search?q=matin' },
  { name: 'search-empty', path: '/search?q=zzzqqq' },
  { name: 'maintenance', path: '/maintenance', status: 503 },
  { name: 'not-found', path: '/no-such-page', status: 404 },
  { name: 'campaign-hub', path: '/discovery-trial' },
  { name: 'campaign-open', path: '/discovery-trial/le-perce-vent' },
  { name: 'campaign-upcoming', path: '/discovery-trial/palais-royal-gardens' },
  { name: 'campaign-ended', path: '/discovery-trial/la-fille-tour-de-fer' },
  { name: 'campaign-quiz', path: '/discovery-trial/matin-oriel' },
  { name: 'campaign-edm', path: '/discovery-trial/la-fille-tour-de-fer/edm' },
  { name: 'campaign-thank-you', path: '/discovery-trial/le-perce-vent/thank-you' },
  { name: 'campaign-not-found', path: '/discovery-trial/no-such-campaign', status: 404 },
] as const satisfies readonly { name: string; path: string; status?: number }[];

export const templateLocales = [
  { locale: 'en', prefix: '' },
  { locale: 'tc', prefix: '/tc' },
] as const;

/** Phone and desktop, the widths of SPEC's designs. */
export const templateWidths = [
  { name: '375', viewport: { width: 375, height: 812 } },
  { name: '1440', viewport: { width: 1440, height: 900 } },
] as const;

export function localized(prefix: string, path: string): string {
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * Waits until the page is what a visitor sees once it has settled: loading overlay gone
 * (page_status ready), web fonts loaded, no finite animation or transition still running and, with
 * `pictures`, every picture decoded (lazy ones too, so a full-page screenshot never catches one
 * half-loaded).
 */
export async function settle(page: Page, { pictures = false } = {}): Promise<void> {
  await page.waitForSelector('html[data-page-status="ready"]');
  await page.evaluate(async (pictures) => {
    await document.fonts.ready;
    if (!pictures) return;
    for (const img of document.querySelectorAll('img')) img.loading = 'eager';
    const loaded = (img: HTMLImageElement) =>
      new Promise<void>((resolve) => {
        if (img.complete) return resolve();
        img.addEventListener('load', () => resolve(), { once: true });
        img.addEventListener('error', () => resolve(), { once: true });
      });
    await Promise.all([...document.images].map((img) => loaded(img).then(() => img.decode().catch(() => undefined))));
  }, pictures);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
}
