import type { Kysely, Transaction } from 'kysely';
import { type StudioEntryType, studioEntryTypes } from '@oriel/contracts/studio';
import { type ReleaseDetail, type ReleaseSummary, createReleaseSchema } from '@oriel/contracts/studio-releases';
import type { Database } from '../db/schema';
import { type AuditActor, StudioError, hongKongTimeOf, recordAudit, staffNameOf } from '../staff';
import type { StudioContent } from './entries';

/** The job of a scheduled release. */
export interface ScheduledRelease {
  id: number;
  /** The moment it was scheduled for: a job whose schedule has since changed does nothing. */
  at: string;
}

type ReleaseRow = {
  id: number;
  name: string;
  status: 'open' | 'scheduled' | 'published';
  created_by: string;
  created_at: Date;
  scheduled_at: Date | null;
  scheduled_by: string | null;
  published_at: Date | null;
  published_by: string | null;
  failure: string | null;
  version: number;
  changed_by: string | null;
  changed_at: Date | null;
};

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/**
 * Releases: entries' saved drafts gathered under a name and published together,
 * now or at a scheduled moment by the job queue, in one transaction through the entries' own
 * publication (StudioContent.publishTogether): the same checks, one content version, every
 * instance's caches dropped. Each entry goes live at the revision it was added with.
 */
