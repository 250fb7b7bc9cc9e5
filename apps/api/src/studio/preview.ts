import type { Kysely } from 'kysely';
import type { StudioEntryType } from '@oriel/contracts/studio';
import type { DataLocale, Database } from '../db/schema';
import { buildSnapshot, readContentRows, type Snapshot, writeContent } from '../content';
import type { PreviewClaim } from '../staff';
import type { StudioContent } from './entries';

class Rollback extends Error {}

/**
 * The snapshot the site would serve with the entry's draft published: the content is written in a
 * transaction, read back through the same queries as the live site, and rolled back.
 */
export async function previewSnapshot(db: Kysely<Database>, content: StudioContent, claim: PreviewClaim & { type: StudioEntryType }, locale: DataLocale): Promise<Snapshot> {
  const bundle = await content.previewBundle(claim.type, claim.key);
  let rows: Awaited<ReturnType<typeof readContentRows>> | undefined;
  try {
    await db.transaction().execute(async (trx) => {
      await writeContent(trx, bundle);
      rows = await readContentRows(trx, locale);
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return buildSnapshot(rows!, locale);
}
