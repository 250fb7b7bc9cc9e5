import type { ReactNode } from 'react';
import { isRouteErrorResponse, useLocation } from 'react-router';
import { ErrorPage } from './error-page';
import { Footer } from './footer';
import { type HeaderMenu, Header } from './header';

/** SPEC §2: no header or footer when the last path segment is `edm` or `thank-you`. */
export function isBareFramePath(pathname: string): boolean {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return last === 'edm' || last === 'thank-you';
}

/** Header, page and footer: the frame every page of both apps sits in. */
export function SiteFrame({ menu, year, children }: { menu: HeaderMenu | null; year: number; children: ReactNode }) {
  const { pathname } = useLocation();
  const bare = isBareFramePath(pathname);
  return (
    <>
      {!bare && menu && <Header menu={menu} />}
      {children}
      {!bare && <Footer year={year} />}
    </>
  );
}

/** The error boundary of the locale layout in both apps: the frame (when its data loaded) around the error page. */
export function FrameError({ error, frame }: { error: unknown; frame: { menu: HeaderMenu | null; year: number } | undefined }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const unmatched = isRouteErrorResponse(error) && Boolean((error.data as { unmatched?: boolean } | null)?.unmatched);
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <SiteFrame menu={frame?.menu ?? null} year={frame?.year ?? new Date().getFullYear()}>
      <ErrorPage status={status} unmatched={unmatched} />
    </SiteFrame>
  );
}
