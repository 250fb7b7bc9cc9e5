import { type ReactNode, use } from 'react';
import { Links, Meta, Scripts, useLocation, useMatches } from 'react-router';
import { type AppName, I18nProvider, localeFromPathname, localeInfo, messageAreasOf, messageSlice, messageSliceUrls } from '@oriel/i18n';
import { PrereleaseGate, useGate } from './gate/prerelease-gate';
import type { PrereleaseGateConfig } from './gate/gate-config';
import { LoadingOverlay } from './page-status/loading-overlay';
import { PageStatusProvider } from './page-status/page-status';
import { ScrollManager } from './navigation-behaviour/scroll-manager';
import { ChunkErrorListener } from './navigation-behaviour/chunk-error-listener';
import { RealUserMonitoring } from './monitoring/real-user-monitoring';

/** What the root loader tells the document about the pre-release gate. */
export interface GateState {
  config: PrereleaseGateConfig | null;
  /** The request carried no unlock cookie: the gate is drawn from the first paint. */
  locked: boolean;
  /** The gate action sent this page back with a wrong pair (`?gate=wrong`): the message shows at once. */
  wrong?: boolean;
}

/**
 * The HTML document both apps render: `<html lang>` from the URL's locale, react-intl around the
 * whole tree (error boundaries included), the loading overlay and page status, the scroll
 * behaviour, the pre-release gate, and React Router's head and scripts.
 */
export function Document({ app, gate, head, children }: { app: AppName; gate?: GateState; head?: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeFromPathname(pathname);
  // The page's message slice: the frame's and the areas its routes declare. The
  // browser fetches what it has not yet (preloaded below on a first load); hydration and a
  // navigation wait for it inside their transition, before `<Meta />` calls translate().
  const areas = messageAreasOf(useMatches());
  const slice = messageSlice(locale, areas);
  const messages = slice instanceof Promise ? use(slice) : slice;
  const [gateOpen, unlockGate] = useGate(gate?.config ?? null, gate?.locked ?? false);
  return (
    <html lang={localeInfo[locale].htmlLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0b0b" />
        <link rel="icon" type="image/svg+xml" href={`${import.meta.env.BASE_URL}favicon.svg`} />
        <Meta />
        {messageSliceUrls(locale, areas).map((url) => (
          <link key={url} rel="preload" as="fetch" crossOrigin="anonymous" href={url} />
        ))}
        <Links />
        {head}
      </head>
      <body>
        <I18nProvider locale={locale} app={app} messages={messages}>
          <PageStatusProvider>
            {/* The page, out of reach while the pre-release gate covers it (`display: contents`: no box of its own). */}
            <div className="oriel-under-gate" inert={gateOpen || undefined}>
              {children}
            </div>
            <LoadingOverlay />
            <PrereleaseGate app={app} config={gate?.config ?? null} open={gateOpen} onUnlock={unlockGate} wrong={gate?.wrong ?? false} />
          </PageStatusProvider>
        </I18nProvider>
        <ScrollManager />
        <ChunkErrorListener />
        <RealUserMonitoring endpoint={app === 'discovery-trial' ? '/discovery-trial/rum' : '/rum'} />
        <Scripts />
      </body>
    </html>
  );
}
