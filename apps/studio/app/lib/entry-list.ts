import type { EntrySummary } from '@oriel/contracts/studio';

/** The list's search (name in either language, slug), filters and sorting, from the query string. */
export function filterEntries(entries: EntrySummary[], query: URLSearchParams): EntrySummary[] {
  const q = (query.get('q') ?? '').trim().toLowerCase();
  const group = query.get('group');
  const status = query.get('status');
  const locale = query.get('locale');
  const sort = query.get('sort') ?? 'name';
  const found = entries.filter(
    (e) =>
      (!q || e.name.toLowerCase().includes(q) || e.key.includes(q) || (e.nameZh ?? '').includes(q)) &&
      (!group || e.group === group) &&
      (!status || e.status === status) &&
      (!locale || (locale === 'missing' ? e.missingTranslations > 0 : e.missingTranslations === 0)),
  );
  const by: Record<string, (a: EntrySummary, b: EntrySummary) => number> = {
    name: (a, b) => a.name.localeCompare(b.name, 'en'),
    updated: (a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? '') || a.name.localeCompare(b.name, 'en'),
    missing: (a, b) => b.missingTranslations - a.missingTranslations || a.name.localeCompare(b.name, 'en'),
  };
  return [...found].sort(by[sort] ?? by.name);
}
