import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { type MediaAsset, type MediaUpdate, type MediaUsage, type UploadType, mediaAltSchema, mediaIdPattern, mediaUpdateSchema } from '@oriel/contracts/media';
import { type EntryDocument, type StudioEntryType, studioEntryTypes } from '@oriel/contracts/studio';
import type { Database } from '../db/schema';
import { type ContentBundle, markContentChanged, uploadPath } from '../content';
import { type AuditActor, StudioError, lastChangeOf, recordAudit, refuseStaleEdit } from '../staff';
import { inspectImage, makeRenditions } from './renditions';
import { sniffImageType } from './sniff';
import type { MediaStorage } from './storage';
import type { MediaAssetRow } from './tables';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- jsonb arrives parsed from pg and PGlite alike
const parsedJson = <T>(value: any): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

const extensionOf: Record<UploadType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif' };
/** The entry types that can name an image, and their lists in the content bundle. */
const imageBearing: Partial<Record<StudioEntryType, 'products' | 'articles' | 'collections' | 'pages' | 'boutiques' | 'categories'>> = {
  product: 'products',
  article: 'articles',
  collection: 'collections',
  page: 'pages',
  boutique: 'boutiques',
  category: 'categories',
};

/** Every path inside a document whose value is exactly `key`. */
function fieldsNaming(value: unknown, key: string, path: string[] = []): string[] {
  if (value === key) return [path.join('.')];
  if (Array.isArray(value)) return value.flatMap((v, i) => fieldsNaming(v, key, [...path, String(i)]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => fieldsNaming(v, key, [...path, k]));
  return [];
}

/**
 * The media library: uploads are checked by their bytes, stored, and
 * answered at once; their renditions are made in the background by this instance, and a
 * content change is announced when they are ready (every page using the image then shows the new
 * file). A replacement keeps the image's key, so every entry naming it follows.
 */
export class MediaLibrary {
  private queue: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly storage: MediaStorage,
    /** The live content, to find where an image is used (the studio's content). */
    private readonly content: { liveBundle(): Promise<ContentBundle> },
    private readonly log: { error(object: object, message: string): void } = console,
  ) {}

  /** Picks up uploads left unprocessed by a stopped instance (at start-up). */
  resume(): void {
    this.schedule();
  }

  /** Waits for the renditions under way (tests, shutdown). */
  async idle(): Promise<void> {
    let current: Promise<void>;
    do {
      current = this.queue;
      await current;
    } while (current !== this.queue);
  }

  stop(): void {
    this.stopped = true;
  }

  async list(): Promise<MediaAsset[]> {
    const rows = await this.db.selectFrom('media_assets').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    return rows.map((r) => this.toAsset(r));
  }

  async get(id: string): Promise<MediaAsset> {
    const row = await this.row(id);
    return { ...this.toAsset(row), usages: await this.usages(row.key) };
  }

  /** A new photograph: checked, stored, answered at once; renditions follow in the background. */
  async upload(actor: AuditActor, data: Buffer, alt: unknown): Promise<MediaAsset> {
    const texts = mediaAltSchema.safeParse(alt);
    if (!texts.success) throw new StudioError(400, 'Describe the photograph in both languages.', texts.error.issues.map((i) => ({ path: `alt.${i.path.join('.')}`, message: i.message })));
    const type = await this.checkFile(data);
    const id = randomBytes(9).toString('base64url').toLowerCase().replace(/[^a-z0-9]/g, '0').slice(0, 12);
    const source = `originals/${id}/${Date.now().toString(36)}.${extensionOf[type]}`;
    await this.storage.write(source, data);
    const key = `uploads/${id}`;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('media_assets')
        .values({ id, key, status: 'processing', pending_source: source, pending_type: type, pending_bytes: data.length, alt_en: texts.data.en, alt_zh_hant: texts.data['zh-Hant'], created_by: actor.email })
        .execute();
      await recordAudit(trx, actor, 'media.upload', `media:${key}`, null, { type, bytes: data.length, alt: texts.data });
    });
    this.schedule();
    return this.get(id);
  }

  /** A new file for an existing image: everywhere it is used shows it once its renditions are made. */
  async replace(actor: AuditActor, id: string, data: Buffer): Promise<MediaAsset> {
    const row = await this.row(id);
    const type = await this.checkFile(data);
    const source = `originals/${id}/${Date.now().toString(36)}.${extensionOf[type]}`;
    await this.storage.write(source, data);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('media_assets')
        .set({ pending_source: source, pending_type: type, pending_bytes: data.length, error: null, status: row.hash ? 'ready' : 'processing', updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      await recordAudit(trx, actor, 'media.replace', `media:${row.key}`, { hash: row.hash }, { type, bytes: data.length });
    });
    this.schedule();
    return this.get(id);
  }

  async update(actor: AuditActor, id: string, input: unknown): Promise<MediaAsset> {
    const parsed = mediaUpdateSchema.safeParse(input);
    if (!parsed.success) throw new StudioError(400, 'Check the alt texts and the focal point.', parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
    const { baseVersion, ...update }: MediaUpdate = parsed.data;
    const row = await this.row(id);
    await this.db.transaction().execute(async (trx) => {
      // The entries' edit guard: a colleague's details saved since are not undone.
      const locked = await trx.selectFrom('media_assets').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
      if (baseVersion !== undefined && baseVersion !== locked.version) {
        const last = await lastChangeOf(trx, `media:${row.key}`, ['media.update']);
        await refuseStaleEdit(trx, { version: locked.version, ...last, current: { alt: { en: locked.alt_en, 'zh-Hant': locked.alt_zh_hant }, focus: { x: locked.focus_x, y: locked.focus_y } } }, baseVersion);
      }
      await trx
        .updateTable('media_assets')
        .set({ alt_en: update.alt.en, alt_zh_hant: update.alt['zh-Hant'], focus_x: update.focus.x, focus_y: update.focus.y, updated_at: new Date(), version: sql`version + 1` })
        .where('id', '=', id)
        .execute();
      await recordAudit(trx, actor, 'media.update', `media:${row.key}`, { alt: { en: locked.alt_en, 'zh-Hant': locked.alt_zh_hant }, focus: { x: locked.focus_x, y: locked.focus_y } }, update);
    });
    // Alt texts and the focal point are part of every page showing the image.
    if (row.hash) await markContentChanged(this.db);
    return this.get(id);
  }

  /** Removes an image no entry (live or draft) uses; an image in use is refused, naming where. */
  async remove(actor: AuditActor, id: string): Promise<void> {
    const row = await this.row(id);
    const usages = await this.usages(row.key);
    if (usages.length) throw new StudioError(409, `This image is used by ${usages.map((u) => u.name).join(', ')}: replace it there first.`);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('media_assets').where('id', '=', id).execute();
      await recordAudit(trx, actor, 'media.remove', `media:${row.key}`, { alt: { en: row.alt_en, 'zh-Hant': row.alt_zh_hant } }, null);
    });
    await this.storage.remove(`originals/${id}`);
    await this.storage.remove(`renditions/${id}`);
  }

  /** A rendition's bytes and whether its hash is the current one; null when there is none. */
  async rendition(id: string, hash: string, width: number, format: 'webp' | 'avif'): Promise<{ data: Buffer; current: boolean } | null> {
    if (!mediaIdPattern.test(id) || !/^[0-9a-f]{12}$/.test(hash)) return null;
    const row = await this.db.selectFrom('media_assets').select(['hash', 'webp', 'avif']).where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    const data = await this.storage.read(`renditions/${id}/${hash}/${width}.${format}`);
    return data ? { data, current: row.hash === hash } : null;
  }

  private async row(id: string): Promise<MediaAssetRow> {
    const row = mediaIdPattern.test(id) ? await this.db.selectFrom('media_assets').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
    if (!row) throw new StudioError(404, 'No such image.');
    return row;
  }

  /** The format from the bytes, confirmed by decoding the header; a file that is neither is refused. */
  private async checkFile(data: Buffer): Promise<UploadType> {
    const type = sniffImageType(data);
    if (!type) throw new StudioError(400, 'Upload a photograph in JPEG, PNG, WebP or AVIF.', [{ path: 'file', message: 'unsupported_type' }]);
    try {
      await inspectImage(data, type);
    } catch (error) {
      throw new StudioError(400, `This file cannot be read as an image (${(error as Error).message.split('\n')[0]?.slice(0, 120)}).`, [{ path: 'file', message: 'unreadable' }]);
    }
    return type;
  }

  /** Entries (live, and drafts) whose documents name the key. */
  private async usages(key: string): Promise<MediaUsage[]> {
    const usages: MediaUsage[] = [];
    const keyOf = (type: StudioEntryType, document: EntryDocument) => String(document[studioEntryTypes[type].keyField ?? ''] ?? type);
    const nameOf = (type: StudioEntryType, document: EntryDocument) => {
      const en = document.en as Record<string, unknown> | undefined;
      const nameField = studioEntryTypes[type].nameField;
      return String((nameField && en?.[nameField]) ?? keyOf(type, document));
    };
    const bundle = await this.content.liveBundle().catch(() => null);
    for (const [type, list] of Object.entries(imageBearing) as [StudioEntryType, NonNullable<(typeof imageBearing)[StudioEntryType]>][]) {
      for (const entry of (bundle?.[list] ?? []) as unknown as { data: EntryDocument }[]) {
        for (const field of fieldsNaming(entry.data, key)) usages.push({ type, key: keyOf(type, entry.data), name: nameOf(type, entry.data), field, draft: false });
      }
    }
    const drafts = await this.db.selectFrom('studio_entries').select(['type', 'key', 'draft']).where('draft', 'is not', null).execute();
    for (const d of drafts) {
      const document = parsedJson<EntryDocument>(d.draft);
      const type = d.type as StudioEntryType;
      if (!studioEntryTypes[type]) continue;
      for (const field of fieldsNaming(document, key)) usages.push({ type, key: d.key, name: nameOf(type, document), field, draft: true });
    }
    return usages;
  }

  private toAsset(r: MediaAssetRow): MediaAsset {
    const webp = parsedJson<number[]>(r.webp);
    const at = (w: number | undefined) => (r.hash && w ? uploadPath(r.id, r.hash, w, 'webp') : null);
    return {
      id: r.id,
      key: r.key,
      status: r.status,
      replacing: r.status === 'ready' && r.pending_source !== null,
      error: r.error,
      width: r.width,
      height: r.height,
      alt: { en: r.alt_en, 'zh-Hant': r.alt_zh_hant },
      focus: { x: r.focus_x, y: r.focus_y },
      thumbnail: at(webp[0]),
      preview: at(webp.at(-1)),
      createdBy: r.created_by,
      createdAt: new Date(r.created_at as unknown as Date).toISOString(),
      updatedAt: new Date(r.updated_at as unknown as Date).toISOString(),
      version: r.version,
    };
  }

  /** Runs the pending renditions one at a time, after the request that asked for them has been answered. */
  private schedule(): void {
    this.queue = this.queue
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => this.processPending())
      .catch((error: unknown) => {
        // The database unreachable (a restart, a failover): never an unhandled rejection that ends
        // the service; the pending uploads are tried again a little later.
        this.log.error({ err: error }, 'media renditions: the pending uploads could not be read; trying again in 30 s');
        if (!this.stopped) setTimeout(() => this.stopped || this.schedule(), 30_000).unref();
      });
  }

  private async processPending(): Promise<void> {
    while (!this.stopped) {
      const row = await this.db.selectFrom('media_assets').selectAll().where('pending_source', 'is not', null).orderBy('updated_at').limit(1).executeTakeFirst();
      if (!row) return;
      const source = row.pending_source!;
      try {
        const data = await this.storage.read(source);
        if (!data) throw new Error('the uploaded file is missing from the media storage');
        const set = await makeRenditions(data, row.pending_type as UploadType);
        for (const r of set.renditions) await this.storage.write(`renditions/${row.id}/${set.hash}/${r.width}.${r.format}`, r.data);
        const widths = (format: 'webp' | 'avif') => set.renditions.filter((r) => r.format === format).map((r) => r.width);
        // Only if no newer file arrived meanwhile (another replacement): that one is processed next.
        const done = await this.db
          .updateTable('media_assets')
          .set({ status: 'ready', hash: set.hash, width: set.width, height: set.height, webp: JSON.stringify(widths('webp')), avif: JSON.stringify(widths('avif')), pending_source: null, pending_type: null, pending_bytes: null, error: null, updated_at: new Date() })
          .where('id', '=', row.id)
          .where('pending_source', '=', source)
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) > 0) await markContentChanged(this.db);
      } catch (error) {
        this.log.error({ err: error, media: row.key }, 'media renditions failed');
        await this.db
          .updateTable('media_assets')
          .set({ status: row.hash ? 'ready' : 'failed', error: String((error as Error).message).slice(0, 300), pending_source: null, pending_type: null, pending_bytes: null, updated_at: new Date() })
          .where('id', '=', row.id)
          .where('pending_source', '=', source)
          .execute();
      }
    }
  }
}
