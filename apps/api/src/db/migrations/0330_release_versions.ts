import { type Kysely, sql } from 'kysely';

/**
 * A release's edit guard, like the entries': every change to a
 * release counts (an entry added, taken out or brought up to date, a schedule set or cancelled) and
 * says who made it, so "Publish now" or "Schedule" pressed on a page opened before a colleague's
 * change is refused instead of publishing a set of entries nobody confirmed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE studio_releases ADD COLUMN version integer NOT NULL DEFAULT 0;
    ALTER TABLE studio_releases ADD COLUMN changed_by text;
    ALTER TABLE studio_releases ADD COLUMN changed_at timestamptz;
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE studio_releases DROP COLUMN changed_at;
    ALTER TABLE studio_releases DROP COLUMN changed_by;
    ALTER TABLE studio_releases DROP COLUMN version;
  `.execute(db);
}
