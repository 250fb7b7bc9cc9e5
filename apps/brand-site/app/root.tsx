import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { loadFrame } from '@oriel/data-client';
import { loadCatalogues, localeMiddleware, requestLocale } from '@oriel/i18n';
import { AppDocument, RootError, type RootData, consentFromRequest, fontPreloadLinks, hasGateCookie, revalidateOnLanguageSwitch } from '@oriel/ui';
import '@oriel/ui/styles.css';
import { content } from './lib/content.server';
import { serverDataClient } from './lib/data.server';
import { now } from './lib/clock.server';
import { type DiscoveryBandData, loadDiscoveryBand } from './lib/discovery.server';
import { prereleaseGate, thirdParty } from './lib/env.server';
import type { Route } from './+types/root';

/**
 * The frame's data (locale check, first-visit redirect to /tc, header menu) and the pre-release
 * gate. Loaded at the root so an error page anywhere below still has its header (decision 020).
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  // An unknown prefix (`/fr/...`) is English: the English tree's catch-all answers its 404.
  const locale = requestLocale(context);
  const [frame, discovery] = await Promise.all([loadFrame({ request, locale, client: serverDataClient, now: now(), readMenu: content.menu, readCampaigns: content.campaigns }), loadDiscoveryBand(locale)]);
  return { frame, discovery, gate: { config: prereleaseGate, locked: prereleaseGate !== null && !hasGateCookie(request.headers.get('cookie')) }, thirdParty, consent: consentFromRequest(request, url) } satisfies RootData & { discovery: DiscoveryBandData };
}

/** The menu is loaded again on every language switch, and only then. */
export const shouldRevalidate = revalidateOnLanguageSwitch;

/** While the pre-release gate is on, nothing of the site may be indexed. */
export const middleware: Route.MiddlewareFunction[] = [
  // The locale, once per request, for every loader and action below (decision 170).
  localeMiddleware,
  async (_args, next) => {
    // Every catalogue is in memory before any loader, meta or render calls translate().
    await loadCatalogues();
    const response = await next();
    if (prereleaseGate) response.headers.set('X-Robots-Tag', 'noindex');
    return response;
  },
];

export function links() {
  return fontPreloadLinks;
}

export function Layout({ children }: { children: ReactNode }) {
  return <AppDocument app="brand-site">{children}</AppDocument>;
}

export default function App() {
  return <Outlet />;
}

/** Last resort: the locale layout has its own boundary, this one catches a failing frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RootError error={error} />;
}
