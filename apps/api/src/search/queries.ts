import { type Kysely, type RawBuilder, sql } from 'kysely';
import { type SearchResult, searchSpellings } from '@oriel/contracts/search';
import type { DataLocale, Database } from '../db/schema';
import { imageData, type MediaEntry, readUploadedMedia } from '../content';

/** A match as the query answers it, before its image is resolved. */
interface MatchRow {
  kind: SearchResult['kind'];
  slug: string;
  title: string;
  summary: string | null;
  line: SearchResult['line'];
  collection_slug: string | null;
  collection_name: string | null;
  category_slug: string | null;
  category_name: string | null;
  image_key: string | null;
  total: string | number;
}

/** `lower(text)` with the visitor's spellings folded into the house's (searchSpellings). */
function folded(text: RawBuilder<string>): RawBuilder<string> {
  return searchSpellings.reduce((expr, [typed, written]) => sql<string>`replace(${expr}, ${typed}, ${written})`, sql<string>`lower(${text})`);
}

/**
 * Searches the content tables themselves (no copy to keep in step: a content load is seen by the
 * next search). Every entry becomes one document: its texts in the visitor's language (English
 * where the translation is missing) and its names in both languages, so "Matin" finds 晨光系列 on
 * /tc and 香氛 finds The at-home collection on the English site.
 *
 * Matching: every space-separated term of the query is a substring of the document
 * (`strpos` on `lower()`: partial words, "mat" in Matin, and Chinese, where words are not separated
 * by spaces: 香氛 inside 家居香氛; both sides with the glossary's spellings folded, so 香薰 finds
 * 香氛), or the query is close to a name by pg_trgm's
 * `word_similarity` (misspelt Latin names: "marin" finds Matin). Ranking: the title starting with
 * the query, then a name containing it, then a match in the texts; pg_trgm's similarity orders
 * within each. The query is always a bound parameter.
 */
