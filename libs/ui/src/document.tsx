import type { ReactNode } from 'react';
import { Links, Meta, Scripts, ScrollRestoration, useLocation } from 'react-router';
import { type AppName, I18nProvider, localeFromPathname, localeInfo } from '@oriel/i18n';

/**
 * The HTML document both apps render: `<html lang>` from the URL's locale, react-intl around the
 * whole tree (error boundaries included), and React Router's head and scripts.
 */
export function Document({ app, children }: { app: AppName; children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeFromPathname(pathname);
  return (
    <html lang={localeInfo[locale].htmlLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#000000" />
        <link rel="icon" type="image/svg+xml" href={`${import.meta.env.BASE_URL}favicon.svg`} />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider locale={locale} app={app}>
          {children}
        </I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}
