import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { can } from '@oriel/contracts/staff-roles';
import { type EntrySummary, studioEntryTypes } from '@oriel/contracts/studio';
import type { ReleaseDetail, ReleaseSummary } from '@oriel/contracts/studio-releases';
import { Button, Notice, PageHeader } from '../components/admin-ui';
import { ReleaseStatusBadge } from '../components/release-control';
import { required, studioApi } from '../lib/api.server';
import { inHongKong } from '../lib/moment';
import { releaseAction } from '../lib/releases.server';
import { useStaff } from './studio-layout';
import type { Route } from './+types/release';
import { keepTypingOnFailure, splitNotSaved } from '../lib/keep-typing';

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.release.name ?? 'Release'} · Studio` }];
}

function releaseId(params: Route.LoaderArgs['params']): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw new Response('There is no such release.', { status: 404 });
  return id;
}

/** The release, and the entries with a saved draft that could join it (not in another release). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = releaseId(params);
  const release = await required(request, studioApi<ReleaseDetail>(request, `/api/studio/releases/${id}`));
  if (release.status === 'published') return { release, candidates: [] };
  const [lists, releases] = await Promise.all([
    Promise.all(Object.keys(studioEntryTypes).map((t) => studioApi<EntrySummary[]>(request, `/api/studio/entries/${t}`))),
    studioApi<ReleaseSummary[]>(request, '/api/studio/releases'),
  ]);
  const taken = new Set((releases.ok ? releases.data : []).filter((r) => r.status !== 'published').flatMap((r) => r.entries.map((e) => `${e.type}:${e.key}`)));
  const candidates = lists
    .flatMap((l) => (l.ok ? l.data : []))
    .filter((e) => e.status !== 'published' && !taken.has(`${e.type}:${e.key}`))
    .map((e) => ({ value: `${e.type}:${e.key}`, label: `${e.nameZh ? `${e.name} · ${e.nameZh}` : e.name} (${studioEntryTypes[e.type].singular})` }));
  return { release, candidates };
}

export async function action({ request, params }: Route.ActionArgs) {
  return releaseAction(request, await request.formData(), releaseId(params));
}

/** A post that fails (session ended, server unreachable) keeps the form as typed (lib/keep-typing.ts). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepTypingOnFailure(serverAction);

export default function Release() {
  const { release, candidates } = useLoaderData<typeof loader>();
  const { answer: result, notSaved } = splitNotSaved(useActionData<typeof clientAction>());
  const busy = useNavigation().state !== 'idle';
  const writable = can(useStaff().role, 'content.write') && release.status !== 'published';
  const confirm = result && !busy ? result.confirm : undefined;
  const changed = release.entries.filter((e) => e.newerRevision !== null);
  const fieldError = (field: string) => (result && !result.ok && result.field === field ? result.message : undefined);
  return (
    <div className="studio-releases-page">
      <p className="studio-crumbs">
        <Link to="/studio/releases">Releases</Link> / {release.name}
      </p>
      <PageHeader title={release.name}>
        <ReleaseStatusBadge status={release.status} />
      </PageHeader>
      {result && !confirm ? <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice> : null}
      {notSaved ? <Notice tone="error">{notSaved.message}</Notice> : null}
      {release.failure ? <Notice tone="error">The scheduled publication was refused and nothing went live: {release.failure} Fix the entry, then publish or schedule again.</Notice> : null}
      {release.status === 'published' && release.publishedAt ? (
        <Notice tone="info" role="note">
          Published {inHongKong(release.publishedAt)} (Hong Kong time) by {release.publishedBy}. A published release is history: start a new one for the next launch.
        </Notice>
      ) : null}
      {release.status === 'scheduled' && release.scheduledAt ? (
        <Notice tone="info" role="note">
          Scheduled: every entry below goes live together at {inHongKong(release.scheduledAt)} (Hong Kong time), scheduled by {release.scheduledBy}.
        </Notice>
      ) : null}
      {confirm ? (
        <div className="studio-decision" role="alertdialog" aria-labelledby="release-decision-title">
          <p id="release-decision-title">{result!.message}</p>
          <Form method="post" className="studio-decision-actions">
            <input type="hidden" name="_confirmed" value="yes" />
            {/* What the person confirms is the release as shown: a colleague's change since is refused. */}
            <input type="hidden" name="_baseVersion" value={release.version} />
            <Button type="submit" name="intent" value={confirm} variant={confirm === 'delete' ? 'danger' : 'primary'} disabled={busy} autoFocus>
              {confirm === 'delete' ? 'Delete the release' : `Publish ${release.entries.length} ${release.entries.length === 1 ? 'entry' : 'entries'} now`}
            </Button>
            <Link to="." className="studio-button" data-variant="quiet">
              Cancel
            </Link>
          </Form>
        </div>
      ) : null}

      <h2>Contents</h2>
      {changed.length && writable ? (
        <Notice tone="info" role="note">
          {changed.length === 1 ? 'One entry has' : `${changed.length} entries have`} a newer version than the one in the release. The release publishes the version it holds; “Use the latest draft” takes the newer one.
        </Notice>
      ) : null}
      {release.entries.length ? (
        <table className="studio-table" aria-label="Entries in this release">
          <thead>
            <tr>
              <th scope="col">Entry</th>
              <th scope="col">Version that goes live</th>
              <th scope="col">Added</th>
              {writable ? <th scope="col">Actions</th> : null}
            </tr>
          </thead>
          <tbody>
            {release.entries.map((e) => (
              <tr key={`${e.type}:${e.key}`}>
                <th scope="row">
                  <Link to={`/studio/entries/${e.type}/${encodeURIComponent(e.key)}`}>{e.name}</Link>
                  {e.nameZh ? <span lang="zh-Hant"> · {e.nameZh}</span> : null}
                  <span className="studio-muted"> ({studioEntryTypes[e.type].singular})</span>
                </th>
                <td>
                  Version {e.revision}
                  {e.newerRevision !== null ? (
                    <span className="studio-badge" data-status="changed">
                      Changed since added (now version {e.newerRevision})
                    </span>
                  ) : null}
                </td>
                <td>
                  {inHongKong(e.addedAt)} · {e.addedBy}
                </td>
                {writable ? (
                  <td>
                    <Form method="post" className="studio-row-actions">
                      <input type="hidden" name="entry" value={`${e.type}:${e.key}`} />
                      {e.newerRevision !== null ? (
                        <Button type="submit" name="intent" value="add" variant="secondary" disabled={busy}>
                          Use the latest draft<span className="studio-visually-hidden"> of {e.name}</span>
                        </Button>
                      ) : null}
                      <Button type="submit" name="intent" value="remove" variant="quiet" disabled={busy}>
                        Take out<span className="studio-visually-hidden"> {e.name}</span>
                      </Button>
                    </Form>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No entries yet. Save an entry’s draft, then add it here or from its page (“Add to a release”).</p>
      )}

      {writable ? (
        <>
          <Form method="post" className="studio-inline-form" aria-label="Add an entry">
            <span className="studio-field" data-invalid={fieldError('entry') ? '' : undefined}>
              <label htmlFor="release-entry">Add an entry with a saved draft</label>
              <select id="release-entry" name="entry" required aria-invalid={fieldError('entry') ? true : undefined} aria-describedby={fieldError('entry') ? 'release-entry-error' : 'release-entry-hint'} disabled={!candidates.length}>
                <option value="">{candidates.length ? 'Choose an entry…' : 'No other entry has a draft waiting'}</option>
                {candidates.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
              <span className="studio-field-hint" id="release-entry-hint">
                Entries in another release are not offered: an entry waits in one release at a time.
              </span>
              {fieldError('entry') ? (
                <span className="studio-field-error" id="release-entry-error" role="alert">
                  {fieldError('entry')}
                </span>
              ) : null}
            </span>
            <Button type="submit" name="intent" value="add" variant="secondary" disabled={busy || !candidates.length}>
              Add to the release
            </Button>
          </Form>

          <h2>Publish</h2>
          <div className="studio-actions" role="toolbar" aria-label="Release actions">
            <Form method="post">
              <Button type="submit" name="intent" value="publish" variant="primary" disabled={busy || !release.entries.length}>
                Publish now
              </Button>
            </Form>
            <Form method="post" className="studio-inline-form">
              <input type="hidden" name="_baseVersion" value={release.version} />
              <span className="studio-field studio-inline-field" data-invalid={fieldError('at') ? '' : undefined}>
                <label htmlFor="release-at">Publish at (Hong Kong time)</label>
                <input id="release-at" name="at" type="datetime-local" required aria-invalid={fieldError('at') ? true : undefined} aria-describedby={fieldError('at') ? 'release-at-error' : undefined} />
                {fieldError('at') ? (
                  <span className="studio-field-error" id="release-at-error" role="alert">
                    {fieldError('at')}
                  </span>
                ) : null}
              </span>
              <Button type="submit" name="intent" value="schedule" variant="secondary" disabled={busy || !release.entries.length}>
                {release.status === 'scheduled' ? 'Schedule again' : 'Schedule'}
              </Button>
            </Form>
            {release.status === 'scheduled' ? (
              <Form method="post">
                <Button type="submit" name="intent" value="unschedule" variant="quiet" disabled={busy}>
                  Cancel schedule
                </Button>
              </Form>
            ) : null}
            <Form method="post">
              <Button type="submit" name="intent" value="delete" variant="quiet" disabled={busy}>
                Delete the release
              </Button>
            </Form>
          </div>
        </>
      ) : null}
    </div>
  );
}
