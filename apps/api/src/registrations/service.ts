import type { Kysely, Transaction } from 'kysely';
import { type Registration, normalisedPhone } from '@oriel/contracts/registration';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { findCampaign, remainingCapacity } from '../campaigns/queries';
import { campaignState } from '../campaigns/state';
import * as queries from './queries';

/** Checks (and uses up) the proof that the visitor received the SMS code on this number. */
export type ContactVerifier = (trx: Transaction<Database>, request: { token: string; phone: string }) => Promise<boolean>;

export interface RegistrationContext {
  db: Kysely<Database>;
  clock: Clock;
  verifyContact: ContactVerifier;
}

export interface Booking {
  reference: string;
  campaign: string;
  location: string;
  startsAt: string;
  endsAt: string;
}

/** What a submit ends in. `fields` and `form` carry message ids of the `registration` area. */
export type SubmitOutcome =
  | { ok: true; status: 201 | 200; booking: Booking }
  | { ok: false; status: 404 | 409 | 422; fields: Record<string, string>; form?: string; message: string };

class Refusal extends Error {
  constructor(readonly outcome: Extract<SubmitOutcome, { ok: false }>) {
    super(outcome.message);
  }
}

const refuse = (status: 404 | 409 | 422, message: string, fields: Record<string, string> = {}, form?: string) =>
  new Refusal({ ok: false, status, message, fields, form });

const timeslotOver = () =>
  refuse(409, 'Sorry, the chosen timeslot is over, please choose another timeslot to proceed.', { pickup_time: 'registration.error.timeslotOver' });

/** A unique-constraint violation of the registrations table, by constraint name. */
function duplicateOf(error: unknown): 'phone' | 'email' | null {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return null;
  const name = e.constraint ?? e.message ?? '';
  if (name.includes('registrations_phone_per_campaign')) return 'phone';
  if (name.includes('registrations_email_per_campaign')) return 'email';
  return null;
}

const duplicateRefusal = (d: { phone: boolean; email: boolean }) => {
  const fields: Record<string, string> = {};
  if (d.phone) fields.contact_number = 'registration.error.phoneUsed';
  if (d.email) fields.email = 'registration.error.emailUsed';
  return refuse(409, [d.phone && 'Contact number had been used.', d.email && 'Email had been used.'].filter(Boolean).join(' '), fields);
};

/**
 * Books a place for a registration that has passed the shared schema. In one transaction: take
 * the idempotency key (a retry or a parallel double-click gets the first answer), claim the slot
 * atomically, insert the row (unique per campaign on phone and email), use up the SMS
 * verification, store the answer. Any refusal rolls all of it back: no place is lost.
 */
export async function submitRegistration(context: RegistrationContext, slug: string, input: Registration): Promise<SubmitOutcome> {
  const { db, clock } = context;
  const stored = await queries.findStoredAnswer(db, input.idempotency_key);
  if (stored && stored.status !== 0) return { ok: true, status: 200, booking: stored.response as Booking };

  const campaign = await findCampaign(db, slug, 'en');
  if (!campaign || !campaign.registration_kind) return { ok: false, status: 404, message: `No registration for campaign "${slug}"`, fields: {}, form: 'registration.error.submit' };
  const now = clock.now();
  const state = campaignState(campaign, now, await remainingCapacity(db, campaign.id, now));
  if (state === 'upcoming' || state === 'ended') return { ok: false, status: 409, message: 'Registration for this campaign is closed.', fields: {}, form: 'registration.error.closed' };
  if (state === 'full') return timeslotOver().outcome;

  const slot = await queries.findSlot(db, campaign.id, Number(input.pickup_time));
  if (!slot) return { ok: false, status: 422, message: 'Please select a appointment time-slot', fields: { pickup_time: 'registration.error.pickupTime' } };
  if (slot.location_code !== input.redemption_location) {
    return { ok: false, status: 422, message: 'Please select a redemption location', fields: { redemption_location: 'registration.error.redemptionLocation' } };
  }
  if (slot.date !== input.pickup_date) return { ok: false, status: 422, message: 'Please select a appointment date', fields: { pickup_date: 'registration.error.pickupDate' } };

  const phone = normalisedPhone(input.calling_code, input.contact_number);
  const email = input.email.toLowerCase();
  const duplicates = await queries.findDuplicates(db, campaign.id, phone, email);
  if (duplicates.phone || duplicates.email) return (await firstAnswer(db, input.idempotency_key)) ?? duplicateRefusal(duplicates).outcome;

  try {
    return await db.transaction().execute(async (trx): Promise<SubmitOutcome> => {
      if (!(await queries.reserveIdempotencyKey(trx, input.idempotency_key, campaign.id, now))) {
        // Another submit with this key committed while we waited for it: its answer is ours.
        const first = await queries.findStoredAnswer(trx, input.idempotency_key);
        if (first && first.status !== 0) return { ok: true, status: 200, booking: first.response as Booking };
        throw refuse(409, 'Oops! Something went wrong while submitting the form.', {}, 'registration.error.submit');
      }
      if (!(await queries.claimTimeSlot(trx, slot.id, now))) throw timeslotOver();
      let row;
      try {
        row = await queries.insertRegistration(trx, {
          campaign_id: campaign.id,
          slot_id: slot.id,
          salutation: input.salutation,
          first_name: input.first_name,
          last_name: input.last_name,
          age_range: input.age_range,
          email: input.email,
          email_normalised: email,
          calling_code: input.calling_code,
          contact_number: input.contact_number,
          phone_normalised: phone,
          province: input.calling_code === '86' ? input.province : null,
          communication: input.marketing_opt_out ? [] : input.communication,
          marketing_opt_out: input.marketing_opt_out,
          marketing_opt_out_at: input.marketing_opt_out ? now : null,
          statement_version: campaign.statement_version,
          terms_accepted_at: now,
          locale: input.locale,
          created_at: now,
        });
      } catch (error) {
        const duplicate = duplicateOf(error);
        if (duplicate) throw duplicateRefusal({ phone: duplicate === 'phone', email: duplicate === 'email' });
        throw error;
      }
      if (!(await context.verifyContact(trx, { token: input.otp_token, phone }))) {
        throw refuse(422, 'Please verify your contact number', { contact_number: 'registration.error.contactNumberUnverified' });
      }
      const booking: Booking = {
        reference: `${campaign.slug.replace(/[^a-z]/g, '').slice(0, 3).toUpperCase()}-${String(row.id).padStart(6, '0')}`,
        campaign: campaign.slug,
        location: slot.location_code,
        startsAt: new Date(slot.starts_at).toISOString(),
        endsAt: new Date(slot.ends_at).toISOString(),
      };
      await queries.storeAnswer(trx, input.idempotency_key, 201, booking);
      return { ok: true, status: 201, booking };
    });
  } catch (error) {
    // A parallel submit with the same key may have booked while this one was refused: its answer wins.
    if (error instanceof Refusal) return (await firstAnswer(db, input.idempotency_key)) ?? error.outcome;
    throw error;
  }
}

async function firstAnswer(db: Kysely<Database>, key: string): Promise<SubmitOutcome | null> {
  const stored = await queries.findStoredAnswer(db, key);
  return stored && stored.status !== 0 ? { ok: true, status: 200, booking: stored.response as Booking } : null;
}
