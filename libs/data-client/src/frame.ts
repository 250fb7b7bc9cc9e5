import type { Locale } from '@oriel/i18n';
import { type CampaignSummary, fetchCampaigns } from './campaigns';
import type { DataClient } from './client';
import { fetchBoutiques } from './content';
import { type MenuData, fetchMenu } from './menu';

export interface FrameData {
  locale: Locale;
  /** null when the menu could not be loaded: the header then stays hidden (SPEC §7). */
  menu: MenuData | null;
  /** The permanent boutiques the footer names (empty when they could not be loaded: the footer links the list). */
  boutiques: FrameBoutique[];
  year: number;
}

export interface FrameBoutique {
  slug: string;
  name: string;
  district: string;
}

/** A boutique read as the footer needs it. */
interface BoutiqueRead {
  slug: string;
  kind: 'permanent' | 'pop-up';
  name: string;
  district: string;
}

/**
 * The frame's data in both apps (root loader): the header menu in the page's locale with the
 * campaign its "Discovery trial" link opens (the campaign whose file says
 * `header: true`; none, or a campaign list that does not load, and the link opens the hub), and the
 * year. Data only: where a first visit should go is the root loader's (`redirectFirstVisit`,
 * libs/server). Pages are rendered per request and the data service drops its cache when content
 * changes (`markContentChanged`), so a campaign loaded while the site runs takes the link within seconds.
 */
export async function loadFrame(args: {
  locale: Locale;
  client: DataClient;
  now: Date;
  /** How the menu is read; fetchMenu by default. */
  readMenu?: (locale: Locale) => Promise<MenuData>;
  /** How the campaign list is read (the brand site's is shared with its band); fetchCampaigns by default. */
  readCampaigns?: (locale: Locale) => Promise<CampaignSummary[]>;
  /** How the boutiques are read; fetchBoutiques by default. */
  readBoutiques?: (locale: Locale) => Promise<readonly BoutiqueRead[]>;
}): Promise<FrameData> {
  const { locale } = args;
  const boutiques = (args.readBoutiques ? args.readBoutiques(locale) : fetchBoutiques(args.client, locale, 'permanent').then((r) => r.data.map((e) => e.attributes))).then(
    (list) => list.filter((b) => b.kind === 'permanent').map(({ slug, name, district }) => ({ slug, name, district })),
    (error: unknown) => {
      console.error('boutique list load failed (the footer links the boutiques page only):', error instanceof Error ? error.message : error);
      return [];
    },
  );
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
  return { locale, menu, boutiques: await boutiques, year: args.now.getFullYear() };
}
