import { Form, Link, data, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { OpsCampaign, OpsRegistrationSummary } from '@oriel/contracts/campaign-ops';
import { Button, Notice, PageHeader } from '../components/admin-ui';
import { StudioTextField } from '../components/studio-field';
import { CampaignTabs, RegistrationTable } from '../components/campaign-ops';
import { required, signInFirst, studioApi } from '../lib/api.server';
import type { Route } from './+types/campaign-registrations';
import { keepTypingOnFailure } from '../lib/keep-typing';

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `Registrations · ${params.slug} · Studio` }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').slice(0, 100);
  const optOuts = url.searchParams.get('view') === 'opt-outs';
  const slug = encodeURIComponent(params.slug);
  const [campaigns, registrations] = await Promise.all([
    required(request, studioApi<OpsCampaign[]>(request, '/api/studio/campaigns')),
    required(request, studioApi<OpsRegistrationSummary[]>(request, optOuts ? `/api/studio/campaigns/${slug}/opt-outs` : `/api/studio/campaigns/${slug}/registrations?q=${encodeURIComponent(q)}`)),
  ]);
  const campaign = campaigns.find((c) => c.slug === params.slug);
  if (!campaign) throw new Response(`No campaign called “${params.slug}”.`, { status: 404 });
  return { campaign, registrations, q, optOuts };
}

/** PDPO "purge now": the form repeats the campaign's slug; the data service checks it again. */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const answer = await studioApi<{ deleted: number }>(request, `/api/studio/campaigns/${encodeURIComponent(params.slug)}/purge`, { method: 'POST', body: { confirm: String(form.get('confirm') ?? '') } });
  if (answer.status === 401) throw signInFirst(request);
  return data(
    { ok: answer.ok, message: answer.ok ? `Purged: ${answer.data.deleted} registration${answer.data.deleted === 1 ? '' : 's'} deleted. Slot counts are kept.` : (answer.error?.message ?? 'Not purged.') },
    { status: answer.ok ? 200 : answer.status },
  );
}

/** A post that fails (session ended, server unreachable) keeps the form as typed (lib/keep-typing.ts). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepTypingOnFailure(serverAction);

export default function CampaignRegistrations() {
  const { campaign, registrations, q, optOuts } = useLoaderData<typeof loader>();
  const purge = useActionData<typeof clientAction>();
  const purging = useNavigation().formMethod === 'POST';
  const base = `/studio/campaigns/${campaign.slug}/registrations`;
  return (
    <>
      <p className="studio-crumbs">
        <Link to="/studio/campaigns">Campaigns</Link> / {campaign.slug}
      </p>
      <PageHeader title={`${campaign.slug}: registrations`}>
        <a className="studio-button" href={`${base}.csv`} download>
          Export CSV
        </a>
      </PageHeader>
      <CampaignTabs slug={campaign.slug} />
      <Form method="get" role="search" className="studio-filters" aria-label="Registrations">
        <label>
          Reference, phone, email or name
          <input type="search" name="q" defaultValue={q} maxLength={100} />
        </label>
        <Button type="submit" variant="primary">
          Search
        </Button>
        {q || optOuts ? (
          <Link to={base} className="studio-button" data-variant="quiet">
            Show all
          </Link>
        ) : null}
      </Form>
      <p className="studio-muted" role="status">
        {optOuts ? `${registrations.length} registration${registrations.length === 1 ? '' : 's'} opted out of direct marketing.` : q ? `${registrations.length} match${registrations.length === 1 ? '' : 'es'} for “${q}”.` : `${campaign.registrations} registration${campaign.registrations === 1 ? '' : 's'}; the latest 50 below.`}
      </p>
      <RegistrationTable registrations={registrations} slug={campaign.slug} query={q} />

      <section aria-labelledby="pdpo-title" className="studio-section">
        <h2 id="pdpo-title">Personal data (PDPO)</h2>
        <p>
          Registrations are kept until <strong>{campaign.retentionUntil}</strong>, then deleted automatically by the scheduled purge: there is nothing to do here. To delete them sooner, use “Purge now” below.
        </p>
        <p>
          {campaign.optOuts} registration{campaign.optOuts === 1 ? '' : 's'} opted out of direct marketing. <Link to={`${base}?view=opt-outs`}>See the opt-outs</Link> (the CSV export marks them too, in its column “marketing_opt_out”).
        </p>
        {purge ? <Notice tone={purge.ok ? 'success' : 'error'}>{purge.message}</Notice> : null}
        <Form method="post" className="studio-danger-zone studio-stack studio-narrow" aria-labelledby="purge-title">
          <h3 id="purge-title">Purge now</h3>
          <p>Deletes every registration of this campaign now, before the retention date. It cannot be undone; the slot counts stay.</p>
          <StudioTextField label={`Type ${campaign.slug} to confirm`} name="confirm" autoComplete="off" required spellCheck={false} />
          <div>
            <Button type="submit" variant="danger" disabled={purging}>
              {purging ? 'Purging…' : 'Purge registrations now'}
            </Button>
          </div>
        </Form>
      </section>
    </>
  );
}
