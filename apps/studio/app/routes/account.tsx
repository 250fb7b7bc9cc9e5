import { Form, data, useActionData } from 'react-router';
import { Button, Notice, PageHeader, TextField } from '../components/admin-ui';
import { studioApi } from '../lib/api.server';
import { useStaff } from './studio-layout';
import type { Route } from './+types/account';

export function meta() {
  return [{ title: 'Account · Studio' }];
}

/**
 * The second factor (TOTP, better-auth's twoFactor plugin): set up with the password, confirmed
 * with a first code from the authenticator app. Required for everyone when STUDIO_REQUIRE_2FA=on.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'enable') {
    const answer = await studioApi<{ totpURI?: string; backupCodes?: string[] }>(request, '/api/studio/auth/two-factor/enable', { method: 'POST', body: { password: form.get('password') } });
    if (!answer.ok) return data({ step: 'start' as const, error: 'The password is not right.' }, { status: 400 });
    const secret = new URL(answer.data.totpURI ?? 'otpauth://x').searchParams.get('secret') ?? '';
    return { step: 'confirm' as const, uri: answer.data.totpURI ?? '', secret, backupCodes: answer.data.backupCodes ?? [] };
  }
  const answer = await studioApi(request, '/api/studio/auth/two-factor/verify-totp', { method: 'POST', body: { code: String(form.get('code') ?? '').trim() } });
  if (!answer.ok) return data({ step: 'start' as const, error: 'That code is not right. Set up again.' }, { status: 400 });
  return { step: 'done' as const };
}

export default function Account() {
  const staff = useStaff();
  const result = useActionData<typeof action>();
  return (
    <>
      <PageHeader title="Account" />
      <p>
        {staff.email} · second factor {staff.twoFactorEnabled ? 'on' : 'off'}
      </p>
      {staff.twoFactorRequired ? <Notice tone="info">Set up a second factor to use the studio.</Notice> : null}
      {result && 'error' in result ? <Notice tone="error">{result.error}</Notice> : null}
      {result?.step === 'done' ? <Notice tone="success">Your second factor is on. Sign-in will ask for a code.</Notice> : null}
      {result?.step === 'confirm' ? (
        <Form method="post" className="studio-stack studio-narrow">
          <p>Add this account to your authenticator app with the key below (or the link), then enter its first code.</p>
          <p>
            Key: <code>{result.secret}</code>
          </p>
          <p>
            <a href={result.uri}>Open in authenticator app</a>
          </p>
          <TextField label="Code from your authenticator app" name="code" inputMode="numeric" autoComplete="one-time-code" required />
          <Button type="submit" name="intent" value="verify" variant="primary">
            Turn on
          </Button>
        </Form>
      ) : !staff.twoFactorEnabled && result?.step !== 'done' ? (
        <Form method="post" className="studio-stack studio-narrow">
          <h2>Second factor</h2>
          <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
          <Button type="submit" name="intent" value="enable" variant="primary">
            Set up a second factor
          </Button>
        </Form>
      ) : null}
    </>
  );
}
