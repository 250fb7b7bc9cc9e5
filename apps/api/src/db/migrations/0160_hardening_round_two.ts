import { type Kysely, sql } from 'kysely';

/**
 * The second hardening round (docs/hardening.md):
 * - `registration_attempts` held submitters' IP addresses in clear. The per-client submit limit
 *   now lives in `rate_limit_hits` (keyed hashes, one atomic upsert per submit), so the table and
 *   every address in it go. Its rows only ever counted a 10-minute window: nothing else is lost.
 * - An idempotency key is bound to a fingerprint of the request that first used it: the same key
 *   with another body (or another visitor's proof) is refused instead of answered with that
 *   visitor's booking. Rows from before have none and stay answerable by key alone until purged.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS registration_attempts;
    ALTER TABLE registration_requests ADD COLUMN fingerprint text;
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE registration_requests DROP COLUMN fingerprint;
    CREATE TABLE registration_attempts (client text NOT NULL, at timestamptz NOT NULL);
    CREATE INDEX registration_attempts_client_at ON registration_attempts (client, at);
  `.execute(db);
}
