import { type EntryDocument, type StudioEntryType, entryKeyOf } from './studio';

/**
 * The brand site's addresses as the studio and the data service name them: one table, so the
 * studio's "View live page", its link checks and the data service's public paths agree. They
 * follow apps/brand-site/app/routes.ts; a new fixed route is added here too.
 */

/** The brand site's fixed routes; the other pages come from entries (products, stories…). */
export const fixedSitePaths = [
  '/',
  '/about',
  '/article',
  '/boutiques',
  '/discovery-trial',
  '/exclusive-rewards',
  '/exclusive-rewards/loyalty-program',
  '/fragrance',
  '/fragrance-finder',
  '/home-fragrance',
  '/home-fragrance-warranty',
  '/legals-and-policy',
  '/makeup',
  '/new-arrivals',
  '/search',
] as const;

/** The legal texts share one page, each under its own `sub`. */
const legalPageKeys = ['terms-of-use', 'privacy-policy', 'cookie-policy'] as const;

/** The public page of each page entry. */
export const pageEntryPaths: Readonly<Record<string, string>> = {
  home: '/',
  about: '/about',
  article: '/article',
  'exclusive-rewards': '/exclusive-rewards',
  'loyalty-program': '/exclusive-rewards/loyalty-program',
  fragrance: '/fragrance',
  'fragrance-finder': '/fragrance-finder',
  'home-fragrance': '/home-fragrance',
  'home-fragrance-warranty': '/home-fragrance-warranty',
  makeup: '/makeup',
  'new-arrivals': '/new-arrivals',
  ...Object.fromEntries(legalPageKeys.map((key) => [key, `/legals-and-policy?sub=${key}`])),
};

/** The public page of an entry, as the brand site's routes name it (null: no page of its own). */
export function publicPathOf(type: StudioEntryType, document: EntryDocument): string | null {
  const key = entryKeyOf(type, document);
  switch (type) {
    case 'product':
      if (document.line === 'makeup') return `/makeup/${String(document.category)}/${key}`;
      return `/${String(document.line)}/${String(document.collection)}/${key}`;
    case 'article':
      return `/article/${key}`;
    case 'collection':
      return document.line === 'home-fragrance' ? `/home-fragrance/${key}` : `/fragrance/${key}`;
    case 'boutique':
      return '/boutiques';
    case 'page':
      return pageEntryPaths[key] ?? null;
    case 'category':
      return `/makeup/${key}`;
    case 'taxonomy':
      return '/fragrance-finder';
    case 'new-arrivals':
      return '/new-arrivals';
  }
}
