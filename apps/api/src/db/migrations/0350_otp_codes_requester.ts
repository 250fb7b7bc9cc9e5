import { type Kysely, sql } from 'kysely';

/**
 * Each code remembers the (hashed) address that asked for it, so the wait after wrong guesses and
 * the daily cap count what one requester did to a number: someone else's guesses and sends no
 * longer keep the number's owner from their codes (decision 332).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE otp_codes ADD COLUMN ip_hash text;
    CREATE INDEX otp_sends_destination_ip ON otp_sends (destination, ip_hash, created_at);
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP INDEX otp_sends_destination_ip;
    ALTER TABLE otp_codes DROP COLUMN ip_hash;
  `.execute(db);
}
