import { type Kysely, sql } from 'kysely';

/**
 * Trigram matching for site search (apps/api/src/search). A trusted extension since
 * PostgreSQL 13 (no superuser needed); PGlite loads it from its contrib bundle (db/database.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP EXTENSION IF EXISTS pg_trgm`.execute(db);
}
