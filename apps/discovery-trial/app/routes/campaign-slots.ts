import { campaignParams, loadCampaign, loadSlots } from '../lib/campaign.server';
import type { Route } from './+types/campaign-slots';

/**
 * The places left per session of an open campaign, as JSON: the resource route the registration
 * form reads them again through while it is open (registration/slots.ts), so the browser asks the
 * campaign app, never /api.
 *
 * Every open form asks every 5 s: at a launch, tens of thousands of open pages would each cost the
 * origin a read of the campaign and its slots (decision 271). The list is the same for every
 * visitor and only a guide (a booking is decided under the slot's row lock, decision 053), so a
 * CDN may keep it 2 s and send the origin one read per 2 s instead of thousands; browsers and
 * other private caches ask again each time. A preview link's read is `private, no-store` (the
 * frame's middleware).
 */
const slotsCacheControl = 'public, max-age=0, s-maxage=2';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { locale, slug } = campaignParams({ context, params });
  const slots = await loadSlots(await loadCampaign(slug, locale));
  return Response.json({ slots }, { headers: { 'Cache-Control': slotsCacheControl } });
}
