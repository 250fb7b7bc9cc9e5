import { type Kysely, sql } from 'kysely';

/**
 * No lost updates on slots and media details, as with the entries' edit guard: a slot and a
 * photograph's details count the studio's changes, so a save based on an older count is refused
 * instead of undoing a colleague's. A booking changes `booked`, never `version`: only staff edits
 * are counted.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE campaign_slots ADD COLUMN version integer NOT NULL DEFAULT 0;
    ALTER TABLE media_assets ADD COLUMN version integer NOT NULL DEFAULT 0;
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE media_assets DROP COLUMN version;
    ALTER TABLE campaign_slots DROP COLUMN version;
  `.execute(db);
}
