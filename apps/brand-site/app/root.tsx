import type { ReactNode } from 'react';
import { Outlet, isRouteErrorResponse } from 'react-router';
import { Document, ErrorPage } from '@oriel/ui';
import '@oriel/ui/styles.css';
import type { Route } from './+types/root';

export function Layout({ children }: { children: ReactNode }) {
  return <Document app="brand-site">{children}</Document>;
}

export default function App() {
  return <Outlet />;
}

/** Last resort: the locale layout has its own boundary, this one catches a failing frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPage status={status} />;
}
