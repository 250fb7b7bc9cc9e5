import { createHash } from 'node:crypto';
import { type EntryDocument, type StudioEntryType, entryKeyOf } from '@oriel/contracts/studio';
import type { ContentBundle, ContentEntry } from '../content';

/**
 * Where each studio entry type lives in the content files and in a content bundle, and how the
 * studio's publications are laid over the files to make the live content.
 */

type BundleList = 'products' | 'articles' | 'collections' | 'pages' | 'boutiques' | 'categories' | 'taxonomies';
const bundleLists: Record<Exclude<StudioEntryType, 'new-arrivals'>, BundleList> = {
  product: 'products',
  article: 'articles',
  collection: 'collections',
  page: 'pages',
  boutique: 'boutiques',
  category: 'categories',
  taxonomy: 'taxonomies',
};

export interface TypedDocument {
  type: StudioEntryType;
  document: EntryDocument;
}

/** The file (under content/) an entry belongs in. */
export function fileOf(type: StudioEntryType, document: EntryDocument): string {
  const key = entryKeyOf(type, document);
  switch (type) {
    case 'category':
      return `makeup-categories/${key}.yaml`;
    case 'taxonomy':
      return `taxonomies/${key}.yaml`;
    case 'new-arrivals':
      return 'new-arrivals.yaml';
    case 'product':
      return `products/${String(document.line)}/${key}.yaml`;
    case 'article':
      return `articles/${key}.yaml`;
    case 'collection':
      return `collections/${key}.yaml`;
    case 'page':
      return `pages/${key}.yaml`;
    case 'boutique':
      return `boutiques/${key}.yaml`;
  }
}

/** The entries of a type in a bundle (the new-arrivals list is one entry of its own). */
export function entriesOf(bundle: ContentBundle, type: StudioEntryType): ContentEntry<EntryDocument>[] {
  if (type === 'new-arrivals') return [{ file: bundle.newArrivalsFile, data: { products: bundle.newArrivals } }];
  return bundle[bundleLists[type]] as unknown as ContentEntry<EntryDocument>[];
}

/** One entry of a bundle by its key. */
export function entryIn(bundle: ContentBundle, type: StudioEntryType, key: string): EntryDocument | undefined {
  return entriesOf(bundle, type).find((e) => entryKeyOf(type, e.data) === key)?.data;
}

/** Lays documents over a bundle: each replaces the entry with its key, or joins the list. */
export function overlay(bundle: ContentBundle, documents: TypedDocument[]): ContentBundle {
  const result = { ...bundle };
  for (const { type, document } of documents) {
    if (type === 'new-arrivals') {
      result.newArrivals = (document as { products: string[] }).products;
      continue;
    }
    const entries = [...entriesOf(result, type)];
    const key = entryKeyOf(type, document);
    const at = entries.findIndex((e) => entryKeyOf(type, e.data) === key);
    const entry = { file: at >= 0 ? entries[at]!.file : fileOf(type, document), data: document };
    if (at >= 0) entries[at] = entry;
    else entries.push(entry);
    (result as Record<BundleList, ContentEntry<EntryDocument>[]>)[bundleLists[type]] = entries;
  }
  return result;
}

/** The content version of files + studio publications: changes whenever either does. */
export function versionOf(filesVersion: string, published: TypedDocument[]): string {
  if (!published.length) return filesVersion;
  const hash = createHash('sha256').update(filesVersion);
  for (const p of published) hash.update('\0').update(p.type).update('\0').update(JSON.stringify(p.document));
  return hash.digest('hex').slice(0, 16);
}

/** A stored document: jsonb comes back parsed from PostgreSQL, as text from some drivers. */
export function parsed(value: unknown): EntryDocument | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as EntryDocument;
}
