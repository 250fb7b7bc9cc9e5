import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { BookingView, BookingRefusal } from '@oriel/contracts/bookings';
import type { DataLocale } from '@oriel/contracts/locales';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import { bookingEvents, messagesDelivered } from '../metrics/metrics';
import { bookingInvite, googleCalendarLink } from './calendar';
import * as queries from './queries';
import type { MessageKind } from './tables';
import { type BookingFacts, bookingMessage, messageLocale } from './texts';
import { breakerAlertLine, DeliveryError, type SendBreakerLimits, sendBreaker } from '../otp';
import type { MessageTransport } from './transport';

export interface BookingContext {
  db: Kysely<Database>;
  clock: Clock;
  jobs: JobQueue;
  /** Key of the manage tokens' hashes. */
  secret: string;
  /** The public origin, for manage links in messages. */
  siteUrl: string;
  transport: MessageTransport;
  limits: BookingLimits;
  /** Where the SMS circuit breaker's alert goes (the server's log, at error level). */
  alert: (fields: Record<string, unknown>, message: string) => void;
}

export interface BookingLimits {
  /** Moves a visitor may make to one booking in 24 hours (each sends an SMS and an email). */
  changesPerDay: number;
  /** Manage-link changes per client address per hour, whatever the booking. */
  changeIpLimit: number;
  /** The global circuit breakers (otp/send-breaker.ts), shared with the one-time codes. */
  breaker: SendBreakerLimits;
}

export const deliverJob = 'bookings.deliver-message';
export const reminderJob = 'bookings.reminder';

/** Days a manage link keeps working after the campaign (or the session, if later) has ended. */
const linkDaysAfterEnd = 30;
/** The reminder goes out the day before the session at this Hong Kong hour. */
const reminderHongKongHour = 10;

// ---------------------------------------------------------------------------------------------
// Manage tokens: derived from the registration's id, a random nonce kept with it
// and the server's key, so a later message can carry the link again; the database keeps the nonce
// and a keyed hash of the token (for the lookup), never the token.

export function manageTokenHash(secret: string, token: string): string {
  // The purpose is part of the hash: this token opens a booking's manage page and nothing else.
  return createHmac('sha256', secret).update(`manage-booking\u0000${token}`).digest('hex');
}

const tokenShape = /^[A-Za-z0-9_-]{32}$/;

/** The manage token of a registration and nonce: 24 bytes of HMAC, 32 base64url characters. */
export function derivedManageToken(secret: string, registrationId: number, nonce: string): string {
  return createHmac('sha256', secret).update(`manage-booking-link\u0000${registrationId}\u0000${nonce}`).digest().subarray(0, 24).toString('base64url');
}

