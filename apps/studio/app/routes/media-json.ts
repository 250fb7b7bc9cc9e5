import type { MediaAsset } from '@oriel/contracts/media';
import { studioApi } from '../lib/api.server';
import type { Route } from './+types/media-json';

/** The library's photographs, for the processing status to refresh while renditions are made. */
export async function loader({ request }: Route.LoaderArgs) {
  const answer = await studioApi<MediaAsset[]>(request, '/api/studio/media');
  return Response.json(answer.ok ? answer.data : { error: answer.error?.message ?? 'The data service refused.' }, { status: answer.status, headers: { 'cache-control': 'private, no-store' } });
}
