import { createHash, randomBytes } from 'node:crypto';
import { runWithTransaction } from '@better-auth/core/context';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { StaffMember } from '@oriel/contracts/studio';
import type { Database } from '../db/schema';
import { type AuditActor, recordAudit, StudioError, staffRoleSchema } from '../staff';
import type { StudioAuth } from './auth';

export const newStaffSchema = z.object({
  email: z.email().transform((e) => e.toLowerCase()),
  name: z.string().trim().min(1).max(200).optional(),
  role: staffRoleSchema,
  password: z.string().min(12, 'at least 12 characters').max(256),
});
export type NewStaff = z.input<typeof newStaffSchema>;

/** How long a second-factor set-up link stays usable. */
export const enrolmentLinkHours = 24;
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface EnrolmentLink {
  email: string;
  url: string;
  expiresAt: string;
}

/**
 * Staff accounts, created through better-auth's own adapter and password hashing (scrypt), never
 * by public sign-up. Used by the admin screen and by `npm run staff` (through the local admin
 * channel, apps/api/src/studio/admin-channel.ts).
 */
export class StaffAccounts {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly auth: StudioAuth,
    /** The public origin the set-up links point to (SITE_URL). */
    private readonly siteUrl = 'http://localhost:3000',
  ) {}

  /**
   * A one-time link for `email` to set up a second factor: only the holder of the
   * link and the password, signed in, can. Earlier unused links of the account stop working.
   */
  async issueEnrolmentLink(actor: AuditActor, email: string): Promise<EnrolmentLink> {
    const user = await this.db.selectFrom('staff_users').select(['id', 'email']).where('email', '=', email.toLowerCase()).executeTakeFirst();
    if (!user) throw new StudioError(404, `No staff account ${email}.`);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + enrolmentLinkHours * 3600_000);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('staff_enrolment_links').where('user_id', '=', user.id).where('used_at', 'is', null).execute();
      await trx.insertInto('staff_enrolment_links').values({ token_hash: tokenHash(token), user_id: user.id, issued_by: actor.email, expires_at: expiresAt, used_at: null }).execute();
      await recordAudit(trx, actor, 'two-factor.link-issued', `staff:${user.email}`, null, { expiresAt: expiresAt.toISOString() });
    });
    return { email: user.email, url: `${new URL(this.siteUrl).origin}/studio/enrol/${token}`, expiresAt: expiresAt.toISOString() };
  }

  /** Whether `token` is an unused, unexpired set-up link of this account. */
  async enrolmentLinkValid(token: string, userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('staff_enrolment_links')
      .select('token_hash')
      .where('token_hash', '=', tokenHash(token))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .executeTakeFirst();
    return row !== undefined;
  }

  async useEnrolmentLink(token: string): Promise<void> {
    await this.db.updateTable('staff_enrolment_links').set({ used_at: new Date() }).where('token_hash', '=', tokenHash(token)).execute();
  }

  /**
   * An admin's "reset second factor" (a lost phone): removes the account's authenticator and
   * backup codes, ends its sessions, and issues a fresh set-up link.
   */
  async resetSecondFactor(actor: AuditActor, email: string): Promise<EnrolmentLink> {
    const user = await this.db.selectFrom('staff_users').select(['id', 'email', 'twoFactorEnabled']).where('email', '=', email.toLowerCase()).executeTakeFirst();
    if (!user) throw new StudioError(404, `No staff account ${email}.`);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('staff_two_factors').where('userId', '=', user.id).execute();
      await trx.updateTable('staff_users').set({ twoFactorEnabled: false }).where('id', '=', user.id).execute();
      const ended = await trx.deleteFrom('staff_sessions').where('userId', '=', user.id).executeTakeFirst();
      await recordAudit(trx, actor, 'two-factor.reset', `staff:${user.email}`, { twoFactorEnabled: user.twoFactorEnabled === true }, { twoFactorEnabled: false, sessionsEnded: Number(ended.numDeletedRows) });
    });
    return this.issueEnrolmentLink(actor, user.email);
  }

  async list(): Promise<StaffMember[]> {
    const rows = await this.db.selectFrom('staff_users').select(['id', 'email', 'name', 'role', 'twoFactorEnabled', 'createdAt']).orderBy('email').execute();
    return rows.map((r) => ({ id: r.id, email: r.email, name: r.name, role: r.role, twoFactorEnabled: r.twoFactorEnabled === true, createdAt: new Date(r.createdAt).toISOString() }));
  }

  async add(actor: AuditActor, input: NewStaff): Promise<StaffMember> {
    const parsed = newStaffSchema.safeParse(input);
    if (!parsed.success) throw new StudioError(400, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    const { email, role, password } = parsed.data;
    const context = await this.auth.$context;
    if (await context.internalAdapter.findUserByEmail(email)) throw new StudioError(409, `${email} already has an account.`);
    const hash = await context.password.hash(password);
    // The account and its password in one transaction: an account left without one could neither
    // sign in nor be added again. Nothing in it may use `this.db`: on PGlite the transaction holds
    // the one connection.
    await runWithTransaction(context.adapter, async () => {
      const user = await context.internalAdapter.createUser({ email, name: parsed.data.name ?? email.split('@')[0]!, emailVerified: true, role }, { method: 'admin' } as never).catch((error: unknown) => {
        // Two adds of one address at once: the second meets the first one's row (the e-mail is unique).
        if (isUniqueViolation(error)) throw new StudioError(409, `${email} already has an account.`);
        throw error;
      });
      await context.internalAdapter.linkAccount({ providerId: 'credential', accountId: user.id, password: hash, userId: user.id });
    });
    await recordAudit(this.db, actor, 'staff.add', `staff:${email}`, null, { email, role });
    return (await this.list()).find((m) => m.email === email)!;
  }

  async setRole(actor: AuditActor, email: string, role: string): Promise<void> {
    const parsedRole = staffRoleSchema.parse(role);
    const before = await this.db.selectFrom('staff_users').select('role').where('email', '=', email.toLowerCase()).executeTakeFirst();
    if (!before) throw new StudioError(404, `No staff account ${email}.`);
    await this.db.updateTable('staff_users').set({ role: parsedRole }).where('email', '=', email.toLowerCase()).execute();
    await recordAudit(this.db, actor, 'staff.role', `staff:${email}`, { role: before.role }, { role: parsedRole });
  }

  /** Removes an account and, with it, its sessions and second factor. */
  async remove(actor: AuditActor, email: string): Promise<void> {
    const row = await this.db.selectFrom('staff_users').select(['email', 'role']).where('email', '=', email.toLowerCase()).executeTakeFirst();
    if (!row) throw new StudioError(404, `No staff account ${email}.`);
    await this.db.deleteFrom('staff_users').where('email', '=', row.email).execute();
    await recordAudit(this.db, actor, 'staff.remove', `staff:${row.email}`, row, null);
  }
}

/** PostgreSQL's unique violation (23505), as the driver throws it or wrapped by the auth library. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth += 1) {
    if (e.code === '23505') return true;
  }
  return false;
}
