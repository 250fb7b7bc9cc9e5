import { type Kysely, sql } from 'kysely';
import {
  type NewSlotInput,
  type OpsCampaign,
  type OpsDashboard,
  type OpsRegistrationDetail,
  type OpsRegistrationSummary,
  type OpsSlots,
  newSlotInputSchema,
  purgeInputSchema,
  quotaInputSchema,
  slotStateInputSchema,
  registrationReference,
} from '@oriel/contracts/campaign-ops';
import type { Database } from '../db/schema';
import { registrationsCsv } from '../registrations';
import { type AuditActor, StudioError, lastChangeOf, readAudit, recordAudit, refuseStaleEdit } from '../staff';

/**
 * Campaign operations of the studio: slots and quotas, registrations,
 * PDPO, the dashboard's figures. Every change is written with its audit entry in one transaction.
 * A quota never goes below what is booked: the UPDATE is guarded (`booked <= new quota`) and the
 * CHECK `campaign_slots_within_quota` of migration 0020 refuses it if anything slipped past.
 */
const hk = (column: string, format: string) => sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'Asia/Hong_Kong', ${format})`;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const locationName = (texts: unknown, code: string) => (texts as { en?: { name?: string } } | null)?.en?.name ?? code;
const slotSubject = (slug: string, id: number) => `slot:${slug}/${id}`;
const registrationSubject = (slug: string, id: number) => `registration:${slug}/${id}`;

function fieldIssues(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

export class CampaignOps {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async campaignRow(slug: string) {
    const row = await this.db.selectFrom('campaigns').select(['id', 'slug', 'opens_at', 'closes_at', 'retention_until', 'registration_kind', 'session_minutes']).where('slug', '=', slug).executeTakeFirst();
    if (!row) throw new StudioError(404, `No campaign called “${slug}”.`);
    return row;
  }

  async campaigns(): Promise<OpsCampaign[]> {
    const rows = await this.db
      .selectFrom('campaigns as c')
      .select([
        'c.slug',
        'c.opens_at',
        'c.closes_at',
        // A date column: formatted by the database, so no driver or time zone moves the day.
        sql<string>`to_char(c.retention_until, 'YYYY-MM-DD')`.as('retention'),
        'c.registration_kind',
        'c.session_minutes',
        'c.published_at',
        // Places offered: an open slot's quota, a closed slot's bookings (it takes no more). The one
        // figure the list, the slots page and the dashboard all show.
        (eb) =>
          eb
            .selectFrom('campaign_slots as s')
            .whereRef('s.campaign_id', '=', 'c.id')
            .select(sql<string>`coalesce(sum(case when s.closed_at is null then s.quota else s.booked end), 0)`.as('q'))
            .as('quota'),
        (eb) => eb.selectFrom('campaign_slots as s').whereRef('s.campaign_id', '=', 'c.id').select(sql<string>`coalesce(sum(s.booked), 0)`.as('b')).as('booked'),
        (eb) => eb.selectFrom('registrations as r').whereRef('r.campaign_id', '=', 'c.id').select(sql<string>`count(*)`.as('n')).as('registrations'),
        (eb) => eb.selectFrom('registrations as r').whereRef('r.campaign_id', '=', 'c.id').where('r.marketing_opt_out', '=', true).select(sql<string>`count(*)`.as('n')).as('optOuts'),
      ])
      .orderBy('c.opens_at', 'desc')
      .execute();
    return rows.map((r) => ({
      slug: r.slug,
      opensAt: iso(r.opens_at)!,
      closesAt: iso(r.closes_at)!,
      retentionUntil: r.retention,
      registrationKind: r.registration_kind,
      sessionMinutes: r.session_minutes,
      quota: Number(r.quota ?? 0),
      booked: Number(r.booked ?? 0),
      registrations: Number(r.registrations ?? 0),
      optOuts: Number(r.optOuts ?? 0),
      publishedAt: iso(r.published_at),
    }));
  }

  async campaign(slug: string): Promise<OpsCampaign> {
    const found = (await this.campaigns()).find((c) => c.slug === slug);
    if (!found) throw new StudioError(404, `No campaign called “${slug}”.`);
    return found;
  }

  async slots(slug: string): Promise<OpsSlots> {
    const campaign = await this.campaign(slug);
    const { id } = await this.campaignRow(slug);
    const now = this.now();
    const rows = await this.db
      .selectFrom('campaign_slots as s')
      .innerJoin('redemption_locations as l', 'l.id', 's.location_id')
      .select(['s.id', 'l.code', 'l.texts', 's.starts_at', 's.quota', 's.booked', 's.closed_at', 's.version', hk('s.starts_at', 'YYYY-MM-DD').as('date'), hk('s.starts_at', 'HH24:MI').as('time'), hk('s.ends_at', 'HH24:MI').as('endTime')])
      .where('s.campaign_id', '=', id)
      .orderBy('s.starts_at')
      .orderBy('l.id')
      .execute();
    const locations = await this.db.selectFrom('redemption_locations').select(['code', 'texts']).orderBy('id').execute();
    return {
      campaign,
      locations: locations.map((l) => ({ code: l.code, name: locationName(l.texts, l.code) })),
      slots: rows.map((s) => ({
        id: s.id,
        location: s.code,
        locationName: locationName(s.texts, s.code),
        date: s.date,
        time: s.time,
        endTime: s.endTime,
        startsAt: iso(s.starts_at)!,
        quota: s.quota,
        booked: s.booked,
        remaining: Math.max(0, s.quota - s.booked),
        closed: s.closed_at !== null,
        past: new Date(s.starts_at) <= now,
        version: s.version,
      })),
      at: now.toISOString(),
    };
  }

  /** Raises or lowers a slot's quota; never below what is booked (guarded UPDATE + CHECK). */
  async setQuota(actor: AuditActor, slug: string, slotId: number, input: unknown) {
    const parsed = quotaInputSchema.safeParse(input);
    if (!parsed.success) throw new StudioError(400, parsed.error.issues[0]?.message ?? 'Enter a quota.', fieldIssues(parsed.error));
    const quota = parsed.data.quota;
    const { id: campaignId } = await this.campaignRow(slug);
    return this.db.transaction().execute(async (trx) => {
      const before = await this.claimSlot(trx, slug, campaignId, slotId, parsed.data.baseVersion);
      const updated = await trx
        .updateTable('campaign_slots')
        .set({ quota, version: sql`version + 1` })
        .where('id', '=', slotId)
        .where('booked', '<=', quota)
        .returning(['quota', 'booked'])
        .executeTakeFirst();
      if (!updated) {
        throw new StudioError(409, `${before.booked} ${before.booked === 1 ? 'place is' : 'places are'} already booked in this slot: the quota cannot go below ${before.booked}.`, [
          { path: 'quota', message: `At least ${before.booked} (already booked).` },
        ]);
      }
      await recordAudit(trx, actor, 'slot.quota', slotSubject(slug, slotId), { quota: before.quota }, { quota: updated.quota });
      return { id: slotId, quota: updated.quota, booked: updated.booked, remaining: updated.quota - updated.booked };
    });
  }

  async addSlot(actor: AuditActor, slug: string, input: unknown) {
    const parsed = newSlotInputSchema.safeParse(input);
    if (!parsed.success) throw new StudioError(400, 'Some fields of the new slot need attention.', fieldIssues(parsed.error));
    const slot: NewSlotInput = parsed.data;
    const { id: campaignId } = await this.campaignRow(slug);
    const location = await this.db.selectFrom('redemption_locations').select('id').where('code', '=', slot.location).executeTakeFirst();
    if (!location) throw new StudioError(400, 'Choose a location.', [{ path: 'location', message: 'No such location.' }]);
    // Hong Kong keeps +08:00 all year (no daylight saving).
    const startsAt = new Date(`${slot.date}T${slot.time}:00+08:00`);
    if (Number.isNaN(startsAt.getTime())) throw new StudioError(400, 'That date does not exist.', [{ path: 'date', message: 'That date does not exist.' }]);
    const endsAt = new Date(startsAt.getTime() + slot.minutes * 60_000);
    return this.db.transaction().execute(async (trx) => {
      const clash = await trx.selectFrom('campaign_slots').select('id').where('campaign_id', '=', campaignId).where('location_id', '=', location.id).where('starts_at', '=', startsAt).executeTakeFirst();
      if (clash) throw new StudioError(409, `A slot already starts at ${slot.time} on ${slot.date} at this location.`, [{ path: 'time', message: 'A slot already starts then.' }]);
      const row = await trx
        .insertInto('campaign_slots')
        .values({ campaign_id: campaignId, location_id: location.id, starts_at: startsAt, ends_at: endsAt, quota: slot.quota })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, 'slot.add', slotSubject(slug, row.id), null, slot);
      return { id: row.id };
    });
  }

  /**
   * Locks a slot and refuses a change based on another version than its own (the entries' edit
   * guard): who changed it and when, with the slot as it is now.
   */
  private async claimSlot(trx: Kysely<Database>, slug: string, campaignId: number, slotId: number, baseVersion: number | undefined) {
    const before = await trx.selectFrom('campaign_slots').select(['quota', 'booked', 'closed_at', 'version']).where('id', '=', slotId).where('campaign_id', '=', campaignId).forUpdate().executeTakeFirst();
    if (!before) throw new StudioError(404, 'No such slot in this campaign.');
    if (baseVersion !== undefined && baseVersion !== before.version) {
      const last = await lastChangeOf(trx, slotSubject(slug, slotId), ['slot.quota', 'slot.close', 'slot.reopen']);
      await refuseStaleEdit(trx, { version: before.version, ...last, current: { quota: before.quota, booked: before.booked, closed: before.closed_at !== null } }, baseVersion);
    }
    return before;
  }

  /** A closed slot keeps its bookings and takes no more; it can be opened again. */
  async setClosed(actor: AuditActor, slug: string, slotId: number, closed: boolean, input: unknown = {}) {
    const parsed = slotStateInputSchema.safeParse(input ?? {});
    const { id: campaignId } = await this.campaignRow(slug);
    return this.db.transaction().execute(async (trx) => {
      await this.claimSlot(trx, slug, campaignId, slotId, parsed.success ? parsed.data.baseVersion : undefined);
      await trx
        .updateTable('campaign_slots')
        .set({ closed_at: closed ? this.now() : null, version: sql`version + 1` })
        .where('id', '=', slotId)
        .execute();
      await recordAudit(trx, actor, closed ? 'slot.close' : 'slot.reopen', slotSubject(slug, slotId), null, null);
      return { id: slotId, closed };
    });
  }

  /** By reference (ABC-000123 or the number), phone, email or name; the latest 50 without a query. */
  async searchRegistrations(slug: string, query = ''): Promise<OpsRegistrationSummary[]> {
    const { id: campaignId } = await this.campaignRow(slug);
    const q = query.trim().slice(0, 100);
    let select = this.registrationQuery().where('r.campaign_id', '=', campaignId);
    const reference = /^(?:[a-z]{1,3}-)?0*(\d{1,9})$/i.exec(q);
    const digits = q.replace(/[\s()+-]/g, '');
    if (q === '') {
      // every registration, newest first
    } else if (/^[a-z]{1,3}-\d+$/i.test(q) && reference) {
      select = select.where('r.id', '=', Number(reference[1]));
    } else if (/^\d{3,}$/.test(digits)) {
      select = select.where((eb) => eb.or([eb('r.phone_normalised', 'like', `%${digits}%`), ...(reference && digits.length <= 6 ? [eb('r.id', '=', Number(reference[1]))] : [])]));
    } else if (q.includes('@')) {
      select = select.where('r.email_normalised', 'like', `%${q.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`);
    } else {
      const pattern = `%${q.replace(/[%_\\]/g, '\\$&')}%`;
      select = select.where((eb) => eb.or([eb(sql<string>`r.first_name || ' ' || r.last_name`, 'ilike', pattern), eb(sql<string>`r.last_name || ' ' || r.first_name`, 'ilike', pattern)]));
    }
    const rows = await select.orderBy('r.id', 'desc').limit(50).execute();
    return rows.map((r) => this.summary(slug, r));
  }

  private registrationQuery() {
    return this.db
      .selectFrom('registrations as r')
      .innerJoin('campaign_slots as s', 's.id', 'r.slot_id')
      .innerJoin('redemption_locations as l', 'l.id', 's.location_id')
      .selectAll('r')
      .select(['l.code as location_code', 'l.texts as location_texts', hk('s.starts_at', 'YYYY-MM-DD HH24:MI').as('slot_label')]);
  }

  private summary(
    slug: string,
    r: { id: number; first_name: string; last_name: string; email: string; phone_normalised: string; location_code: string; location_texts: unknown; slot_label: string; created_at: Date; marketing_opt_out: boolean },
  ): OpsRegistrationSummary {
    return {
      id: r.id,
      reference: registrationReference(slug, r.id),
      name: `${r.first_name} ${r.last_name}`,
      email: r.email,
      phone: r.phone_normalised,
      location: locationName(r.location_texts, r.location_code),
      slot: r.slot_label,
      createdAt: iso(r.created_at)!,
      marketingOptOut: r.marketing_opt_out,
    };
  }

  async registration(slug: string, id: number): Promise<OpsRegistrationDetail> {
    const { id: campaignId } = await this.campaignRow(slug);
    const r = await this.registrationQuery().where('r.campaign_id', '=', campaignId).where('r.id', '=', id).executeTakeFirst();
    if (!r) throw new StudioError(404, 'No such registration in this campaign (it may have been purged).');
    const history = await readAudit(this.db, { subject: registrationSubject(slug, id), limit: 50 });
    return {
      ...this.summary(slug, r),
      salutation: r.salutation,
      firstName: r.first_name,
      lastName: r.last_name,
      ageRange: r.age_range,
      callingCode: r.calling_code,
      contactNumber: r.contact_number,
      province: r.province,
      communication: r.communication,
      marketingOptOutAt: iso(r.marketing_opt_out_at),
      statementVersion: r.statement_version,
      termsAcceptedAt: iso(r.terms_accepted_at)!,
      locale: r.locale,
      history: history.map((h) => ({ at: h.at, actor: h.actor, action: h.action })),
    };
  }

  /** PDPO: a visitor objects to direct marketing after registering (by phone, email, in a boutique). */
  async recordOptOut(actor: AuditActor, slug: string, id: number) {
    const { id: campaignId } = await this.campaignRow(slug);
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('registrations')
        .set((eb) => ({ marketing_opt_out: true, marketing_opt_out_at: eb.fn.coalesce('marketing_opt_out_at', eb.val(this.now())) }))
        .where('id', '=', id)
        .where('campaign_id', '=', campaignId)
        .returning(['marketing_opt_out_at'])
        .executeTakeFirst();
      if (!row) throw new StudioError(404, 'No such registration in this campaign.');
      await recordAudit(trx, actor, 'registration.opt-out', registrationSubject(slug, id), null, { marketingOptOut: true });
      return { id, marketingOptOut: true, marketingOptOutAt: iso(row.marketing_opt_out_at) };
    });
  }

  async optOuts(slug: string): Promise<OpsRegistrationSummary[]> {
    const { id: campaignId } = await this.campaignRow(slug);
    const rows = await this.registrationQuery().where('r.campaign_id', '=', campaignId).where('r.marketing_opt_out', '=', true).orderBy('r.id').limit(500).execute();
    return rows.map((r) => this.summary(slug, r));
  }

  /**
   * PDPO "purge now": deletes the campaign's registrations and idempotency records at once, before
   * the retention date if need be. The confirmation must repeat the campaign's slug. Slot counts
   * stay, as with the scheduled purge (`npm run registrations -- purge`).
   */
  async purge(actor: AuditActor, slug: string, input: unknown) {
    const parsed = purgeInputSchema.safeParse(input);
    if (!parsed.success || parsed.data.confirm.trim() !== slug) {
      throw new StudioError(400, `Type the campaign's name, ${slug}, to confirm the purge.`, [{ path: 'confirm', message: `Type ${slug} to confirm.` }]);
    }
    const { id: campaignId } = await this.campaignRow(slug);
    return this.db.transaction().execute(async (trx) => {
      const deleted = await trx.deleteFrom('registrations').where('campaign_id', '=', campaignId).executeTakeFirst();
      await trx.deleteFrom('registration_requests').where('campaign_id', '=', campaignId).execute();
      const count = Number(deleted.numDeletedRows);
      await recordAudit(trx, actor, 'registrations.purge', `campaign:${slug}`, null, { deleted: count });
      return { deleted: count };
    });
  }

  /** The CSV of the registrations (the same as `npm run registrations -- export`); the export is audited. */
  async exportCsv(actor: AuditActor, slug: string): Promise<string> {
    const { id } = await this.campaignRow(slug);
    const csv = await registrationsCsv(this.db, id);
    await recordAudit(this.db, actor, 'registrations.export', `campaign:${slug}`, null, null);
    return csv;
  }

  async dashboard(slug: string): Promise<OpsDashboard> {
    const { slots, campaign } = await this.slots(slug);
    const { id } = await this.campaignRow(slug);
    const days = await this.db
      .selectFrom('registrations')
      .select([hk('created_at', 'YYYY-MM-DD').as('date'), sql<string>`count(*)`.as('n')])
      .where('campaign_id', '=', id)
      .groupBy(sql`1`)
      .orderBy(sql`1`)
      .execute();
    const counts = new Map(days.map((d) => [d.date, Number(d.n)]));
    const perDay: OpsDashboard['perDay'] = [];
    if (days.length > 0) {
      // Every day between the first and the last, so a quiet day shows as a gap, not as nothing.
      for (let d = new Date(`${days[0]!.date}T00:00:00Z`); d <= new Date(`${days.at(-1)!.date}T00:00:00Z`); d = new Date(d.getTime() + 86_400_000)) {
        const date = d.toISOString().slice(0, 10);
        perDay.push({ date, registrations: counts.get(date) ?? 0 });
      }
    }
    const perLocation = new Map<string, OpsDashboard['perLocation'][number]>();
    for (const s of slots) {
      const entry = perLocation.get(s.location) ?? { location: s.location, name: s.locationName, quota: 0, booked: 0 };
      entry.quota += s.closed ? s.booked : s.quota;
      entry.booked += s.booked;
      perLocation.set(s.location, entry);
    }
    return {
      campaign,
      perDay,
      perLocation: [...perLocation.values()],
      perSlot: slots.map((s) => ({ id: s.id, label: `${s.date} ${s.time}`, location: s.locationName, quota: s.quota, booked: s.booked, closed: s.closed })),
    };
  }
}
