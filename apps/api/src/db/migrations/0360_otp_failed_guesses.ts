import { type Kysely, sql } from 'kysely';

/**
 * Each wrong guess at a code, with the (hashed) address that made it: the back-off after wrong
 * guesses counts the guesser's, so guesses at someone else's code delay the guesser, not the
 * number's owner (decision 332). The requester column of 0350 is no longer read.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE otp_failed_guesses (
      id bigserial PRIMARY KEY,
      destination text NOT NULL,
      ip_hash text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX otp_failed_guesses_destination ON otp_failed_guesses (destination, created_at);
    ALTER TABLE otp_codes DROP COLUMN ip_hash;
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE otp_codes ADD COLUMN ip_hash text;
    DROP TABLE otp_failed_guesses;
  `.execute(db);
}
