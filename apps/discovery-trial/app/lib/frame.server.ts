import { type CampaignSummary, type MenuData, fetchCampaigns, fetchMenu } from '@oriel/data-client';
import type { Locale } from '@oriel/i18n';
import { createReadCache } from '@oriel/server/read-cache';
import { serverDataClient } from './data.server';

/**
 * The frame's reads (header menu, campaign list for the Discovery trial link), shared for a few
 * seconds by every page this process renders, as the brand site's (issue 19): the root loader asked
 * the data service for both on every page. Emptied when the site's content version changes (a
 * campaign loaded, a publish: the app server's check), so a campaign change shows within seconds;
 * never shared for a studio preview (libs/server/src/read-cache.ts). Values are frozen.
 */
const readCache = createReadCache();

export const frameReads = {
  menu: (locale: Locale): Promise<MenuData> => readCache.read(`menu:${locale}`, () => fetchMenu(serverDataClient, locale)),
  campaigns: (locale: Locale): Promise<CampaignSummary[]> => readCache.read(`campaigns:${locale}`, () => fetchCampaigns(serverDataClient, locale)),
};
