import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { MessageKind } from './tables';

// All SQL of the bookings area.

type Db = Kysely<Database> | Transaction<Database>;

/** Everything a message or the manage page says about a registration, texts in `locale`. */
export async function findBookingFacts(db: Db, registrationId: number, locale: 'en' | 'zh-Hant') {
  return db
    .selectFrom('registrations as r')
    .innerJoin('campaigns as c', 'c.id', 'r.campaign_id')
    .innerJoin('campaign_texts as t', (j) => j.onRef('t.campaign_id', '=', 'c.id').on('t.locale', '=', locale))
    .innerJoin('campaign_slots as s', 's.id', 'r.slot_id')
    .innerJoin('redemption_locations as l', 'l.id', 's.location_id')
    .select([
      'r.id',
      'r.reference',
      'r.status',
      'r.status_changed_at',
      'r.locale',
      'r.email',
      'r.phone_normalised',
      'r.slot_id',
      'r.campaign_id',
      'r.manage_token_expires_at',
      'r.manage_token_hash',
      'r.manage_link_nonce',
      'c.slug',
      'c.closes_at',
      'c.fee_hkd',
      'c.fee_redeemable',
      't.content',
      's.starts_at',
      's.ends_at',
      's.location_id',
      'l.code as location_code',
      'l.texts as location_texts',
    ])
    .where('r.id', '=', registrationId)
    .executeTakeFirst();
}

export type BookingFactsRow = NonNullable<Awaited<ReturnType<typeof findBookingFacts>>>;

export async function findRegistrationByTokenHash(db: Db, hash: string) {
  return db
    .selectFrom('registrations as r')
    .innerJoin('campaigns as c', 'c.id', 'r.campaign_id')
    .select(['r.id', 'r.locale', 'r.manage_token_expires_at', 'c.slug'])
    .where('r.manage_token_hash', '=', hash)
    .executeTakeFirst();
}

/** What a short link needs to lead to its page (apps/api/src/bookings/service.ts, resolveShortLink). */
export async function findShortLinkTarget(db: Db, registrationId: number) {
  return db
    .selectFrom('registrations as r')
    .innerJoin('campaigns as c', 'c.id', 'r.campaign_id')
    .select(['r.locale', 'r.status', 'r.manage_link_nonce', 'r.manage_token_hash', 'c.slug', 'c.closes_at'])
    .where('r.id', '=', registrationId)
    .executeTakeFirst();
}

/** Locks the registration for a change: a move and a cancel of one booking run one after the other. */
export async function lockRegistration(trx: Transaction<Database>, registrationId: number) {
  // The row alone first: a join re-checked after waiting for the lock would keep the slot row of
  // before a concurrent move, drop the registration and read "no such booking".
  const locked = await trx.selectFrom('registrations').select('id').where('id', '=', registrationId).forUpdate().executeTakeFirst();
  if (!locked) return undefined;
  return trx
    .selectFrom('registrations as r')
    .innerJoin('campaign_slots as s', 's.id', 'r.slot_id')
    .innerJoin('campaigns as c', 'c.id', 'r.campaign_id')
    .select(['r.id', 'r.status', 'r.slot_id', 'r.campaign_id', 'r.locale', 's.starts_at', 's.location_id', 'c.closes_at', 'c.slug'])
    .where('r.id', '=', registrationId)
    .executeTakeFirst();
}

/** Gives one place back to a slot (a cancel, or the old slot of a move). */
export async function releasePlace(trx: Transaction<Database>, slotId: number): Promise<void> {
  await trx
    .updateTable('campaign_slots')
    .set((eb) => ({ booked: eb('booked', '-', 1) }))
    .where('id', '=', slotId)
    .where('booked', '>', 0)
    .execute();
}

export async function setRegistrationState(trx: Transaction<Database>, registrationId: number, values: { status: 'booked' | 'moved' | 'cancelled'; slot_id?: number; at: Date; tokenExpiresAt?: Date }) {
  await trx
    .updateTable('registrations')
    .set({
      status: values.status,
      status_changed_at: values.at,
      ...(values.slot_id ? { slot_id: values.slot_id } : {}),
      ...(values.tokenExpiresAt ? { manage_token_expires_at: values.tokenExpiresAt } : {}),
    })
    .where('id', '=', registrationId)
    .execute();
}

export async function setBookingIdentity(trx: Transaction<Database>, registrationId: number, values: { reference: string; linkNonce: string; tokenHash: string; tokenExpiresAt: Date }) {
  await trx
    .updateTable('registrations')
    .set({ reference: values.reference, manage_link_nonce: values.linkNonce, manage_token_hash: values.tokenHash, manage_token_expires_at: values.tokenExpiresAt })
    .where('id', '=', registrationId)
    .execute();
}

