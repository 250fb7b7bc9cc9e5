import { z } from 'zod';

/**
 * Staff roles and what each may do. Every studio route of the data service names the permission it needs
 * and `authorize` checks it on the server; the studio's interface only hides what it would refuse.
 */
export const staffRoles = ['editor', 'campaign-manager', 'admin'] as const;
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const permissions = {
  /** Read the content entries, their drafts and history. */
  'content.read': ['editor', 'campaign-manager', 'admin'],
  /** Save drafts, preview, publish and restore content entries; the media library. */
  'content.write': ['editor', 'admin'],
  /** The media library: upload, describe, replace and remove photographs. */
  'media.manage': ['editor', 'admin'],
  /** Campaigns, slots and registrations (the campaign-operations issue). */
  'campaigns.write': ['campaign-manager', 'admin'],
  /** Staff accounts and the audit log. */
  'staff.manage': ['admin'],
  'audit.read': ['admin'],
  /** Client errors reported by visitors' browsers (docs/observability.md). */
  'monitoring.read': ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type Permission = keyof typeof permissions;

export function can(role: string | null | undefined, permission: Permission): boolean {
  return (permissions[permission] as readonly string[]).includes(role ?? '');
}

export const roleLabels: Record<StaffRole, string> = {
  editor: 'Editor',
  'campaign-manager': 'Campaign manager',
  admin: 'Admin',
};
