import { describe, expect, it } from 'vitest';
import type { EntrySummary } from '@oriel/contracts/studio';
import { emptySearchAdvice, filterEntries, foldForSearch } from './entry-list';

const product = (key: string, name: string, nameZh: string, collection: string): EntrySummary => ({
  type: 'product',
  key,
  name,
  nameZh,
  group: 'fragrance',
  status: 'published',
  missingTranslations: 0,
  updatedAt: null,
  updatedBy: null,
  publicPath: `/fragrance/${collection}/${key}`,
});
const products = [
  product('l-eau', 'L’eau', '清水', 'matin'),
  product('point-du-jour', 'Point du jour', '破曉', 'matin'),
  product('parole-d-eau', 'Parole d’eau', '水之語', 'matin'),
  product('encre-de-nuit', 'Encre de nuit', '夜墨', 'collection-noire'),
  product('epice-noire', 'Épice noire', '黑香料', 'collection-noire'),
];
const collections = [
  { key: 'matin', name: 'Matin', nameZh: '晨光系列' },
  { key: 'collection-noire', name: 'Collection noire', nameZh: '黑色系列' },
];
const search = (q: string) => filterEntries(products, new URLSearchParams({ q }), collections).map((e) => e.key);

// Searches that once failed: "L'eau" typed with a straight apostrophe found nothing, "matin" one product, 「晨光」 nothing.
describe("the studio list's search", () => {
  it('finds L’eau typed with a straight apostrophe, or none', () => {
    expect(search("L'eau")).toEqual(['l-eau']);
    expect(search('leau')).toEqual(['l-eau']);
    expect(search("d'eau")).toEqual(['parole-d-eau']);
  });

  it('finds every product of a collection by the collection’s name, in either language', () => {
    expect(search('matin')).toEqual(['l-eau', 'parole-d-eau', 'point-du-jour']);
    expect(search('「晨光」')).toEqual(['l-eau', 'parole-d-eau', 'point-du-jour']);
    expect(search('黑色系列')).toEqual(['encre-de-nuit', 'epice-noire']);
  });

  it('folds accents and full-width letters, and needs every word', () => {
    expect(search('epice')).toEqual(['epice-noire']);
    expect(search('ＭＡＴＩＮ point')).toEqual(['point-du-jour']);
    expect(foldForSearch('Épice  “noire”')).toBe('epice noire');
  });

  it('says what to try when nothing is found', () => {
    expect(search('vetiver')).toEqual([]);
    expect(emptySearchAdvice(new URLSearchParams({ q: 'vetiver', status: 'changed' }))).toBe(
      'Nothing matches “vetiver”. Try part of a name (“mat” finds Matin), the name in the other language (晨光 or Matin), a collection’s name for its products, or set the filters back to “All”.',
    );
  });
});
