import { type Kysely, sql } from 'kysely';

/**
 * A boutique's opening hours per weekday, language-neutral, so the site can say
 * today's hours in Hong Kong time. The localised `hours` lines stay for the full week as written.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE boutiques ADD COLUMN opening_hours jsonb`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE boutiques DROP COLUMN opening_hours`.execute(db);
}
