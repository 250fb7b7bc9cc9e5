import { isDeepStrictEqual } from 'node:util';
import type { Kysely } from 'kysely';
import { type EntryDocument, type StudioEntryType, entryKeyOf, studioEntryTypes } from '@oriel/contracts/studio';
import type { Database } from '../db/schema';
import { checkContentBundle, type ContentBundle, markContentChanged, writeContent } from '../content';
import { type AuditActor, recordAudit } from '../staff';
import { entriesOf, parsed } from './content-layout';

/**
 * `npm run content -- export | import`: the studio's publications written back to the content
 * files, and the files made live again.
 */

/** Every live entry with the file it belongs in; the command writes those that differ from the files. */
export function exportDocuments(live: ContentBundle): { type: StudioEntryType; file: string; document: EntryDocument }[] {
  return (Object.keys(studioEntryTypes) as StudioEntryType[]).flatMap((type) => entriesOf(live, type).map(({ file, data }) => ({ type, file, document: data })));
}

/**
 * The content files become the live version of every entry. Each entry the studio had published
 * whose file now says otherwise gets an `import` revision with the file's version; the
 * publications are dropped (the files hold them now), drafts stay, and the whole content is
 * written under a new version, so every instance shows it within a second.
 */
export async function importFiles(db: Kysely<Database>, files: ContentBundle, actor: AuditActor): Promise<{ imported: string[]; version: string }> {
  checkContentBundle(files);
  const imported: string[] = [];
  await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('studio_entries').select(['type', 'key', 'published']).where('published', 'is not', null).forUpdate().execute();
    const now = new Date();
    for (const row of rows) {
      const type = row.type as StudioEntryType;
      const fromFile = entriesOf(files, type).find((e) => entryKeyOf(type, e.data) === row.key)?.data ?? null;
      const published = parsed(row.published);
      if (fromFile && !isDeepStrictEqual(fromFile, published)) {
        await trx.insertInto('studio_revisions').values({ type, key: row.key, action: 'import', document: JSON.stringify(fromFile), author: actor.email }).execute();
        await recordAudit(trx, actor, 'entry.import', `${type}:${row.key}`, published, fromFile);
        imported.push(`${type}:${row.key}`);
      }
      await trx.updateTable('studio_entries').set({ published: null, updated_at: now, updated_by: actor.email }).where('type', '=', type).where('key', '=', row.key).execute();
    }
    await writeContent(trx, files);
    await markContentChanged(trx);
  });
  return { imported, version: files.version };
}
