import type { OpsSlots } from '@oriel/contracts/campaign-ops';
import { studioApi } from '../lib/api.server';
import type { Route } from './+types/campaign-slots-json';

/** The slots' live figures for the slots page's polling (TanStack Query in the browser). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const answer = await studioApi<OpsSlots>(request, `/api/studio/campaigns/${encodeURIComponent(params.slug)}/slots`);
  return Response.json(answer.ok ? answer.data : { error: answer.error?.message ?? 'The data service refused.' }, { status: answer.status, headers: { 'cache-control': 'private, no-store' } });
}
