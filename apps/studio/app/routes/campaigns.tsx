import { Link, useLoaderData } from 'react-router';
import type { OpsCampaign } from '@oriel/contracts/campaign-ops';
import { PageHeader } from '../components/admin-ui';
import { CampaignTable } from '../components/campaign-ops';
import { required, studioApi } from '../lib/api.server';
import type { Route } from './+types/campaigns';

export function meta() {
  return [{ title: 'Campaigns · Studio' }];
}

/** Campaign managers and admins (campaigns.write): the data service refuses an editor (403). */
export async function loader({ request }: Route.LoaderArgs) {
  return { campaigns: await required(request, studioApi<OpsCampaign[]>(request, '/api/studio/campaigns')) };
}

export default function Campaigns() {
  const { campaigns } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Campaigns">
        <Link to="/studio/campaigns/new" className="studio-button" data-slot="button" data-variant="primary">
          New campaign
        </Link>
      </PageHeader>
      <p className="studio-muted">Slots and quotas, registrations, the dashboard, and the texts and dates of each campaign. Times are Hong Kong time.</p>
      <CampaignTable campaigns={campaigns} />
    </>
  );
}
