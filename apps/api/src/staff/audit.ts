import type { Kysely, Transaction } from 'kysely';
import type { AuditEvent } from '@oriel/contracts/studio';
import type { Database } from '../db/schema';

/** Who does something in the studio: a staff member, or the staff command on the server. */
export interface AuditActor {
  email: string;
  ip?: string | null;
}

/**
 * The audit log: security events (sign-ins of real accounts and their failures, second factors,
 * password changes, sessions ended) and every change, with who, what, when and the entry before
 * and after. Written in the same transaction as the change it records.
 */
export async function recordAudit(db: Kysely<Database> | Transaction<Database>, actor: AuditActor, action: string, subject: string | null, before: unknown, after: unknown): Promise<void> {
  await db
    .insertInto('studio_audit')
    .values({
      actor: actor.email,
      action,
      subject,
      before: before === undefined || before === null ? null : JSON.stringify(before),
      after: after === undefined || after === null ? null : JSON.stringify(after),
      ip: actor.ip ?? null,
    })
    .execute();
}

/**
 * A page of the audit log, newest first: events before the id `before`, optionally of one kind of
 * action (`sign-in` matches every `sign-in.*`) or whose actor contains `actor`.
 */
export async function readAuditPage(db: Kysely<Database>, options: { before?: number; action?: string; actor?: string; limit?: number }): Promise<{ events: AuditEvent[]; next: string | null }> {
  const limit = options.limit ?? 50;
  let query = db.selectFrom('studio_audit').selectAll().orderBy('id', 'desc').limit(limit + 1);
  if (options.before) query = query.where('id', '<', String(options.before));
  if (options.action) query = query.where((eb) => eb.or([eb('action', '=', options.action!), eb('action', 'like', `${escapeLike(options.action!)}.%`)]));
  if (options.actor) query = query.where('actor', 'ilike', `%${escapeLike(options.actor)}%`);
  const rows = await query.execute();
  const events = rows.slice(0, limit).map(toEvent);
  return { events, next: rows.length > limit ? events.at(-1)!.id : null };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** PostgreSQL answers jsonb parsed, PGlite as text: a string is parsed when it is JSON text, kept when it is a value. */
const json = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};
type AuditRow = { id: string; at: Date; actor: string; action: string; subject: string | null; before: unknown; after: unknown; ip: string | null };
const toEvent = (r: AuditRow): AuditEvent => ({ id: String(r.id), at: new Date(r.at).toISOString(), actor: r.actor, action: r.action, subject: r.subject, before: json(r.before), after: json(r.after), ip: r.ip });

export async function readAudit(db: Kysely<Database>, options: { limit?: number; subject?: string } = {}): Promise<AuditEvent[]> {
  let query = db.selectFrom('studio_audit').selectAll().orderBy('id', 'desc').limit(options.limit ?? 200);
  if (options.subject) query = query.where('subject', '=', options.subject);
  const rows = await query.execute();
  return rows.map((r) => toEvent(r as AuditRow));
}
