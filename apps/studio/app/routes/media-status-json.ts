import { type MediaAsset, mediaIdPattern } from '@oriel/contracts/media';
import { studioApi } from '../lib/api.server';
import type { Route } from './+types/media-status-json';

/** One photograph, for its page's processing status to refresh while its renditions are made. */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!mediaIdPattern.test(params.id)) return Response.json({ error: 'There is no such photograph.' }, { status: 404 });
  const answer = await studioApi<MediaAsset>(request, `/api/studio/media/${params.id}`);
  return Response.json(answer.ok ? answer.data : { error: answer.error?.message ?? 'The data service refused.' }, { status: answer.status, headers: { 'cache-control': 'private, no-store' } });
}
