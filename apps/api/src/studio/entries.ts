import { isDeepStrictEqual } from 'node:util';
import type { Kysely, Transaction } from 'kysely';
import { publicPathOf } from '@oriel/contracts/site-paths';
import {
  type EntryDetail,
  type EntryDocument,
  type EntrySummary,
  type StudioEntryType,
  entryKeyOf,
  fieldIssues,
  missingTranslations,
  studioEntryTypes,
} from '@oriel/contracts/studio';
import type { Database } from '../db/schema';
import { checkContentBundle, contentArea, type ContentBundle, ContentError, linkIssues, markContentChanged, readContentFiles, readContentVersion, readUploadedMedia, writeContent } from '../content';
import { type AuditActor, recordAudit, StudioError } from '../staff';
import { type TypedDocument, entriesOf, entryIn, overlay, parsed, versionOf } from './content-layout';
import { exportDocuments, importFiles } from './content-transfer';
import { refuseStaleEdit } from '../staff';

// Other areas (media, campaigns) name the studio's error from here.

/**
 * The studio's content entries and their publish workflow. The content files are
 * the seed; an entry edited in the studio keeps its draft and its published document in
 * `studio_entries`, and the published documents are laid over the files to make the live content.
 * Publishing writes what changed through the same code the loader uses (one transaction, same
 * checks) under a new content version, so every instance of the data service serves it within a
 * second.
 */

type Db = Kysely<Database> | Transaction<Database>;
type EntryRow = { draft: unknown; updated_at: Date; updated_by: string | null; scheduled_at?: Date | null };

/** The job of a scheduled publication. */
export interface ScheduledPublication {
  type: StudioEntryType;
  key: string;
  revision: number;
  /** The moment it was scheduled for: a job whose schedule has since changed does nothing. */
  at: string;
}

async function publishedDocuments(db: Db): Promise<TypedDocument[]> {
  const rows = await db.selectFrom('studio_entries').select(['type', 'published']).where('published', 'is not', null).orderBy('type').orderBy('key').execute();
  return rows.map((r) => ({ type: r.type as StudioEntryType, document: parsed(r.published)! }));
}

