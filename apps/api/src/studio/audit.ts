import type { Kysely, Transaction } from 'kysely';
import type { AuditEvent } from '@oriel/contracts/studio';
import type { Database } from '../db/schema';

/** Who does something in the studio: a staff member, or the staff command on the server. */
export interface AuditActor {
  email: string;
  ip?: string | null;
}

/**
 * The audit log: every sign-in (and failed attempt) and every change, with who, what, when and
 * the entry before and after. Written in the same transaction as the change it records.
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

export async function readAudit(db: Kysely<Database>, options: { limit?: number; subject?: string } = {}): Promise<AuditEvent[]> {
  let query = db.selectFrom('studio_audit').selectAll().orderBy('id', 'desc').limit(options.limit ?? 200);
  if (options.subject) query = query.where('subject', '=', options.subject);
  const rows = await query.execute();
  const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
  return rows.map((r) => ({ id: String(r.id), at: new Date(r.at).toISOString(), actor: r.actor, action: r.action, subject: r.subject, before: json(r.before), after: json(r.after), ip: r.ip }));
}
