import type { ReactNode } from 'react';
import { Links, Meta, Scripts, useLocation } from 'react-router';
import { type AppName, I18nProvider, localeFromPathname, localeInfo, receivedCatalogue, registerCatalogue, type TransferredCatalogue } from '@oriel/i18n';
import { PrereleaseGate } from './gate/prerelease-gate';
import type { PrereleaseGateConfig } from './gate/gate-config';
import { LoadingOverlay } from './page-status/loading-overlay';
import { PageStatusProvider } from './page-status/page-status';
import { ScrollManager } from './navigation-behaviour/scroll-manager';
import { ChunkErrorListener } from './navigation-behaviour/chunk-error-listener';

/** What the root loader tells the document about the pre-release gate. */
export interface GateState {
  config: PrereleaseGateConfig | null;
  /** The request carried no unlock cookie: the gate is drawn from the first paint. */
  locked: boolean;
}

/**
 * The HTML document both apps render: `<html lang>` from the URL's locale, react-intl around the
 * whole tree (error boundaries included), the loading overlay and page status, the scroll
 * behaviour, the pre-release gate, and React Router's head and scripts.
 */
export function Document({
  app,
  gate,
  messages: transferredMessages,
  head,
  children,
}: {
  app: AppName;
  gate?: GateState;
  /** The page locale's message catalogue from the root loader (the browser loads no other). */
  messages?: TransferredCatalogue;
  head?: ReactNode;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const locale = localeFromPathname(pathname);
  // Before `<Meta />` renders: route `meta` functions call translate() in the browser too.
  const messages = transferredMessages ? receivedCatalogue(transferredMessages) : undefined;
  if (messages) registerCatalogue(locale, messages);
  return (
    <html lang={localeInfo[locale].htmlLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0b0b" />
        <link rel="icon" type="image/svg+xml" href={`${import.meta.env.BASE_URL}favicon.svg`} />
        <Meta />
        <Links />
        {head}
      </head>
      <body>
        <I18nProvider locale={locale} app={app} messages={messages}>
          <PageStatusProvider>
            {children}
            <LoadingOverlay />
            <PrereleaseGate config={gate?.config ?? null} locked={gate?.locked ?? false} />
          </PageStatusProvider>
        </I18nProvider>
        <ScrollManager />
        <ChunkErrorListener />
        <Scripts />
      </body>
    </html>
  );
}
