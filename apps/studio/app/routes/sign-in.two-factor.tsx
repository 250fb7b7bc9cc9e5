import type { ReactNode } from 'react';
import { Form, data, redirect, useActionData } from 'react-router';
import { FormProvider } from '@oriel/forms/rhf';
import { Button, Notice } from '../components/admin-ui';
import { useStudioForm } from '../components/form-fields';
import { StudioFormTextField } from '../components/studio-field';
import { backupCodeSchema, firstIssues, totpCodeSchema } from '../lib/account-forms';
import { cookieHeaders, studioApi } from '../lib/api.server';
import type { Route } from './+types/sign-in.two-factor';

export function meta() {
  return [{ title: 'Second factor · Studio' }];
}

/** The second step of a sign-in: a code from the authenticator app, or one backup code (each works once). */
export async function action({ request }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const backup = form.intent === 'backup-code';
  const parsed = (backup ? backupCodeSchema : totpCodeSchema).safeParse(form);
  if (!parsed.success) return data({ error: null, errors: { intent: backup ? ('backup-code' as const) : ('code' as const), fields: firstIssues<'code'>(parsed.error) } }, { status: 400 });
  const answer = await studioApi(request, `/api/studio/auth/two-factor/${backup ? 'verify-backup-code' : 'verify-totp'}`, { method: 'POST', body: { code: parsed.data.code } });
  if (answer.status === 429) return data({ error: 'Too many attempts. Wait a minute and try again.' }, { status: 429 });
  if (!answer.ok) return data({ error: backup ? 'That backup code is not right, or was used already.' : 'That code is not right, or it has expired. Sign in again if this goes on.' }, { status: 401 });
  const next = new URL(request.url).searchParams.get('next') ?? '/studio';
  throw redirect(next.startsWith('/studio') && !next.startsWith('//') ? next : '/studio', { headers: cookieHeaders(answer.setCookies) });
}

export default function TwoFactor() {
  const result = useActionData<typeof action>();
  const errors = result && 'errors' in result ? result.errors : null;
  return (
    <main className="studio-sign-in" id="main">
      <p className="studio-wordmark">Maison Oriel · Studio</p>
      <h1>Second factor</h1>
      {result?.error ? <Notice tone="error">{result.error}</Notice> : null}
      <CodeForm intent="code" schema={totpCodeSchema} errors={errors?.intent === 'code' ? errors.fields : null}>
        <StudioFormTextField label="Code from your authenticator app" name="code" inputMode="numeric" autoComplete="one-time-code" required />
        <Button type="submit" name="intent" value="code" variant="primary">
          Verify
        </Button>
      </CodeForm>
      <details className="studio-stack" open={errors?.intent === 'backup-code' || undefined}>
        <summary>Lost your phone? Use a backup code</summary>
        <CodeForm intent="backup-code" schema={backupCodeSchema} errors={errors?.intent === 'backup-code' ? errors.fields : null}>
          <StudioFormTextField label="Backup code" name="code" autoComplete="off" required hint="Each backup code works once. Then ask an admin to reset your second factor." />
          <Button type="submit" name="intent" value="backup-code">
            Sign in with a backup code
          </Button>
        </CodeForm>
      </details>
    </main>
  );
}

const emptyCode = { code: '' };

/** One of the two code forms, checked with its own schema before it posts. */
function CodeForm({ intent, schema, errors, children }: { intent: 'code' | 'backup-code'; schema: typeof totpCodeSchema; errors: { code?: string } | null; children: ReactNode }) {
  const { form, onSubmit } = useStudioForm<{ code: string }>({ schema, values: emptyCode, errors, intent });
  return (
    <FormProvider {...form}>
      <Form method="post" className="studio-stack" noValidate onSubmit={onSubmit}>
        {children}
      </Form>
    </FormProvider>
  );
}
