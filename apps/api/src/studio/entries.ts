import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { Kysely, Transaction } from 'kysely';
import {
  type EntryDetail,
  type EntryDocument,
  type EntrySummary,
  type FieldIssue,
  type StudioEntryType,
  entryKeyOf,
  fieldIssues,
  missingTranslations,
  studioEntryTypes,
} from '@oriel/contracts/studio';
import type { Database } from '../db/schema';
import { type ContentBundle, checkContentBundle, readContentFiles } from '../content/bundle';
import { type ContentEntry, ContentError, readContentVersion } from '../content/loader';
import { contentArea, writeContent } from '../content/queries';
import { markContentChanged } from '../content/version';
import { linkIssues } from '../content/links';
import { readUploadedMedia } from '../media/uploaded';
import { type AuditActor, recordAudit } from './audit';

/**
 * The studio's content entries (decision 131). The content files are the seed; an entry edited in
 * the studio keeps its draft and its published document in `studio_entries`, and the published
 * documents are laid over the files to make the live content. Publishing writes the whole content
 * through the same code the loader uses (one transaction, same checks) under a new content version,
 * so every instance of the data service serves it within a second, and the page servers drop
 * their cached pages when they see the version change (libs/server content-version watch).
 */

type Db = Kysely<Database> | Transaction<Database>;
type EntryRow = { draft: unknown; updated_at: Date; updated_by: string | null };

type BundleList = 'products' | 'articles' | 'collections' | 'pages' | 'boutiques' | 'categories' | 'taxonomies';
const bundleLists: Record<Exclude<StudioEntryType, 'new-arrivals'>, BundleList> = {
  product: 'products',
  article: 'articles',
  collection: 'collections',
  page: 'pages',
  boutique: 'boutiques',
  category: 'categories',
  taxonomy: 'taxonomies',
};

const keyOf = entryKeyOf;

/** The public page of each page entry (the brand site's routes); the legal texts share one page. */
const pagePaths: Record<string, string> = {
  home: '/',
  about: '/about',
  article: '/article',
  'exclusive-rewards': '/exclusive-rewards',
  'loyalty-program': '/exclusive-rewards/loyalty-program',
  fragrance: '/fragrance',
  'fragrance-finder': '/fragrance-finder',
  'home-fragrance': '/home-fragrance',
  'home-fragrance-warranty': '/home-fragrance-warranty',
  makeup: '/makeup',
  'new-arrivals': '/new-arrivals',
  'terms-of-use': '/legals-and-policy',
  'privacy-policy': '/legals-and-policy',
  'cookie-policy': '/legals-and-policy',
};

export function fileOf(type: StudioEntryType, document: EntryDocument): string {
  const key = keyOf(type, document);
  switch (type) {
    case 'category':
      return `makeup-categories/${key}.yaml`;
    case 'taxonomy':
      return `taxonomies/${key}.yaml`;
    case 'new-arrivals':
      return 'new-arrivals.yaml';
    case 'product':
      return `products/${String(document.line)}/${key}.yaml`;
    case 'article':
      return `articles/${key}.yaml`;
    case 'collection':
      return `collections/${key}.yaml`;
    case 'page':
      return `pages/${key}.yaml`;
    case 'boutique':
      return `boutiques/${key}.yaml`;
  }
}

/** The public page of an entry, as the brand site's routes name it. */
export function publicPathOf(type: StudioEntryType, document: EntryDocument): string | null {
  const key = keyOf(type, document);
  switch (type) {
    case 'product':
      if (document.line === 'makeup') return `/makeup/${String(document.category)}/${key}`;
      return `/${String(document.line)}/${String(document.collection)}/${key}`;
    case 'article':
      return `/article/${key}`;
    case 'collection':
      return document.line === 'home-fragrance' ? `/home-fragrance/${key}` : `/fragrance/${key}`;
    case 'boutique':
      return '/boutiques';
    case 'page':
      return pagePaths[key] ?? null;
    case 'category':
      return `/makeup/${key}`;
    case 'taxonomy':
      return '/fragrance-finder';
    case 'new-arrivals':
      return '/new-arrivals';
  }
}

/** The job of a scheduled publication (decision 207). */
export interface ScheduledPublication {
  type: StudioEntryType;
  key: string;
  revision: number;
  /** The moment it was scheduled for: a job whose schedule has since changed does nothing. */
  at: string;
}

export class StudioError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
    readonly issues: FieldIssue[] = [],
  ) {
    super(message);
  }
}

/** The entries of a type in a bundle (the new-arrivals list is one entry of its own). */
export function list(bundle: ContentBundle, type: StudioEntryType): ContentEntry<EntryDocument>[] {
  if (type === 'new-arrivals') return [{ file: bundle.newArrivalsFile, data: { products: bundle.newArrivals } }];
  return bundle[bundleLists[type]] as unknown as ContentEntry<EntryDocument>[];
}