export class StudioContent {
  /** The content files, read once: they change on disk only with `npm run content -- import` (or a restart). */
  private filesRead: Promise<ContentBundle> | null = null;
  /** The live content (files + publications), kept for the content version the database holds. */
  private liveRead: { version: string; bundle: Promise<ContentBundle> } | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly contentDir: string,
  ) {}

  /** The files as they are (the seed), validated; not yet checked across entries. */
  private files(options: { reread?: boolean } = {}): Promise<ContentBundle> {
    if (options.reread || !this.filesRead) {
      this.filesRead = readContentFiles(this.contentDir);
      this.filesRead.catch(() => (this.filesRead = null));
    }
    return this.filesRead;
  }

  /**
   * The live content for reading (lists, details): files with publications laid over them, not
   * checked again (each publication was checked when made). Built once per content version: every
   * instance sees another's publication by the version it wrote.
   */
  private async liveContent(db: Db = this.db): Promise<ContentBundle> {
    const version = (await readContentVersion(db, contentArea)) ?? 'none';
    if (this.liveRead?.version !== version) {
      const bundle = Promise.all([this.files(), publishedDocuments(db)]).then(([files, published]) => ({ ...overlay(files, published), version: versionOf(files.version, published) }));
      this.liveRead = { version, bundle };
      bundle.catch(() => (this.liveRead = null));
    }
    return this.liveRead.bundle;
  }

  /** The live content: the files with every studio publication (and `extra`) laid over them, checked. */
  async liveBundle(db: Db = this.db, extra: TypedDocument[] = [], options: { rawErrors?: boolean } = {}): Promise<ContentBundle> {
    const files = await this.files();
    const published = await publishedDocuments(db);
    const all = [...published.filter((p) => !extra.some((e) => e.type === p.type && entryKeyOf(e.type, e.document) === entryKeyOf(p.type, p.document))), ...extra];
    const bundle = overlay(files, all);
    try {
      // Images may name the media library's photographs as well as the files' art.
      checkContentBundle(bundle, new Set((await readUploadedMedia(db)).map((m) => m.key)));
    } catch (error) {
      if (error instanceof ContentError && !options.rawErrors) throw new StudioError(400, error.message, [{ path: error.field, message: error.detail }]);
      throw error;
    }
    return { ...bundle, version: versionOf(files.version, all) };
  }

  /** Loads the live content into the database unless that version is already there (start-up). */
  async seed(options: { force?: boolean } = {}): Promise<{ version: string; changed: boolean }> {
    if (options.force) await this.files({ reread: true });
    // A bad content file stays a ContentError here: start-up reports it and keeps the last good version.
    const bundle = await this.liveBundle(this.db, [], { rawErrors: true });
    if (!options.force && (await readContentVersion(this.db, contentArea)) === bundle.version) return { version: bundle.version, changed: false };
    await this.db.transaction().execute((trx) => writeContent(trx, bundle));
    await markContentChanged(this.db);
    return { version: bundle.version, changed: true };
  }

  /** Validates a document with its content type's schema (the one the content files use). */
  validate(type: StudioEntryType, document: unknown): EntryDocument {
    const result = studioEntryTypes[type].schema.safeParse(document);
    if (!result.success) throw new StudioError(400, 'The entry has errors.', fieldIssues(result.error));
    const links = linkIssues(result.data);
    if (links.length > 0) throw new StudioError(400, links[0]!.message, links);
    return result.data as EntryDocument;
  }

  async list(type: StudioEntryType): Promise<EntrySummary[]> {
    const bundle = await this.liveContent();
    const rows = await this.db.selectFrom('studio_entries').select(['key', 'draft', 'updated_at', 'updated_by', 'scheduled_at']).where('type', '=', type).execute();
    const byKey = new Map(rows.map((r) => [r.key, r]));
    return entriesOf(bundle, type).map(({ data }) => this.summary(type, data, byKey.get(entryKeyOf(type, data))));
  }

  private summary(type: StudioEntryType, live: EntryDocument, row: EntryRow | undefined): EntrySummary {
    const draft = parsed(row?.draft);
    const shown = draft ?? live;
    const nameField = studioEntryTypes[type].nameField;
    const texts = (locale: string) => (shown[locale] ?? {}) as Record<string, unknown>;
    const group = type === 'product' ? String(shown.line) : type === 'collection' ? String(shown.line) : type === 'boutique' ? String(shown.kind) : null;
    const fallbackName = type === 'new-arrivals' ? 'New arrivals' : entryKeyOf(type, live);
    return {
      type,
      key: entryKeyOf(type, live),
      name: String((nameField && texts('en')[nameField]) ?? fallbackName),
      nameZh: nameField ? ((texts('zh-Hant')[nameField] as string | undefined) ?? null) : null,
      group,
      status: row?.scheduled_at ? 'scheduled' : draft ? 'changed' : 'published',
      missingTranslations: missingTranslations(shown).length,
      updatedAt: row?.updated_at ? new Date(row.updated_at).toISOString() : null,
      updatedBy: row?.updated_by ?? null,
      publicPath: publicPathOf(type, live),
    };
  }

  async detail(type: StudioEntryType, key: string): Promise<EntryDetail> {
    const live = entryIn(await this.liveContent(), type, key);
    if (!live) throw new StudioError(404, `No ${studioEntryTypes[type].singular} "${key}".`);
    const row = await this.db
      .selectFrom('studio_entries')
      .select(['draft', 'updated_at', 'updated_by', 'scheduled_at', 'scheduled_revision', 'scheduled_by', 'version'])
      .where('type', '=', type)
      .where('key', '=', key)
      .executeTakeFirst();
    const revisions = await this.db
      .selectFrom('studio_revisions')
      .select(['id', 'action', 'author', 'created_at'])
      .where('type', '=', type)
      .where('key', '=', key)
      .orderBy('id', 'desc')
      .execute();
    return {
      summary: this.summary(type, live, row),
      live,
      draft: parsed(row?.draft),
      version: row?.version ?? 0,
      revisions: revisions.map((r) => ({ id: r.id, action: r.action, author: r.author, createdAt: new Date(r.created_at).toISOString() })),
      scheduled: row?.scheduled_at && row.scheduled_revision !== null ? { at: new Date(row.scheduled_at).toISOString(), revision: row.scheduled_revision, by: row.scheduled_by ?? '' } : null,
    };
  }

  async revision(type: StudioEntryType, key: string, id: number): Promise<EntryDocument> {
    const row = await this.db.selectFrom('studio_revisions').select('document').where('type', '=', type).where('key', '=', key).where('id', '=', id).executeTakeFirst();
    if (!row) throw new StudioError(404, `No revision ${id} of ${key}.`);
    return parsed(row.document)!;
  }

  /** The live document of an entry (before a first edit: the file's). */
  private async live(trx: Db, type: StudioEntryType, key: string): Promise<EntryDocument | undefined> {
    const published = await trx.selectFrom('studio_entries').select('published').where('type', '=', type).where('key', '=', key).where('published', 'is not', null).executeTakeFirst();
    return parsed(published?.published) ?? entryIn(await this.files(), type, key);
  }

  /**
   * The entry's row, locked for the change, refused when it moved on since `basedOn` (another
   * person's save, publish or discard): no one's work is overwritten unseen.
   */
  private async lockFresh(trx: Transaction<Database>, type: StudioEntryType, key: string, basedOn: number | undefined) {
    const row = await trx
      .selectFrom('studio_entries')
      .select(['draft', 'published', 'version', 'updated_at', 'updated_by', 'scheduled_at', 'scheduled_revision', 'scheduled_by'])
      .where('type', '=', type)
      .where('key', '=', key)
      .forUpdate()
      .executeTakeFirst();
    if (row && basedOn !== undefined && basedOn !== row.version) {
      const current = parsed(row.draft) ?? (await this.live(trx, type, key)) ?? null;
      await refuseStaleEdit(trx, { version: row.version, by: row.updated_by, at: row.updated_at, current }, basedOn);
    }
    // A first change: nobody has changed the entry in the studio yet, version 0.
    if (!row && basedOn !== undefined && basedOn !== 0) throw new StudioError(409, 'This entry changed since you opened it. Reload it to see the latest version.');
    return row;
  }

  /** Saves a draft: validated, kept beside the live version; the site does not change. */
  async saveDraft(actor: AuditActor, type: StudioEntryType, key: string, input: unknown, options: { action?: 'draft' | 'restore'; basedOn?: number } = {}): Promise<{ document: EntryDocument; version: number }> {
    const action = options.action ?? 'draft';
    const document = this.validate(type, input);
    if (entryKeyOf(type, document) !== key) throw new StudioError(400, 'The address (slug) of an entry cannot be changed here.', [{ path: studioEntryTypes[type].keyField ?? '', message: 'cannot be changed' }]);
    return this.db.transaction().execute(async (trx) => {
      const live = await this.live(trx, type, key);
      if (!live) throw new StudioError(404, `No ${studioEntryTypes[type].singular} "${key}".`);
      const row = await this.lockFresh(trx, type, key, options.basedOn);
      const before = parsed(row?.draft) ?? live;
      await this.keepOriginal(trx, type, key, live);
      const version = (row?.version ?? 0) + 1;
      const values = { draft: JSON.stringify(document), updated_at: new Date(), updated_by: actor.email, version };
      await trx
        .insertInto('studio_entries')
        .values({ type, key, ...values })
        .onConflict((oc) => oc.columns(['type', 'key']).doUpdateSet(values))
        .execute();
      await trx.insertInto('studio_revisions').values({ type, key, action, document: JSON.stringify(document), author: actor.email }).execute();
      await recordAudit(trx, actor, action === 'restore' ? 'entry.restore' : 'entry.draft', `${type}:${key}`, before, document);
      return { document, version };
    });
  }

  /** The first edit of an entry keeps the version it replaced, so history can go back to it. */
  private async keepOriginal(trx: Db, type: StudioEntryType, key: string, live: EntryDocument) {
    const any = await trx.selectFrom('studio_revisions').select('id').where('type', '=', type).where('key', '=', key).executeTakeFirst();
    if (!any) await trx.insertInto('studio_revisions').values({ type, key, action: 'original', document: JSON.stringify(live), author: 'content files' }).execute();
  }

  /** Restores a revision as the draft (publish it to make it live). */
  async restore(actor: AuditActor, type: StudioEntryType, key: string, revisionId: number, basedOn?: number): Promise<{ document: EntryDocument; version: number }> {
    const document = await this.revision(type, key, revisionId);
    return this.saveDraft(actor, type, key, document, { action: 'restore', basedOn });
  }

  /** Publishes the draft: the same checks as the content files, then the whole content under a new version. */
  async publish(actor: AuditActor, type: StudioEntryType, key: string, basedOn?: number): Promise<{ version: string; entryVersion: number }> {
    return this.db.transaction().execute(async (trx) => {
      const row = await this.lockFresh(trx, type, key, basedOn);
      const draft = parsed(row?.draft);
      if (!draft) throw new StudioError(409, 'There is no draft to publish.');
      return this.publishDocument(trx, actor, type, key, this.validate(type, draft), null, 'entry.publish');
    });
  }

  /** Makes `document` live: the whole content under a new version, the draft dropped when it is the same. */
  private async publishDocument(trx: Transaction<Database>, actor: AuditActor, type: StudioEntryType, key: string, document: EntryDocument, draft: EntryDocument | null, auditAction: string) {
    const before = (await this.live(trx, type, key)) ?? null;
    const previous = await this.liveContent(trx);
    const bundle = await this.liveBundle(trx, [{ type, document }]);
    const keepDraft = draft !== null && !isDeepStrictEqual(draft, document);
    const { version: entryVersion } = await trx
      .updateTable('studio_entries')
      .set((eb) => ({ published: JSON.stringify(document), ...(keepDraft ? {} : { draft: null }), published_at: new Date(), updated_at: new Date(), updated_by: actor.email, version: eb('version', '+', 1) }))
      .where('type', '=', type)
      .where('key', '=', key)
      .returning('version')
      .executeTakeFirstOrThrow();
    await trx.insertInto('studio_revisions').values({ type, key, action: 'publish', document: JSON.stringify(document), author: actor.email }).execute();
    // Only the rows of what changed, when the database holds the content read before.
    const stored = await readContentVersion(trx, contentArea);
    await writeContent(trx, bundle, stored === previous.version ? previous : undefined);
    // Every instance's caches (data-service responses, page servers' pages) drop what they hold.
    await markContentChanged(trx);
    await recordAudit(trx, actor, auditAction, `${type}:${key}`, before, document);
    return { version: bundle.version, entryVersion };
  }

  /**
   * "Schedule": the saved draft (its latest revision) is published at `at` by the
   * job queue; the job is written in the same transaction as the schedule, so it exists exactly
   * when the schedule does. A later schedule or a cancellation makes an earlier job do nothing.
   */
  async schedule(actor: AuditActor, type: StudioEntryType, key: string, at: Date, enqueue: (trx: Transaction<Database>, payload: ScheduledPublication) => Promise<void>, basedOn?: number) {
    return this.db.transaction().execute(async (trx) => {
      const row = await this.lockFresh(trx, type, key, basedOn);
      const draft = parsed(row?.draft);
      if (!draft) throw new StudioError(409, 'There is no draft to schedule: save one first.');
      const document = this.validate(type, draft);
      // The same checks as a publication now, so a broken reference is refused at once.
      await this.liveBundle(trx, [{ type, document }]);
      const latest = await trx.selectFrom('studio_revisions').select('id').where('type', '=', type).where('key', '=', key).orderBy('id', 'desc').executeTakeFirstOrThrow();
      await trx
        .updateTable('studio_entries')
        .set((eb) => ({ scheduled_at: at, scheduled_revision: latest.id, scheduled_by: actor.email, version: eb('version', '+', 1) }))
        .where('type', '=', type)
        .where('key', '=', key)
        .execute();
      await enqueue(trx, { type, key, revision: latest.id, at: at.toISOString() });
      await recordAudit(trx, actor, 'entry.schedule', `${type}:${key}`, null, { at: at.toISOString(), revision: latest.id });
      return { at: at.toISOString(), revision: latest.id };
    });
  }

  async cancelSchedule(actor: AuditActor, type: StudioEntryType, key: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('studio_entries').select(['scheduled_at', 'scheduled_revision']).where('type', '=', type).where('key', '=', key).forUpdate().executeTakeFirst();
      if (!row?.scheduled_at) return;
      await trx
        .updateTable('studio_entries')
        .set((eb) => ({ scheduled_at: null, scheduled_revision: null, scheduled_by: null, version: eb('version', '+', 1) }))
        .where('type', '=', type)
        .where('key', '=', key)
        .execute();
      await recordAudit(trx, actor, 'entry.schedule-cancel', `${type}:${key}`, { at: new Date(row.scheduled_at).toISOString(), revision: row.scheduled_revision }, null);
    });
  }

  /** The job: publishes the scheduled revision, unless the schedule changed or was cancelled since. */
  async publishScheduled(job: ScheduledPublication): Promise<'published' | 'superseded' | 'refused'> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('studio_entries').selectAll().where('type', '=', job.type).where('key', '=', job.key).forUpdate().executeTakeFirst();
      if (!row?.scheduled_at || row.scheduled_revision !== job.revision || new Date(row.scheduled_at).toISOString() !== job.at) return 'superseded';
      const actor = { email: `${row.scheduled_by ?? 'staff'} (scheduled)` };
      await trx.updateTable('studio_entries').set({ scheduled_at: null, scheduled_revision: null, scheduled_by: null }).where('type', '=', job.type).where('key', '=', job.key).execute();
      const stored = await trx.selectFrom('studio_revisions').select('document').where('id', '=', job.revision).executeTakeFirstOrThrow();
      try {
        const document = this.validate(job.type, parsed(stored.document));
        await this.publishDocument(trx, actor, job.type, job.key, document, parsed(row.draft), 'entry.publish-scheduled');
        return 'published';
      } catch (error) {
        // Content changed since (a reference broke): retrying cannot help. The audit log says why.
        if (!(error instanceof StudioError)) throw error;
        await recordAudit(trx, actor, 'entry.schedule-refused', `${job.type}:${job.key}`, null, { revision: job.revision, reason: error.message });
        return 'refused';
      }
    });
  }

  /**
   * The documents of several entries at the revisions named, checked with the whole content as it
   * would be with all of them live (a release: one entry may name another that goes live with it).
   */
  async checkTogether(trx: Db, items: readonly { type: StudioEntryType; key: string; revision: number }[]) {
    const documents: { type: StudioEntryType; key: string; revision: number; document: EntryDocument }[] = [];
    for (const item of items) {
      const stored = await trx.selectFrom('studio_revisions').select('document').where('id', '=', item.revision).where('type', '=', item.type).where('key', '=', item.key).executeTakeFirst();
      if (!stored) throw new StudioError(409, `The version of ${studioEntryTypes[item.type].singular} "${item.key}" in the release no longer exists.`);
      documents.push({ ...item, document: this.validate(item.type, parsed(stored.document)) });
    }
    const bundle = await this.liveBundle(trx, documents.map(({ type, document }) => ({ type, document })));
    return { documents, bundle };
  }

  /**
   * Makes several entries live together in the caller's transaction (a release): one check of the
   * whole content, one write, one content version, so the site shows all of them or none. A draft
   * saved after the revision published stays a draft; an entry's own schedule of an older version
   * is dropped (it would put the older version back).
   */
  async publishTogether(trx: Transaction<Database>, actor: AuditActor, items: readonly { type: StudioEntryType; key: string; revision: number }[], auditAction: string): Promise<{ version: string }> {
    const previous = await this.liveContent(trx);
    const rows = [];
    for (const item of items) {
      const row = await trx.selectFrom('studio_entries').select(['draft', 'scheduled_revision']).where('type', '=', item.type).where('key', '=', item.key).forUpdate().executeTakeFirst();
      if (!row) throw new StudioError(409, `${studioEntryTypes[item.type].singular} "${item.key}" has no saved draft.`);
      rows.push({ ...item, row, before: (await this.live(trx, item.type, item.key)) ?? null });
    }
    const { documents, bundle } = await this.checkTogether(trx, items);
    for (const [i, { type, key, document }] of documents.entries()) {
      const { row, before } = rows[i]!;
      const draft = parsed(row.draft);
      const keepDraft = draft !== null && !isDeepStrictEqual(draft, document);
      const dropSchedule = row.scheduled_revision !== null && row.scheduled_revision <= rows[i]!.revision;
      await trx
        .updateTable('studio_entries')
        .set((eb) => ({
          published: JSON.stringify(document),
          ...(keepDraft ? {} : { draft: null }),
          ...(dropSchedule ? { scheduled_at: null, scheduled_revision: null, scheduled_by: null } : {}),
          published_at: new Date(),
          updated_at: new Date(),
          updated_by: actor.email,
          version: eb('version', '+', 1),
        }))
        .where('type', '=', type)
        .where('key', '=', key)
        .execute();
      await trx.insertInto('studio_revisions').values({ type, key, action: 'publish', document: JSON.stringify(document), author: actor.email }).execute();
      await recordAudit(trx, actor, auditAction, `${type}:${key}`, before, document);
    }
    const stored = await readContentVersion(trx, contentArea);
    await writeContent(trx, bundle, stored === previous.version ? previous : undefined);
    await markContentChanged(trx);
    return { version: bundle.version };
  }

  /** Drops the draft; the live version stays. */
  async discard(actor: AuditActor, type: StudioEntryType, key: string, basedOn?: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      // Discarding a draft someone saved since would throw their work away unseen.
      const row = await this.lockFresh(trx, type, key, basedOn);
      if (!row?.draft) return;
      await trx
        .updateTable('studio_entries')
        .set((eb) => ({ draft: null, updated_at: new Date(), updated_by: actor.email, version: eb('version', '+', 1) }))
        .where('type', '=', type)
        .where('key', '=', key)
        .execute();
      await recordAudit(trx, actor, 'entry.discard', `${type}:${key}`, parsed(row.draft), null);
    });
  }

  /** Every live entry with the file it belongs in (`npm run content -- export`). */
  async exportDocuments(): Promise<{ type: StudioEntryType; file: string; document: EntryDocument }[]> {
    return exportDocuments(await this.liveBundle());
  }

  /** `npm run content -- import`: the files, read again from disk, become the live version of every entry. */
  async importFiles(actor: AuditActor): Promise<{ imported: string[]; version: string }> {
    return importFiles(this.db, await this.files({ reread: true }), actor);
  }

  /** The content with one entry's draft laid over it, for a preview (never stored). */
  async previewBundle(type: StudioEntryType, key: string): Promise<ContentBundle> {
    const row = await this.db.selectFrom('studio_entries').select('draft').where('type', '=', type).where('key', '=', key).executeTakeFirst();
    const draft = parsed(row?.draft);
    return this.liveBundle(this.db, draft ? [{ type, document: this.validate(type, draft) }] : []);
  }
}
