import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE collections (
      id serial PRIMARY KEY,
      slug text NOT NULL UNIQUE,
      status text NOT NULL CHECK (status IN ('Active', 'Inactive')),
      date date NOT NULL
    );
    CREATE TABLE collection_texts (
      collection_id integer NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
      locale text NOT NULL CHECK (locale IN ('en', 'zh-Hant')),
      name text NOT NULL,
      PRIMARY KEY (collection_id, locale)
    );
    CREATE TABLE categories (
      id serial PRIMARY KEY,
      slug text NOT NULL UNIQUE,
      position integer NOT NULL
    );
    CREATE TABLE category_texts (
      category_id integer NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
      locale text NOT NULL CHECK (locale IN ('en', 'zh-Hant')),
      name text NOT NULL,
      PRIMARY KEY (category_id, locale)
    );
    CREATE TABLE sub_categories (
      id serial PRIMARY KEY,
      category_id integer NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
      slug text NOT NULL,
      position integer NOT NULL,
      UNIQUE (category_id, slug)
    );
    CREATE TABLE sub_category_texts (
      sub_category_id integer NOT NULL REFERENCES sub_categories (id) ON DELETE CASCADE,
      locale text NOT NULL CHECK (locale IN ('en', 'zh-Hant')),
      name text NOT NULL,
      PRIMARY KEY (sub_category_id, locale)
    );
  `.execute(db);
}