/** Lays documents over a bundle: each replaces the entry with its key, or joins the list. */
function overlay(bundle: ContentBundle, documents: { type: StudioEntryType; document: EntryDocument }[]): ContentBundle {
  const result = { ...bundle } as ContentBundle & Record<BundleList, ContentEntry<EntryDocument>[]>;
  for (const { type, document } of documents) {
    if (type === 'new-arrivals') {
      result.newArrivals = (document as { products: string[] }).products;
      continue;
    }
    const name = bundleLists[type];
    const entries = [...list(result, type)];
    const key = keyOf(type, document);
    const at = entries.findIndex((e) => keyOf(type, e.data) === key);
    const entry = { file: at >= 0 ? entries[at]!.file : fileOf(type, document), data: document };
    if (at >= 0) entries[at] = entry;
    else entries.push(entry);
    (result as Record<BundleList, ContentEntry<EntryDocument>[]>)[name] = entries;
  }
  return result;
}

async function publishedDocuments(db: Db): Promise<{ type: StudioEntryType; document: EntryDocument }[]> {
  const rows = await db.selectFrom('studio_entries').select(['type', 'key', 'published']).where('published', 'is not', null).orderBy('type').orderBy('key').execute();
  return rows.map((r) => ({ type: r.type as StudioEntryType, document: parsed(r.published)! }));
}

function parsed(value: unknown): EntryDocument | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as EntryDocument;
}

/** The content version of files + studio publications: changes whenever either does. */
function versionOf(filesVersion: string, published: { type: string; document: EntryDocument }[]): string {
  if (!published.length) return filesVersion;
  const hash = createHash('sha256').update(filesVersion);
  for (const p of published) hash.update('\0').update(p.type).update('\0').update(JSON.stringify(p.document));
  return hash.digest('hex').slice(0, 16);
}

