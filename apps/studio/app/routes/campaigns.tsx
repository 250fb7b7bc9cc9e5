import { Form, Link, useLoaderData } from 'react-router';
import type { OpsCampaign } from '@oriel/contracts/campaign-ops';
import { PageHeader } from '../components/admin-ui';
import { type CampaignPhase, CampaignTable, campaignPhase, campaignPhases } from '../components/campaign-ops';
import { required, studioApi } from '../lib/api.server';
import { clock } from '../lib/clock.server';
import type { Route } from './+types/campaigns';

export function meta() {
  return [{ title: 'Campaigns · Studio' }];
}

/**
 * Every campaign, with open / upcoming / ended as a filter (`?show=`, a plain GET form). The
 * phase is the site's clock's (APP_NOW included), so the page, the filter and the public pages agree.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const campaigns = await required(request, studioApi<OpsCampaign[]>(request, '/api/studio/campaigns'));
  const show = new URL(request.url).searchParams.get('show');
  const now = clock.now().getTime();
  const phase = campaignPhases.some((p) => p.value === show) ? (show as CampaignPhase) : null;
  const counts = Object.fromEntries(campaignPhases.map((p) => [p.value, campaigns.filter((c) => campaignPhase(c, now) === p.value).length])) as Record<CampaignPhase, number>;
  return { campaigns: phase ? campaigns.filter((c) => campaignPhase(c, now) === phase) : campaigns, phase, counts, total: campaigns.length, now };
}

export default function Campaigns() {
  const { campaigns, phase, counts, total, now } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Campaigns">
        <Link to="/studio/campaigns/new" className="studio-button" data-slot="button" data-variant="primary">
          New campaign
        </Link>
      </PageHeader>
      <p className="studio-muted">Slots and quotas, registrations, the dashboard, and the texts and dates of each campaign. “Duplicate” starts a new campaign from one. Times are Hong Kong time.</p>
      <Form method="get" className="studio-filter" aria-label="Show campaigns">
        <span className="studio-field studio-inline-field">
          <label htmlFor="campaign-show">Show</label>
          <select id="campaign-show" name="show" defaultValue={phase ?? ''} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
            <option value="">All ({total})</option>
            {campaignPhases.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label} ({counts[p.value]})
              </option>
            ))}
          </select>
        </span>
        <noscript>
          <button type="submit" className="studio-button" data-slot="button" data-variant="secondary">
            Show
          </button>
        </noscript>
      </Form>
      <CampaignTable campaigns={campaigns} now={now} filtered={phase ? campaignPhases.find((p) => p.value === phase)!.label : null} />
    </>
  );
}
