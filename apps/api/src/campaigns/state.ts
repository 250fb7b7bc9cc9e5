/**
 * The states of SPEC §4 for a campaign, from its dates, the clock and what is left to book:
 * `upcoming` before it opens, `ended` once it closes, `full` when it takes reservations but no
 * place is left in any slot still to come, `open` otherwise.
 */
export type CampaignState = 'upcoming' | 'open' | 'full' | 'ended';

export function campaignState(campaign: { opens_at: Date; closes_at: Date; registration_kind: string | null }, now: Date, remaining: number): CampaignState {
  if (now.getTime() < new Date(campaign.opens_at).getTime()) return 'upcoming';
  if (now.getTime() >= new Date(campaign.closes_at).getTime()) return 'ended';
  if (campaign.registration_kind && remaining <= 0) return 'full';
  return 'open';
}

export type GiveawayState = 'open' | 'closed';

export function giveawayState(closesAt: Date, now: Date): GiveawayState {
  return now.getTime() < new Date(closesAt).getTime() ? 'open' : 'closed';
}
