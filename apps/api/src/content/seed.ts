import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// Menu content of the skeleton (the full content model and its files come with the content issue).
const collections = [
  { slug: 'matin', date: '2024-05-01', en: 'Matin', zh: '晨光系列' },
  { slug: 'collection-noire', date: '2024-03-01', en: 'Collection noire', zh: '黑色系列' },
  { slug: 'flacons-de-table', date: '2023-10-01', en: 'Flacons de table', zh: '餐桌香水瓶系列' },
  { slug: 'gratte-ciel', date: '2023-06-01', en: 'Gratte-ciel', zh: '摩天系列' },
  { slug: 'rituel-de-parfum', date: '2023-01-15', en: 'Rituel de parfum', zh: '香氛儀式系列' },
];
const categories = [
  { slug: 'complexion', en: 'Complexion', zh: '底妝', subs: [['foundation', 'Foundation', '粉底'], ['powder', 'Powder', '蜜粉'], ['blush', 'Blush', '胭脂']] },
  { slug: 'eyes', en: 'Eyes', zh: '眼妝', subs: [['eyeshadow', 'Eyeshadow', '眼影'], ['mascara', 'Mascara', '睫毛膏']] },
  { slug: 'lips', en: 'Lips', zh: '唇妝', subs: [['lipstick', 'Lipstick', '唇膏'], ['lip-balm', 'Lip balm', '潤唇膏']] },
] as const;

/** Loads the seed rows; running it again changes nothing (upserts keyed by slug). */
export async function seedContent(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const c of collections) {
      const row = await trx
        .insertInto('collections')
        .values({ slug: c.slug, status: 'Active', date: c.date })
        .onConflict((oc) => oc.column('slug').doUpdateSet({ status: 'Active', date: c.date }))
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [locale, name] of [['en', c.en], ['zh-Hant', c.zh]] as const) {
        await trx
          .insertInto('collection_texts')
          .values({ collection_id: row.id, locale, name })
          .onConflict((oc) => oc.columns(['collection_id', 'locale']).doUpdateSet({ name }))
          .execute();
      }
    }
    for (const [position, c] of categories.entries()) {
      const row = await trx
        .insertInto('categories')
        .values({ slug: c.slug, position })
        .onConflict((oc) => oc.column('slug').doUpdateSet({ position }))
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [locale, name] of [['en', c.en], ['zh-Hant', c.zh]] as const) {
        await trx
          .insertInto('category_texts')
          .values({ category_id: row.id, locale, name })
          .onConflict((oc) => oc.columns(['category_id', 'locale']).doUpdateSet({ name }))
          .execute();
      }
      for (const [subPosition, [slug, en, zh]] of c.subs.entries()) {
        const sub = await trx
          .insertInto('sub_categories')
          .values({ category_id: row.id, slug, position: subPosition })
          .onConflict((oc) => oc.columns(['category_id', 'slug']).doUpdateSet({ position: subPosition }))
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const [locale, name] of [['en', en], ['zh-Hant', zh]] as const) {
          await trx
            .insertInto('sub_category_texts')
            .values({ sub_category_id: sub.id, locale, name })
            .onConflict((oc) => oc.columns(['sub_category_id', 'locale']).doUpdateSet({ name }))
            .execute();
        }
      }
    }
  });
}
