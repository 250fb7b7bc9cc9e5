import { Form, data, redirect, useActionData } from 'react-router';
import { z } from 'zod';
import { Button, Notice, TextField } from '../components/admin-ui';
import { cookieHeaders, studioApi } from '../lib/api.server';
import type { Route } from './+types/sign-in.two-factor';

const codeSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.') });

export function meta() {
  return [{ title: 'Second factor · Studio' }];
}

export async function action({ request }: Route.ActionArgs) {
  const parsed = codeSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, { status: 400 });
  const answer = await studioApi(request, '/api/studio/auth/two-factor/verify-totp', { method: 'POST', body: { code: parsed.data.code } });
  if (answer.status === 429) return data({ error: 'Too many attempts. Wait a minute and try again.' }, { status: 429 });
  if (!answer.ok) return data({ error: 'That code is not right, or it has expired. Sign in again if this goes on.' }, { status: 401 });
  const next = new URL(request.url).searchParams.get('next') ?? '/studio';
  throw redirect(next.startsWith('/studio') ? next : '/studio', { headers: cookieHeaders(answer.setCookies) });
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
        <Button type="submit" variant="primary">
          Verify
        </Button>
      </Form>
    </main>
  );
}
