import { Form, data, useActionData, useLoaderData, useNavigation } from 'react-router';
import { roleLabels, staffRoles } from '@oriel/contracts/staff-roles';
import type { StaffMember } from '@oriel/contracts/studio';
import { FormProvider } from '@oriel/forms/rhf';
import { Button, Notice, PageHeader } from '../components/admin-ui';
import { useStudioForm } from '../components/form-fields';
import { StudioFormSelectField, StudioFormTextField } from '../components/studio-field';
import { type NewStaffMember, firstIssues, newStaffMemberSchema } from '../lib/account-forms';
import { required, studioApi } from '../lib/api.server';
import type { Route } from './+types/staff';
import { keepTypingOnFailure } from '../lib/keep-typing';

export function meta() {
  return [{ title: 'Staff · Studio' }];
}

/** Admins only: the data service refuses the others (403), shown as the error page. */
export async function loader({ request }: Route.LoaderArgs) {
  return { staff: await required(request, studioApi<StaffMember[]>(request, '/api/studio/staff')) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'enrolment-link' || intent === 'reset-second-factor') {
    // A set-up link for the second factor; a reset also removes the old one and ends the sessions.
    const email = String(form.get('email'));
    const answer = await studioApi<{ url: string; expiresAt: string }>(request, `/api/studio/staff/${encodeURIComponent(email)}/${intent}`, { method: 'POST' });
    if (!answer.ok) return data({ ok: false, message: answer.error?.message ?? 'Not done.' }, { status: answer.status });
    const done = intent === 'reset-second-factor' ? `The second factor of ${email} is reset and its sessions have ended.` : `A set-up link for ${email} is ready.`;
    return { ok: true, message: `${done} Give this link to them privately; it works once, until ${answer.data.expiresAt.slice(0, 16).replace('T', ' ')} UTC.`, link: answer.data.url };
  }
  if (intent === 'remove') {
    const answer = await studioApi(request, `/api/studio/staff/${encodeURIComponent(String(form.get('email')))}`, { method: 'DELETE' });
    return data({ ok: answer.ok, message: answer.ok ? `Removed ${String(form.get('email'))}.` : (answer.error?.message ?? 'Not removed.') }, { status: answer.status });
  }
  const parsed = newStaffMemberSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ ok: false, message: null, errors: firstIssues<keyof NewStaffMember>(parsed.error) }, { status: 400 });
  const { email, role, password, name } = parsed.data;
  const answer = await studioApi(request, '/api/studio/staff', { method: 'POST', body: { email, role, password, name: name || undefined } });
  return data({ ok: answer.ok, message: answer.ok ? `Added ${email}.` : (answer.error?.message ?? 'Not added.') }, { status: answer.status });
}

/** A post that fails (session ended, server unreachable) keeps the form as typed (lib/keep-typing.ts). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepTypingOnFailure(serverAction);

const newStaffMember: NewStaffMember = { email: '', name: '', role: 'editor', password: '' };

/** The new staff member's form, checked with the action's schema before it posts. */
function AddStaffForm({ errors }: { errors: Partial<Record<keyof NewStaffMember, string>> | null }) {
  const busy = useNavigation().state === 'submitting';
  const { form, onSubmit } = useStudioForm<NewStaffMember>({ schema: newStaffMemberSchema, values: newStaffMember, errors, intent: 'add' });
  return (
    <FormProvider {...form}>
      <Form method="post" className="studio-stack studio-narrow" noValidate onSubmit={onSubmit}>
        <StudioFormTextField label="Email" name="email" type="email" required />
        <StudioFormTextField label="Name" name="name" />
        <StudioFormSelectField label="Role" name="role">
          {staffRoles.map((r) => (
            <option key={r} value={r}>
              {roleLabels[r]}
            </option>
          ))}
        </StudioFormSelectField>
        <StudioFormTextField label="First password (12 characters or more)" name="password" type="password" autoComplete="new-password" required minLength={12} />
        <Button type="submit" name="intent" value="add" variant="primary" disabled={busy}>
          Add staff member
        </Button>
      </Form>
    </FormProvider>
  );
}

export default function Staff() {
  const { staff } = useLoaderData<typeof loader>();
  const result = useActionData<typeof clientAction>();
  return (
    <>
      <PageHeader title="Staff" />
      {result?.message ? (
        <Notice tone={result.ok ? 'success' : 'error'}>
          {result.message}
          {'link' in result && result.link ? (
            <>
              <br />
              <code data-slot="enrolment-link">{result.link}</code>
            </>
          ) : null}
        </Notice>
      ) : null}
      <table className="studio-table">
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Second factor</th>
            <th scope="col">
              <span className="studio-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {staff.map((m) => (
            <tr key={m.id}>
              <td>{m.email}</td>
              <td>{roleLabels[m.role as keyof typeof roleLabels] ?? m.role}</td>
              <td>{m.twoFactorEnabled ? 'On' : 'Off'}</td>
              <td>
                <Form method="post" className="studio-row-actions">
                  <input type="hidden" name="email" value={m.email} />
                  {m.twoFactorEnabled ? (
                    <Button type="submit" name="intent" value="reset-second-factor" variant="quiet" aria-label={`Reset the second factor of ${m.email}`}>
                      Reset second factor
                    </Button>
                  ) : (
                    <Button type="submit" name="intent" value="enrolment-link" variant="quiet" aria-label={`Set-up link for ${m.email}`}>
                      Set-up link
                    </Button>
                  )}
                  <Button type="submit" name="intent" value="remove" variant="quiet" aria-label={`Remove ${m.email}`}>
                    Remove
                  </Button>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Add a staff member</h2>
      <AddStaffForm errors={result && 'errors' in result ? result.errors : null} />
    </>
  );
}
