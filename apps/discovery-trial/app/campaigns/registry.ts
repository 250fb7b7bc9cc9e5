import type { Campaign } from '@oriel/data-client';
import type { CampaignDesign } from './design';
import { defaultDesign } from './default-design';

/**
 * Every design folder of the app (`app/campaigns/<name>/design.tsx`), found at build time: a
 * campaign team adds a folder and nothing else. A campaign's content picks its folder with
 * `theme.design`, or by its slug; without one the default design draws it from its theme. No
 * campaign slug is written in code (campaigns are data: docs/campaigns.md).
 */
const folders = import.meta.glob<{ design: CampaignDesign }>('./*/design.tsx', { eager: true });

export const campaignDesigns: Readonly<Record<string, CampaignDesign>> = Object.fromEntries(
  Object.entries(folders).map(([path, module]) => [path.split('/')[1]!, module.design]),
);

/** The design of a campaign's pages: its own folder's, or the default design from its theme. */
export function designFor(campaign: Pick<Campaign, 'slug' | 'theme'>): CampaignDesign {
  return campaignDesigns[campaign.theme.design ?? campaign.slug] ?? defaultDesign(campaign.slug, campaign.theme);
}