export class StudioContent {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly contentDir: string,
  ) {}

  /** The files as they are (the seed), validated; not yet checked across entries. */
  private files(): Promise<ContentBundle> {
    return readContentFiles(this.contentDir);
  }

  /** The live content: the files with every studio publication laid over them, checked. */
  async liveBundle(db: Db = this.db, extra: { type: StudioEntryType; document: EntryDocument }[] = [], options: { rawErrors?: boolean } = {}): Promise<ContentBundle> {
    const files = await this.files();
    const published = await publishedDocuments(db);
    const all = [...published.filter((p) => !extra.some((e) => e.type === p.type && keyOf(e.type, e.document) === keyOf(p.type, p.document))), ...extra];
    const bundle = overlay(files, all);
    try {
      // Images may name the media library's photographs as well as the files' art (decision 200).
      checkContentBundle(bundle, new Set((await readUploadedMedia(db)).map((m) => m.key)));
    } catch (error) {
      if (error instanceof ContentError && !options.rawErrors) throw new StudioError(400, error.message, [{ path: error.field, message: error.detail }]);
      throw error;
    }
    return { ...bundle, version: versionOf(files.version, all) };
  }

  /** Loads the live content into the database unless that version is already there (start-up). */
  async seed(options: { force?: boolean } = {}): Promise<{ version: string; changed: boolean }> {
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
    const bundle = await this.liveBundle();
    const rows = await this.db.selectFrom('studio_entries').selectAll().where('type', '=', type).execute();
    const byKey = new Map(rows.map((r) => [r.key, r]));
    return list(bundle, type).map(({ data }) => this.summary(type, data, byKey.get(keyOf(type, data))));
  }

  private summary(type: StudioEntryType, live: EntryDocument, row: EntryRow | undefined): EntrySummary {
    const draft = parsed(row?.draft);
    const shown = draft ?? live;
    const nameField = studioEntryTypes[type].nameField;
    const texts = (locale: string) => (shown[locale] ?? {}) as Record<string, unknown>;
    const group = type === 'product' ? String(shown.line) : type === 'collection' ? String(shown.line) : type === 'boutique' ? String(shown.kind) : null;
    const fallbackName = type === 'new-arrivals' ? 'New arrivals' : keyOf(type, live);
    return {
      type,
      key: keyOf(type, live),
      name: String((nameField && texts('en')[nameField]) ?? fallbackName),
      nameZh: nameField ? ((texts('zh-Hant')[nameField] as string | undefined) ?? null) : null,
      group,
      status: draft ? 'changed' : 'published',
      missingTranslations: missingTranslations(shown).length,
      updatedAt: row?.updated_at ? new Date(row.updated_at).toISOString() : null,
      updatedBy: row?.updated_by ?? null,
      publicPath: publicPathOf(type, live),
    };
  }

  async detail(type: StudioEntryType, key: string): Promise<EntryDetail> {
    const bundle = await this.liveBundle();
    const live = list(bundle, type).find((e) => keyOf(type, e.data) === key)?.data;
    if (!live) throw new StudioError(404, `No ${studioEntryTypes[type].singular} "${key}".`);
    const row = await this.db.selectFrom('studio_entries').selectAll().where('type', '=', type).where('key', '=', key).executeTakeFirst();
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
    const bundle = await this.liveBundle(trx);
    return list(bundle, type).find((e) => keyOf(type, e.data) === key)?.data;
  }

  /** Saves a draft: validated, kept beside the live version; the site does not change. */
  async saveDraft(actor: AuditActor, type: StudioEntryType, key: string, input: unknown, action: 'draft' | 'restore' = 'draft'): Promise<EntryDocument> {
    const document = this.validate(type, input);
    if (keyOf(type, document) !== key) throw new StudioError(400, 'The address (slug) of an entry cannot be changed here.', [{ path: studioEntryTypes[type].keyField ?? '', message: 'cannot be changed' }]);
    return this.db.transaction().execute(async (trx) => {
      const live = await this.live(trx, type, key);
      if (!live) throw new StudioError(404, `No ${studioEntryTypes[type].singular} "${key}".`);
      const row = await trx.selectFrom('studio_entries').select('draft').where('type', '=', type).where('key', '=', key).forUpdate().executeTakeFirst();
      const before = parsed(row?.draft) ?? live;
      await this.keepOriginal(trx, type, key, live);
      const values = { draft: JSON.stringify(document), updated_at: new Date(), updated_by: actor.email };
      await trx
        .insertInto('studio_entries')
        .values({ type, key, ...values })
        .onConflict((oc) => oc.columns(['type', 'key']).doUpdateSet(values))
        .execute();
      await trx.insertInto('studio_revisions').values({ type, key, action, document: JSON.stringify(document), author: actor.email }).execute();
      await recordAudit(trx, actor, action === 'restore' ? 'entry.restore' : 'entry.draft', `${type}:${key}`, before, document);
      return document;
    });
  }

  /** The first edit of an entry keeps the version it replaced, so history can go back to it. */
  private async keepOriginal(trx: Db, type: StudioEntryType, key: string, live: EntryDocument) {
    const any = await trx.selectFrom('studio_revisions').select('id').where('type', '=', type).where('key', '=', key).executeTakeFirst();
    if (!any) await trx.insertInto('studio_revisions').values({ type, key, action: 'original', document: JSON.stringify(live), author: 'content files' }).execute();
  }

  /** Restores a revision as the draft (publish it to make it live). */
  async restore(actor: AuditActor, type: StudioEntryType, key: string, revisionId: number): Promise<EntryDocument> {
    const document = await this.revision(type, key, revisionId);
    return this.saveDraft(actor, type, key, document, 'restore');
  }

  /** Publishes the draft: the same checks as the content files, then the whole content under a new version. */
  async publish(actor: AuditActor, type: StudioEntryType, key: string): Promise<{ version: string }> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('studio_entries').selectAll().where('type', '=', type).where('key', '=', key).forUpdate().executeTakeFirst();
      const draft = parsed(row?.draft);
      if (!draft) throw new StudioError(409, 'There is no draft to publish.');
      return this.publishDocument(trx, actor, type, key, this.validate(type, draft), null, 'entry.publish');
    });
  }

  /** Makes `document` live: the whole content under a new version, the draft dropped when it is the same. */
  private async publishDocument(trx: Transaction<Database>, actor: AuditActor, type: StudioEntryType, key: string, document: EntryDocument, draft: EntryDocument | null, auditAction: string) {
    const before = (await this.live(trx, type, key)) ?? null;
    const bundle = await this.liveBundle(trx, [{ type, document }]);
    const keepDraft = draft !== null && !isDeepStrictEqual(draft, document);
    await trx
      .updateTable('studio_entries')
      .set({ published: JSON.stringify(document), ...(keepDraft ? {} : { draft: null }), published_at: new Date(), updated_at: new Date(), updated_by: actor.email })
      .where('type', '=', type)
      .where('key', '=', key)
      .execute();
    await trx.insertInto('studio_revisions').values({ type, key, action: 'publish', document: JSON.stringify(document), author: actor.email }).execute();
    await writeContent(trx, bundle);
    // Every instance's caches (data-service responses, page servers' pages) drop what they hold.
    await markContentChanged(trx);
    await recordAudit(trx, actor, auditAction, `${type}:${key}`, before, document);
    return { version: bundle.version };
  }

  /**
   * "Schedule" (decision 207): the saved draft (its latest revision) is published at `at` by the
   * job queue; the job is written in the same transaction as the schedule, so it exists exactly
   * when the schedule does. A later schedule or a cancellation makes an earlier job do nothing.
   */
  async schedule(actor: AuditActor, type: StudioEntryType, key: string, at: Date, enqueue: (trx: Transaction<Database>, payload: ScheduledPublication) => Promise<void>) {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('studio_entries').selectAll().where('type', '=', type).where('key', '=', key).forUpdate().executeTakeFirst();
      const draft = parsed(row?.draft);
      if (!draft) throw new StudioError(409, 'There is no draft to schedule: save one first.');
      const document = this.validate(type, draft);
      // The same checks as a publication now, so a broken reference is refused at once.
      await this.liveBundle(trx, [{ type, document }]);
      const latest = await trx.selectFrom('studio_revisions').select('id').where('type', '=', type).where('key', '=', key).orderBy('id', 'desc').executeTakeFirstOrThrow();
      await trx.updateTable('studio_entries').set({ scheduled_at: at, scheduled_revision: latest.id, scheduled_by: actor.email }).where('type', '=', type).where('key', '=', key).execute();
      await enqueue(trx, { type, key, revision: latest.id, at: at.toISOString() });
      await recordAudit(trx, actor, 'entry.schedule', `${type}:${key}`, null, { at: at.toISOString(), revision: latest.id });
      return { at: at.toISOString(), revision: latest.id };
    });
  }

  async cancelSchedule(actor: AuditActor, type: StudioEntryType, key: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('studio_entries').select(['scheduled_at', 'scheduled_revision']).where('type', '=', type).where('key', '=', key).forUpdate().executeTakeFirst();
      if (!row?.scheduled_at) return;
      await trx.updateTable('studio_entries').set({ scheduled_at: null, scheduled_revision: null, scheduled_by: null }).where('type', '=', type).where('key', '=', key).execute();
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

  /** Drops the draft; the live version stays. */
  async discard(actor: AuditActor, type: StudioEntryType, key: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('studio_entries').select('draft').where('type', '=', type).where('key', '=', key).executeTakeFirst();
      if (!row?.draft) return;
      await trx.updateTable('studio_entries').set({ draft: null, updated_at: new Date(), updated_by: actor.email }).where('type', '=', type).where('key', '=', key).execute();
      await recordAudit(trx, actor, 'entry.discard', `${type}:${key}`, parsed(row.draft), null);
    });
  }

  /**
   * Every live entry with the file it belongs in (`npm run content -- export`): the files with the
   * studio's publications laid over them. The command writes those that differ from the files.
   */
  async exportDocuments(): Promise<{ type: StudioEntryType; file: string; document: EntryDocument }[]> {
    const bundle = await this.liveBundle();
    return (Object.keys(studioEntryTypes) as StudioEntryType[]).flatMap((type) => list(bundle, type).map(({ file, data }) => ({ type, file, document: data })));
  }

  /**
   * `npm run content -- import`: the content files become the live version of every entry. Each
   * entry the studio had published whose file now says otherwise gets an `import` revision with
   * the file's version; the publications are dropped (the files hold them now), drafts stay, and
   * the whole content is written under a new version, so every instance shows it within a second.
   */
  async importFiles(actor: AuditActor): Promise<{ imported: string[]; version: string }> {
    const files = await this.files();
    checkContentBundle(files);
    const imported: string[] = [];
    await this.db.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom('studio_entries').select(['type', 'key', 'published']).where('published', 'is not', null).forUpdate().execute();
      for (const row of rows) {
        const type = row.type as StudioEntryType;
        const fromFile = list(files, type).find((e) => keyOf(type, e.data) === row.key)?.data ?? null;
        const published = parsed(row.published);
        if (fromFile && !isDeepStrictEqual(fromFile, published)) {
          await trx.insertInto('studio_revisions').values({ type, key: row.key, action: 'import', document: JSON.stringify(fromFile), author: actor.email }).execute();
          await recordAudit(trx, actor, 'entry.import', `${type}:${row.key}`, published, fromFile);
          imported.push(`${type}:${row.key}`);
        }
        await trx.updateTable('studio_entries').set({ published: null, updated_at: new Date(), updated_by: actor.email }).where('type', '=', type).where('key', '=', row.key).execute();
      }
      await writeContent(trx, files);
      await markContentChanged(trx);
    });
    return { imported, version: files.version };
  }

  /** The content with one entry's draft laid over it, for a preview (never stored). */
  async previewBundle(type: StudioEntryType, key: string): Promise<ContentBundle> {
    const row = await this.db.selectFrom('studio_entries').select('draft').where('type', '=', type).where('key', '=', key).executeTakeFirst();
    const draft = parsed(row?.draft);
    return this.liveBundle(this.db, draft ? [{ type, document: this.validate(type, draft) }] : []);
  }
}
