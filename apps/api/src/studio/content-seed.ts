import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { StudioContent } from './entries';
import { findContentDir } from '../content';

/**
 * Loads the live content into the database unless this version is already there (start-up, tests
 * and `npm run content:load`): the files under `content/` with the studio's publications laid over
 * them. Idempotent: a second run with the same files and publications changes
 * nothing; a change calls markContentChanged (in StudioContent.seed).
 */
export async function seedContent(db: Kysely<Database>, options: { contentDir?: string; force?: boolean } = {}): Promise<{ version: string; changed: boolean }> {
  return new StudioContent(db, options.contentDir ?? findContentDir()).seed({ force: options.force });
}
