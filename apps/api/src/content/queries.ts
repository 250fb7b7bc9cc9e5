import { type Kysely, sql } from 'kysely';
import type { DataLocale, Database } from '../db/schema';

// All SQL of the content area: reads every entry with its English and requested-locale texts; the
// fallback of a missing zh-Hant field to English happens in snapshot.ts.

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

  const [media, collections, categories, subCategories, terms, products, newArrivals, articles, pages, boutiques] = await Promise.all([
    db.selectFrom('media').selectAll().execute(),
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
        'en.fields as en_fields',
        'loc.fields as loc_fields',
      ])
      .orderBy('b.position')
      .execute(),
  ]);
  return {
    media: media.map((m) => ({ ...m, webp: parsedJson<number[]>(m.webp), avif: parsedJson<number[]>(m.avif) })),
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
