import { Link, useLoaderData } from 'react-router';
import type { OpsDashboard } from '@oriel/contracts/campaign-ops';
import { PageHeader } from '../components/admin-ui';
import { FillPerLocationChart, FillPerSlotChart, RegistrationsPerDayChart } from '../components/campaign-charts';
import { CampaignTabs, PlacesFigure } from '../components/campaign-ops';
import { required, studioApi } from '../lib/api.server';
import type { Route } from './+types/campaign-dashboard';

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `Dashboard · ${params.slug} · Studio` }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  return { dashboard: await required(request, studioApi<OpsDashboard>(request, `/api/studio/campaigns/${encodeURIComponent(params.slug)}/dashboard`)) };
}

export default function CampaignDashboard() {
  const { dashboard } = useLoaderData<typeof loader>();
  const slug = dashboard.campaign.slug;
  return (
    <>
      <p className="studio-crumbs">
        <Link to="/studio/campaigns">Campaigns</Link> / {slug}
      </p>
      <PageHeader title={`${slug}: dashboard`} />
      <CampaignTabs slug={slug} />
      <PlacesFigure booked={dashboard.campaign.booked} quota={dashboard.campaign.quota} />
      <div className="studio-charts">
        <RegistrationsPerDayChart perDay={dashboard.perDay} />
        <FillPerLocationChart perLocation={dashboard.perLocation} />
        <FillPerSlotChart perSlot={dashboard.perSlot} />
      </div>
    </>
  );
}
