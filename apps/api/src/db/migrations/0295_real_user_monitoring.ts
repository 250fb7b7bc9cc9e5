import { type Kysely, sql } from 'kysely';

/**
 * Real-user monitoring (docs/observability.md): one row per reported web vital of a sampled page
 * view, by day (no finer time, no address, no cookie), kept 35 days; and one row per distinct
 * client error, counted, with the release that first and last showed it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE web_vitals (
      id bigserial PRIMARY KEY,
      day date NOT NULL,
      template text NOT NULL,
      locale text NOT NULL,
      device text NOT NULL,
      connection text NOT NULL,
      metric text NOT NULL,
      value double precision NOT NULL
    );
    CREATE INDEX web_vitals_by_day ON web_vitals (day, metric);
    CREATE TABLE client_errors (
      fingerprint text PRIMARY KEY,
      type text NOT NULL,
      message text NOT NULL,
      template text NOT NULL,
      first_release text NOT NULL,
      last_release text NOT NULL,
      browser text NOT NULL,
      count integer NOT NULL DEFAULT 1,
      first_seen timestamptz NOT NULL,
      last_seen timestamptz NOT NULL
    );
    CREATE INDEX client_errors_by_last_seen ON client_errors (last_seen DESC);
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE client_errors; DROP TABLE web_vitals;`.execute(db);
}
