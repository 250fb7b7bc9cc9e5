import { z } from 'zod';

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
export function fieldErrors(error: z.ZodError): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof PasswordChangeErrors;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The second factor's set-up, step by step (the one-time link's page). */
export const enrolStartSchema = z.object({ intent: z.literal('start'), password: z.string().min(1, 'Enter your password.') });
export const enrolConfirmSchema = z.object({ intent: z.literal('confirm'), code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.') });
