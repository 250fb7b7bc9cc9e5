import { Form, Link, data, useActionData, useLoaderData } from 'react-router';
import type { OpsRegistrationDetail } from '@oriel/contracts/campaign-ops';
import { Button, Notice, PageHeader } from '../components/admin-ui';
import { CampaignTabs, RegistrationDetails, hongKongDateTime } from '../components/campaign-ops';
import { required, signInFirst, studioApi } from '../lib/api.server';
import type { Route } from './+types/campaign-registration';
import { keepTypingOnFailure } from '../lib/keep-typing';

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.registration.reference ?? 'Registration'} · Studio` }];
}

/** A change of the booking's life: booked, moved, cancelled, by the visitor or staff. */
interface BookingEvent {
  event: 'booked' | 'moved' | 'cancelled';
  actor: 'visitor' | 'staff';
  at: string;
  fromStartsAt: string | null;
  toStartsAt: string | null;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const registration = await required(request, studioApi<OpsRegistrationDetail>(request, `/api/studio/campaigns/${encodeURIComponent(params.slug)}/registrations/${encodeURIComponent(params.id)}`));
  const lifecycle = await required(request, studioApi<BookingEvent[]>(request, `/api/studio/registrations/${encodeURIComponent(params.id)}/history`));
  return { registration, slug: params.slug, lifecycle, cancelled: lifecycle.at(-1)?.event === 'cancelled' };
}

/**
 * Two intents: PDPO, record that the visitor objects to direct marketing (told by phone, email or
 * in a boutique); cancel the booking (the visitor asked staff), which returns the place to its
 * session and tells the visitor by SMS and email in their language (the data service does both).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  const id = encodeURIComponent(params.id);
  if (intent === 'cancel' && form.get('confirm') !== 'yes') {
    return data({ ok: false, message: 'Tick "The visitor asked to cancel" to cancel the booking.' }, { status: 400 });
  }
  const answer =
    intent === 'cancel'
      ? await studioApi(request, `/api/studio/registrations/${id}/cancel`, { method: 'POST' })
      : await studioApi(request, `/api/studio/campaigns/${encodeURIComponent(params.slug)}/registrations/${id}/opt-out`, { method: 'POST' });
  if (answer.status === 401) throw signInFirst(request);
  const done = intent === 'cancel' ? 'Booking cancelled: the place is back in its session and the visitor is told by SMS (and email when given).' : 'Opt-out recorded: no direct marketing to this person.';
  return data({ ok: answer.ok, message: answer.ok ? done : (answer.error?.message ?? 'Not changed.') }, { status: answer.ok ? 200 : answer.status });
}

/** A post that fails (session ended, server unreachable) keeps the form as typed (lib/keep-typing.ts). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepTypingOnFailure(serverAction);

export default function CampaignRegistration() {
  const { registration: r, slug, lifecycle, cancelled } = useLoaderData<typeof loader>();
  const result = useActionData<typeof clientAction>();
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
          <input type="hidden" name="intent" value="opt-out" />
          <Button type="submit">Record opt-out of direct marketing</Button>
        </Form>
      )}
      {cancelled ? (
        <p className="studio-section">
          <strong>This booking is cancelled.</strong>
        </p>
      ) : (
        <Form method="post" className="studio-section studio-danger-zone" aria-labelledby="cancel-title">
          <h2 id="cancel-title">Cancel this booking</h2>
          <p>The place returns to its session at once; the visitor is told by SMS (and email when given) in the language they booked in. A session that has begun, or a campaign that has ended, cannot be changed.</p>
          <input type="hidden" name="intent" value="cancel" />
          <label>
            <input type="checkbox" name="confirm" value="yes" required /> The visitor asked to cancel
          </label>{' '}
          <Button type="submit">Cancel booking</Button>
        </Form>
      )}
      <section aria-labelledby="history-title" className="studio-section">
        <h2 id="history-title">History</h2>
        <ul className="studio-history">
          <li>
            {hongKongDateTime(r.createdAt)}: registered online ({r.locale === 'en' ? 'English' : 'Traditional Chinese'} page)
          </li>
          {lifecycle.filter((h) => h.event !== 'booked').map((h) => (
            <li key={`${h.at}-${h.event}`}>
              {hongKongDateTime(h.at)}: {h.event === 'moved' ? `moved from ${h.fromStartsAt ? hongKongDateTime(h.fromStartsAt) : '?'} to ${h.toStartsAt ? hongKongDateTime(h.toStartsAt) : '?'}` : h.event} by {h.actor === 'staff' ? 'staff' : 'the visitor'}
            </li>
          ))}
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
