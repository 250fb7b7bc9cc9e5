import { Form, Link, useLoaderData } from 'react-router';
import type { AuditEvent } from '@oriel/contracts/studio';
import { Button, PageHeader } from '../components/admin-ui';
import { StudioTextField } from '../components/studio-field';
import { required, studioApi } from '../lib/api.server';
import { compareDocuments } from '../lib/document-form';
import type { Route } from './+types/audit';

export function meta() {
  return [{ title: 'Audit log · Studio' }];
}

/** The kinds of event the filter offers (each also matches its sub-kinds: `sign-in` is every `sign-in.*`). */
const kinds = [
  ['', 'Every event'],
  ['sign-in', 'Sign-ins and failures'],
  ['sign-out', 'Sign-outs'],
  ['session', 'Sessions ended'],
  ['sessions', 'Sessions revoked'],
  ['password', 'Password changes'],
  ['two-factor', 'Second factor'],
  ['staff', 'Staff accounts'],
  ['refused', 'Refused actions'],
  ['media', 'Media library'],
] as const;

/** One page of the log (50 events, newest first), filtered by kind and by who; "Older" pages on. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = { action: url.searchParams.get('action') ?? '', actor: url.searchParams.get('actor') ?? '' };
  const query = new URLSearchParams({ limit: '50' });
  if (filters.action) query.set('action', filters.action);
  if (filters.actor) query.set('actor', filters.actor);
  const before = url.searchParams.get('before');
  if (before && /^\d+$/.test(before)) query.set('before', before);
  const answer = await studioApi<AuditEvent[]>(request, `/api/studio/audit?${query}`);
  const events = await required(request, Promise.resolve(answer));
  const next = typeof answer.meta?.next === 'string' ? answer.meta.next : null;
  const older = next ? `?${new URLSearchParams({ ...(filters.action ? { action: filters.action } : {}), ...(filters.actor ? { actor: filters.actor } : {}), before: next })}` : null;
  return {
    filters,
    older,
    paged: Boolean(before),
    events: events.map((e) => ({
      ...e,
      changes: e.before && e.after && typeof e.before === 'object' && typeof e.after === 'object' ? compareDocuments(e.before as Record<string, unknown>, e.after as Record<string, unknown>).slice(0, 8) : [],
    })),
  };
}

export default function Audit() {
  const { events, filters, older, paged } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Audit log" />
      <Form method="get" className="studio-filters" aria-label="Filter the audit log">
        <div className="studio-field">
          <label htmlFor="audit-action">What</label>
          <select id="audit-action" name="action" defaultValue={filters.action}>
            {kinds.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <StudioTextField label="Who (part of an email)" name="actor" defaultValue={filters.actor} />
        <Button type="submit">Filter</Button>
      </Form>
      {events.length === 0 ? <p>No events{filters.action || filters.actor ? ' match these filters' : ''}.</p> : null}
      <table className="studio-table">
        <thead>
          <tr>
            <th scope="col">When (UTC)</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Entry</th>
            <th scope="col">Changes</th>
          </tr>
        </thead>
        <tbody>
          {events.map((e) => (
            <tr key={e.id}>
              <td>{e.at.slice(0, 19).replace('T', ' ')}</td>
              <td>{e.actor}</td>
              <td>{e.action}</td>
              <td>{e.subject ?? '—'}</td>
              <td>
                {e.changes.length ? (
                  <ul className="studio-changes">
                    {e.changes.map((c) => (
                      <li key={c.path}>
                        {c.path}: “{c.before ?? ''}” → “{c.after ?? ''}”
                      </li>
                    ))}
                  </ul>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav className="studio-pager" aria-label="Audit log pages">
        {paged ? <Link to={`?${new URLSearchParams({ ...(filters.action ? { action: filters.action } : {}), ...(filters.actor ? { actor: filters.actor } : {}) })}`}>Newest</Link> : null}
        {older ? <Link to={older}>Older events</Link> : null}
      </nav>
    </>
  );
}