export async function searchContent(db: Kysely<Database>, locale: DataLocale, query: string, limit: number): Promise<{ results: SearchResult[]; total: number }> {
  const { rows } = await sql<MatchRow>`
    WITH documents AS (
      SELECT 'product' AS kind, p.slug, p.line, 3 AS kind_order, p.position,
        coalesce(l.fields->>'name', e.fields->>'name') AS title,
        coalesce(l.fields->>'subtitle', e.fields->>'subtitle') AS summary,
        concat_ws(' ', e.fields->>'name', z.fields->>'name') AS names,
        concat_ws(' ',
          coalesce(l.fields->>'subtitle', e.fields->>'subtitle'),
          coalesce(l.fields->>'description', e.fields->>'description'),
          -- The collection's and category's names in both languages: "matin" finds the Matin perfumes on /tc too.
          cet.name, clt.name, cate.name, catl.name, sce.name, scl.name,
          (SELECT string_agg(concat_ws(' ', v->'label'->>'en', v->'label'->>${locale}), ' ') FROM jsonb_array_elements(p.variants) v)
        ) AS texts,
        c.slug AS collection_slug, coalesce(clt.name, cet.name) AS collection_name,
        cat.slug AS category_slug, coalesce(catl.name, cate.name) AS category_name,
        p.images->>0 AS image_key
      FROM products p
      JOIN product_texts e ON e.product_id = p.id AND e.locale = 'en'
      LEFT JOIN product_texts l ON l.product_id = p.id AND l.locale = ${locale}
      LEFT JOIN product_texts z ON z.product_id = p.id AND z.locale = 'zh-Hant'
      LEFT JOIN collections c ON c.id = p.collection_id
      LEFT JOIN collection_texts cet ON cet.collection_id = c.id AND cet.locale = 'en'
      LEFT JOIN collection_texts clt ON clt.collection_id = c.id AND clt.locale = ${locale}
      LEFT JOIN sub_categories sc ON sc.id = p.sub_category_id
      LEFT JOIN sub_category_texts sce ON sce.sub_category_id = sc.id AND sce.locale = 'en'
      LEFT JOIN sub_category_texts scl ON scl.sub_category_id = sc.id AND scl.locale = ${locale}
      LEFT JOIN categories cat ON cat.id = sc.category_id
      LEFT JOIN category_texts cate ON cate.category_id = cat.id AND cate.locale = 'en'
      LEFT JOIN category_texts catl ON catl.category_id = cat.id AND catl.locale = ${locale}
      WHERE c.id IS NULL OR c.status = 'Active'
      UNION ALL
      SELECT 'collection', c.slug, c.line, 1, c.position,
        coalesce(l.name, e.name), coalesce(l.fields->>'tagline', e.fields->>'tagline'),
        concat_ws(' ', e.name, z.name),
        concat_ws(' ', coalesce(l.fields->>'tagline', e.fields->>'tagline'), coalesce(l.fields->>'intro', e.fields->>'intro')),
        NULL, NULL, NULL, NULL, c.hero_image
      FROM collections c
      JOIN collection_texts e ON e.collection_id = c.id AND e.locale = 'en'
      LEFT JOIN collection_texts l ON l.collection_id = c.id AND l.locale = ${locale}
      LEFT JOIN collection_texts z ON z.collection_id = c.id AND z.locale = 'zh-Hant'
      WHERE c.status = 'Active'
      UNION ALL
      SELECT 'category', c.slug, 'makeup', 2, c.position,
        coalesce(l.name, e.name), coalesce(l.fields->>'intro', e.fields->>'intro'),
        concat_ws(' ', e.name, z.name),
        concat_ws(' ', coalesce(l.fields->>'intro', e.fields->>'intro'),
          (SELECT string_agg(concat_ws(' ', se.name, sl.name), ' ') FROM sub_categories s
            LEFT JOIN sub_category_texts se ON se.sub_category_id = s.id AND se.locale = 'en'
            LEFT JOIN sub_category_texts sl ON sl.sub_category_id = s.id AND sl.locale = ${locale}
            WHERE s.category_id = c.id)),
        NULL, NULL, NULL, NULL, c.hero_image
      FROM categories c
      JOIN category_texts e ON e.category_id = c.id AND e.locale = 'en'
      LEFT JOIN category_texts l ON l.category_id = c.id AND l.locale = ${locale}
      LEFT JOIN category_texts z ON z.category_id = c.id AND z.locale = 'zh-Hant'
      UNION ALL
      SELECT 'article', a.slug, NULL, 4, 0,
        coalesce(l.fields->>'title', e.fields->>'title'), coalesce(l.fields->>'summary', e.fields->>'summary'),
        concat_ws(' ', e.fields->>'title', z.fields->>'title'),
        concat_ws(' ', coalesce(l.fields->>'kicker', e.fields->>'kicker'), coalesce(l.fields->>'summary', e.fields->>'summary'),
          (SELECT string_agg(b->>'text', ' ') FROM jsonb_array_elements(coalesce(l.fields->'body', e.fields->'body')) b)),
        NULL, NULL, NULL, NULL, a.cover_image
      FROM articles a
      JOIN article_texts e ON e.article_id = a.id AND e.locale = 'en'
      LEFT JOIN article_texts l ON l.article_id = a.id AND l.locale = ${locale}
      LEFT JOIN article_texts z ON z.article_id = a.id AND z.locale = 'zh-Hant'
    ),
    scored AS (
      SELECT d.*,
        ${folded(sql`${query}::text`)} AS needle,
        word_similarity(${query}::text, d.names) AS closeness,
        NOT EXISTS (
          SELECT 1 FROM regexp_split_to_table(${folded(sql`${query}::text`)}, '\\s+') term
          WHERE term <> '' AND strpos(${folded(sql`concat_ws(' ', d.names, d.texts)`)}, term) = 0
        ) AS every_term
      FROM documents d
    )
    SELECT kind, slug, title, summary, line, collection_slug, collection_name, category_slug, category_name, image_key,
      count(*) OVER () AS total
    FROM scored
    WHERE every_term OR closeness >= 0.6
    ORDER BY
      CASE WHEN strpos(${folded(sql`title`)}, needle) = 1 THEN 3 WHEN strpos(${folded(sql`names`)}, needle) > 0 THEN 2 WHEN every_term THEN 1 ELSE 0 END DESC,
      closeness DESC, kind_order, position, title
    LIMIT ${limit}
  `.execute(db);

  const keys = [...new Set(rows.map((r) => r.image_key).filter((k): k is string => !!k))];
  const media = keys.length ? await db.selectFrom('media').selectAll().where('key', 'in', keys).execute() : [];
  const manifest: Record<string, MediaEntry> = Object.fromEntries(media.map((m) => [m.key, { width: m.width, height: m.height, hash: m.hash, webp: m.webp as number[], avif: m.avif as number[] }]));
  // The media library's photographs stand beside the generated art.
  if (keys.some((k) => k.startsWith('uploads/'))) for (const upload of await readUploadedMedia(db)) manifest[upload.key] = upload;
  const results = rows.map(
    (r): SearchResult => ({
      kind: r.kind,
      slug: r.slug,
      title: r.title,
      summary: r.summary ?? '',
      line: r.line,
      collection: r.collection_slug ? { slug: r.collection_slug, name: r.collection_name ?? r.collection_slug } : null,
      category: r.category_slug ? { slug: r.category_slug, name: r.category_name ?? r.category_slug } : null,
      image: r.image_key && manifest[r.image_key] ? imageData(manifest, r.image_key, '') : null,
    }),
  );
  return { results, total: Number(rows[0]?.total ?? 0) };
}
