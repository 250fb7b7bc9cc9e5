import type { ReactNode } from 'react';
import { Outlet, useRouteLoaderData } from 'react-router';
import { Document, RootError, hasGateCookie } from '@oriel/ui';
import '@oriel/ui/styles.css';
import { prereleaseGate } from './lib/env.server';
import type { Route } from './+types/root';

/** The pre-release gate's settings, and whether this request still has to pass it (decision 024). */
export function loader({ request }: Route.LoaderArgs) {
  return { gate: { config: prereleaseGate, locked: prereleaseGate !== null && !hasGateCookie(request.headers.get('cookie')) } };
}

/** The gate state only changes with the unlock cookie, which the page itself handles. */
export function shouldRevalidate() {
  return false;
}

/** While the pre-release gate is on, nothing of the site may be indexed. */
export const middleware: Route.MiddlewareFunction[] = [
  async (_args, next) => {
    const response = await next();
    if (prereleaseGate) response.headers.set('X-Robots-Tag', 'noindex');
    return response;
  },
];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <Document app="discovery-trial" gate={data?.gate}>
      {children}
    </Document>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last resort: the locale layout has its own boundary, this one catches a failing frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RootError error={error} />;
}
