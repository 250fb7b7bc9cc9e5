import { Form, Link, data, redirect, useActionData, useLoaderData } from 'react-router';
import type { OpsRegistrationDetail } from '@oriel/contracts/campaign-ops';
import { Button, Notice, PageHeader } from '../components/admin-ui';
import { CampaignTabs, RegistrationDetails, hongKongDateTime } from '../components/campaign-ops';
import { required, studioApi } from '../lib/api.server';
import type { Route } from './+types/campaign-registration';

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.registration.reference ?? 'Registration'} · Studio` }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const registration = await required(request, studioApi<OpsRegistrationDetail>(request, `/api/studio/campaigns/${encodeURIComponent(params.slug)}/registrations/${encodeURIComponent(params.id)}`));
  return { registration, slug: params.slug };
}

/** PDPO: record that the visitor objects to direct marketing (told by phone, email or in a boutique). */
export async function action({ request, params }: Route.ActionArgs) {
  const answer = await studioApi(request, `/api/studio/campaigns/${encodeURIComponent(params.slug)}/registrations/${encodeURIComponent(params.id)}/opt-out`, { method: 'POST' });
  if (answer.status === 401) throw redirect(`/studio/sign-in?next=${encodeURIComponent(new URL(request.url).pathname)}`);
  return data({ ok: answer.ok, message: answer.ok ? 'Opt-out recorded: no direct marketing to this person.' : (answer.error?.message ?? 'Not recorded.') }, { status: answer.ok ? 200 : answer.status });
}

// Cancelling a booking belongs to the booking-lifecycle work (issue 13): its staff endpoint is not
// on main yet, so this page has no Cancel button rather than a button that would do nothing.
export default function CampaignRegistration() {
  const { registration: r, slug } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <p className="studio-crumbs">
        <Link to="/studio/campaigns">Campaigns</Link> / <Link to={`/studio/campaigns/${slug}/registrations`}>{slug}</Link> / {r.reference}
      </p>
      <PageHeader title={`Registration ${r.reference}`} />
      <CampaignTabs slug={slug} />
      {result ? <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice> : null}
      <RegistrationDetails registration={r} />
      {r.marketingOptOut ? null : (
        <Form method="post" className="studio-section">
          <Button type="submit">Record opt-out of direct marketing</Button>
        </Form>
      )}
      <section aria-labelledby="history-title" className="studio-section">
        <h2 id="history-title">History</h2>
        <ul className="studio-history">
          <li>
            {hongKongDateTime(r.createdAt)}: registered online ({r.locale === 'en' ? 'English' : 'Traditional Chinese'} page)
          </li>
          {[...r.history].reverse().map((h) => (
            <li key={`${h.at}-${h.action}`}>
              {hongKongDateTime(h.at)}: {h.action} by {h.actor}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
