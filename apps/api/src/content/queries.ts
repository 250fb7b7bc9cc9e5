import { isDeepStrictEqual } from 'node:util';
import { type ExpressionBuilder, type Kysely, type Transaction, sql } from 'kysely';
import type { DataLocale, Database } from '../db/schema';
import type { ContentBundle } from './bundle';
import { writeContentVersion } from './loader';
import { readUploadedMedia } from './uploaded-media';

// All SQL of the content area: the load (storeContent) and the reads (every entry with its English
// and requested-locale texts; the fallback of a missing zh-Hant field happens in snapshot.ts).

/** The content area's row in content_versions. */
export const contentArea = 'content';
const locales: DataLocale[] = ['en', 'zh-Hant'];
const json = (value: unknown) => JSON.stringify(value);

/** `column NOT IN (kept)`, or every row when nothing is kept (`NOT IN ()` is not SQL). */
function notIn(column: string, kept: (string | number)[]) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one helper for the tables of this file
  return (eb: ExpressionBuilder<any, any>) => (kept.length ? eb(column, 'not in', kept) : eb.lit(true));
}

type Localized<T> = { en: T; 'zh-Hant'?: Partial<T> };

/** The texts of one locale, or null when the file has none for it. */
function textsOf<T extends object>(entry: Localized<T>, locale: DataLocale): Partial<T> | null {
  const texts = locale === 'en' ? entry.en : entry['zh-Hant'];
  return texts && Object.keys(texts).length ? texts : null;
}

/** Writes (or removes) the per-locale text rows of one entry: an upsert per locale, a delete for a locale with no texts. */
async function writeTexts<T extends object>(
  trx: Transaction<Database>,
  table: 'collection_texts' | 'category_texts' | 'taxonomy_term_texts' | 'product_texts' | 'article_texts' | 'page_texts' | 'boutique_texts',
  idColumn: string,
  id: number,
  entry: Localized<T>,
  withName = false,
): Promise<void> {
  for (const locale of locales) {
    const texts = textsOf(entry, locale);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one helper for seven text tables of the same shape
    const t = trx as Transaction<any>;
    if (!texts) {
      await t.deleteFrom(table).where(idColumn, '=', id).where('locale', '=', locale).execute();
      continue;
    }
    const values: Record<string, unknown> = { fields: json(texts) };
    if (withName) values.name = (texts as { name?: string }).name ?? null;
    await t
      .insertInto(table)
      .values({ [idColumn]: id, locale, ...values })
      .onConflict((oc) => oc.columns([idColumn, 'locale']).doUpdateSet(values))
      .execute();
  }
}

/**
 * Which entries of a bundle to write: all of them, or (given the content already stored) only
 * those whose document differs, so a publication touches the rows of what changed.
 */
function changedSince(previous: ContentBundle | undefined) {
  const before = (list: readonly { data: object }[], keyOf: (data: never) => string) => new Map(list.map((e) => [keyOf(e.data as never), e.data]));
  const index = previous && {
    collections: before(previous.collections, (c: { slug: string }) => c.slug),
    categories: before(previous.categories, (c: { slug: string }) => c.slug),
    taxonomies: before(previous.taxonomies, (t: { taxonomy: string }) => t.taxonomy),
    products: before(previous.products, (p: { slug: string }) => p.slug),
    articles: before(previous.articles, (a: { slug: string }) => a.slug),
    pages: before(previous.pages, (p: { key: string }) => p.key),
    boutiques: before(previous.boutiques, (b: { slug: string }) => b.slug),
  };
  return (list: keyof NonNullable<typeof index>, key: string, data: object) => !index || !isDeepStrictEqual(index[list].get(key), data);
}

/** Replaces the database's content with the bundle: upserts by slug, removes what the files no longer hold. */
export async function storeContent(db: Kysely<Database>, bundle: ContentBundle): Promise<void> {
  await db.transaction().execute((trx) => writeContent(trx, bundle));
}

/**
 * Writes a whole bundle inside the caller's transaction (the studio's preview rolls it back).
 * Given `previous` (the content the database holds now), entries whose document is unchanged are
 * left as they are: a publication rewrites the rows of the entries that changed, not every row.
 */
