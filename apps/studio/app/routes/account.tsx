import { useEffect } from 'react';
import { Form, data, useActionData, useNavigation } from 'react-router';
import { FormProvider } from '@oriel/forms/rhf';
import { Button, Notice, PageHeader } from '../components/admin-ui';
import { useStudioForm } from '../components/form-fields';
import { StudioFormTextField } from '../components/studio-field';
import { type PasswordChange, type PasswordChangeErrors, fieldErrors, passwordChangeSchema } from '../lib/account-forms';
import { cookieHeaders, studioApi } from '../lib/api.server';
import { useStaff } from './studio-layout';
import type { Route } from './+types/account';
import { keepTypingOnFailure, splitNotSaved } from '../lib/keep-typing';

export function meta() {
  return [{ title: 'Account · Studio' }];
}

/**
 * The staff member's own account: the second factor's state (set up through a one-time link an
 * admin issues) and the password change, through the data service's rules: the
 * current password first; every other session of the account ends with the change.
 */
export async function action({ request }: Route.ActionArgs) {
  const parsed = passwordChangeSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ ok: false as const, errors: fieldErrors(parsed.error) }, { status: 400 });
  const answer = await studioApi(request, '/api/studio/account/password', { method: 'POST', body: { currentPassword: parsed.data.currentPassword, newPassword: parsed.data.newPassword } });
  if (!answer.ok) {
    const field = answer.error?.details?.fields?.[0];
    const errors: PasswordChangeErrors = field?.path === 'currentPassword' ? { currentPassword: 'The current password is not right.' } : { newPassword: answer.error?.message ?? 'The password was not changed.' };
    return data({ ok: false as const, errors }, { status: answer.status });
  }
  // The change ended every session of the account and opened a new one for this browser.
  return data({ ok: true as const, errors: {} as PasswordChangeErrors }, { headers: cookieHeaders(answer.setCookies) });
}

/** A post that fails (session ended, server unreachable) keeps the form as typed (lib/keep-typing.ts). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepTypingOnFailure(serverAction);

const emptyPasswordChange: PasswordChange = { intent: 'password', currentPassword: '', newPassword: '', confirmPassword: '' };

function PasswordChangeForm() {
  const { answer: result, notSaved } = splitNotSaved(useActionData<typeof clientAction>());
  const busy = useNavigation().state === 'submitting';
  // A changed password empties the form (the answer's `ok`); a refused one keeps what was typed.
  const { form, onSubmit } = useStudioForm<PasswordChange>({ schema: passwordChangeSchema, values: emptyPasswordChange, errors: result?.errors, intent: 'password' });
  const { reset } = form;
  useEffect(() => {
    if (result?.ok) reset(emptyPasswordChange);
  }, [result, reset]);
  return (
    <FormProvider {...form}>
      <Form method="post" className="studio-stack studio-narrow" noValidate aria-labelledby="password-title" onSubmit={onSubmit}>
        <h2 id="password-title">Change your password</h2>
        {result?.ok ? <Notice tone="success">Your password is changed. Every other session of your account has ended.</Notice> : null}
        {notSaved ? <Notice tone="error">{notSaved.message}</Notice> : null}
        <input type="hidden" {...form.register('intent')} />
        <StudioFormTextField label="Current password" name="currentPassword" type="password" autoComplete="current-password" required />
        <StudioFormTextField label="New password (12 characters or more)" name="newPassword" type="password" autoComplete="new-password" required />
        <StudioFormTextField label="New password again" name="confirmPassword" type="password" autoComplete="new-password" required />
        <Button type="submit" variant="primary" disabled={busy}>
          Change password
        </Button>
      </Form>
    </FormProvider>
  );
}

export default function Account() {
  const staff = useStaff();
  return (
    <>
      <PageHeader title="Account" />
      <p>
        {staff.email} · second factor {staff.twoFactorEnabled ? 'on' : 'off'}
      </p>
      {staff.twoFactorRequired ? (
        <Notice tone="info">The studio needs a second factor (an authenticator app) on your account. Ask an admin for a set-up link, open it, and follow the steps.</Notice>
      ) : !staff.twoFactorEnabled ? (
        <Notice tone="info">To set up a second factor (an authenticator app), ask an admin for a set-up link.</Notice>
      ) : (
        <p>Lost your phone? Sign in with a backup code and ask an admin to reset your second factor.</p>
      )}
      {staff.twoFactorRequired ? null : <PasswordChangeForm />}
    </>
  );
}
