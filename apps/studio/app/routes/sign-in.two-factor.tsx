import { Form, data, redirect, useActionData } from 'react-router';
import { z } from 'zod';
import { Button, Notice, TextField } from '../components/admin-ui';
import { cookieHeaders, studioApi } from '../lib/api.server';
import type { Route } from './+types/sign-in.two-factor';

const codeSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('code'), code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.') }),
  z.object({ intent: z.literal('backup-code'), code: z.string().trim().min(6, 'Enter one of your backup codes.').max(64) }),
]);

export function meta() {
  return [{ title: 'Second factor · Studio' }];
}

/** The second step of a sign-in: a code from the authenticator app, or one backup code (each works once). */
export async function action({ request }: Route.ActionArgs) {
  const parsed = codeSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, { status: 400 });
  const backup = parsed.data.intent === 'backup-code';
  const answer = await studioApi(request, `/api/studio/auth/two-factor/${backup ? 'verify-backup-code' : 'verify-totp'}`, { method: 'POST', body: { code: parsed.data.code } });
  if (answer.status === 429) return data({ error: 'Too many attempts. Wait a minute and try again.' }, { status: 429 });
  if (!answer.ok) return data({ error: backup ? 'That backup code is not right, or was used already.' : 'That code is not right, or it has expired. Sign in again if this goes on.' }, { status: 401 });
  const next = new URL(request.url).searchParams.get('next') ?? '/studio';
  throw redirect(next.startsWith('/studio') && !next.startsWith('//') ? next : '/studio', { headers: cookieHeaders(answer.setCookies) });
}

export default function TwoFactor() {
  const result = useActionData<typeof action>();
  return (
    <main className="studio-sign-in" id="main">
      <p className="studio-wordmark">Maison Oriel · Studio</p>
      <h1>Second factor</h1>
      {result?.error ? <Notice tone="error">{result.error}</Notice> : null}
      <Form method="post" className="studio-stack">
        <TextField label="Code from your authenticator app" name="code" inputMode="numeric" autoComplete="one-time-code" required />
        <Button type="submit" name="intent" value="code" variant="primary">
          Verify
        </Button>
      </Form>
      <details className="studio-stack">
        <summary>Lost your phone? Use a backup code</summary>
        <Form method="post" className="studio-stack">
          <TextField label="Backup code" name="code" autoComplete="off" required hint="Each backup code works once. Then ask an admin to reset your second factor." />
          <Button type="submit" name="intent" value="backup-code">
            Sign in with a backup code
          </Button>
        </Form>
      </details>
    </main>
  );
}
