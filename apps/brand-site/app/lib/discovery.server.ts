import { type CampaignSummary, campaignsAhead } from '@oriel/data-client';

/** What the "Try before you choose" band may promise: the campaign open now or coming next, or none. */
export interface DiscoveryBandData {
  campaign: { slug: string; title: string; summary: string; state: 'open' | 'upcoming'; date: string } | null;
}

/**
 * The band's campaign, by the data service's clock: the open one (closing date), else the next to
 * open (opening date). None, or a data service that does not answer, leaves the band promising
 * only what is always true (the boutiques), never a sample. The list is the frame's own read.
 */
export async function loadDiscoveryBand(campaigns: Promise<CampaignSummary[]>): Promise<DiscoveryBandData> {
  try {
    const next = campaignsAhead(await campaigns)[0];
    if (!next || (next.state !== 'open' && next.state !== 'upcoming')) return { campaign: null };
    const date = next.state === 'open' ? next.closesAt : next.opensAt;
    return { campaign: { slug: next.slug, title: next.title, summary: next.summary, state: next.state, date } };
  } catch (error) {
    console.error('campaign list load failed:', error instanceof Error ? error.message : error);
    return { campaign: null };
  }
}
