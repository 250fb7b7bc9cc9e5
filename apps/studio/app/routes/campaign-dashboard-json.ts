import type { OpsDashboard } from '@oriel/contracts/campaign-ops';
import { studioApi } from '../lib/api.server';
import type { Route } from './+types/campaign-dashboard-json';

/** The dashboard's figures for its auto-refresh (TanStack Query in the browser). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const answer = await studioApi<OpsDashboard>(request, `/api/studio/campaigns/${encodeURIComponent(params.slug)}/dashboard`);
  return Response.json(answer.ok ? answer.data : { error: answer.error?.message ?? 'The data service refused.' }, { status: answer.status, headers: { 'cache-control': 'private, no-store' } });
}
