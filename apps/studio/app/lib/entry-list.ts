import type { EntrySummary } from '@oriel/contracts/studio';

/** A collection's names in both languages, so a product is found by its collection's name. */
export interface CollectionNames {
  key: string;
  name: string;
  nameZh: string | null;
}

/**
 * Text as the list's search compares it: lower case, accents and full-width forms folded
 * (Épice = epice, Ｍａｔｉｎ = matin), apostrophes of every kind dropped (L'eau typed with a straight
 * apostrophe finds L’eau), quotes and corner brackets dropped (「晨光」 = 晨光), hyphens as spaces.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’‘ʼ`´]/g, '')
    .replace(/["“”「」『』《》〈〉()[\]]/g, ' ')
    .replace(/[-_/]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A product's collection key, from its public page (/fragrance/<collection>/<product>). */
const collectionOf = (e: EntrySummary) => (e.type === 'product' && e.publicPath && !e.publicPath.startsWith('/makeup/') ? (e.publicPath.split('/')[2] ?? null) : null);

/** What an entry is found by: its names in both languages, its key, its group and its collection's names. */
function searchText(e: EntrySummary, collections: ReadonlyMap<string, CollectionNames>): string {
  const collection = collections.get(collectionOf(e) ?? '');
  return foldForSearch([e.name, e.nameZh, e.key, e.group, collection?.key, collection?.name, collection?.nameZh].filter(Boolean).join(' \u0000 '));
}

/**
 * The list's search (every word of the query somewhere in the names in either language, the key,
 * the group or, for a product, its collection's names), filters and sorting, from the query string.
 */
export function filterEntries(entries: EntrySummary[], query: URLSearchParams, collections: CollectionNames[] = []): EntrySummary[] {
  const terms = foldForSearch(query.get('q') ?? '').split(' ').filter(Boolean);
  const byKey = new Map(collections.map((c) => [c.key, c]));
  const group = query.get('group');
  const status = query.get('status');
  const locale = query.get('locale');
  const sort = query.get('sort') ?? 'name';
  const found = entries.filter((e) => {
    if (terms.length) {
      const text = searchText(e, byKey);
      if (!terms.every((t) => text.includes(t))) return false;
    }
    return (!group || e.group === group) && (!status || e.status === status) && (!locale || (locale === 'missing' ? e.missingTranslations > 0 : e.missingTranslations === 0));
  });
  const by: Record<string, (a: EntrySummary, b: EntrySummary) => number> = {
    name: (a, b) => a.name.localeCompare(b.name, 'en'),
    updated: (a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? '') || a.name.localeCompare(b.name, 'en'),
    missing: (a, b) => b.missingTranslations - a.missingTranslations || a.name.localeCompare(b.name, 'en'),
  };
  return [...found].sort(by[sort] ?? by.name);
}

/** What to try when the search finds nothing (the list says it under the empty table). */
export function emptySearchAdvice(query: URLSearchParams): string {
  const q = (query.get('q') ?? '').trim();
  const filtered = ['group', 'status', 'locale'].some((k) => query.get(k));
  const tries = ['part of a name (“mat” finds Matin)', 'the name in the other language (晨光 or Matin)', 'a collection’s name for its products'];
  return `${q ? `Nothing matches “${q}”` : 'Nothing matches these filters'}. Try ${tries.join(', ')}${filtered ? ', or set the filters back to “All”' : ''}.`;
}