export class StudioReleases {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly content: StudioContent,
  ) {}

  async list(): Promise<ReleaseSummary[]> {
    const releases = await this.db.selectFrom('studio_releases').selectAll().orderBy('id', 'desc').execute();
    const entries = await this.db.selectFrom('studio_release_entries').select(['release_id', 'type', 'key', 'revision']).orderBy('added_at').execute();
    // Still to publish first, newest first; then the published ones.
    const order = (r: ReleaseRow) => (r.status === 'published' ? 1 : 0);
    return [...releases]
      .sort((a, b) => order(a) - order(b) || b.id - a.id)
      .map((r) => ({ ...this.summaryOf(r), entries: entries.filter((e) => e.release_id === r.id).map((e) => ({ type: e.type as StudioEntryType, key: e.key, revision: e.revision })) }));
  }

  private summaryOf(r: ReleaseRow) {
    return {
      id: r.id,
      name: r.name,
      status: r.status,
      createdBy: r.created_by,
      createdAt: iso(r.created_at)!,
      scheduledAt: iso(r.scheduled_at),
      scheduledBy: r.scheduled_by,
      publishedAt: iso(r.published_at),
      publishedBy: r.published_by,
      failure: r.failure,
      version: r.version,
      changedBy: r.changed_by,
      changedAt: iso(r.changed_at),
    };
  }

  async create(actor: AuditActor, input: unknown): Promise<ReleaseSummary> {
    const parsed = createReleaseSchema.safeParse(input);
    if (!parsed.success) throw new StudioError(400, 'Give the release a name (at most 120 characters).', [{ path: 'name', message: 'a name of 1 to 120 characters' }]);
    const row = await this.db.transaction().execute(async (trx) => {
      const created = await trx.insertInto('studio_releases').values({ name: parsed.data.name, created_by: actor.email }).returningAll().executeTakeFirstOrThrow();
      await recordAudit(trx, actor, 'release.create', `release:${created.id}`, null, { name: created.name });
      return created;
    });
    return { ...this.summaryOf(row), entries: [] };
  }

  async detail(id: number): Promise<ReleaseDetail> {
    const release = await this.db.selectFrom('studio_releases').selectAll().where('id', '=', id).executeTakeFirst();
    if (!release) throw new StudioError(404, 'There is no such release.');
    const entries = await this.db.selectFrom('studio_release_entries').selectAll().where('release_id', '=', id).orderBy('added_at').execute();
    const latest = await this.latestRevisions(entries);
    const summaries = new Map<string, Awaited<ReturnType<StudioContent['list']>>[number]>();
    for (const type of new Set(entries.map((e) => e.type as StudioEntryType))) for (const s of await this.content.list(type)) summaries.set(`${type}:${s.key}`, s);
    return {
      ...this.summaryOf(release),
      entries: entries.map((e) => {
        const summary = summaries.get(`${e.type}:${e.key}`);
        const newest = latest.get(`${e.type}:${e.key}`) ?? e.revision;
        return {
          type: e.type as StudioEntryType,
          key: e.key,
          name: summary?.name ?? e.key,
          nameZh: summary?.nameZh ?? null,
          revision: e.revision,
          addedBy: e.added_by,
          addedAt: iso(e.added_at)!,
          newerRevision: release.status !== 'published' && newest > e.revision ? newest : null,
          publicPath: summary?.publicPath ?? null,
        };
      }),
    };
  }

  /** The latest saved version of each entry (a draft, a restore or a publication since). */
  private async latestRevisions(entries: { type: string; key: string }[]): Promise<Map<string, number>> {
    const latest = new Map<string, number>();
    for (const e of entries) {
      const row = await this.db.selectFrom('studio_revisions').select('id').where('type', '=', e.type).where('key', '=', e.key).where('action', 'in', ['draft', 'restore', 'publish', 'import']).orderBy('id', 'desc').executeTakeFirst();
      if (row) latest.set(`${e.type}:${e.key}`, row.id);
    }
    return latest;
  }

  /**
   * The release, locked for a change; refused once published (it is history then). `basedOn`, the
   * version the person's page showed ("Publish now", "Schedule"), refuses the change when a
   * colleague has changed the release since: they would publish a set of entries they never saw.
   */
  private async lockOpen(trx: Transaction<Database>, id: number, basedOn?: number): Promise<ReleaseRow> {
    const release = await trx.selectFrom('studio_releases').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!release) throw new StudioError(404, 'There is no such release.');
    if (release.status === 'published') throw new StudioError(409, 'This release is published already: start a new one.');
    if (basedOn !== undefined && basedOn !== release.version) {
      const by = await staffNameOf(trx, release.changed_by);
      const at = release.changed_at ? ` at ${hongKongTimeOf(new Date(release.changed_at))}` : '';
      throw new StudioError(409, `Changed by ${by}${at} since you opened it: look at its entries again, then publish or schedule.`, [], { code: 'stale', version: release.version });
    }
    return release;
  }

  /** Counts a change to the release (the edit guard's version) and who made it. */
  private async changed(trx: Transaction<Database>, id: number, actor: AuditActor): Promise<void> {
    await trx
      .updateTable('studio_releases')
      .set((eb) => ({ version: eb('version', '+', 1), changed_by: actor.email, changed_at: new Date() }))
      .where('id', '=', id)
      .execute();
  }

  /**
   * Adds an entry's saved draft (its latest revision) to the release, or brings an entry already
   * in it up to its latest draft. An entry waits in one release at a time.
   */
  async addEntry(actor: AuditActor, id: number, type: StudioEntryType, key: string): Promise<{ revision: number }> {
    return this.db.transaction().execute(async (trx) => {
      await this.lockOpen(trx, id);
      const entry = await trx.selectFrom('studio_entries').select('draft').where('type', '=', type).where('key', '=', key).executeTakeFirst();
      if (!entry?.draft) throw new StudioError(409, `${studioEntryTypes[type].singular[0]!.toUpperCase()}${studioEntryTypes[type].singular.slice(1)} "${key}" has no saved draft: save a draft first, then add it.`);
      const elsewhere = await trx
        .selectFrom('studio_release_entries as e')
        .innerJoin('studio_releases as r', 'r.id', 'e.release_id')
        .select(['r.id', 'r.name'])
        .where('e.type', '=', type)
        .where('e.key', '=', key)
        .where('r.status', '!=', 'published')
        .where('r.id', '!=', id)
        .executeTakeFirst();
      if (elsewhere) throw new StudioError(409, `This entry is already in the release "${elsewhere.name}": remove it there first.`);
      const latest = await trx.selectFrom('studio_revisions').select('id').where('type', '=', type).where('key', '=', key).where('action', 'in', ['draft', 'restore']).orderBy('id', 'desc').executeTakeFirstOrThrow();
      const values = { revision: latest.id, added_by: actor.email, added_at: new Date() };
      await trx
        .insertInto('studio_release_entries')
        .values({ release_id: id, type, key, ...values })
        .onConflict((oc) => oc.columns(['release_id', 'type', 'key']).doUpdateSet(values))
        .execute();
      await this.changed(trx, id, actor);
      await recordAudit(trx, actor, 'release.add', `release:${id}`, null, { entry: `${type}:${key}`, revision: latest.id });
      return { revision: latest.id };
    });
  }

  async removeEntry(actor: AuditActor, id: number, type: StudioEntryType, key: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await this.lockOpen(trx, id);
      const removed = await trx.deleteFrom('studio_release_entries').where('release_id', '=', id).where('type', '=', type).where('key', '=', key).returning('revision').executeTakeFirst();
      if (!removed) return;
      await this.changed(trx, id, actor);
      await recordAudit(trx, actor, 'release.remove', `release:${id}`, { entry: `${type}:${key}`, revision: removed.revision }, null);
    });
  }

  /** Deletes a release not yet published (its entries keep their drafts). */
  async remove(actor: AuditActor, id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const release = await this.lockOpen(trx, id);
      await trx.deleteFrom('studio_releases').where('id', '=', id).execute();
      await recordAudit(trx, actor, 'release.delete', `release:${id}`, { name: release.name }, null);
    });
  }

  private async itemsOf(trx: Transaction<Database>, id: number) {
    const items = await trx.selectFrom('studio_release_entries').select(['type', 'key', 'revision']).where('release_id', '=', id).orderBy('added_at').execute();
    if (items.length === 0) throw new StudioError(409, 'The release has no entries yet: add entries first.');
    return items.map((i) => ({ ...i, type: i.type as StudioEntryType }));
  }

  /** Publishes every entry of the release now, all or none; `basedOn`: the release's version the person saw. */
  async publish(actor: AuditActor, id: number, basedOn?: number): Promise<{ version: string; published: number }> {
    return this.db.transaction().execute(async (trx) => {
      const release = await this.lockOpen(trx, id, basedOn);
      return this.publishLocked(trx, actor, release, 'release.publish');
    });
  }

  private async publishLocked(trx: Transaction<Database>, actor: AuditActor, release: ReleaseRow, auditAction: string) {
    const items = await this.itemsOf(trx, release.id);
    // An entry published on its own since it was added: the release would put the older version back.
    for (const item of items) {
      const later = await trx.selectFrom('studio_revisions').select(['id', 'author']).where('type', '=', item.type).where('key', '=', item.key).where('action', 'in', ['publish', 'import']).where('id', '>', item.revision).executeTakeFirst();
      if (later) throw new StudioError(409, `${studioEntryTypes[item.type].singular[0]!.toUpperCase()}${studioEntryTypes[item.type].singular.slice(1)} "${item.key}" was published by ${later.author} since it was added, so the release would bring back an older version: use its latest draft or take it out, then publish again.`);
    }
    const { version } = await this.content.publishTogether(trx, actor, items, 'entry.publish-release');
    await trx
      .updateTable('studio_releases')
      .set({ status: 'published', published_at: new Date(), published_by: actor.email, scheduled_at: null, failure: null })
      .where('id', '=', release.id)
      .execute();
    await recordAudit(trx, actor, auditAction, `release:${release.id}`, null, { name: release.name, entries: items.map((i) => ({ entry: `${i.type}:${i.key}`, revision: i.revision })) });
    return { version, published: items.length };
  }

  /**
   * Publishes the release at `at` (the job queue); checked now as a publication would be, so a
   * broken reference is refused at once. Scheduling again replaces the moment.
   */
  async schedule(actor: AuditActor, id: number, at: Date, enqueue: (trx: Transaction<Database>, payload: ScheduledRelease) => Promise<void>, basedOn?: number): Promise<{ at: string }> {
    return this.db.transaction().execute(async (trx) => {
      await this.lockOpen(trx, id, basedOn);
      await this.content.checkTogether(trx, await this.itemsOf(trx, id));
      await trx.updateTable('studio_releases').set({ status: 'scheduled', scheduled_at: at, scheduled_by: actor.email, failure: null }).where('id', '=', id).execute();
      await this.changed(trx, id, actor);
      await enqueue(trx, { id, at: at.toISOString() });
      await recordAudit(trx, actor, 'release.schedule', `release:${id}`, null, { at: at.toISOString() });
      return { at: at.toISOString() };
    });
  }

  async cancelSchedule(actor: AuditActor, id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const release = await this.lockOpen(trx, id);
      if (release.status !== 'scheduled') return;
      await trx.updateTable('studio_releases').set({ status: 'open', scheduled_at: null, scheduled_by: null }).where('id', '=', id).execute();
      await this.changed(trx, id, actor);
      await recordAudit(trx, actor, 'release.schedule-cancel', `release:${id}`, { at: iso(release.scheduled_at) }, null);
    });
  }

  /** The job: publishes the release unless its schedule changed since; a refusal leaves it open, with the reason. */
  async publishScheduled(job: ScheduledRelease): Promise<'published' | 'superseded' | 'refused'> {
    const current = (release: ReleaseRow | undefined): release is ReleaseRow => release?.status === 'scheduled' && iso(release.scheduled_at) === job.at;
    try {
      return await this.db.transaction().execute(async (trx) => {
        const release = await trx.selectFrom('studio_releases').selectAll().where('id', '=', job.id).forUpdate().executeTakeFirst();
        if (!current(release)) return 'superseded';
        await this.publishLocked(trx, { email: `${release.scheduled_by ?? 'staff'} (scheduled)` }, release, 'release.publish-scheduled');
        return 'published';
      });
    } catch (error) {
      // Content changed since it was scheduled (a reference broke): retrying cannot help.
      if (!(error instanceof StudioError)) throw error;
      return this.db.transaction().execute(async (trx) => {
        const release = await trx.selectFrom('studio_releases').selectAll().where('id', '=', job.id).forUpdate().executeTakeFirst();
        if (!current(release)) return 'superseded';
        await trx.updateTable('studio_releases').set({ status: 'open', scheduled_at: null, failure: error.message }).where('id', '=', job.id).execute();
        await recordAudit(trx, { email: `${release.scheduled_by ?? 'staff'} (scheduled)` }, 'release.schedule-refused', `release:${job.id}`, null, { reason: error.message });
        return 'refused';
      });
    }
  }
}
