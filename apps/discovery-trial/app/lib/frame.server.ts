import { type CampaignSummary, type MenuData, fetchCampaigns, fetchMenu } from '@oriel/data-client';
import type { Locale } from '@oriel/i18n';
import { serverDataClient } from './data.server';

/** The frame's reads (header menu, campaign list for the Discovery trial link) from the data service. */
export const frameReads = {
  menu: (locale: Locale): Promise<MenuData> => fetchMenu(serverDataClient, locale),
  campaigns: (locale: Locale): Promise<CampaignSummary[]> => fetchCampaigns(serverDataClient, locale),
};
