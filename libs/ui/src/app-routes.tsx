import type { ReactNode } from 'react';
import { Outlet, type ShouldRevalidateFunctionArgs, useLocation, useRouteLoaderData } from 'react-router';
import { type AppName, localeFromPathname } from '@oriel/i18n';
import { ConsentProvider, type ConsentState } from './consent';
import type { ThirdPartyConfig } from './consent/third-party';
import { Document, type GateState } from './document';
import type { FooterBoutique } from './footer/footer';
import type { HeaderMenu } from './header/navigation';
import { FrameError, SiteFrame } from './site-frame';
import { PreviewBar } from './preview-bar/preview-bar';

// The root and locale-layout route modules of both apps are the same glue around the frame: the
// pieces live here once, and each app's modules pass only what is its own (its name, its data
// client and clock in the root loader).

/** What the root loader of both apps returns (each app checks its loader against it with `satisfies`). */
export interface RootData {
  frame: { menu: HeaderMenu | null; year: number; boutiques?: readonly FooterBoutique[] };
  gate: GateState;
  thirdParty: ThirdPartyConfig;
  /** The visitor's cookie choice as the request's cookie tells it (`consentFromRequest`). */
  consent: ConsentState;
  /** On a studio preview link: the moment the page shows (`studioPreviewOf`), for the "Preview — not live" bar. */
  preview?: { at: string } | null;
}

function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

/** The root `shouldRevalidate`: the menu is loaded again on every language switch, and only then. */
export function revalidateOnLanguageSwitch({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  return localeFromPathname(currentUrl.pathname) !== localeFromPathname(nextUrl.pathname);
}

/** The root `Layout`: the document with the page's gate, and the consent layer (cookie banner, consent-gated scripts). */
export function AppDocument({ app, children }: { app: AppName; children: ReactNode }) {
  const root = useRootData();
  // Only the previewed address shows the draft: a page reached from it is the live site again.
  const previewing = useLocation().search.includes('oriel-preview=');
  return (
    <Document app={app} gate={root?.gate}>
      {root?.preview && previewing ? <PreviewBar at={root.preview.at} /> : null}
      <ConsentProvider app={app} config={root?.thirdParty ?? {}} initial={root?.consent}>{children}</ConsentProvider>
    </Document>
  );
}

/** The locale layout: header, page and footer around every page, with the data the root loader prepared. */
export function LocaleLayout() {
  const frame = useRootData()?.frame;
  return (
    <SiteFrame menu={frame?.menu ?? null} year={frame?.year ?? new Date().getFullYear()} boutiques={frame?.boutiques}>
      <Outlet />
    </SiteFrame>
  );
}

/** Any error of a page: the frame stays (its data comes from the root), the error page inside it. */
export function LocaleLayoutError({ error, wayOn }: { error: unknown; wayOn?: ReactNode }) {
  return <FrameError error={error} frame={useRootData()?.frame} wayOn={wayOn} />;
}
