import { Outlet, data, useRouteLoaderData } from 'react-router';
import { localeFromParam } from '@oriel/i18n';
import { FrameError, SiteFrame, errorPageMeta } from '@oriel/ui';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/locale-layout';

/** Only no prefix (English) or `/tc`: any other first segment is a page that does not exist. */
export function loader({ params }: Route.LoaderArgs) {
  if (!localeFromParam(params.lang)) throw data({ unmatched: true }, { status: 404 });
  return null;
}

/** An error page's title and noindex (the page route's own meta is not used then). */
export function meta({ error, params }: Route.MetaArgs) {
  return errorPageMeta({ error, params });
}

/** Header, page and footer around every page, with the data the root loader prepared. */
export default function LocaleLayout() {
  const frame = useRouteLoaderData<typeof rootLoader>('root')?.frame;
  return (
    <SiteFrame menu={frame?.menu ?? null} year={frame?.year ?? new Date().getFullYear()}>
      <Outlet />
    </SiteFrame>
  );
}

/** Any error of a page: the frame stays (its data comes from the root), the error page inside it. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <FrameError error={error} frame={useRouteLoaderData<typeof rootLoader>('root')?.frame} />;
}
