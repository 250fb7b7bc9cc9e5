import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The global circuit breakers, one per channel, over everything the product sends: one-time codes
 * (`otp_sends`; a `+…` destination is an SMS) and booking messages (confirmations, reminders,
 * changes, cancellations: `booking_messages`). SMS is toll fraud's target (SMS pumping); e-mail is
 * the house's sending reputation.
 *
 * Up to the limits every message goes. Beyond them the breaker is half open: a client address that
 * has had `codesPerAddressWhenOpen` codes on the channel this hour gets no more, while a visitor's
 * first code and the booking messages (bounded by their own limits) still go. At twice the limits it
 * is fully open and nothing goes, to anyone. Either way the caller logs an error line with
 * `"alert":"sms_circuit_breaker"` (or `email_…`). So a few addresses sending in a loop stop
 * themselves without stopping codes for everyone (it took two before); only a flood from hundreds
 * of addresses an hour reaches the ceiling, which still bounds the bill. It counts without a lock:
 * a few over in a burst are acceptable, an open-ended flood is not.
 */
export type SendChannel = 'sms' | 'email';

export interface SendBreakerLimits {
  smsPerMinute: number;
  smsPerHour: number;
  emailPerMinute: number;
  emailPerHour: number;
}

export type SendBreakerState = { open: false } | { open: true; channel: SendChannel; window: 'minute' | 'hour'; retryAfterSeconds: number; full: boolean };

/** Codes one client address may have had on a channel this hour and still get another while the breaker is half open. */
export const codesPerAddressWhenOpen = 2;

/** The alert names operators alert on (docs/otp.md). */
export const breakerAlert = { sms: 'sms_circuit_breaker', email: 'email_circuit_breaker' } as const satisfies Record<SendChannel, string>;

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
    .where('destination', channel === 'sms' ? 'like' : 'not like', '+%')
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
  if (!half) return { open: false };
  if (!full && recent.fromAddress < codesPerAddressWhenOpen) return { open: false };
  return { open: true, channel, window: half, retryAfterSeconds: half === 'minute' ? 60 : 600, full: Boolean(full) };
}
