import { type Kysely, sql } from 'kysely';

/**
 * Each code is bound to the challenge its send handed out (keyed hash): a verify is checked only
 * against the code of the challenge it brings (decision 333). Codes sent before have none and no
 * longer verify; they expire within ten minutes anyway.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE otp_codes ADD COLUMN challenge_hash text`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE otp_codes DROP COLUMN challenge_hash`.execute(db);
}