export async function writeContent(trx: Transaction<Database>, bundle: ContentBundle, previous?: ContentBundle): Promise<void> {
  {
    const changed = changedSince(previous);
    if (!previous || !isDeepStrictEqual(previous.media, bundle.media)) {
      for (const [key, m] of Object.entries(bundle.media)) {
        const values = { width: m.width, height: m.height, hash: m.hash, webp: json(m.webp), avif: json(m.avif) };
        await trx.insertInto('media').values({ key, ...values }).onConflict((oc) => oc.column('key').doUpdateSet(values)).execute();
      }
      await trx.deleteFrom('media').where(notIn('key', Object.keys(bundle.media))).execute();
    }
    // The ids of what is kept as it is, for the references of what changed.
    const stored = previous
      ? {
          collections: new Map((await trx.selectFrom('collections').select(['slug', 'id']).execute()).map((r) => [r.slug, r.id])),
          categories: new Map((await trx.selectFrom('categories').select(['slug', 'id']).execute()).map((r) => [r.slug, r.id])),
          subCategories: new Map(
            (await trx.selectFrom('sub_categories').innerJoin('categories', 'categories.id', 'sub_categories.category_id').select(['categories.slug as category', 'sub_categories.slug', 'sub_categories.id']).execute()).map((r) => [`${r.category}/${r.slug}`, r.id]),
          ),
          products: new Map((await trx.selectFrom('products').select(['slug', 'id']).execute()).map((r) => [r.slug, r.id])),
        }
      : null;

    const collectionIds = new Map<string, number>();
    for (const { data: c } of bundle.collections) {
      const kept = !changed('collections', c.slug, c) ? stored?.collections.get(c.slug) : undefined;
      if (kept !== undefined) {
        collectionIds.set(c.slug, kept);
        continue;
      }
      const values = { status: c.status, date: c.date, line: c.line, position: c.position, hero_image: c.heroImage };
      const row = await trx
        .insertInto('collections')
        .values({ slug: c.slug, ...values })
        .onConflict((oc) => oc.column('slug').doUpdateSet(values))
        .returning('id')
        .executeTakeFirstOrThrow();
      collectionIds.set(c.slug, row.id);
      await writeTexts(trx, 'collection_texts', 'collection_id', row.id, c, true);
    }
    await trx.deleteFrom('collections').where(notIn('slug', [...collectionIds.keys()])).execute();

    const subCategoryIds = new Map<string, number>();
    const categorySlugs: string[] = [];
    for (const { data: c } of bundle.categories) {
      if (stored && !changed('categories', c.slug, c) && stored.categories.has(c.slug)) {
        categorySlugs.push(c.slug);
        for (const s of c.subCategories) subCategoryIds.set(`${c.slug}/${s.slug}`, stored.subCategories.get(`${c.slug}/${s.slug}`)!);
        continue;
      }
      const row = await trx
        .insertInto('categories')
        .values({ slug: c.slug, position: c.position, hero_image: c.heroImage })
        .onConflict((oc) => oc.column('slug').doUpdateSet({ position: c.position, hero_image: c.heroImage }))
        .returning('id')
        .executeTakeFirstOrThrow();
      categorySlugs.push(c.slug);
      await writeTexts(trx, 'category_texts', 'category_id', row.id, c, true);
      for (const [position, s] of c.subCategories.entries()) {
        const sub = await trx
          .insertInto('sub_categories')
          .values({ category_id: row.id, slug: s.slug, position })
          .onConflict((oc) => oc.columns(['category_id', 'slug']).doUpdateSet({ position }))
          .returning('id')
          .executeTakeFirstOrThrow();
        subCategoryIds.set(`${c.slug}/${s.slug}`, sub.id);
        for (const locale of locales) {
          const name = locale === 'en' ? s.en.name : s['zh-Hant']?.name;
          if (name) await trx.insertInto('sub_category_texts').values({ sub_category_id: sub.id, locale, name }).onConflict((oc) => oc.columns(['sub_category_id', 'locale']).doUpdateSet({ name })).execute();
          else await trx.deleteFrom('sub_category_texts').where('sub_category_id', '=', sub.id).where('locale', '=', locale).execute();
        }
      }
      await trx
        .deleteFrom('sub_categories')
        .where('category_id', '=', row.id)
        .where(notIn('slug', c.subCategories.map((s) => s.slug)))
        .execute();
    }
    await trx.deleteFrom('categories').where(notIn('slug', categorySlugs)).execute();

    const termKeys: string[] = [];
    for (const { data: t } of bundle.taxonomies) {
      if (stored && !changed('taxonomies', t.taxonomy, t)) {
        const ids = await trx.selectFrom('taxonomy_terms').select('id').where('taxonomy', '=', t.taxonomy).execute();
        termKeys.push(...ids.map((r) => String(r.id)));
        continue;
      }
      for (const [position, term] of t.terms.entries()) {
        const row = await trx
          .insertInto('taxonomy_terms')
          .values({ taxonomy: t.taxonomy, slug: term.slug, position, swatch: term.swatch ?? null })
          .onConflict((oc) => oc.columns(['taxonomy', 'slug']).doUpdateSet({ position, swatch: term.swatch ?? null }))
          .returning('id')
          .executeTakeFirstOrThrow();
        termKeys.push(String(row.id));
        await writeTexts(trx, 'taxonomy_term_texts', 'term_id', row.id, term);
      }
    }
    await trx.deleteFrom('taxonomy_terms').where(notIn('id', termKeys.map(Number))).execute();

    const productIds = new Map<string, number>();
    for (const { data: p } of bundle.products) {
      const kept = !changed('products', p.slug, p) ? stored?.products.get(p.slug) : undefined;
      if (kept !== undefined) {
        productIds.set(p.slug, kept);
        continue;
      }
      const values = {
        line: p.line,
        collection_id: p.collection ? collectionIds.get(p.collection)! : null,
        sub_category_id: p.category && p.subCategory ? subCategoryIds.get(`${p.category}/${p.subCategory}`)! : null,
        tag: p.tag ?? null,
        olfactory_family: p.olfactoryFamily ?? null,
        moods: json(p.moods),
        colour_tone: p.colourTone ?? null,
        date: p.date,
        position: p.position,
        variants: json(p.variants),
        images: json(p.images),
        related: json(p.related),
      };
      const row = await trx
        .insertInto('products')
        .values({ slug: p.slug, ...values })
        .onConflict((oc) => oc.column('slug').doUpdateSet(values))
        .returning('id')
        .executeTakeFirstOrThrow();
      productIds.set(p.slug, row.id);
      await writeTexts(trx, 'product_texts', 'product_id', row.id, p);
    }
    await trx.deleteFrom('products').where(notIn('slug', [...productIds.keys()])).execute();

    if (!previous || !isDeepStrictEqual(previous.newArrivals, bundle.newArrivals)) {
      await trx.deleteFrom('new_arrivals').execute();
      for (const [position, slug] of bundle.newArrivals.entries()) {
        await trx.insertInto('new_arrivals').values({ product_id: productIds.get(slug)!, position }).execute();
      }
    }

    const articleSlugs: string[] = [];
    for (const { data: a } of bundle.articles) {
      if (stored && !changed('articles', a.slug, a)) {
        articleSlugs.push(a.slug);
        continue;
      }
      const values = { date: a.date, cover_image: a.coverImage, related_products: json(a.relatedProducts) };
      const row = await trx
        .insertInto('articles')
        .values({ slug: a.slug, ...values })
        .onConflict((oc) => oc.column('slug').doUpdateSet(values))
        .returning('id')
        .executeTakeFirstOrThrow();
      articleSlugs.push(a.slug);
      await writeTexts(trx, 'article_texts', 'article_id', row.id, a);
    }
    await trx.deleteFrom('articles').where(notIn('slug', articleSlugs)).execute();

    const pageKeys: string[] = [];
    for (const { data: p } of bundle.pages) {
      if (stored && !changed('pages', p.key, p)) {
        pageKeys.push(p.key);
        continue;
      }
      const values = { updated: p.updated, hero_image: p.heroImage ?? null, facts: json(p.facts) };
      const row = await trx
        .insertInto('pages')
        .values({ key: p.key, ...values })
        .onConflict((oc) => oc.column('key').doUpdateSet(values))
        .returning('id')
        .executeTakeFirstOrThrow();
      pageKeys.push(p.key);
      await writeTexts(trx, 'page_texts', 'page_id', row.id, p);
    }
    await trx.deleteFrom('pages').where(notIn('key', pageKeys)).execute();

    const boutiqueSlugs: string[] = [];
    for (const { data: b } of bundle.boutiques) {
      if (stored && !changed('boutiques', b.slug, b)) {
        boutiqueSlugs.push(b.slug);
        continue;
      }
      const values = {
        kind: b.kind,
        position: b.position,
        phone: b.phone ?? null,
        map_url: b.mapUrl,
        opens: b.opens ?? null,
        closes: b.closes ?? null,
        image: b.image ?? null,
        opening_hours: b.openingHours ? json(b.openingHours) : null,
      };
      const row = await trx
        .insertInto('boutiques')
        .values({ slug: b.slug, ...values })
        .onConflict((oc) => oc.column('slug').doUpdateSet(values))
        .returning('id')
        .executeTakeFirstOrThrow();
      boutiqueSlugs.push(b.slug);
      await writeTexts(trx, 'boutique_texts', 'boutique_id', row.id, b);
    }
    await trx.deleteFrom('boutiques').where(notIn('slug', boutiqueSlugs)).execute();

    await writeContentVersion(trx, contentArea, bundle.version);
  }
}

