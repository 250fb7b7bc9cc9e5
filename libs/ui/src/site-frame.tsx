import { type ReactNode, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { isRouteErrorResponse, useLocation } from 'react-router';
import { ErrorPage, SafeErrorPage } from './error-page/error-page';
import { Footer, type FooterBoutique } from './footer/footer';
import { Header } from './header/header';
import type { HeaderMenu } from './header/navigation';
import { isChunkLoadError, reloadAfterChunkError } from './navigation-behaviour/chunk-reload';
import { PageTransition } from './navigation-behaviour/page-transition';

/** SPEC §2: no header or footer when the last path segment is `edm` or `thank-you`. */
export function isBareFramePath(pathname: string): boolean {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return last === 'edm' || last === 'thank-you';
}

/**
 * Header, page and footer: the frame every page of both apps sits in. The header appears only
 * once its menu data has loaded (`menu` null: the menu call failed, it was logged, no header).
 */
export function SiteFrame({ menu, year, boutiques, children }: { menu: HeaderMenu | null; year: number; boutiques?: readonly FooterBoutique[]; children: ReactNode }) {
  const { pathname } = useLocation();
  const bare = isBareFramePath(pathname);
  return (
    <>
      <a className="oriel-skip" href="#main-content">
        <FormattedMessage id="nav.skip" />
      </a>
      {!bare && menu && <Header menu={menu} />}
      <div id="main-content" className="oriel-main" tabIndex={-1} data-bare={bare ? 'true' : undefined} data-header={!bare && menu ? 'true' : undefined}>
        <PageTransition>{children}</PageTransition>
      </div>
      {!bare && <Footer year={year} boutiques={boutiques} />}
    </>
  );
}

/** Status and whether the route was unmatched, from whatever a loader or render threw. */
export function errorStatus(error: unknown): { status: number; unmatched: boolean } {
  if (isRouteErrorResponse(error)) {
    return { status: error.status, unmatched: Boolean((error.data as { unmatched?: boolean } | null)?.unmatched) };
  }
  return { status: 500, unmatched: false };
}

/** A missing chunk after a deploy reloads the page (at most once a minute) instead of showing an error. */
function useChunkErrorReload(error: unknown): boolean {
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) reloadAfterChunkError();
  }, [chunk, error]);
  return chunk;
}

/** The error boundary of the locale layout in both apps: the frame (when its data loaded) around the error page. */
export function FrameError({
  error,
  frame,
  wayOn,
}: {
  error: unknown;
  frame: { menu: HeaderMenu | null; year: number; boutiques?: readonly FooterBoutique[] } | undefined;
  wayOn?: ReactNode;
}) {
  const { status, unmatched } = errorStatus(error);
  useChunkErrorReload(error);
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <SafeErrorPage>
      <SiteFrame menu={frame?.menu ?? null} year={frame?.year ?? new Date().getFullYear()} boutiques={frame?.boutiques}>
        <ErrorPage status={status} unmatched={unmatched} wayOn={wayOn} />
      </SiteFrame>
    </SafeErrorPage>
  );
}

/** The root error boundary of both apps: the frame itself failed, so the error page stands alone. */
export function RootError({ error }: { error: unknown }) {
  const { status, unmatched } = errorStatus(error);
  useChunkErrorReload(error);
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <SafeErrorPage>
      <ErrorPage status={status} unmatched={unmatched} />
    </SafeErrorPage>
  );
}