export async function addHistory(
  trx: Transaction<Database>,
  row: { registration_id: number; event: 'booked' | 'moved' | 'cancelled'; from_slot_id: number | null; to_slot_id: number | null; actor: 'visitor' | 'staff'; staff_user_id?: string | null; at: Date },
) {
  await trx
    .insertInto('registration_history')
    .values({ ...row, staff_user_id: row.staff_user_id ?? null })
    .execute();
}

export async function listHistory(db: Db, registrationId: number) {
  return db
    .selectFrom('registration_history as h')
    .leftJoin('campaign_slots as fs', 'fs.id', 'h.from_slot_id')
    .leftJoin('campaign_slots as ts', 'ts.id', 'h.to_slot_id')
    .select(['h.event', 'h.actor', 'h.staff_user_id', 'h.at', 'h.from_slot_id', 'h.to_slot_id', 'fs.starts_at as from_starts_at', 'ts.starts_at as to_starts_at'])
    .where('h.registration_id', '=', registrationId)
    .orderBy('h.id')
    .execute();
}

/** Another slot of the same campaign and location, still to come, with a place left. */
export async function listMoveTargets(db: Db, campaignId: number, locationId: number, currentSlotId: number, now: Date) {
  return db
    .selectFrom('campaign_slots')
    .select(['id', 'starts_at', 'ends_at', sql<number>`quota - booked`.as('remaining')])
    .where('campaign_id', '=', campaignId)
    .where('location_id', '=', locationId)
    .where('id', '<>', currentSlotId)
    .where('starts_at', '>', now)
    .where((eb) => eb('booked', '<', eb.ref('quota')))
    .orderBy('starts_at')
    .execute();
}

export async function findSlotOf(db: Db, slotId: number) {
  return db.selectFrom('campaign_slots').select(['id', 'campaign_id', 'location_id', 'starts_at', 'ends_at']).where('id', '=', slotId).executeTakeFirst();
}

export async function insertMessage(
  trx: Transaction<Database>,
  row: { registration_id: number; kind: MessageKind; channel: 'sms' | 'email'; destination: string; locale: string; subject: string; body: string; ics: string | null; created_at: Date },
) {
  return trx.insertInto('booking_messages').values(row).returning('id').executeTakeFirstOrThrow();
}

/** Whether a reminder went out for this registration after its last change. */
export async function reminderWritten(trx: Transaction<Database>, registrationId: number, since: Date): Promise<boolean> {
  const row = await trx
    .selectFrom('booking_messages')
    .select('id')
    .where('registration_id', '=', registrationId)
    .where('kind', '=', 'reminder')
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Takes a message for delivery: not sent yet and nobody else holding it (a lease, so a second
 * worker or a retried job never sends it twice while the first is still at the gateway).
 */
export async function claimMessage(db: Kysely<Database>, id: string, now: Date, leaseSeconds: number) {
  return db
    .updateTable('booking_messages')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), claimed_until: new Date(now.getTime() + leaseSeconds * 1000) }))
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .returning(['id', 'channel', 'destination', 'subject', 'body', 'ics', 'kind', 'attempts'])
    .executeTakeFirst();
}

export async function markMessageSent(db: Kysely<Database>, id: string, at: Date): Promise<void> {
  await db.updateTable('booking_messages').set({ sent_at: at, claimed_until: null, last_error: null }).where('id', '=', id).execute();
}

export async function markMessageFailed(db: Kysely<Database>, id: string, error: string): Promise<void> {
  await db.updateTable('booking_messages').set({ claimed_until: null, last_error: error.slice(0, 300) }).where('id', '=', id).execute();
}

export async function listMessagesOf(db: Db, registrationId: number) {
  return db.selectFrom('booking_messages').select(['kind', 'channel', 'destination', 'sent_at', 'created_at']).where('registration_id', '=', registrationId).orderBy('id').execute();
}

export async function listMessagesTo(db: Db, destination: string) {
  return db
    .selectFrom('booking_messages')
    .select(['kind', 'channel', 'destination', 'subject', 'body', 'ics', 'locale', 'created_at', 'sent_at'])
    .where('destination', '=', destination)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}

/** Moves the visitor made to one booking since a moment (the per-booking change limit). */
export async function countVisitorMovesSince(db: Db, registrationId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('registration_history')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('registration_id', '=', registrationId)
    .where('event', '=', 'moved')
    .where('actor', '=', 'visitor')
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Claims one place, atomically: the row lock of the UPDATE serialises concurrent claims and the
 * condition re-reads `booked` after the lock, so a slot of quota Q gives exactly Q places.
 * false when the slot is full, closed or its time has come.
 */
export async function claimTimeSlot(trx: Transaction<Database>, slotId: number, now: Date): Promise<boolean> {
  const result = await trx
    .updateTable('campaign_slots')
    .set((eb) => ({ booked: eb('booked', '+', 1) }))
    .where('id', '=', slotId)
    .where((eb) => eb('booked', '<', eb.ref('quota')))
    .where('starts_at', '>', now)
    // A slot closed in the studio takes no more bookings.
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