/** Texts of one entry: English and, when present, the requested locale's. */
export interface TextPair {
  en: Record<string, unknown>;
  loc: Record<string, unknown> | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- jsonb arrives parsed from pg and PGlite alike
const parsedJson = <T>(value: any): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** Every row of the content model with both text documents, for one requested locale. */
export async function readContentRows(db: Kysely<Database>, locale: DataLocale) {
  const texts = <T extends { en_fields: unknown; loc_fields: unknown }>(rows: T[]) =>
    rows.map(({ en_fields, loc_fields, ...rest }) => ({
      ...rest,
      texts: { en: parsedJson<Record<string, unknown>>(en_fields), loc: locale === 'en' || loc_fields == null ? null : parsedJson<Record<string, unknown>>(loc_fields) } as TextPair,
    }));

  const [media, uploads, collections, categories, subCategories, terms, products, newArrivals, articles, pages, boutiques] = await Promise.all([
    db.selectFrom('media').selectAll().execute(),
    // The media library's photographs join the generated art under their own keys.
    readUploadedMedia(db),
    db
      .selectFrom('collections as c')
      .innerJoin('collection_texts as en', (j) => j.onRef('en.collection_id', '=', 'c.id').on('en.locale', '=', 'en'))
      .leftJoin('collection_texts as loc', (j) => j.onRef('loc.collection_id', '=', 'c.id').on('loc.locale', '=', locale))
      .select(['c.id', 'c.slug', 'c.status', 'c.line', 'c.position', 'c.hero_image', sql<string>`to_char(c.date, 'YYYY-MM-DD')`.as('date'), 'en.fields as en_fields', 'loc.fields as loc_fields'])
      .orderBy('c.date', 'desc')
      .orderBy('c.id', 'desc')
      .execute(),
    db
      .selectFrom('categories as c')
      .innerJoin('category_texts as en', (j) => j.onRef('en.category_id', '=', 'c.id').on('en.locale', '=', 'en'))
      .leftJoin('category_texts as loc', (j) => j.onRef('loc.category_id', '=', 'c.id').on('loc.locale', '=', locale))
      .select(['c.id', 'c.slug', 'c.position', 'c.hero_image', 'en.fields as en_fields', 'loc.fields as loc_fields'])
      .orderBy('c.position')
      .execute(),
    db
      .selectFrom('sub_categories as s')
      .innerJoin('sub_category_texts as en', (j) => j.onRef('en.sub_category_id', '=', 's.id').on('en.locale', '=', 'en'))
      .leftJoin('sub_category_texts as loc', (j) => j.onRef('loc.sub_category_id', '=', 's.id').on('loc.locale', '=', locale))
      .select(['s.id', 's.category_id', 's.slug', 's.position', 'en.name as en_name', 'loc.name as loc_name'])
      .orderBy('s.category_id')
      .orderBy('s.position')
      .execute(),
    db
      .selectFrom('taxonomy_terms as t')
      .innerJoin('taxonomy_term_texts as en', (j) => j.onRef('en.term_id', '=', 't.id').on('en.locale', '=', 'en'))
      .leftJoin('taxonomy_term_texts as loc', (j) => j.onRef('loc.term_id', '=', 't.id').on('loc.locale', '=', locale))
      .select(['t.id', 't.taxonomy', 't.slug', 't.position', 't.swatch', 'en.fields as en_fields', 'loc.fields as loc_fields'])
      .orderBy('t.taxonomy')
      .orderBy('t.position')
      .execute(),
    db
      .selectFrom('products as p')
      .innerJoin('product_texts as en', (j) => j.onRef('en.product_id', '=', 'p.id').on('en.locale', '=', 'en'))
      .leftJoin('product_texts as loc', (j) => j.onRef('loc.product_id', '=', 'p.id').on('loc.locale', '=', locale))
      .select([
        'p.id',
        'p.slug',
        'p.line',
        'p.collection_id',
        'p.sub_category_id',
        'p.tag',
        'p.olfactory_family',
        'p.moods',
        'p.colour_tone',
        sql<string>`to_char(p.date, 'YYYY-MM-DD')`.as('date'),
        'p.position',
        'p.variants',
        'p.images',
        'p.related',
        'en.fields as en_fields',
        'loc.fields as loc_fields',
      ])
      .orderBy('p.position')
      .orderBy('p.id')
      .execute(),
    db.selectFrom('new_arrivals').select(['product_id', 'position']).orderBy('position').execute(),
    db
      .selectFrom('articles as a')
      .innerJoin('article_texts as en', (j) => j.onRef('en.article_id', '=', 'a.id').on('en.locale', '=', 'en'))
      .leftJoin('article_texts as loc', (j) => j.onRef('loc.article_id', '=', 'a.id').on('loc.locale', '=', locale))
      .select(['a.id', 'a.slug', sql<string>`to_char(a.date, 'YYYY-MM-DD')`.as('date'), 'a.cover_image', 'a.related_products', 'en.fields as en_fields', 'loc.fields as loc_fields'])
      .orderBy('a.date', 'desc')
      .orderBy('a.id', 'desc')
      .execute(),
    db
      .selectFrom('pages as p')
      .innerJoin('page_texts as en', (j) => j.onRef('en.page_id', '=', 'p.id').on('en.locale', '=', 'en'))
      .leftJoin('page_texts as loc', (j) => j.onRef('loc.page_id', '=', 'p.id').on('loc.locale', '=', locale))
      .select(['p.id', 'p.key', sql<string>`to_char(p.updated, 'YYYY-MM-DD')`.as('updated'), 'p.hero_image', 'p.facts', 'en.fields as en_fields', 'loc.fields as loc_fields'])
      .orderBy('p.key')
      .execute(),
    db
      .selectFrom('boutiques as b')
      .innerJoin('boutique_texts as en', (j) => j.onRef('en.boutique_id', '=', 'b.id').on('en.locale', '=', 'en'))
      .leftJoin('boutique_texts as loc', (j) => j.onRef('loc.boutique_id', '=', 'b.id').on('loc.locale', '=', locale))
      .select([
        'b.id',
        'b.slug',
        'b.kind',
        'b.position',
        'b.phone',
        'b.map_url',
        sql<string | null>`to_char(b.opens, 'YYYY-MM-DD')`.as('opens'),
        sql<string | null>`to_char(b.closes, 'YYYY-MM-DD')`.as('closes'),
        'b.image',
        'b.opening_hours',
        'en.fields as en_fields',
        'loc.fields as loc_fields',
      ])
      .orderBy('b.position')
      .execute(),
  ]);
  return {
    media: [...media.map((m) => ({ ...m, webp: parsedJson<number[]>(m.webp), avif: parsedJson<number[]>(m.avif) })), ...uploads],
    collections: texts(collections),
    categories: texts(categories),
    subCategories,
    terms: texts(terms),
    products: texts(products).map((p) => ({
      ...p,
      moods: parsedJson<string[]>(p.moods),
      variants: parsedJson<unknown[]>(p.variants),
      images: parsedJson<string[]>(p.images),
      related: parsedJson<string[]>(p.related),
    })),
    newArrivals,
    articles: texts(articles).map((a) => ({ ...a, related_products: parsedJson<string[]>(a.related_products) })),
    pages: texts(pages).map((p) => ({ ...p, facts: parsedJson<Record<string, string | number>>(p.facts) })),
    boutiques: texts(boutiques),
  };
}
export type ContentRows = Awaited<ReturnType<typeof readContentRows>>;
