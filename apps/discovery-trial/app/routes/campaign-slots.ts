import { campaignParams, loadCampaign, loadSlots } from '../lib/campaign.server';
import type { Route } from './+types/campaign-slots';

/**
 * The places left per session of an open campaign, as JSON: the resource route the registration
 * form reads them again through while it is open (registration/slots.ts), so the browser asks the
 * campaign app, never /api. Never cached: places left must be exact.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { locale, slug } = campaignParams({ context, params });
  const slots = await loadSlots(await loadCampaign(slug, locale));
  return Response.json({ slots }, { headers: { 'Cache-Control': 'no-store' } });
}
