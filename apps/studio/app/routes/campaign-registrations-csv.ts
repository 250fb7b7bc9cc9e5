import { redirect } from 'react-router';
import { fetchWithRequestId } from '@oriel/server/request-context';
import { env } from '../lib/env.server';
import type { Route } from './+types/campaign-registrations-csv';

/**
 * The registrations CSV (the data service's own export, the same as `npm run registrations --
 * export`), passed through with the staff member's cookie; the data service checks the role and
 * writes the export to the audit log.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const headers = new Headers();
  for (const name of ['cookie', 'x-forwarded-for', 'user-agent']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const url = new URL(request.url);
  headers.set('x-forwarded-host', request.headers.get('x-forwarded-host') ?? url.host);
  headers.set('x-forwarded-proto', request.headers.get('x-forwarded-proto') ?? url.protocol.replace(':', ''));
  const answer = await fetchWithRequestId(`${env.API_INTERNAL_URL}/api/studio/campaigns/${encodeURIComponent(params.slug)}/registrations.csv`, { headers });
  // React Router's redirect: the Fetch API's Response.redirect has immutable headers, which the
  // server's own headers cannot be added to.
  if (answer.status === 401) return redirect(`/studio/sign-in?next=${encodeURIComponent(url.pathname)}`, 303);
  const out = new Headers({ 'cache-control': 'private, no-store', 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
  const disposition = answer.headers.get('content-disposition');
  if (disposition) out.set('content-disposition', disposition);
  // The bytes as they came: text() would drop the byte-order mark Excel needs to read UTF-8.
  return new Response(answer.ok ? await answer.arrayBuffer() : `The export was refused (${answer.status}).`, { status: answer.status, headers: out });
}
