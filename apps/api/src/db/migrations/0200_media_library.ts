import { type Kysely, sql } from 'kysely';

/**
 * The studio's media library: one row per uploaded photograph, keyed
 * `uploads/<id>` like the generated art's media keys, with its alt texts in both languages, its
 * focal point and the renditions of its current file. The files themselves live in the media
 * storage (MEDIA_DIR), never in the database.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE media_assets (
      id text PRIMARY KEY,
      key text NOT NULL UNIQUE,
      status text NOT NULL CHECK (status IN ('processing', 'ready', 'failed')),
      hash text,
      width integer,
      height integer,
      webp jsonb NOT NULL DEFAULT '[]',
      avif jsonb NOT NULL DEFAULT '[]',
      pending_source text,
      pending_type text,
      pending_bytes integer,
      error text,
      alt_en text NOT NULL,
      alt_zh_hant text NOT NULL,
      focus_x real NOT NULL DEFAULT 0.5 CHECK (focus_x >= 0 AND focus_x <= 1),
      focus_y real NOT NULL DEFAULT 0.5 CHECK (focus_y >= 0 AND focus_y <= 1),
      created_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX media_assets_pending_idx ON media_assets (updated_at) WHERE pending_source IS NOT NULL;
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS media_assets`.execute(db);
}
