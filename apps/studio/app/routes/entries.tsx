import { Form, Link, useLoaderData, useSearchParams } from 'react-router';
import { type EntrySummary, studioEntryTypeSchema, studioEntryTypes } from '@oriel/contracts/studio';
import { MissingBadge, PageHeader, StatusBadge } from '../components/admin-ui';
import { required, studioApi } from '../lib/api.server';
import { emptySearchAdvice, filterEntries } from '../lib/entry-list';
import { inHongKong } from '../lib/moment';
import { openReleases } from '../lib/releases.server';
import type { Route } from './+types/entries';

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.label ?? 'Entries'} · Studio` }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const type = studioEntryTypeSchema.safeParse(params.type);
  if (!type.success) throw new Response('There is no such content type.', { status: 404 });
  const [entries, releases] = await Promise.all([required(request, studioApi<EntrySummary[]>(request, `/api/studio/entries/${type.data}`)), openReleases(request)]);
  const query = new URL(request.url).searchParams;
  const groups = [...new Set(entries.map((e) => e.group).filter((g): g is string => !!g))].sort();
  // Products are also found by their collection's names, in both languages.
  const collections = type.data === 'product' && query.get('q') ? await required(request, studioApi<EntrySummary[]>(request, '/api/studio/entries/collection')) : [];
  const found = filterEntries(entries, query, collections);
  // The release each entry waits in (an entry is in one release at a time), for the list's column.
  const waitingIn: Record<string, { id: number; name: string; scheduledAt: string | null }> = {};
  for (const release of releases ?? []) {
    for (const entry of release.entries) if (entry.type === type.data) waitingIn[entry.key] = { id: release.id, name: release.name, scheduledAt: release.scheduledAt };
  }
  return { type: type.data, label: studioEntryTypes[type.data].label, total: entries.length, groups, entries: found, waitingIn, advice: found.length ? null : emptySearchAdvice(query) };
}

export default function Entries() {
  const { type, label, entries, total, groups, waitingIn, advice } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader title={label} />
      <Form method="get" className="studio-filters" role="search" aria-label={`Search ${label.toLowerCase()}`}>
        <label>
          Search
          <input type="search" name="q" defaultValue={params.get('q') ?? ''} placeholder="Name, slug, 中文名" />
        </label>
        {groups.length ? (
          <label>
            Type
            <select name="group" defaultValue={params.get('group') ?? ''}>
              <option value="">All</option>
              {groups.map((g) => (
                <option key={g} value={g}>
                  {g}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label>
          Status
          <select name="status" defaultValue={params.get('status') ?? ''}>
            <option value="">All</option>
            <option value="published">Published</option>
            <option value="changed">Draft waiting</option>
            <option value="scheduled">Scheduled</option>
          </select>
        </label>
        <label>
          Translations
          <select name="locale" defaultValue={params.get('locale') ?? ''}>
            <option value="">All</option>
            <option value="missing">Missing Chinese</option>
            <option value="complete">Complete</option>
          </select>
        </label>
        <label>
          Sort
          <select name="sort" defaultValue={params.get('sort') ?? 'name'}>
            <option value="name">Name</option>
            <option value="updated">Last changed</option>
            <option value="missing">Missing translations</option>
          </select>
        </label>
        <button type="submit" className="studio-button" data-variant="secondary">
          Apply
        </button>
      </Form>
      <p className="studio-muted" aria-live="polite">
        {entries.length} of {total}
      </p>
      <table className="studio-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">中文</th>
            {groups.length ? <th scope="col">Type</th> : null}
            <th scope="col">Status</th>
            <th scope="col">Translations</th>
            <th scope="col">Release</th>
            <th scope="col">Last changed</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.key}>
              <td>
                <Link to={`/studio/entries/${type}/${e.key}`}>{e.name}</Link>
              </td>
              <td lang="zh-Hant">{e.nameZh ?? '—'}</td>
              {groups.length ? <td>{e.group}</td> : null}
              <td>
                <StatusBadge status={e.status} />
              </td>
              <td>{e.missingTranslations ? <MissingBadge count={e.missingTranslations} /> : 'Complete'}</td>
              <td>
                <ReleaseOf release={waitingIn[e.key]} />
              </td>
              <td>{e.updatedAt ? `${inHongKong(e.updatedAt)} (Hong Kong) · ${e.updatedBy}` : 'From the content files'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {advice ? <p className="studio-muted">{advice}</p> : null}
    </>
  );
}

/** The release an entry waits in, with its moment when scheduled; a dash when none. */
function ReleaseOf({ release }: { release?: { id: number; name: string; scheduledAt: string | null } }) {
  if (!release) return '—';
  return (
    <>
      <Link to={`/studio/releases/${release.id}`}>{release.name}</Link>
      {release.scheduledAt ? <span className="studio-muted"> · {inHongKong(release.scheduledAt)} (Hong Kong)</span> : null}
    </>
  );
}
