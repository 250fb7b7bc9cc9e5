import { type Kysely, sql } from 'kysely';

/**
 * The full content model: every entry keeps its language-neutral facts in columns and its texts in
 * one JSON document per locale (`fields`), so a missing zh-Hant field can fall back to English field
 * by field. The whole model is loaded from the files under `content/` (see docs/content.md).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE collections ADD COLUMN line text NOT NULL DEFAULT 'fragrance' CHECK (line IN ('fragrance', 'home-fragrance'));
    ALTER TABLE collections ADD COLUMN position integer NOT NULL DEFAULT 0;
    ALTER TABLE collections ADD COLUMN hero_image text;
    ALTER TABLE collection_texts ADD COLUMN fields jsonb NOT NULL DEFAULT '{}'::jsonb;
    ALTER TABLE collection_texts ALTER COLUMN name DROP NOT NULL;
    ALTER TABLE category_texts ALTER COLUMN name DROP NOT NULL;
    ALTER TABLE sub_category_texts ALTER COLUMN name DROP NOT NULL;
    ALTER TABLE categories ADD COLUMN hero_image text;
    ALTER TABLE category_texts ADD COLUMN fields jsonb NOT NULL DEFAULT '{}'::jsonb;

    CREATE TABLE taxonomy_terms (
      id serial PRIMARY KEY,
      taxonomy text NOT NULL CHECK (taxonomy IN ('olfactory-family', 'mood', 'colour-tone')),
      slug text NOT NULL,
      position integer NOT NULL,
      swatch text,
      UNIQUE (taxonomy, slug)
    );
    CREATE TABLE taxonomy_term_texts (
      term_id integer NOT NULL REFERENCES taxonomy_terms (id) ON DELETE CASCADE,
      locale text NOT NULL CHECK (locale IN ('en', 'zh-Hant')),
      fields jsonb NOT NULL,
      PRIMARY KEY (term_id, locale)
    );

    CREATE TABLE products (
      id serial PRIMARY KEY,
      slug text NOT NULL UNIQUE,
      line text NOT NULL CHECK (line IN ('fragrance', 'home-fragrance', 'makeup')),
      collection_id integer REFERENCES collections (id) ON DELETE SET NULL,
      sub_category_id integer REFERENCES sub_categories (id) ON DELETE SET NULL,
      tag text CHECK (tag IN ('new', 'best_seller')),
      olfactory_family text,
      moods jsonb NOT NULL DEFAULT '[]'::jsonb,
      colour_tone text,
      date date NOT NULL,
      position integer NOT NULL,
      variants jsonb NOT NULL DEFAULT '[]'::jsonb,
      images jsonb NOT NULL DEFAULT '[]'::jsonb,
      related jsonb NOT NULL DEFAULT '[]'::jsonb
    );
    CREATE INDEX products_line_idx ON products (line, position);
    CREATE TABLE product_texts (
      product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      locale text NOT NULL CHECK (locale IN ('en', 'zh-Hant')),
      fields jsonb NOT NULL,
      PRIMARY KEY (product_id, locale)
    );

    CREATE TABLE new_arrivals (
      product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
      position integer NOT NULL
    );

    CREATE TABLE articles (
      id serial PRIMARY KEY,
      slug text NOT NULL UNIQUE,
      date date NOT NULL,
      cover_image text NOT NULL,
      related_products jsonb NOT NULL DEFAULT '[]'::jsonb
    );
    CREATE TABLE article_texts (
      article_id integer NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
      locale text NOT NULL CHECK (locale IN ('en', 'zh-Hant')),
      fields jsonb NOT NULL,
      PRIMARY KEY (article_id, locale)
    );

    CREATE TABLE pages (
      id serial PRIMARY KEY,
      key text NOT NULL UNIQUE,
      updated date NOT NULL,
      hero_image text,
      facts jsonb NOT NULL DEFAULT '{}'::jsonb
    );
    CREATE TABLE page_texts (
      page_id integer NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
      locale text NOT NULL CHECK (locale IN ('en', 'zh-Hant')),
      fields jsonb NOT NULL,
      PRIMARY KEY (page_id, locale)
    );

    CREATE TABLE boutiques (
      id serial PRIMARY KEY,
      slug text NOT NULL UNIQUE,
      kind text NOT NULL CHECK (kind IN ('permanent', 'pop-up')),
      position integer NOT NULL,
      phone text,
      map_url text NOT NULL,
      opens date,
      closes date,
      image text
    );
    CREATE TABLE boutique_texts (
      boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
      locale text NOT NULL CHECK (locale IN ('en', 'zh-Hant')),
      fields jsonb NOT NULL,
      PRIMARY KEY (boutique_id, locale)
    );

    CREATE TABLE media (
      key text PRIMARY KEY,
      width integer NOT NULL,
      height integer NOT NULL,
      hash text NOT NULL,
      webp jsonb NOT NULL DEFAULT '[]'::jsonb,
      avif jsonb NOT NULL DEFAULT '[]'::jsonb
    );

    CREATE TABLE content_versions (
      area text PRIMARY KEY,
      version text NOT NULL,
      loaded_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}
