import { redirect } from 'react-router';
import { required, studioApi } from '../lib/api.server';
import { hongKongMoment } from '../lib/moment';
import type { Route } from './+types/campaign-preview';

/**
 * Preview of a campaign's public page: the same signed, one-hour links as an entry's preview,
 * optionally at a chosen moment in Hong Kong time (`?at=`), so a manager sees the page before it
 * opens. `?locale=tc` opens the Traditional Chinese page.
 * Opened in a new tab from the campaign's pages (CampaignPreviewForm).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const at = hongKongMoment(query.get('at'));
  const link = await required(
    request,
    studioApi<{ token: string; path: string }>(request, `/api/studio/campaigns/${encodeURIComponent(params.slug)}/preview`, { method: 'POST', body: at ? { at } : {} }),
  );
  const prefix = query.get('locale') === 'tc' ? '/tc' : '';
  return redirect(`${prefix}${link.path}?oriel-preview=${encodeURIComponent(link.token)}`);
}
