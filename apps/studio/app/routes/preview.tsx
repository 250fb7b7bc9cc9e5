import { redirect } from 'react-router';
import { studioEntryTypeSchema } from '@oriel/contracts/studio';
import { required, studioApi } from '../lib/api.server';
import { hongKongMoment } from '../lib/moment';
import type { Route } from './+types/preview';

/**
 * Preview: a fresh signed link (one hour) to the real public page, which then shows the saved
 * draft of this entry, optionally at a chosen moment (`?at=`).
 * Opened in a new tab from the entry's page, or in the panel beside its form (PreviewBeside).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const type = studioEntryTypeSchema.safeParse(params.type);
  if (!type.success) throw new Response('There is no such content type.', { status: 404 });
  const at = hongKongMoment(new URL(request.url).searchParams.get('at'));
  const link = await required(
    request,
    studioApi<{ token: string; path: string | null }>(request, `/api/studio/entries/${type.data}/${encodeURIComponent(params.key)}/preview`, { method: 'POST', body: at ? { at } : {} }),
  );
  if (!link.path) throw new Response('This entry has no page of its own to preview.', { status: 404 });
  return redirect(`${link.path}?oriel-preview=${encodeURIComponent(link.token)}`);
}
