import { data, redirect } from 'react-router';
import { type Locale, localeFromParam, rootLocaleRedirect } from '@oriel/i18n';
import type { DataClient } from './client';
import { type MenuData, menuQuery } from './menu';
import { createRequestQueryClient } from './request-query-client';

export interface FrameData {
  locale: Locale;
  /** null when the menu could not be loaded: the header then stays hidden (SPEC §7). */
  menu: MenuData | null;
  year: number;
}

/**
 * The loader of the locale layout in both apps: validates the optional `:lang?` segment (404 for
 * anything but none or `tc`), sends a first visit at `/` to `/tc` when the visitor chose Chinese,
 * and loads the header menu (through a per-request QueryClient) for the header of the page.
 */
export async function loadFrame(args: { request: Request; lang: string | undefined; client: DataClient; now: Date }): Promise<FrameData> {
  const locale = localeFromParam(args.lang);
  if (!locale) throw data({ unmatched: true }, { status: 404 });
  const target = locale === 'en' ? rootLocaleRedirect(args.request) : null;
  if (target) throw redirect(target);
  const queryClient = createRequestQueryClient();
  let menu: MenuData | null = null;
  try {
    menu = await queryClient.fetchQuery(menuQuery(args.client, locale));
  } catch (error) {
    // SPEC §7: a menu failure is only logged; the header stays hidden.
    console.error('menu load failed:', error instanceof Error ? error.message : error);
  }
  return { locale, menu, year: args.now.getFullYear() };
}
