import { Outlet, useRouteLoaderData } from 'react-router';
import { DataProvider, loadFrame } from '@oriel/data-client';
import { FrameError, SiteFrame } from '@oriel/ui';
import { serverDataClient } from '../lib/data.server';
import type { Route } from './+types/locale-layout';

export function loader({ params, request }: Route.LoaderArgs) {
  return loadFrame({ request, lang: params.lang, client: serverDataClient, now: new Date() });
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <DataProvider state={loaderData.dehydratedState}>
      <SiteFrame menu={loaderData.menu} year={loaderData.year}>
        <Outlet />
      </SiteFrame>
    </DataProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <FrameError error={error} frame={useRouteLoaderData<typeof loader>('routes/locale-layout')} />;
}
