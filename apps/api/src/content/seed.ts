import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { DataLocale, Database } from '../db/schema';
import { type ContentBundle, readContentBundle } from './bundle';
import { findContentDir, readContentVersion, writeContentVersion } from './loader';

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

/** Writes (or removes) the per-locale text rows of one entry. */
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
    await t.deleteFrom(table).where(idColumn, '=', id).where('locale', '=', locale).execute();
    if (!texts) continue;
    const row: Record<string, unknown> = { [idColumn]: id, locale, fields: json(texts) };
    if (withName) row.name = (texts as { name?: string }).name ?? null;
    await t.insertInto(table).values(row).execute();
  }
}

/** Replaces the database's content with the bundle: upserts by slug, removes what the files no longer hold. */
export async function storeContent(db: Kysely<Database>, bundle: ContentBundle): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('media').execute();
    for (const [key, m] of Object.entries(bundle.media)) {
      await trx.insertInto('media').values({ key, width: m.width, height: m.height, hash: m.hash, webp: json(m.webp), avif: json(m.avif) }).execute();
    }

    const collectionIds = new Map<string, number>();
    for (const { data: c } of bundle.collections) {
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
          await trx.deleteFrom('sub_category_texts').where('sub_category_id', '=', sub.id).where('locale', '=', locale).execute();
          const name = locale === 'en' ? s.en.name : s['zh-Hant']?.name;
          if (name) await trx.insertInto('sub_category_texts').values({ sub_category_id: sub.id, locale, name }).execute();
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

    await trx.deleteFrom('new_arrivals').execute();
    for (const [position, slug] of bundle.newArrivals.entries()) {
      await trx.insertInto('new_arrivals').values({ product_id: productIds.get(slug)!, position }).execute();
    }

    const articleSlugs: string[] = [];
    for (const { data: a } of bundle.articles) {
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
      const values = {
        kind: b.kind,
        position: b.position,
        phone: b.phone ?? null,
        map_url: b.mapUrl,
        opens: b.opens ?? null,
        closes: b.closes ?? null,
        image: b.image ?? null,
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
  });
}

/**
 * Loads `content/` into the database unless this version is already there (start-up, tests and
 * `npm run content:load`). Idempotent: a second run with the same files changes nothing.
 */
export async function seedContent(db: Kysely<Database>, options: { contentDir?: string; force?: boolean } = {}): Promise<{ version: string; changed: boolean }> {
  const bundle = await readContentBundle(options.contentDir ?? findContentDir());
  if (!options.force && (await readContentVersion(db, contentArea)) === bundle.version) return { version: bundle.version, changed: false };
  await storeContent(db, bundle);
  return { version: bundle.version, changed: true };
}
