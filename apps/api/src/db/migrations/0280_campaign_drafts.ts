import { type Kysely, sql } from 'kysely';

/**
 * Campaigns made in the studio's form: a campaign is public once published
 * (`published_at`; every campaign that existed, and every campaign file loaded, is published at
 * once), its texts can wait as drafts until published, and `version` counts the studio's changes to
 * its definition so a save based on an older version is refused instead of undoing a colleague's.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE campaigns ADD COLUMN published_at timestamptz DEFAULT now();
    ALTER TABLE campaigns ADD COLUMN version integer NOT NULL DEFAULT 1;
    CREATE TABLE campaign_text_drafts (
      campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
      locale text NOT NULL CHECK (locale IN ('en', 'zh-Hant')),
      content jsonb NOT NULL,
      PRIMARY KEY (campaign_id, locale)
    );
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TABLE campaign_text_drafts;
    ALTER TABLE campaigns DROP COLUMN version;
    ALTER TABLE campaigns DROP COLUMN published_at;
  `.execute(db);
}
