import type { Locale } from '@oriel/i18n';
import { type CampaignSummary, fetchCampaigns } from './campaigns';
import type { DataClient } from './client';
import { type MenuData, fetchMenu } from './menu';

export interface FrameData {
  locale: Locale;
  /** null when the menu could not be loaded: the header then stays hidden (SPEC §7). */
  menu: MenuData | null;
  year: number;
}

/**
 * The frame's data in both apps (root loader): the header menu in the page's locale with the
 * campaign its "Discovery trial" link opens (decision 191: the campaign whose file says
 * `header: true`; none, or a campaign list that does not load, and the link opens the hub), and the
 * year. Data only: where a first visit should go is the root loader's (`redirectFirstVisit`,
 * libs/server). Pages are rendered per request and the data service drops its cache when content
 * changes (`markContentChanged`), so a campaign loaded while the site runs takes the link within seconds.
 */
export async function loadFrame(args: {
  locale: Locale;
  client: DataClient;
  now: Date;
  /** How the menu is read (the brand site's shares its reads for a few seconds); fetchMenu by default. */
  readMenu?: (locale: Locale) => Promise<MenuData>;
  /** How the campaign list is read (the brand site's is shared with its band); fetchCampaigns by default. */
  readCampaigns?: (locale: Locale) => Promise<CampaignSummary[]>;
}): Promise<FrameData> {
  const { locale } = args;
  const headerCampaign = (args.readCampaigns ? args.readCampaigns(locale) : fetchCampaigns(args.client, locale)).then(
    (campaigns) => campaigns.find((c) => c.header)?.slug ?? null,
    (error: unknown) => {
      console.error('campaign list load failed (the Discovery trial link opens the hub):', error instanceof Error ? error.message : error);
      return null;
    },
  );
  let menu: MenuData | null = null;
  try {
    menu = { ...(await (args.readMenu ? args.readMenu(locale) : fetchMenu(args.client, locale))), discoveryTrialSlug: await headerCampaign };
  } catch (error) {
    // SPEC §7: a menu failure is only logged; the header stays hidden.
    console.error('menu load failed:', error instanceof Error ? error.message : error);
  }
  await headerCampaign;
  return { locale, menu, year: args.now.getFullYear() };
}
