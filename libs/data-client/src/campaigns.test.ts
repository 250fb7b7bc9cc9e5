import { describe, expect, it } from 'vitest';
import { type CampaignSummary, campaignsAhead, groupCampaigns } from './campaigns';

const campaign = (slug: string, state: CampaignSummary['state'], opensAt: string): CampaignSummary => ({
  slug,
  state,
  opensAt,
  closesAt: opensAt,
  sessions: null,
  offers: ['sample'],
  feeHkd: null,
  feeRedeemable: false,
  giveaway: null,
  title: slug,
  kicker: '',
  summary: '',
  theme: { accent: '#b89a63', ground: '#f6f1e8' },
});

const list = [
  campaign('later', 'upcoming', '2026-03-01T00:00:00Z'),
  campaign('sooner', 'upcoming', '2026-01-01T00:00:00Z'),
  campaign('open', 'open', '2025-10-01T00:00:00Z'),
  campaign('full', 'full', '2025-09-01T00:00:00Z'),
  campaign('old', 'ended', '2023-01-01T00:00:00Z'),
  campaign('recent', 'ended', '2025-01-01T00:00:00Z'),
];

describe('campaign groups', () => {
  it('running now (open or full), upcoming soonest first, past newest first', () => {
    const groups = groupCampaigns(list);
    expect(groups.current.map((c) => c.slug)).toEqual(['full', 'open']);
    expect(groups.upcoming.map((c) => c.slug)).toEqual(['sooner', 'later']);
    expect(groups.past.map((c) => c.slug)).toEqual(['recent', 'old']);
  });

  it('the way on: what can be booked now, then what opens next; never a full or ended campaign, nor the page itself', () => {
    expect(campaignsAhead(list).map((c) => c.slug)).toEqual(['open', 'sooner', 'later']);
    expect(campaignsAhead(list, 'open').map((c) => c.slug)).toEqual(['sooner', 'later']);
    expect(campaignsAhead(list.filter((c) => c.state === 'ended'))).toEqual([]);
  });
});
