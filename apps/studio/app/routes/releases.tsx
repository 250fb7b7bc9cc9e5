import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { can } from '@oriel/contracts/staff-roles';
import { type ReleaseSummary, releaseNameLimit } from '@oriel/contracts/studio-releases';
import { Button, Notice, PageHeader } from '../components/admin-ui';
import { StudioTextField } from '../components/studio-field';
import { ReleaseStatusBadge } from '../components/release-control';
import { required, studioApi } from '../lib/api.server';
import { inHongKong } from '../lib/moment';
import { releaseAction } from '../lib/releases.server';
import { useStaff } from './studio-layout';
import type { Route } from './+types/releases';
import { keepTypingOnFailure, splitNotSaved } from '../lib/keep-typing';

export function meta() {
  return [{ title: 'Releases · Studio' }];
}

/** Every release: those still to publish first, then the published ones (history). */
export async function loader({ request }: Route.LoaderArgs) {
  return { releases: await required(request, studioApi<ReleaseSummary[]>(request, '/api/studio/releases')) };
}

export async function action({ request }: Route.ActionArgs) {
  return releaseAction(request, await request.formData(), null);
}

/** A post that fails (session ended, server unreachable) keeps the form as typed (lib/keep-typing.ts). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepTypingOnFailure(serverAction);

export default function Releases() {
  const { releases } = useLoaderData<typeof loader>();
  const { answer: result, notSaved } = splitNotSaved(useActionData<typeof clientAction>());
  const busy = useNavigation().state !== 'idle';
  const writable = can(useStaff().role, 'content.write');
  return (
    <div className="studio-releases-page">
      <PageHeader title="Releases" />
      <p className="studio-muted">
        A release publishes several entries together at one moment: a launch’s products, collection, story and home band at once. Add the saved drafts, then publish the release now or schedule it (Hong Kong time): every entry goes live
        together, or none does.
      </p>
      {result ? <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice> : null}
      {notSaved ? <Notice tone="error">{notSaved.message}</Notice> : null}
      {writable ? (
        <Form method="post" className="studio-inline-form" aria-label="Start a release">
          <StudioTextField label="Name of the new release" name="name" required maxLength={releaseNameLimit} placeholder="Winter launch" error={result && !result.ok && result.field === 'name' ? result.message : undefined} />
          <Button type="submit" name="intent" value="create" variant="primary" disabled={busy}>
            Start a release
          </Button>
        </Form>
      ) : null}
      {releases.length ? (
        <table className="studio-table">
          <thead>
            <tr>
              <th scope="col">Release</th>
              <th scope="col">Status</th>
              <th scope="col" className="studio-number">
                Entries
              </th>
              <th scope="col">When (Hong Kong)</th>
              <th scope="col">Started by</th>
            </tr>
          </thead>
          <tbody>
            {releases.map((r) => (
              <tr key={r.id}>
                <th scope="row">
                  <Link to={`/studio/releases/${r.id}`}>{r.name}</Link>
                </th>
                <td>
                  <ReleaseStatusBadge status={r.status} />
                  {r.failure ? <span className="studio-field-error"> Not published: {r.failure}</span> : null}
                </td>
                <td className="studio-number">{r.entries.length}</td>
                <td>{r.publishedAt ? `Published ${inHongKong(r.publishedAt)}` : r.scheduledAt ? `Goes live ${inHongKong(r.scheduledAt)}` : '—'}</td>
                <td>{r.createdBy}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No releases yet. Start one above, or from an entry’s page (“Add to a release”).</p>
      )}
    </div>
  );
}
