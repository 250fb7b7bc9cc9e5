import { useEffect } from 'react';
import { Link, useLoaderData } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpsDashboard } from '@oriel/contracts/campaign-ops';
import { PageHeader } from '../components/admin-ui';
import { FillPerLocationChart, FillPerSlotChart, RegistrationsPerDayChart } from '../components/campaign-charts';
import { CampaignTabs, ErrorState, PlacesFigure } from '../components/campaign-ops';
import { QueryIsland } from '../components/presence';
import { liveQuery } from '../lib/live-data';
import { required, studioApi } from '../lib/api.server';
import type { Route } from './+types/campaign-dashboard';

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `Dashboard · ${params.slug} · Studio` }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const dashboard = await required(request, studioApi<OpsDashboard>(request, `/api/studio/campaigns/${encodeURIComponent(params.slug)}/dashboard`));
  return { dashboard, loadedAt: Date.now() };
}

/** The figures refresh every 15 seconds while the page is open, and when the window is focused again. */
export const refreshMs = 15_000;

export default function CampaignDashboard() {
  return (
    <QueryIsland>
      <LiveDashboard />
    </QueryIsland>
  );
}

function LiveDashboard() {
  const { dashboard: loaded, loadedAt } = useLoaderData<typeof loader>();
  const slug = loaded.campaign.slug;
  const query = useQuery(liveQuery(['campaign-dashboard', slug], `/studio/campaigns/${encodeURIComponent(slug)}/dashboard.json`, loaded, { every: refreshMs, loadedAt }));
  const queryClient = useQueryClient();
  // A navigation back to the page brings the loader's fresh figures: they replace the polled ones.
  useEffect(() => {
    queryClient.setQueryData(['campaign-dashboard', slug], loaded, { updatedAt: loadedAt });
  }, [loaded, loadedAt, queryClient, slug]);
  const dashboard = query.data ?? loaded;
  const updated = new Date(query.dataUpdatedAt || loadedAt).toLocaleTimeString('en-GB', { timeZone: 'Asia/Hong_Kong', hour12: false });
  return (
    <>
      <p className="studio-crumbs">
        <Link to="/studio/campaigns">Campaigns</Link> / {slug}
      </p>
      <PageHeader title={`${slug}: dashboard`} />
      <CampaignTabs slug={slug} />
      <PlacesFigure booked={dashboard.campaign.booked} quota={dashboard.campaign.quota} />
      <p className="studio-muted" data-testid="dashboard-updated">
        Figures as of {updated} (Hong Kong), refreshed every {refreshMs / 1000} seconds.
      </p>
      {query.isError ? <ErrorState message={`${query.error.message} The figures shown are from ${updated}.`} onRetry={() => void query.refetch()} /> : null}
      <div className="studio-charts">
        <RegistrationsPerDayChart perDay={dashboard.perDay} />
        <FillPerLocationChart perLocation={dashboard.perLocation} />
        <FillPerSlotChart perSlot={dashboard.perSlot} />
      </div>
    </>
  );
}
