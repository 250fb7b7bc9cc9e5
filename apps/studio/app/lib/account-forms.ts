import { z } from 'zod';
import { staffRoles } from '@oriel/contracts/staff-roles';

/**
 * The studio's account forms (sign-in, second factor, set-up, staff, password): one schema each,
 * checked in the browser (react-hook-form, ../components/form-fields.tsx) and in the action.
 */

/** The first error of each field of a failed parse, as the forms show them. */
export function firstIssues<Field extends string>(error: z.ZodError): Partial<Record<Field, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field) errors[field] ??= issue.message;
  }
  return errors as Partial<Record<Field, string>>;
}

export const signInSchema = z.object({ email: z.string().trim().min(1, 'Enter your email.'), password: z.string().min(1, 'Enter your password.') });
export type SignIn = z.infer<typeof signInSchema>;

/** The second step of a sign-in: a code of the authenticator app, or one backup code. */
export const totpCodeSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.') });
export const backupCodeSchema = z.object({ code: z.string().trim().min(6, 'Enter one of your backup codes.').max(64, 'Enter one of your backup codes.') });

/** A new staff member (the data service checks the same, and that the address is not taken). */
export const newStaffMemberSchema = z.object({
  email: z.string().trim().min(1, 'Enter their email.').pipe(z.email('Enter an email address, like name@example.com.')),
  name: z.string().trim().max(200, 'A name of 200 characters at most.'),
  role: z.enum(staffRoles, 'Choose a role.'),
  password: z.string().min(12, 'The first password needs 12 characters or more.').max(256, 'The first password is too long (256 characters at most).'),
});
export type NewStaffMember = z.infer<typeof newStaffMemberSchema>;

/** The password change, checked with this one schema in the browser (react-hook-form) and in the action. */
export const passwordChangeSchema = z
  .object({
    intent: z.literal('password'),
    currentPassword: z.string().min(1, 'Enter your current password.'),
    newPassword: z.string().min(12, 'The new password needs 12 characters or more.').max(256, 'The new password is too long (256 characters at most).'),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'The two new passwords are not the same.' })
  .refine((v) => v.newPassword !== v.currentPassword, { path: ['newPassword'], message: 'Choose a password you have not used here.' });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
export type PasswordChangeErrors = Partial<Record<'currentPassword' | 'newPassword' | 'confirmPassword', string>>;

/** The first error of each field, for the form. */
export const fieldErrors = (error: z.ZodError): PasswordChangeErrors => firstIssues(error);

/** The second factor's set-up, step by step (the one-time link's page). */
export const enrolStartSchema = z.object({ password: z.string().min(1, 'Enter your password.') });
export const enrolConfirmSchema = totpCodeSchema;
