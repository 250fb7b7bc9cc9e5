import { inviteResponse } from '../booking/booking.server';
import { campaignParams } from '../lib/campaign.server';
import type { Route } from './+types/campaign-booking-ics';

/** The booking's calendar file (`.ics`), as it stands now: a resource route of the manage link. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { locale, slug } = campaignParams({ context, params });
  return inviteResponse(locale, slug, params.token);
}
