import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readContentBundle } from './bundle';
import { findContentDir, readContentVersion } from './loader';
import { contentArea, storeContent } from './queries';
import { markContentChanged } from './version';

/**
 * Loads `content/` into the database unless this version is already there (start-up, tests and
 * `npm run content:load`). Idempotent: a second run with the same files changes nothing.
 */
export async function seedContent(db: Kysely<Database>, options: { contentDir?: string; force?: boolean } = {}): Promise<{ version: string; changed: boolean }> {
  const bundle = await readContentBundle(options.contentDir ?? findContentDir());
  if (!options.force && (await readContentVersion(db, contentArea)) === bundle.version) return { version: bundle.version, changed: false };
  await storeContent(db, bundle);
  await markContentChanged(db);
  return { version: bundle.version, changed: true };
}
