import { type Insertable, type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../db/schema';

// All SQL of the registrations area.

/** The first answer given for an idempotency key, if a submit with it has succeeded. */
export async function findStoredAnswer(db: Kysely<Database>, key: string) {
  return db.selectFrom('registration_requests').select(['campaign_id', 'status', 'response', 'fingerprint']).where('idempotency_key', '=', key).executeTakeFirst();
}

/**
 * Takes the idempotency key for this transaction. A parallel submit with the same key waits here
 * until this one commits (then finds the stored answer) or rolls back (then goes ahead itself).
 */
export async function reserveIdempotencyKey(trx: Transaction<Database>, key: string, fingerprint: string, campaignId: number, at: Date): Promise<boolean> {
  const row = await trx
    .insertInto('registration_requests')
    .values({ idempotency_key: key, fingerprint, campaign_id: campaignId, status: 0, response: 'null', created_at: at })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('idempotency_key')
    .executeTakeFirst();
  return Boolean(row);
}

export async function storeAnswer(trx: Transaction<Database>, key: string, status: number, response: unknown): Promise<void> {
  await trx.updateTable('registration_requests').set({ status, response: JSON.stringify(response) }).where('idempotency_key', '=', key).execute();
}

export interface SlotForBooking {
  id: number;
  location_code: string;
  date: string;
  starts_at: Date;
  ends_at: Date;
}

export async function findSlot(db: Kysely<Database>, campaignId: number, slotId: number): Promise<SlotForBooking | undefined> {
  return db
    .selectFrom('campaign_slots as s')
    .innerJoin('redemption_locations as l', 'l.id', 's.location_id')
    .select(['s.id', 'l.code as location_code', sql<string>`to_char(s.starts_at AT TIME ZONE 'Asia/Hong_Kong', 'YYYY-MM-DD')`.as('date'), 's.starts_at', 's.ends_at'])
    .where('s.campaign_id', '=', campaignId)
    .where('s.id', '=', slotId)
    .executeTakeFirst();
}

/** Which of the number and the address this campaign already holds a registration for. */
export async function findDuplicates(db: Kysely<Database>, campaignId: number, phone: string, email: string) {
  const rows = await db
    .selectFrom('registrations')
    .select(['phone_normalised', 'email_normalised'])
    .where('campaign_id', '=', campaignId)
    // A cancelled booking frees its number and address for the campaign.
    .where('status', '<>', 'cancelled')
    .where((eb) => eb.or([eb('phone_normalised', '=', phone), eb('email_normalised', '=', email)]))
    .execute();
  return { phone: rows.some((r) => r.phone_normalised === phone), email: rows.some((r) => r.email_normalised === email) };
}

export async function insertRegistration(trx: Transaction<Database>, row: Insertable<Database['registrations']>) {
  return trx.insertInto('registrations').values(row).returning(['id', 'created_at']).executeTakeFirstOrThrow();
}

/** A campaign's registrations for the CSV export, oldest first. */
export async function listRegistrationsForExport(db: Kysely<Database>, campaignId: number) {
  return db
    .selectFrom('registrations as r')
    .innerJoin('campaign_slots as s', 's.id', 'r.slot_id')
    .innerJoin('redemption_locations as l', 'l.id', 's.location_id')
    .select([
      'r.id',
      'r.created_at',
      'r.salutation',
      'r.first_name',
      'r.last_name',
      'r.age_range',
      'r.email',
      'r.phone_normalised',
      'r.province',
      'l.code as location',
      's.starts_at',
      'r.communication',
      'r.marketing_opt_out',
      'r.marketing_opt_out_at',
      'r.statement_version',
      'r.locale',
      'r.reference',
      'r.status',
      'r.status_changed_at',
      sql<{ event: string; at: string }[]>`(SELECT coalesce(json_agg(json_build_object('event', h.event, 'at', h.at) ORDER BY h.id), '[]'::json) FROM registration_history h WHERE h.registration_id = r.id)`.as('history'),
    ])
    .where('r.campaign_id', '=', campaignId)
    .orderBy('r.id')
    .execute();
}

export async function listSlotsForExport(db: Kysely<Database>, campaignId: number) {
  return db
    .selectFrom('campaign_slots as s')
    .innerJoin('redemption_locations as l', 'l.id', 's.location_id')
    .select(['s.id', 'l.code as location', 's.starts_at', 's.ends_at', 's.quota', 's.booked'])
    .where('s.campaign_id', '=', campaignId)
    .orderBy('s.starts_at')
    .orderBy('l.id')
    .execute();
}

/**
 * PDPO: deletes the registrations (and their idempotency records) of every campaign whose
 * retention date has passed. Slot counts stay, so the campaign's history keeps its totals.
 */
export async function purgeExpiredRegistrations(db: Kysely<Database>, today: string): Promise<{ slug: string; deleted: number }[]> {
  return db.transaction().execute(async (trx) => {
    const expired = await trx.selectFrom('campaigns').select(['id', 'slug']).where('retention_until', '<', today).execute();
    const result = [];
    for (const c of expired) {
      const deleted = await trx.deleteFrom('registrations').where('campaign_id', '=', c.id).executeTakeFirst();
      await trx.deleteFrom('registration_requests').where('campaign_id', '=', c.id).execute();
      result.push({ slug: c.slug, deleted: Number(deleted.numDeletedRows) });
    }
    return result;
  });
}
