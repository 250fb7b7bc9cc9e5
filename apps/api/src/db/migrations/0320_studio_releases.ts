import { type Kysely, sql } from 'kysely';

/**
 * Releases (docs/decisions/312-releases.md): a named set of entries' saved drafts published
 * together, now or at a scheduled moment, in one transaction. Each entry of a release names the
 * revision it was added with, so what goes live is what was reviewed, and a draft saved since is
 * shown as changed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE studio_releases (
      id serial PRIMARY KEY,
      name text NOT NULL,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'scheduled', 'published')),
      created_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      scheduled_at timestamptz,
      scheduled_by text,
      published_at timestamptz,
      published_by text,
      failure text
    );
    CREATE TABLE studio_release_entries (
      release_id integer NOT NULL REFERENCES studio_releases (id) ON DELETE CASCADE,
      type text NOT NULL,
      key text NOT NULL,
      revision integer NOT NULL,
      added_by text NOT NULL,
      added_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (release_id, type, key)
    );
    CREATE INDEX studio_release_entries_entry_idx ON studio_release_entries (type, key);
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TABLE studio_release_entries;
    DROP TABLE studio_releases;
  `.execute(db);
}
