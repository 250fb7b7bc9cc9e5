import { Form, data, redirect, useActionData, useNavigation } from 'react-router';
import { FormProvider } from '@oriel/forms/rhf';
import { loadCatalogues, translate } from '@oriel/i18n';
import { Button, Notice } from '../components/admin-ui';
import { useStudioForm } from '../components/form-fields';
import { StudioFormTextField } from '../components/studio-field';
import { type SignIn as SignInValues, firstIssues, signInSchema } from '../lib/account-forms';
import { cookieHeaders, studioApi } from '../lib/api.server';
import type { Route } from './+types/sign-in';

const emptySignIn: SignInValues = { email: '', password: '' };

/** Only studio paths are followed after sign-in (no open redirect). */
const nextPath = (request: Request) => {
  const next = new URL(request.url).searchParams.get('next') ?? '/studio';
  return next.startsWith('/studio') && !next.startsWith('//') ? next : '/studio';
};

export function meta() {
  return [{ title: 'Sign in · Studio' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await studioApi(request, '/api/studio/session');
  if (session.ok) throw redirect(nextPath(request));
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const parsed = signInSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: null, errors: firstIssues<keyof SignInValues>(parsed.error) }, { status: 400 });
  // The session's lifetime and idle timeout are the data service's (STUDIO_SESSION_HOURS, STUDIO_SESSION_IDLE_MINUTES).
  const answer = await studioApi<{ twoFactorRedirect?: boolean }>(request, '/api/studio/auth/sign-in/email', { method: 'POST', body: { email: parsed.data.email, password: parsed.data.password } });
  const details = answer.error?.details as { code?: string; siteUrl?: string } | undefined;
  if (details?.code === 'wrong_origin') {
    // Not a password problem: this page was opened at another address than SITE_URL's. Said in both
    // languages, as the studio has no language choice of its own.
    await loadCatalogues();
    const url = `${details.siteUrl ?? ''}/studio`;
    return data({ error: translate('en', 'hardening.studioWrongOrigin', { url }), errorZh: translate('tc', 'hardening.studioWrongOrigin', { url }) }, { status: 403 });
  }
  if (details?.code === 'account_limited') return data({ error: 'Too many failed sign-ins for this account. Wait 15 minutes, or ask an admin.' }, { status: 429 });
  if (answer.status === 429) return data({ error: 'Too many attempts. Wait a minute and try again.' }, { status: 429 });
  if (!answer.ok) return data({ error: 'The email or password is not right.' }, { status: 401 });
  if (answer.data.twoFactorRedirect) {
    throw redirect(`/studio/sign-in/two-factor?next=${encodeURIComponent(nextPath(request))}`, { headers: cookieHeaders(answer.setCookies) });
  }
  throw redirect(nextPath(request), { headers: cookieHeaders(answer.setCookies) });
}

export default function SignIn() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const { form, onSubmit } = useStudioForm<SignInValues>({ schema: signInSchema, values: emptySignIn, errors: result && 'errors' in result ? result.errors : null, intent: 'sign-in' });
  return (
    <main className="studio-sign-in" id="main">
      <p className="studio-wordmark">Maison Oriel · Studio</p>
      <h1>Sign in</h1>
      {result?.error ? (
        <Notice tone="error">
          {result.error}
          {'errorZh' in result && typeof result.errorZh === 'string' ? (
            <>
              <br />
              <span lang="zh-Hant">{result.errorZh}</span>
            </>
          ) : null}
        </Notice>
      ) : null}
      <FormProvider {...form}>
        <Form method="post" className="studio-stack" noValidate onSubmit={onSubmit}>
          <StudioFormTextField label="Email" name="email" type="email" autoComplete="username" required />
          <StudioFormTextField label="Password" name="password" type="password" autoComplete="current-password" required />
          <Button type="submit" variant="primary" disabled={busy}>
            Sign in
          </Button>
        </Form>
      </FormProvider>
      <p className="studio-muted">No account yet? Ask an admin of the studio to add you.</p>
    </main>
  );
}
