import { brand } from '@oriel/config';
import { fixedSitePaths } from '@oriel/contracts/site-paths';

/**
 * Links checked against real pages: a link of the studio's texts must lead to a page
 * of the site, in either language (`/…` or `/tc/…`), or be an https address. The pages are the
 * site's fixed routes and the public path of every entry (products, collections, articles, pages,
 * makeup categories) and campaign; anything else is refused with a message naming the link.
 */
/** Every path of the site in both languages, from the entries' and campaigns' public paths. */
export function sitePaths(publicPaths: Iterable<string | null | undefined>): Set<string> {
  const paths = new Set<string>();
  for (const path of [...fixedSitePaths, ...publicPaths]) {
    if (!path) continue;
    const bare = normalise(path);
    paths.add(bare);
    paths.add(bare === '/' ? '/tc' : `/tc${bare}`);
  }
  return paths;
}

/** A path as the site serves it: `{brand-slug}` (as campaign files write the house's slug) filled in. */
function normalise(path: string): string {
  const bare = path.replaceAll('{brand-slug}', brand.slug).split(/[?#]/)[0]!.replace(/\/+$/, '');
  return bare === '' ? '/' : bare;
}

export type LinkCheck = { ok: true } | { ok: false; message: string };

export function checkLink(href: string, pages: Set<string>): LinkCheck {
  const value = href.trim();
  if (/^https:\/\/[^\s/]+\.[^\s/]+/i.test(value)) {
    try {
      new URL(value);
      return { ok: true };
    } catch {
      return { ok: false, message: `The link "${href}" is not a valid web address.` };
    }
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return { ok: false, message: `The link "${href}" must be a page of the site or an https address.` };
  if (!value.startsWith('/') || value.startsWith('//')) return { ok: false, message: `The link "${href}" must start with / (a page of the site) or https://.` };
  if (!pages.has(normalise(value))) return { ok: false, message: `The link "${href}" leads to no page of the site. Check the address, or link to a live page.` };
  return { ok: true };
}

/** The first refused link of a list, or null when all lead somewhere. */
export function firstBrokenLink(hrefs: Iterable<string>, pages: Set<string>): string | null {
  for (const href of hrefs) {
    const result = checkLink(href, pages);
    if (!result.ok) return result.message;
  }
  return null;
}

/**
 * The links of an entry: every text at a key naming an address (`mapUrl`, `href`, `…Url`), with
 * its path in the document, a paragraph's inline links (`links.N.href`) among them.
 */
export function linksOf(document: unknown, prefix = ''): { path: string; href: string }[] {
  if (Array.isArray(document)) return document.flatMap((item, i) => linksOf(item, prefix ? `${prefix}.${i}` : String(i)));
  if (!document || typeof document !== 'object') return [];
  return Object.entries(document).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return /(^href|url)$/i.test(key) ? [{ path, href: value }] : [];
    return linksOf(value, path);
  });
}
