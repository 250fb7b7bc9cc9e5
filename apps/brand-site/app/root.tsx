import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { loadFrame } from '@oriel/data-client';
import { localeMiddleware, requestLocale } from '@oriel/i18n';
import { addressCarriesToken, frameMiddleware, gateLocked, noReferrerForTokenPages, redirectFirstVisit, studioPreviewOf } from '@oriel/server/frame';
import { AppDocument, RootError, type RootData, consentFromRequest, fontPreloadLinks, gateSaidWrong, revalidateOnLanguageSwitch } from '@oriel/ui';
import '@oriel/ui/styles.css';
import { content } from './lib/content.server';
import { serverDataClient } from './lib/data.server';
import { now } from './lib/clock.server';
import { type DiscoveryBandData, loadDiscoveryBand } from './lib/discovery.server';
import { prereleaseGate, thirdParty } from './lib/env.server';
import type { Route } from './+types/root';

/**
 * The frame's data (first-visit redirect to /tc, header menu) and the pre-release gate. Loaded at the root so an error page anywhere below still has its header.
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const locale = requestLocale(context);
  redirectFirstVisit(request);
  // One read of the campaign list serves the header's link and the band.
  const campaigns = content.campaigns(locale);
  const [frame, discovery] = await Promise.all([
    loadFrame({ locale, client: serverDataClient, now: now(), readMenu: content.menu, readCampaigns: () => campaigns, readBoutiques: content.boutiques }),
    loadDiscoveryBand(campaigns),
  ]);
  return { frame, discovery, gate: { config: prereleaseGate, locked: gateLocked(request, prereleaseGate), wrong: gateSaidWrong(url) }, thirdParty: addressCarriesToken(url) ? {} : thirdParty, consent: consentFromRequest(request, url), preview: studioPreviewOf(url, now()) } satisfies RootData & { discovery: DiscoveryBandData };
}

/** The menu is loaded again on every language switch, and only then. */
export const shouldRevalidate = revalidateOnLanguageSwitch;

/**
 * The locale once per request; catalogues in memory before anything translates; noindex while the pre-release gate is on;
 * a page whose address holds a token (manage, thank-you, preview) sends no Referer and loads no third-party script.
 */
export const middleware: Route.MiddlewareFunction[] = [localeMiddleware, frameMiddleware({ noindex: prereleaseGate !== null }), noReferrerForTokenPages];

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
