import { type Kysely, sql } from 'kysely';
import type { DataLocale, Database } from '../db/schema';

// All SQL of the content area. A zh-Hant text that is missing falls back to English.

export interface CollectionRow {
  id: number;
  slug: string;
  status: string;
  date: string;
  name: string;
  locale: DataLocale;
}

export async function listCollections(
  db: Kysely<Database>,
  options: { locale: DataLocale; status?: string; sort: { column: 'date' | 'id' | 'name'; direction: 'asc' | 'desc' }[] },
): Promise<CollectionRow[]> {
  let query = db
    .selectFrom('collections as c')
    .innerJoin('collection_texts as en', (j) => j.onRef('en.collection_id', '=', 'c.id').on('en.locale', '=', 'en'))
    .leftJoin('collection_texts as loc', (j) => j.onRef('loc.collection_id', '=', 'c.id').on('loc.locale', '=', options.locale))
    .select([
      'c.id',
      'c.slug',
      'c.status',
      sql<string>`to_char(c.date, 'YYYY-MM-DD')`.as('date'),
      sql<string>`coalesce(loc.name, en.name)`.as('name'),
      sql<DataLocale>`case when loc.name is null then 'en' else ${options.locale} end`.as('locale'),
    ]);
  if (options.status) query = query.where('c.status', '=', options.status as 'Active');
  for (const s of options.sort) {
    query = s.column === 'name' ? query.orderBy(sql`coalesce(loc.name, en.name)`, s.direction) : query.orderBy(`c.${s.column}`, s.direction);
  }
  return query.execute();
}

export interface CategoryWithSubs {
  name: string;
  slug: string;
  first_lvl_sub_categories: { name: string; slug: string }[];
}

export async function listCategoriesWithSubCategories(db: Kysely<Database>, locale: DataLocale): Promise<CategoryWithSubs[]> {
  const rows = await db
    .selectFrom('categories as c')
    .innerJoin('category_texts as en', (j) => j.onRef('en.category_id', '=', 'c.id').on('en.locale', '=', 'en'))
    .leftJoin('category_texts as loc', (j) => j.onRef('loc.category_id', '=', 'c.id').on('loc.locale', '=', locale))
    .leftJoin('sub_categories as s', 's.category_id', 'c.id')
    .leftJoin('sub_category_texts as sen', (j) => j.onRef('sen.sub_category_id', '=', 's.id').on('sen.locale', '=', 'en'))
    .leftJoin('sub_category_texts as sloc', (j) => j.onRef('sloc.sub_category_id', '=', 's.id').on('sloc.locale', '=', locale))
    .select([
      'c.slug',
      sql<string>`coalesce(loc.name, en.name)`.as('name'),
      's.slug as sub_slug',
      sql<string | null>`coalesce(sloc.name, sen.name)`.as('sub_name'),
    ])
    .orderBy('c.position')
    .orderBy('s.position')
    .execute();
  const bySlug = new Map<string, CategoryWithSubs>();
  for (const row of rows) {
    let category = bySlug.get(row.slug);
    if (!category) {
      category = { name: row.name, slug: row.slug, first_lvl_sub_categories: [] };
      bySlug.set(row.slug, category);
    }
    if (row.sub_slug && row.sub_name) category.first_lvl_sub_categories.push({ name: row.sub_name, slug: row.sub_slug });
  }
  return [...bySlug.values()];
}
