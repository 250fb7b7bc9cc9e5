import { type Kysely, sql } from 'kysely';

/**
 * Counters of the general rate limiter (apps/api/src/http/rate-limit.ts): one row per bucket, key
 * and fixed window. Keys are keyed hashes (never an IP, phone or email in clear). Being in the
 * database, the limits hold across every instance of the data service.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE rate_limit_hits (
      bucket text NOT NULL,
      key_hash text NOT NULL,
      window_start timestamptz NOT NULL,
      hits integer NOT NULL CHECK (hits >= 0),
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (bucket, key_hash, window_start)
    );
    CREATE INDEX rate_limit_hits_expires_at ON rate_limit_hits (expires_at);
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE rate_limit_hits`.execute(db);
}
