import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { StaffMember } from '@oriel/contracts/studio';
import type { Database } from '../db/schema';
import { type AuditActor, recordAudit } from './audit';
import type { StudioAuth } from './auth';
import { StudioError } from './errors';
import { staffRoleSchema } from './roles';

export const newStaffSchema = z.object({
  email: z.email().transform((e) => e.toLowerCase()),
  name: z.string().trim().min(1).max(200).optional(),
  role: staffRoleSchema,
  password: z.string().min(12, 'at least 12 characters').max(256),
});
export type NewStaff = z.input<typeof newStaffSchema>;

/**
 * Staff accounts, created through better-auth's own adapter and password hashing (scrypt), never
 * by public sign-up. Used by the admin screen and by `npm run staff` (through the local admin
 * channel, apps/api/src/studio/admin-channel.ts).
 */
export class StaffAccounts {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly auth: StudioAuth,
  ) {}

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
    const user = await context.internalAdapter.createUser({ email, name: parsed.data.name ?? email.split('@')[0]!, emailVerified: true, role }, { method: 'admin' } as never);
    await context.internalAdapter.linkAccount({ providerId: 'credential', accountId: user.id, password: hash, userId: user.id });
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
