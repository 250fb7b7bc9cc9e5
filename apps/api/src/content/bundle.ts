import { type ContentEntry, ContentError, ContentReader, checkReference, checkUnique } from './loader';
import { type MediaManifest, mediaManifestSchema } from './media';
import {
  type ArticleFile,
  type Block,
  type BoutiqueFile,
  type CategoryFile,
  type CollectionFile,
  type PageFile,
  type ProductFile,
  type TaxonomyFile,
  articleFileSchema,
  boutiqueFileSchema,
  categoryFileSchema,
  collectionFileSchema,
  newArrivalsFileSchema,
  pageFileSchema,
  productFileSchema,
  taxonomyFileSchema,
} from './schemas';

/** Everything the content area reads from `content/`, checked for broken references. */
export interface ContentBundle {
  version: string;
  media: MediaManifest;
  collections: ContentEntry<CollectionFile>[];
  categories: ContentEntry<CategoryFile>[];
  taxonomies: ContentEntry<TaxonomyFile>[];
  products: ContentEntry<ProductFile>[];
  newArrivals: string[];
  /** The file the new-arrivals list came from (named in errors). */
  newArrivalsFile: string;
  articles: ContentEntry<ArticleFile>[];
  pages: ContentEntry<PageFile>[];
  boutiques: ContentEntry<BoutiqueFile>[];
}

/** Reads and checks `content/`: each file against its schema, then every reference between them. */
export async function readContentBundle(root: string): Promise<ContentBundle> {
  return checkContentBundle(await readContentFiles(root));
}

/** Every content file, each validated by its schema; references between them are not checked yet. */
export async function readContentFiles(root: string): Promise<ContentBundle> {
  const reader = new ContentReader(root);
  const media = (await reader.readFile('media/manifest.json', mediaManifestSchema)).data;
  const collections = await reader.readFolder('collections', collectionFileSchema);
  const categories = await reader.readFolder('makeup-categories', categoryFileSchema);
  const taxonomies = await reader.readFolder('taxonomies', taxonomyFileSchema);
  const products = await reader.readFolder('products', productFileSchema);
  const newArrivals = await reader.readFile('new-arrivals.yaml', newArrivalsFileSchema);
  const articles = await reader.readFolder('articles', articleFileSchema);
  const pages = await reader.readFolder('pages', pageFileSchema);
  const boutiques = await reader.readFolder('boutiques', boutiqueFileSchema);
  return { version: reader.version(), media, collections, categories, taxonomies, products, newArrivals: newArrivals.data.products, newArrivalsFile: newArrivals.file, articles, pages, boutiques };
}

/**
 * The checks between entries (unique slugs, references to collections, categories, terms, products
 * and images), for the files and for the studio's drafts laid over them (apps/api/src/studio).
 */
export function checkContentBundle(bundle: ContentBundle, uploadedMediaKeys: ReadonlySet<string> = new Set()): ContentBundle {
  const { media, collections, categories, taxonomies, products, articles, pages, boutiques } = bundle;
  checkUnique(collections, (c) => c.slug, 'slug');
  checkUnique(categories, (c) => c.slug, 'slug');
  checkUnique(taxonomies, (t) => t.taxonomy, 'taxonomy');
  checkUnique(products, (p) => p.slug, 'slug');
  checkUnique(articles, (a) => a.slug, 'slug');
  checkUnique(pages, (p) => p.key, 'key');
  checkUnique(boutiques, (b) => b.slug, 'slug');

  const mediaKeys = new Set([...Object.keys(media), ...uploadedMediaKeys]);
  const checkMedia = (file: string, field: string, key: string | undefined) => key && checkReference(file, field, key, mediaKeys, 'image (run tools/media/generate.mjs)');
  const terms = (taxonomy: TaxonomyFile['taxonomy']) => new Set(taxonomies.find((t) => t.data.taxonomy === taxonomy)?.data.terms.map((t) => t.slug));
  const families = terms('olfactory-family');
  const moods = terms('mood');
  const tones = terms('colour-tone');
  const collectionLines = new Map(collections.map((c) => [c.data.slug, c.data.line]));
  const subCategories = new Map(categories.map((c) => [c.data.slug, new Set(c.data.subCategories.map((s) => s.slug))]));
  const productSlugs = new Set(products.map((p) => p.data.slug));

  for (const { file, data } of collections) checkMedia(file, 'heroImage', data.heroImage);
  for (const { file, data } of categories) checkMedia(file, 'heroImage', data.heroImage);
  for (const { file, data: p } of products) {
    p.images.forEach((key, i) => checkMedia(file, `images.${i}`, key));
    if (p.collection) {
      checkReference(file, 'collection', p.collection, collectionLines, 'collection');
      if (collectionLines.get(p.collection) !== p.line) throw new ContentError(file, 'collection', `"${p.collection}" is not a ${p.line} collection`);
    }
    if (p.category) {
      checkReference(file, 'category', p.category, subCategories, 'makeup category');
      if (p.subCategory) checkReference(file, 'subCategory', p.subCategory, subCategories.get(p.category)!, `sub-category of ${p.category}`);
    }
    if (p.olfactoryFamily) checkReference(file, 'olfactoryFamily', p.olfactoryFamily, families, 'olfactory family');
    p.moods.forEach((m, i) => checkReference(file, `moods.${i}`, m, moods, 'mood'));
    if (p.colourTone) checkReference(file, 'colourTone', p.colourTone, tones, 'colour tone');
    p.related.forEach((r, i) => checkReference(file, `related.${i}`, r, productSlugs, 'product'));
  }
  bundle.newArrivals.forEach((s, i) => checkReference(bundle.newArrivalsFile, `products.${i}`, s, productSlugs, 'product'));
  for (const { file, data: a } of articles) {
    checkMedia(file, 'coverImage', a.coverImage);
    a.relatedProducts.forEach((r, i) => checkReference(file, `relatedProducts.${i}`, r, productSlugs, 'product'));
    for (const locale of ['en', 'zh-Hant'] as const) {
      const body: Block[] = a[locale]?.body ?? [];
      body.forEach((b, i) => b.type === 'image' && checkMedia(file, `${locale}.body.${i}.image`, b.image));
    }
  }
  for (const { file, data: p } of pages) {
    checkMedia(file, 'heroImage', p.heroImage);
    for (const locale of ['en', 'zh-Hant'] as const) {
      const sections: { blocks: Block[] }[] = p[locale]?.sections ?? [];
      sections.forEach((s, i) => s.blocks.forEach((b, j) => b.type === 'image' && checkMedia(file, `${locale}.sections.${i}.blocks.${j}.image`, b.image)));
      const feature = p[locale]?.menuFeature;
      if (feature) checkMedia(file, `${locale}.menuFeature.image`, feature.image);
    }
  }
  for (const { file, data } of boutiques) checkMedia(file, 'image', data.image);
  return bundle;
}