function newLinkNonce(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The token of the link the booking has now, made again from its nonce; undefined for a booking
 * made before manage tokens were derived (its token was random) or one whose link no longer matches (the key
 * changed): a message never carries a link that does not open.
 */
function currentManageToken(secret: string, row: { id: number; manage_link_nonce: string | null; manage_token_hash: string | null }): string | undefined {
  if (!row.manage_link_nonce || !row.manage_token_hash) return undefined;
  const token = derivedManageToken(secret, row.id, row.manage_link_nonce);
  return manageTokenHash(secret, token) === row.manage_token_hash ? token : undefined;
}

// Short links (docs/campaigns.md, "Messages"): an SMS has room for two parts, so it
// carries `/m/{code}` on the site's own domain instead of the 90-character manage path. The code
// is the registration's id in base 36 followed by 14 base-36 characters (72 bits) of a keyed hash
// of the id and the link's nonce: no table, the same code every time, and it stops opening when
// the link does (a new key, a new nonce). Letters and digits only: a phone's link detection keeps
// every character of it.
function shortMac(secret: string, registrationId: number, nonce: string): string {
  const mac = createHmac('sha256', secret).update(`manage-short-link\u0000${registrationId}\u0000${nonce}`).digest().subarray(0, 9);
  return BigInt(`0x${mac.toString('hex')}`).toString(36).padStart(14, '0');
}

export function shortManageCode(secret: string, registrationId: number, nonce: string): string {
  return `${registrationId.toString(36)}${shortMac(secret, registrationId, nonce)}`;
}

export function shortLinkPath(code: string): string {
  return `/m/${code}`;
}

const shortCodeShape = /^([0-9a-z]{1,10})([0-9a-z]{14})$/;

/**
 * Where a short link leads: the booking's manage page in the language it was made in, or, once it
 * is cancelled, the campaign's page while it still takes bookings. Undefined for a code that does
 * not open (never says why).
 */
export async function resolveShortLink(context: BookingContext, code: string): Promise<string | undefined> {
  const match = shortCodeShape.exec(code);
  if (!match) return undefined;
  const id = Number.parseInt(match[1]!, 36);
  if (!Number.isSafeInteger(id)) return undefined;
  const row = await queries.findShortLinkTarget(context.db, id);
  if (!row?.manage_link_nonce) return undefined;
  const expected = Buffer.from(shortMac(context.secret, id, row.manage_link_nonce));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const token = currentManageToken(context.secret, { id, manage_link_nonce: row.manage_link_nonce, manage_token_hash: row.manage_token_hash });
  if (!token) return undefined;
  const locale = messageLocale(row.locale);
  if (row.status === 'cancelled' && new Date(row.closes_at) > context.clock.now()) return campaignPath(locale, row.slug);
  return managePath(locale, row.slug, token);
}

const linkExpiry = (closesAt: Date, endsAt: Date) => new Date(Math.max(closesAt.getTime(), endsAt.getTime()) + linkDaysAfterEnd * 86_400_000);

export function managePath(locale: DataLocale, slug: string, token: string): string {
  return `${campaignPath(locale, slug)}/booking/${token}`;
}

/** The campaign's page, where a visitor whose booking was cancelled may book again. */
export function campaignPath(locale: DataLocale, slug: string): string {
  return `${locale === 'en' ? '' : '/tc'}/discovery-trial/${slug}`;
}

/** 10:00 Hong Kong time on the day before the session (Hong Kong is UTC+8 all year). */
export function reminderTime(startsAt: Date): Date {
  const hongKongDay = new Date(startsAt.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
  return new Date(Date.parse(`${hongKongDay}T00:00:00Z`) - 86_400_000 + (reminderHongKongHour - 8) * 3600_000);
}

export function bookingReference(slug: string, registrationId: number): string {
  return `${slug.replace(/[^a-z]/g, '').slice(0, 3).toUpperCase()}-${String(registrationId).padStart(6, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// Messages: written in the transaction of the change, delivered by a job.

function factsOf(row: queries.BookingFactsRow, locale: DataLocale, manageUrl?: string, extra: Pick<BookingFacts, 'bookAgainUrl' | 'cancelledBy'> = {}): BookingFacts {
  const content = (row.content ?? {}) as { title?: string };
  const location = ((row.location_texts ?? {}) as Record<string, { name?: string; address?: string }>)[locale] ?? {};
  const base = {
    reference: row.reference,
    campaignTitle: content.title ?? row.slug,
    locationName: location.name ?? row.location_code,
    locationAddress: location.address ?? '',
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    feeHkd: row.fee_hkd,
    feeRedeemable: row.fee_redeemable,
  };
  return { ...base, ...extra, manageUrl, googleCalendarUrl: googleCalendarLink(calendarTexts(base, manageUrl)) };
}

function calendarTexts(facts: Omit<BookingFacts, 'manageUrl' | 'googleCalendarUrl'>, manageUrl?: string) {
  return {
    title: `${facts.campaignTitle} · ${facts.locationName}`,
    description: [`${facts.reference}`, manageUrl].filter(Boolean).join('\n'),
    location: [facts.locationName, facts.locationAddress].filter(Boolean).join(', '),
    startsAt: facts.startsAt,
    endsAt: facts.endsAt,
  };
}

/**
 * Writes the SMS and the email of a change. A message about a live booking carries its manage
 * link (made again from its nonce; `manageToken` is the visitor's own, for a booking from before
 * manage tokens were derived); a cancellation says who cancelled and, while the campaign takes bookings, where
 * to book again.
 */
async function writeMessages(
  trx: Transaction<Database>,
  context: BookingContext,
  registrationId: number,
  kind: MessageKind,
  options: { manageToken?: string; by?: ChangeActor['kind'] } = {},
): Promise<void> {
  const head = await trx.selectFrom('registrations').select('locale').where('id', '=', registrationId).executeTakeFirstOrThrow();
  const locale = messageLocale(head.locale);
  const row = await queries.findBookingFacts(trx, registrationId, locale);
  if (!row) throw new Error(`No booking ${registrationId}`);
  const now = context.clock.now();
  const token = kind === 'cancelled' ? undefined : (currentManageToken(context.secret, row) ?? options.manageToken);
  const manageUrl = token ? new URL(managePath(locale, row.slug, token), context.siteUrl).toString() : undefined;
  const bookAgainUrl = kind === 'cancelled' && new Date(row.closes_at) > now ? new URL(campaignPath(locale, row.slug), context.siteUrl).toString() : undefined;
  // The SMS carries the short link wherever the long one would go (it leads to the same page).
  const shortUrl = row.manage_link_nonce && currentManageToken(context.secret, row) ? new URL(shortLinkPath(shortManageCode(context.secret, row.id, row.manage_link_nonce)), context.siteUrl).toString() : undefined;
  const smsUrl = kind === 'cancelled' ? (bookAgainUrl ? (shortUrl ?? bookAgainUrl) : undefined) : manageUrl ? (shortUrl ?? manageUrl) : undefined;
  const facts = { ...factsOf(row, locale, manageUrl, kind === 'cancelled' ? { bookAgainUrl, cancelledBy: options.by ?? 'visitor' } : {}), smsUrl };
  const text = bookingMessage(kind, locale, facts);
  const history = await queries.listHistory(trx, registrationId);
  const ics = bookingInvite({
    uid: `${row.reference.toLowerCase()}@maison-oriel.bookings`,
    ...calendarTexts(facts, manageUrl),
    sequence: Math.max(0, history.length - 1),
    cancelled: kind === 'cancelled',
  });
  const messages = [
    { channel: 'sms' as const, destination: row.phone_normalised, subject: text.subject, body: text.sms, ics: null },
    { channel: 'email' as const, destination: row.email.toLowerCase(), subject: text.subject, body: text.email, ics },
  ];
  for (const message of messages) {
    if (!message.destination) continue;
    const { id } = await queries.insertMessage(trx, { registration_id: registrationId, kind, locale, created_at: now, ...message });
    await context.jobs.enqueue(trx, deliverJob, { messageId: String(id) });
  }
}

async function scheduleReminder(trx: Transaction<Database>, context: BookingContext, registrationId: number, slot: { id: number; starts_at: Date }): Promise<void> {
  const at = reminderTime(new Date(slot.starts_at));
  // Booked after the reminder hour: the confirmation is the reminder.
  if (at <= context.clock.now()) return;
  await context.jobs.enqueue(trx, reminderJob, { registrationId, slotId: slot.id }, { startAfter: at, singletonKey: `${registrationId}:${slot.id}` });
}

/** The jobs of this area: message delivery and the day-before reminder. */
export function registerBookingJobs(context: BookingContext): void {
  context.jobs.registerJob<{ messageId: string }>(deliverJob, {
    retryLimit: 10,
    retryDelaySeconds: 30,
    retryDelayMaxSeconds: 3600,
    handler: async ({ messageId }) => {
      const message = await queries.claimMessage(context.db, messageId, new Date(), 120);
      // Sent already, or another worker has it right now (it retries if it fails).
      if (!message) return;
      const labels = { transport: context.transport.name, channel: message.channel };
      // Booking messages go while the breaker is half open (they have limits of their own) and
      // wait at its ceiling: held, not lost, the job retries them once it has closed again.
      const breaker = await sendBreaker(context.db, message.channel, context.clock.now(), context.limits.breaker);
      const line = breakerAlertLine(breaker, context.clock.now());
      if (line) context.alert({ ...line.fields, kind: message.kind }, line.message);
      if (breaker.open) {
        const reason = `${message.channel === 'sms' ? 'SMS' : 'E-mail'} circuit breaker open`;
        messagesDelivered.inc({ ...labels, outcome: 'held' });
        await queries.markMessageFailed(context.db, messageId, reason);
        throw new DeliveryError(reason);
      }
      try {
        await context.transport.deliver(message);
      } catch (error) {
        messagesDelivered.inc({ ...labels, outcome: 'failed' });
        await queries.markMessageFailed(context.db, messageId, (error as Error).message);
        throw error;
      }
      // A message that needed more than one try counts as retried: a gateway that flaps shows here.
      messagesDelivered.inc({ ...labels, outcome: message.attempts > 1 ? 'retried' : 'sent' });
      await queries.markMessageSent(context.db, messageId, context.clock.now());
    },
  });
  context.jobs.registerJob<{ registrationId: number; slotId: number }>(reminderJob, {
    retryLimit: 5,
    retryDelaySeconds: 60,
    handler: async ({ registrationId, slotId }) => {
      await context.db.transaction().execute(async (trx) => {
        const booking = await queries.lockRegistration(trx, registrationId);
        // Cancelled, moved to another slot (that slot has its own reminder) or already begun.
        if (!booking || booking.status === 'cancelled' || booking.slot_id !== slotId || new Date(booking.starts_at) <= context.clock.now()) return;
        const since = new Date(reminderTime(new Date(booking.starts_at)).getTime() - 86_400_000);
        if (await queries.reminderWritten(trx, registrationId, since)) return;
        await writeMessages(trx, context, registrationId, 'reminder');
      });
    },
  });
}

/**
 * A booking has just been inserted (inside the registration's transaction): its reference, its
 * manage token (its nonce and hash are kept), its history, its confirmation and its reminder. All of it
 * commits with the booking or not at all; a gateway that is down only delays the messages.
 */
export async function recordNewBooking(
  trx: Transaction<Database>,
  context: BookingContext,
  booking: { registrationId: number; slug: string; slot: { id: number; starts_at: Date; ends_at: Date }; closesAt: Date },
): Promise<{ reference: string; manageToken: string }> {
  const reference = bookingReference(booking.slug, booking.registrationId);
  const nonce = newLinkNonce();
  const token = derivedManageToken(context.secret, booking.registrationId, nonce);
  const now = context.clock.now();
  await queries.setBookingIdentity(trx, booking.registrationId, {
    reference,
    linkNonce: nonce,
    tokenHash: manageTokenHash(context.secret, token),
    tokenExpiresAt: linkExpiry(new Date(booking.closesAt), new Date(booking.slot.ends_at)),
  });
  await queries.addHistory(trx, { registration_id: booking.registrationId, event: 'booked', from_slot_id: null, to_slot_id: booking.slot.id, actor: 'visitor', at: now });
  await writeMessages(trx, context, booking.registrationId, 'confirmation');
  await scheduleReminder(trx, context, booking.registrationId, booking.slot);
  return { reference, manageToken: token };
}

// ---------------------------------------------------------------------------------------------
// The manage page and staff.

type Found = { ok: true; registrationId: number } | { ok: false; refusal: BookingRefusal };

async function resolveToken(context: BookingContext, token: string, campaign?: string): Promise<Found> {
  if (!tokenShape.test(token)) return { ok: false, refusal: 'invalid' };
  const row = await queries.findRegistrationByTokenHash(context.db, manageTokenHash(context.secret, token));
  if (!row || (campaign !== undefined && row.slug !== campaign)) return { ok: false, refusal: 'invalid' };
  if (!row.manage_token_expires_at || new Date(row.manage_token_expires_at) <= context.clock.now()) return { ok: false, refusal: 'expired' };
  return { ok: true, registrationId: row.id };
}

const maskPhone = (phone: string) => `${phone.slice(0, 4)} •••• ${phone.slice(-4)}`;
const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}•••@${domain}`;
};

function lockedReason(row: { status: string; starts_at: Date; closes_at: Date }, now: Date): BookingView['lockedReason'] {
  if (row.status === 'cancelled') return 'cancelled';
  if (new Date(row.starts_at) <= now) return 'started';
  if (new Date(row.closes_at) <= now) return 'ended';
  return null;
}

/** What the manage page and the thank-you page show. `locale` picks the texts (the page's language). */
export async function describeBooking(context: BookingContext, registrationId: number, locale: DataLocale): Promise<BookingView> {
  const row = await queries.findBookingFacts(context.db, registrationId, locale);
  if (!row) throw new Error(`No booking ${registrationId}`);
  const facts = factsOf(row, locale);
  const now = context.clock.now();
  const locked = lockedReason(row, now);
  const targets = locked ? [] : await queries.listMoveTargets(context.db, row.campaign_id, row.location_id, row.slot_id, now);
  const messages = await queries.listMessagesOf(context.db, registrationId);
  const history = await queries.listHistory(context.db, registrationId);
  return {
    reference: row.reference,
    status: row.status,
    campaign: row.slug,
    campaignTitle: facts.campaignTitle,
    location: row.location_code,
    locationName: facts.locationName,
    locationAddress: facts.locationAddress,
    startsAt: facts.startsAt.toISOString(),
    endsAt: facts.endsAt.toISOString(),
    feeHkd: row.fee_hkd,
    feeRedeemable: row.fee_redeemable,
    lockedReason: locked,
    moveTargets: targets.map((t) => ({ id: t.id, startsAt: new Date(t.starts_at).toISOString(), endsAt: new Date(t.ends_at).toISOString(), remaining: Number(t.remaining) })),
    messages: messages.map((m) => ({
      kind: m.kind,
      channel: m.channel,
      to: m.channel === 'sms' ? maskPhone(m.destination) : maskEmail(m.destination),
      sent: m.sent_at !== null,
    })),
    history: history.map((h) => ({ event: h.event, actor: h.actor, at: new Date(h.at).toISOString() })),
    googleCalendarUrl: facts.googleCalendarUrl ?? '',
  };
}

export type ManageOutcome = { ok: true; booking: BookingView } | { ok: false; refusal: BookingRefusal };

export async function viewBooking(context: BookingContext, token: string, locale: DataLocale, campaign?: string): Promise<ManageOutcome> {
  const found = await resolveToken(context, token, campaign);
  if (!found.ok) return found;
  return { ok: true, booking: await describeBooking(context, found.registrationId, locale) };
}

/** The `.ics` of a booking as it stands now. */
export async function inviteOf(context: BookingContext, token: string, campaign?: string): Promise<{ ok: true; ics: string; reference: string } | { ok: false; refusal: BookingRefusal }> {
  const found = await resolveToken(context, token, campaign);
  if (!found.ok) return found;
  const head = await context.db.selectFrom('registrations').select('locale').where('id', '=', found.registrationId).executeTakeFirstOrThrow();
  const locale = messageLocale(head.locale);
  const row = await queries.findBookingFacts(context.db, found.registrationId, locale);
  if (!row) return { ok: false, refusal: 'invalid' };
  const manageUrl = new URL(managePath(locale, row.slug, token), context.siteUrl).toString();
  const facts = factsOf(row, locale, manageUrl);
  const history = await queries.listHistory(context.db, found.registrationId);
  const ics = bookingInvite({ uid: `${row.reference.toLowerCase()}@maison-oriel.bookings`, ...calendarTexts(facts, manageUrl), sequence: Math.max(0, history.length - 1), cancelled: row.status === 'cancelled' });
  return { ok: true, ics, reference: row.reference };
}

export type ChangeActor = { kind: 'visitor'; manageToken: string } | { kind: 'staff'; staffUserId: string };

/**
 * Cancels a booking: in one transaction the registration is locked, marked cancelled (its phone
 * and email are free again for the campaign), its place goes back to the slot (remaining +1, a
 * "Quota full" slot opens), the change is recorded and its confirmation written. Refused once the
 * session has begun or the campaign has ended. Used by the manage page and by staff.
 */
export async function cancelBooking(
  context: BookingContext,
  registrationId: number,
  actor: ChangeActor,
  /** More writes of the same change, in its transaction (the studio's audit entry). */
  alongside?: (trx: Transaction<Database>) => Promise<void>,
): Promise<{ ok: true } | { ok: false; refusal: BookingRefusal }> {
  let campaign = '';
  const result = await context.db.transaction().execute(async (trx) => {
    const row = await queries.lockRegistration(trx, registrationId);
    if (!row) return { ok: false, refusal: 'invalid' } as const;
    const now = context.clock.now();
    const locked = lockedReason(row, now);
    if (locked) return { ok: false, refusal: locked } as const;
    campaign = row.slug;
    await queries.setRegistrationState(trx, registrationId, { status: 'cancelled', at: now });
    await queries.releasePlace(trx, row.slot_id);
    await queries.addHistory(trx, {
      registration_id: registrationId,
      event: 'cancelled',
      from_slot_id: row.slot_id,
      to_slot_id: null,
      actor: actor.kind,
      staff_user_id: actor.kind === 'staff' ? actor.staffUserId : null,
      at: now,
    });
    await writeMessages(trx, context, registrationId, 'cancelled', { by: actor.kind });
    await alongside?.(trx);
    return { ok: true } as const;
  });
  // Counted once committed: a transaction that rolled back changed nothing.
  if (result.ok) bookingEvents.inc({ campaign, event: 'cancelled' });
  return result;
}

/**
 * Moves a booking to another slot of the same campaign and location: in one transaction the new
 * place is claimed (the same conditional UPDATE as a booking) and the old one released; if the new
 * slot has filled meanwhile nothing changes.
 */
export async function moveBooking(context: BookingContext, registrationId: number, toSlotId: number, actor: ChangeActor): Promise<{ ok: true } | { ok: false; refusal: BookingRefusal }> {
  let campaign = '';
  const result = await context.db.transaction().execute(async (trx) => {
    const row = await queries.lockRegistration(trx, registrationId);
    if (!row) return { ok: false, refusal: 'invalid' } as const;
    const now = context.clock.now();
    const locked = lockedReason(row, now);
    if (locked) return { ok: false, refusal: locked } as const;
    // Each move sends an SMS and an email: a loop of moves must not become an SMS pump.
    if (actor.kind === 'visitor' && (await queries.countVisitorMovesSince(trx, registrationId, new Date(now.getTime() - 86_400_000))) >= context.limits.changesPerDay) {
      return { ok: false, refusal: 'limit' } as const;
    }
    campaign = row.slug;
    const target = await queries.findSlotOf(trx, toSlotId);
    if (!target || target.id === row.slot_id || target.campaign_id !== row.campaign_id || target.location_id !== row.location_id) return { ok: false, refusal: 'slot' } as const;
    if (!(await queries.claimTimeSlot(trx, target.id, now))) return { ok: false, refusal: 'full' } as const;
    await queries.releasePlace(trx, row.slot_id);
    await queries.setRegistrationState(trx, registrationId, { status: 'moved', slot_id: target.id, at: now, tokenExpiresAt: linkExpiry(new Date(row.closes_at), new Date(target.ends_at)) });
    await queries.addHistory(trx, {
      registration_id: registrationId,
      event: 'moved',
      from_slot_id: row.slot_id,
      to_slot_id: target.id,
      actor: actor.kind,
      staff_user_id: actor.kind === 'staff' ? actor.staffUserId : null,
      at: now,
    });
    await writeMessages(trx, context, registrationId, 'moved', { manageToken: actor.kind === 'visitor' ? actor.manageToken : undefined, by: actor.kind });
    await scheduleReminder(trx, context, registrationId, target);
    return { ok: true } as const;
  });
  if (result.ok) bookingEvents.inc({ campaign, event: 'moved' });
  return result;
}

/** The manage page's changes, by token. */
export async function changeByToken(
  context: BookingContext,
  token: string,
  locale: DataLocale,
  change: { action: 'cancel' } | { action: 'move'; slot: number },
  campaign?: string,
): Promise<ManageOutcome> {
  const found = await resolveToken(context, token, campaign);
  if (!found.ok) return found;
  const actor: ChangeActor = { kind: 'visitor', manageToken: token };
  const result = change.action === 'cancel' ? await cancelBooking(context, found.registrationId, actor) : await moveBooking(context, found.registrationId, change.slot, actor);
  if (!result.ok) return result;
  return { ok: true, booking: await describeBooking(context, found.registrationId, locale) };
}
