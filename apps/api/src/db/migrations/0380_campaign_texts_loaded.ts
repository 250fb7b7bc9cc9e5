import { type Kysely, sql } from 'kysely';

/**
 * The texts each campaign's file last wrote, beside the live ones: a later load of the file can
 * tell texts the studio published since (live and loaded differ) from texts only the file changes,
 * and refuses to replace the studio's without being told to. Null (every campaign live before
 * this migration, and those made in the studio's form): no file's texts are known, so every live
 * text a file would change is taken as the studio's, and the load is refused, naming them, until
 * the file agrees or says to replace them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE campaign_texts ADD COLUMN loaded_content jsonb`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE campaign_texts DROP COLUMN loaded_content`.execute(db);
}
