import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The global circuit breakers, one per channel, over everything the product sends: one-time codes
 * (`otp_sends`; an e-mail address has an `@`, a phone number never) and booking messages
 * (confirmations, reminders, changes, cancellations: `booking_messages`). SMS is toll fraud's
 * target (SMS pumping); e-mail is the house's sending reputation.
 *
 * Up to the limits every message goes. Beyond them the breaker is half open: a client address that
 * has had `codesPerAddressWhenOpen` codes on the channel this hour gets no more, while a visitor's
 * first code and the booking messages (bounded by their own limits) still go. At twice the limits it
 * is fully open and nothing goes, to anyone. So a few addresses sending in a loop stop themselves
 * without stopping codes for everyone (two did before). A code is counted and recorded under one
 * lock per channel (`lockChannel`, in the send's transaction), so parallel requests cannot all read
 * the same count; booking messages are counted once sent, so a few may pass the ceiling while
 * several are being delivered at once.
 */
export type SendChannel = 'sms' | 'email';

export interface SendBreakerLimits {
  smsPerMinute: number;
  smsPerHour: number;
  emailPerMinute: number;
  emailPerHour: number;
}

export type SendBreakerState =
  | { open: false; halfOpen: boolean; channel: SendChannel }
  | { open: true; channel: SendChannel; window: 'minute' | 'hour'; retryAfterSeconds: number; full: boolean };

/** Codes one client address may have had on a channel this hour and still get another while the breaker is half open. */
export const codesPerAddressWhenOpen = 2;

/** The alert names operators alert on (docs/otp.md). */
const breakerAlert = { sms: 'sms_circuit_breaker', email: 'email_circuit_breaker' } as const satisfies Record<SendChannel, string>;

const perMinute = (limits: SendBreakerLimits, channel: SendChannel) => (channel === 'sms' ? limits.smsPerMinute : limits.emailPerMinute);
const perHour = (limits: SendBreakerLimits, channel: SendChannel) => (channel === 'sms' ? limits.smsPerHour : limits.emailPerHour);

async function countSince(db: Kysely<Database>, channel: SendChannel, sinceMinute: Date, sinceHour: Date, ipHash?: string) {
  const codes = await db
    .selectFrom('otp_sends')
    .select([
      sql<string>`count(*) filter (where created_at > ${sinceMinute})`.as('minute'),
      sql<string>`count(*)`.as('hour'),
      sql<string>`count(*) filter (where ip_hash = ${ipHash ?? ''})`.as('address'),
    ])
    .where('destination', channel === 'email' ? 'like' : 'not like', '%@%')
    .where('created_at', '>', sinceHour)
    .executeTakeFirstOrThrow();
  const messages = await db
    .selectFrom('booking_messages')
    .select([sql<string>`count(*) filter (where sent_at > ${sinceMinute})`.as('minute'), sql<string>`count(*)`.as('hour')])
    .where('channel', '=', channel)
    .where('sent_at', '>', sinceHour)
    .executeTakeFirstOrThrow();
  return {
    lastMinute: Number(codes.minute) + Number(messages.minute),
    lastHour: Number(codes.hour) + Number(messages.hour),
    fromAddress: ipHash ? Number(codes.address) : 0,
  };
}

/**
 * Whether one more message may go out on `channel` now: a code for the client address hashed as
 * `ipHash`, or, without it, a booking message.
 */
export async function sendBreaker(db: Kysely<Database>, channel: SendChannel, now: Date, limits: SendBreakerLimits, ipHash?: string): Promise<SendBreakerState> {
  const recent = await countSince(db, channel, new Date(now.getTime() - 60_000), new Date(now.getTime() - 3_600_000), ipHash);
  const over = (ceiling: number) =>
    recent.lastMinute >= ceiling * perMinute(limits, channel) ? ('minute' as const) : recent.lastHour >= ceiling * perHour(limits, channel) ? ('hour' as const) : null;
  const full = over(2);
  const half = full ?? over(1);
  if (!half) return { open: false, halfOpen: false, channel };
  if (!full && recent.fromAddress < codesPerAddressWhenOpen) return { open: false, halfOpen: true, channel };
  return { open: true, channel, window: half, retryAfterSeconds: half === 'minute' ? 60 : 600, full: Boolean(full) };
}

/** Serialises the codes of one channel (count, then record) until the caller's transaction ends. */
export async function lockChannel(trx: Kysely<Database>, channel: SendChannel): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`otp-breaker:${channel}`}))`.execute(trx);
}

/**
 * The alert line for a message the breaker refused (every time), or for one that went while it is
 * half open (once a minute per channel and process, so operators learn of it before anyone is
 * refused, and the log is not flooded meanwhile); null otherwise. Logged at error level.
 */
const lastHalfOpenAlert: Record<SendChannel, number> = { sms: 0, email: 0 };
export function breakerAlertLine(state: SendBreakerState, now: Date): { fields: Record<string, unknown>; message: string } | null {
  const alert = breakerAlert[state.channel];
  if (state.open) {
    const message = state.full ? 'sending paused: the global circuit breaker is open' : 'code refused to a busy client address: the global circuit breaker is half open';
    return { fields: { alert, window: state.window, full: state.full }, message: `${state.channel} ${message}` };
  }
  if (!state.halfOpen || now.getTime() - lastHalfOpenAlert[state.channel] < 60_000) return null;
  lastHalfOpenAlert[state.channel] = now.getTime();
  return { fields: { alert, full: false, halfOpen: true }, message: `${state.channel} past the global circuit breaker's limit: codes to busy client addresses are refused` };
}
