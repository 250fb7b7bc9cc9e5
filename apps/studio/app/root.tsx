import { type ReactNode, useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from 'react-router';
import '@oriel/ui/styles.css';
import { restoreTypedTextSoon } from '@oriel/ui/typed-before-hydration';
import './styles/studio.css';
import type { Route } from './+types/root';
import { refusedStudioPost } from './lib/request-guard.server';

/**
 * The studio is staff-only: never indexed, never kept by a shared cache. A form
 * posted from another origin or site, or a body that is not a readable form, is refused before
 * any action runs (lib/request-guard.server.ts; the session cookie is SameSite=Strict too).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    const refused = await refusedStudioPost(request);
    if (refused) throw refused;
    const response = (await next()) as Response;
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
    response.headers.set('Cache-Control', 'private, no-store');
    response.headers.set('Referrer-Policy', 'same-origin');
    return response;
  },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <link rel="icon" href="/studio/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="studio">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Hydrated: the text typed while the scripts loaded goes back into its field as an edit
  // (entry.client.tsx), and the page says it is interactive (`data-hydrated`; the e2e tests type only then).
  useEffect(() => {
    restoreTypedTextSoon();
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? String(error.data) : 'Something went wrong. Please try again.';
  return (
    <main className="studio-error" id="main">
      <title>{`${status} · Studio`}</title>
      <h1>{status === 403 ? 'Not allowed' : status === 404 ? 'Not found' : 'Something went wrong'}</h1>
      <p role="alert">{message}</p>
      <p>
        <a href="/studio">Back to the studio</a>
      </p>
    </main>
  );
}
