import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { normalisePhoneParts } from '@oriel/contracts/phone';
import type { Registration } from '@oriel/contracts/registration';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { campaignState, findCampaign, remainingCapacity } from '../campaigns';
import * as queries from './queries';
import { type BookingContext, claimTimeSlot, recordNewBooking } from '../bookings';

/** Checks (and uses up) the proof that the visitor received the SMS code on this number. */
export type ContactVerifier = (trx: Transaction<Database>, request: { token: string; phone: string }) => Promise<boolean>;

/** Whether the visitor holds a good proof for this number, without using it up. */
export type ContactProof = (db: Kysely<Database>, request: { token: string; phone: string }) => Promise<boolean>;

export interface RegistrationContext {
  db: Kysely<Database>;
  clock: Clock;
  verifyContact: ContactVerifier;
  contactProven: ContactProof;
  /** Reference, manage link, confirmation and reminder of each booking (apps/api/src/bookings). */
  bookings: BookingContext;
}

export interface Booking {
  reference: string;
  campaign: string;
  location: string;
  startsAt: string;
  endsAt: string;
  /** The manage link's token: only in the first answer to the visitor (never stored in clear). */
  manageToken?: string;
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

const unverified = () => refuse(422, 'Please verify your contact number', { contact_number: 'registration.error.contactNumberUnverified' });

const keyReused = () => refuse(422, 'This idempotency key was used for another request.', {}, 'registration.error.submit');

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
  const fingerprint = requestFingerprint(slug, input);
  const earlier = await firstAnswer(db, input.idempotency_key, fingerprint);
  if (earlier) return earlier;

  const campaign = await findCampaign(db, slug, 'en');
  if (!campaign || !campaign.registration_kind) return { ok: false, status: 404, message: `No registration for campaign "${slug}"`, fields: {}, form: 'registration.error.submit' };
  const now = clock.now();
  const state = campaignState(campaign, now, await remainingCapacity(db, campaign.id, now));
  if (state === 'upcoming' || state === 'ended') return { ok: false, status: 409, message: 'Registration for this campaign is closed.', fields: {}, form: 'registration.error.closed' };
  if (state === 'full') return timeslotOver().outcome;

  const slot = await queries.findSlot(db, campaign.id, Number(input.pickup_time));
  if (!slot) return { ok: false, status: 422, message: 'Please select a appointment time-slot', fields: { pickup_time: 'registration.error.pickupTime' } };
  // A session of another place or day (a form without JavaScript lists every session): the session
  // is what to choose again, among the chosen day's, which the form's answer then lists. The message
  // says why: the visitor did choose a session, only not one of that day and place.
  if (slot.location_code !== input.redemption_location || slot.date !== input.pickup_date) {
    return { ok: false, status: 422, message: 'Please choose a time-slot on the date and at the location you selected', fields: { pickup_time: 'registration.error.pickupTimeMismatch' } };
  }

  const phone = normalisePhoneParts(input.calling_code, input.contact_number);
  // A number no code can have been sent to (not valid in its country) is an unverified one.
  if (!phone) return unverified().outcome;
  const email = input.email.toLowerCase();
  // The proof first: who has been registered is said only to someone who received this number's code.
  // (A parallel submit of this same request may have just used the proof up: its answer is ours.)
  if (!(await context.contactProven(db, { token: input.otp_token, phone }))) return (await firstAnswer(db, input.idempotency_key, fingerprint)) ?? unverified().outcome;

  try {
    return await db.transaction().execute(async (trx): Promise<SubmitOutcome> => {
      if (!(await queries.reserveIdempotencyKey(trx, input.idempotency_key, fingerprint, campaign.id, now))) {
        // Another submit with this key committed while we waited for it: its answer is ours if it was our request.
        const first = await firstAnswer(trx, input.idempotency_key, fingerprint);
        if (first) return first;
        throw refuse(409, 'Oops! Something went wrong while submitting the form.', {}, 'registration.error.submit');
      }
      if (!(await claimTimeSlot(trx, slot.id, now))) throw timeslotOver();
      // Who has registered is said only once a place is there for this booking: a full session
      // answers "over" whatever the address, so it cannot be used to test addresses (the claim
      // is rolled back with the refusal).
      const duplicates = await queries.findDuplicates(trx, campaign.id, phone, email);
      if (duplicates.phone || duplicates.email) throw duplicateRefusal(duplicates);
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
          // The reference is set from the row's id by recordNewBooking, in this transaction.
          status_changed_at: now,
        });
      } catch (error) {
        const duplicate = duplicateOf(error);
        if (duplicate) throw duplicateRefusal({ phone: duplicate === 'phone', email: duplicate === 'email' });
        throw error;
      }
      if (!(await context.verifyContact(trx, { token: input.otp_token, phone }))) throw unverified();
      const recorded = await recordNewBooking(trx, context.bookings, { registrationId: row.id, slug: campaign.slug, slot, closesAt: campaign.closes_at });
      const booking: Booking = {
        reference: recorded.reference,
        campaign: campaign.slug,
        location: slot.location_code,
        startsAt: new Date(slot.starts_at).toISOString(),
        endsAt: new Date(slot.ends_at).toISOString(),
      };
      // The stored answer (a retry's) has no token: it is said once, to the request that booked.
      await queries.storeAnswer(trx, input.idempotency_key, 201, booking);
      return { ok: true, status: 201, booking: { ...booking, manageToken: recorded.manageToken } };
    });
  } catch (error) {
    // A parallel submit with the same key may have booked while this one was refused: its answer wins.
    if (error instanceof Refusal) return (await firstAnswer(db, input.idempotency_key, fingerprint)) ?? error.outcome;
    throw error;
  }
}

/**
 * The answer already given for this key. Only to the same request (Stripe's rule): another body,
 * or another visitor's proof, under the same key is refused, never answered with that booking.
 */
async function firstAnswer(db: Kysely<Database>, key: string, fingerprint: string): Promise<SubmitOutcome | null> {
  const stored = await queries.findStoredAnswer(db, key);
  if (!stored) return null;
  if (stored.fingerprint !== null && stored.fingerprint !== fingerprint) return keyReused().outcome;
  return stored.status !== 0 ? { ok: true, status: 200, booking: stored.response as Booking } : null;
}

/**
 * SHA-256 of everything the visitor sent that shapes the booking, with the campaign, the number's
 * proof (so only its holder gets the answer) and the idempotency key: a retry of the same submit
 * has the same fingerprint; any other request does not.
 */
export function requestFingerprint(slug: string, input: Registration): string {
  const { website: _honeypot, ...fields } = input;
  const canonical = JSON.stringify([slug, ...Object.keys(fields).sort().map((k) => [k, fields[k as keyof typeof fields]])]);
  return createHash('sha256').update(canonical).digest('hex');
}
