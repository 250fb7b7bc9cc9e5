import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The one global SMS circuit breaker (toll fraud, SMS pumping): every SMS the product sends
 * counts, one-time codes (`otp_sends` to a `+…` number) and booking messages (confirmations,
 * reminders, changes, cancellations: `booking_messages` sent by SMS). Beyond the limits no SMS
 * goes out, to anyone, and the caller logs an error line with `"alert":"sms_circuit_breaker"`.
 * It counts without a lock: a few sends over the limit in a burst are acceptable, an open-ended
 * flood is not.
 */
export interface SmsBreakerLimits {
  smsPerMinute: number;
  smsPerHour: number;
}

export type SmsBreakerState = { open: false } | { open: true; window: 'minute' | 'hour'; retryAfterSeconds: number };

/** The alert name operators alert on (docs/otp.md). */
export const smsBreakerAlert = 'sms_circuit_breaker';

export async function countSmsSince(db: Kysely<Database>, sinceMinute: Date, sinceHour: Date): Promise<{ lastMinute: number; lastHour: number }> {
  const codes = await db
    .selectFrom('otp_sends')
    .select([sql<string>`count(*) filter (where created_at > ${sinceMinute})`.as('minute'), sql<string>`count(*)`.as('hour')])
    .where('destination', 'like', '+%')
    .where('created_at', '>', sinceHour)
    .executeTakeFirstOrThrow();
  const messages = await db
    .selectFrom('booking_messages')
    .select([sql<string>`count(*) filter (where sent_at > ${sinceMinute})`.as('minute'), sql<string>`count(*)`.as('hour')])
    .where('channel', '=', 'sms')
    .where('sent_at', '>', sinceHour)
    .executeTakeFirstOrThrow();
  return { lastMinute: Number(codes.minute) + Number(messages.minute), lastHour: Number(codes.hour) + Number(messages.hour) };
}

/** Whether one more SMS may go out now. */
export async function smsBreaker(db: Kysely<Database>, now: Date, limits: SmsBreakerLimits): Promise<SmsBreakerState> {
  const recent = await countSmsSince(db, new Date(now.getTime() - 60_000), new Date(now.getTime() - 3_600_000));
  if (recent.lastMinute >= limits.smsPerMinute) return { open: true, window: 'minute', retryAfterSeconds: 60 };
  if (recent.lastHour >= limits.smsPerHour) return { open: true, window: 'hour', retryAfterSeconds: 600 };
  return { open: false };
}
