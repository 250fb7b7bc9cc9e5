import { type Kysely, type Migration, Migrator } from 'kysely';
import * as contentMenu from './migrations/0001_content_menu';

/** Every migration, in order. Both PGlite and PostgreSQL run exactly these. */
const migrations: Record<string, Migration> = {
  '0001_content_menu': contentMenu,
};

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
