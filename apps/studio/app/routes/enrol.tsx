import type { ReactNode } from 'react';
import { Form, Link, data, useActionData, useNavigation } from 'react-router';
import { FormProvider } from '@oriel/forms/rhf';
import { Button, Notice, PageHeader } from '../components/admin-ui';
import { useStudioForm } from '../components/form-fields';
import { StudioFormTextField } from '../components/studio-field';
import { enrolConfirmSchema, enrolStartSchema, firstIssues } from '../lib/account-forms';
import { cookieHeaders, studioApi } from '../lib/api.server';
import { useStaff } from './studio-layout';
import type { Route } from './+types/enrol';

export function meta() {
  return [{ title: 'Set up your second factor · Studio' }, { name: 'referrer', content: 'no-referrer' }];
}

// The link's token is in the address: sent nowhere (docs/hardening.md "Tokens in addresses").
export function headers(): HeadersInit {
  return { 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' };
}

/**
 * The one-time link an admin issued: signed in with the password, the staff member
 * gives the password again, adds the key to an authenticator app, writes down the backup codes
 * (shown this once), and turns the second factor on with a first code. The link then stops working.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  if (form.intent === 'confirm') {
    const parsed = enrolConfirmSchema.safeParse(form);
    if (!parsed.success) return data({ step: 'confirm' as const, error: null, errors: firstIssues<'code'>(parsed.error), setup: setupOf(form) }, { status: 400 });
    const answer = await studioApi(request, '/api/studio/account/two-factor/confirm', { method: 'POST', body: { token: params.token, code: parsed.data.code } });
    if (!answer.ok) return data({ step: 'confirm' as const, error: answer.error?.message ?? 'That code is not right.', setup: setupOf(form) }, { status: answer.status });
    return data({ step: 'done' as const }, { headers: cookieHeaders(answer.setCookies) });
  }
  const parsed = enrolStartSchema.safeParse(form);
  if (!parsed.success) return data({ step: 'start' as const, error: null, errors: firstIssues<'password'>(parsed.error) }, { status: 400 });
  const answer = await studioApi<{ totpURI: string; secret: string; backupCodes: string[] }>(request, '/api/studio/account/two-factor', { method: 'POST', body: { token: params.token, password: parsed.data.password } });
  if (!answer.ok) return data({ step: 'start' as const, error: answer.error?.message ?? 'The second factor could not be set up.' }, { status: answer.status });
  return { step: 'confirm' as const, error: null, setup: { uri: answer.data.totpURI, secret: answer.data.secret, backupCodes: answer.data.backupCodes } };
}

/** The key and link stay on the page while the first code is tried (the backup codes are not posted back). */
function setupOf(form: Record<string, FormDataEntryValue>) {
  return { uri: String(form.uri ?? ''), secret: String(form.secret ?? ''), backupCodes: [] as string[] };
}

export default function Enrol() {
  const staff = useStaff();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const errors = result && 'errors' in result ? result.errors : null;
  if (result?.step === 'done') {
    return (
      <>
        <PageHeader title="Second factor" />
        <Notice tone="success">Your second factor is on. Every sign-in will ask for a code from your authenticator app.</Notice>
        <p>
          <Link to="/studio">Go to the studio</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <PageHeader title="Set up your second factor" />
      <p>{staff.email}</p>
      {result?.error ? <Notice tone="error">{result.error}</Notice> : null}
      {result?.step === 'confirm' ? (
        <StepForm intent="confirm" schema={enrolConfirmSchema} values={emptyCode} errors={errors}>
          <p>Add this account to your authenticator app with the key below (or the link), then enter its first code.</p>
          <p>
            Key: <code>{result.setup.secret}</code>
          </p>
          <p>
            <a href={result.setup.uri}>Open in authenticator app</a>
          </p>
          {result.setup.backupCodes.length ? (
            <section className="studio-stack" aria-labelledby="backup-title">
              <h2 id="backup-title">Your backup codes</h2>
              <Notice tone="info">Write these down or keep them in your password manager now: they are shown this once. Each one signs you in once if you lose your phone.</Notice>
              <ul className="studio-backup-codes" data-slot="backup-codes">
                {result.setup.backupCodes.map((code) => (
                  <li key={code}>
                    <code>{code}</code>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <input type="hidden" name="uri" value={result.setup.uri} />
          <input type="hidden" name="secret" value={result.setup.secret} />
          <StudioFormTextField label="Code from your authenticator app" name="code" inputMode="numeric" autoComplete="one-time-code" required />
          <Button type="submit" name="intent" value="confirm" variant="primary" disabled={busy}>
            Turn on
          </Button>
        </StepForm>
      ) : (
        <StepForm intent="start" schema={enrolStartSchema} values={emptyPassword} errors={errors}>
          <p>This link sets up a second factor (an authenticator app) for your account, once. Enter your password to begin.</p>
          <StudioFormTextField label="Password" name="password" type="password" autoComplete="current-password" required />
          <Button type="submit" name="intent" value="start" variant="primary" disabled={busy}>
            Set up a second factor
          </Button>
        </StepForm>
      )}
    </>
  );
}

const emptyCode = { code: '' };
const emptyPassword = { password: '' };

/** One step of the set-up, checked with the action's schema of that step before it posts. */
function StepForm<T extends Record<string, string>>({ intent, schema, values, errors, children }: { intent: string; schema: Parameters<typeof useStudioForm>[0]['schema']; values: T; errors: Partial<Record<string, string>> | null; children: ReactNode }) {
  const { form, onSubmit } = useStudioForm<T>({ schema, values, errors, intent });
  return (
    <FormProvider {...form}>
      <Form method="post" className="studio-stack studio-narrow" noValidate onSubmit={onSubmit}>
        {children}
      </Form>
    </FormProvider>
  );
}
