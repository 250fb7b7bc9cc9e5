import { useLoaderData } from 'react-router';
import type { AuditEvent } from '@oriel/contracts/studio';
import { PageHeader } from '../components/admin-ui';
import { required, studioApi } from '../lib/api.server';
import { compareDocuments } from '../lib/document-form';
import type { Route } from './+types/audit';

export function meta() {
  return [{ title: 'Audit log · Studio' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const events = await required(request, studioApi<AuditEvent[]>(request, '/api/studio/audit'));
  return {
    events: events.map((e) => ({
      ...e,
      changes: e.before && e.after && typeof e.before === 'object' && typeof e.after === 'object' ? compareDocuments(e.before as Record<string, unknown>, e.after as Record<string, unknown>).slice(0, 8) : [],
    })),
  };
}

export default function Audit() {
  const { events } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Audit log" />
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
    </>
  );
}
