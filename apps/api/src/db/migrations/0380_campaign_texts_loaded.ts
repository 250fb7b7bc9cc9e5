import { type Kysely, sql } from 'kysely';

/**
 * The texts each campaign's file last wrote, beside the live ones: a later load of the file can
 * tell texts the studio published since (live and loaded differ) from texts only the file changes,
 * and refuses to replace the studio's without being told to. Texts already live count as loaded.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE campaign_texts ADD COLUMN loaded_content jsonb`.execute(db);
  await sql`UPDATE campaign_texts SET loaded_content = content`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE campaign_texts DROP COLUMN loaded_content`.execute(db);
}
