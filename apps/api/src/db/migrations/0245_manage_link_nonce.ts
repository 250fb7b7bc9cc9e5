import { type Kysely, sql } from 'kysely';

/**
 * A booking's manage token is derived from the registration's id, this random nonce
 * and the server's key (HMAC), so a reminder or a staff message can carry the link again without
 * the token being stored. The nonce alone opens nothing; bookings made before have none (their
 * token was random) and their later messages point to the confirmation's link, as before.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE registrations ADD COLUMN manage_link_nonce text`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE registrations DROP COLUMN manage_link_nonce`.execute(db);
}
