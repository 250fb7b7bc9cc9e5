import type { Locale } from '@oriel/i18n';
import type { DataClient } from './client';
import { type MenuData, fetchMenu } from './menu';

export interface FrameData {
  locale: Locale;
  /** null when the menu could not be loaded: the header then stays hidden (SPEC §7). */
  menu: MenuData | null;
  year: number;
}

/**
 * The frame's data in both apps (root loader): the header menu in the page's locale, and the year.
 * Data only: where a first visit should go is the root loader's (`redirectFirstVisit`, libs/server).
 */
export async function loadFrame(args: {
  locale: Locale;
  client: DataClient;
  now: Date;
  /** How the menu is read (the brand site's shares its reads for a few seconds); fetchMenu by default. */
  readMenu?: (locale: Locale) => Promise<MenuData>;
}): Promise<FrameData> {
  const { locale } = args;
  let menu: MenuData | null = null;
  try {
    menu = await (args.readMenu ? args.readMenu(locale) : fetchMenu(args.client, locale));
  } catch (error) {
    // SPEC §7: a menu failure is only logged; the header stays hidden.
    console.error('menu load failed:', error instanceof Error ? error.message : error);
  }
  return { locale, menu, year: args.now.getFullYear() };
}
