import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { StudioError } from './errors';

/**
 * Guards against lost updates in the studio, for anything two staff can edit at once: content
 * entries, campaign texts and dates, slots, media details.
 *
 * - Each editable row counts its changes (`version`). The page that opens it carries that count;
 *   every save, publish or discard sends it back as `baseVersion`, and the change is refused with
 *   `staleEdit()` when the row has moved on since, naming who changed it and when, with the
 *   current document, so the studio can show the difference and let the person merge.
 * - Presence: each open page beats every few seconds (`Presence.beat`); the rows live in
 *   PostgreSQL so several instances of the data service agree, and expire by age, not by a timer.
 */

/** What a stale change is refused with (409), beside the message: enough to show the difference and merge. */
export type StaleEditDetails = {
  code: 'stale';
  /** The version the row has now: the merged save is based on it. */
  version: number;
  /** Who made the change the person had not seen, and when (ISO). */
  by: string;
  at: string;
  /** The document as it is now. */
  current: unknown;
};

const hongKong = 'Asia/Hong_Kong';

/** "14:02", or "14:02 on 26 Nov" when not today: the moment as Hong Kong staff read it. */
export function hongKongTimeOf(at: Date, now: Date = new Date()): string {
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: hongKong, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  const day = (d: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: hongKong, day: 'numeric', month: 'short', year: 'numeric' }).format(d);
  return day(at) === day(now) ? time : `${time} on ${day(at).replace(/ \d{4}$/, '')}`;
}

/**
 * Who made the latest studio change to `subject` and when (the audit log), for rows that keep no
 * author; `actions` narrows it to the changes the row's version counts.
 */
export async function lastChangeOf(db: Kysely<Database> | Transaction<Database>, subject: string, actions?: string[]): Promise<{ by: string | null; at: Date | null }> {
  let query = db.selectFrom('studio_audit').select(['actor', 'at']).where('subject', '=', subject);
  if (actions?.length) query = query.where('action', 'in', actions);
  const row = await query.orderBy('id', 'desc').limit(1).executeTakeFirst();
  return { by: row?.actor ?? null, at: row ? new Date(row.at) : null };
}

/** The name staff know a colleague by (their account's name), or the address when there is none. */
export async function staffNameOf(db: Kysely<Database> | Transaction<Database>, email: string | null): Promise<string> {
  if (!email) return 'someone';
  const address = email.replace(/ \(scheduled\)$/, '');
  const row = await db.selectFrom('staff_users').select('name').where('email', '=', address).executeTakeFirst();
  return row?.name || email;
}

/**
 * The version a change says it was based on (`baseVersion` in its body): undefined when none is
 * sent (a command-line caller), null when what is sent is not a count.
 */
export function baseVersionIn(body: unknown): number | undefined | null {
  const value = body && typeof body === 'object' ? (body as { baseVersion?: unknown }).baseVersion : undefined;
  if (value === undefined) return undefined;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/**
 * Refuses a change based on another version than the row's. `basedOn` undefined means the caller
 * sent none (a command-line tool): nothing to compare, the change goes through.
 */
export async function refuseStaleEdit(
  db: Kysely<Database> | Transaction<Database>,
  row: { version: number; by: string | null; at: Date | null; current: unknown },
  basedOn: number | undefined,
  now: Date = new Date(),
): Promise<void> {
  if (basedOn === undefined || basedOn === row.version) return;
  const by = await staffNameOf(db, row.by);
  const at = row.at ?? now;
  const details: StaleEditDetails = { code: 'stale', version: row.version, by, at: at.toISOString(), current: row.current };
  throw new StudioError(409, `Changed by ${by} at ${hongKongTimeOf(at, now)} since you opened it. Compare the versions below and choose what to keep.`, [], details);
}

export interface Present {
  email: string;
  name: string;
  seenAt: string;
}

/** A page beats every 15 seconds; someone not seen for 45 has closed it (or lost the connection). */
export const presenceBeatSeconds = 15;
const presenceExpirySeconds = 45;

export class Presence {
  constructor(private readonly db: Kysely<Database>) {}

  /** Marks `staff` as having `subject` open now; answers who else has it open. */
  async beat(subject: string, staff: { email: string; name: string }, now: Date = new Date()): Promise<Present[]> {
    await this.db
      .insertInto('studio_presence')
      .values({ subject, staff_email: staff.email, staff_name: staff.name, seen_at: now })
      .onConflict((oc) => oc.columns(['subject', 'staff_email']).doUpdateSet({ seen_at: now, staff_name: staff.name }))
      .execute();
    const since = new Date(now.getTime() - presenceExpirySeconds * 1000);
    // Old rows go as a side effect of the beats, so the table stays small without a timer.
    await this.db.deleteFrom('studio_presence').where('seen_at', '<', new Date(now.getTime() - 10 * presenceExpirySeconds * 1000)).execute();
    const rows = await this.db
      .selectFrom('studio_presence')
      .select(['staff_email', 'staff_name', 'seen_at'])
      .where('subject', '=', subject)
      .where('staff_email', '<>', staff.email)
      .where('seen_at', '>=', since)
      .orderBy('staff_name')
      .execute();
    return rows.map((r) => ({ email: r.staff_email, name: r.staff_name, seenAt: new Date(r.seen_at).toISOString() }));
  }

  /** The page was closed: the others stop seeing `staff` at once. */
  async leave(subject: string, email: string): Promise<void> {
    await this.db.deleteFrom('studio_presence').where('subject', '=', subject).where('staff_email', '=', email).execute();
  }
}
