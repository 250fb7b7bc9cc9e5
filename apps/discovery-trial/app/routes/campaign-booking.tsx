import { type RefObject, useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Form, Link, data, useActionData, useLocation, useNavigation, useSearchParams } from 'react-router';
import { brand } from '@oriel/config';
import type { BookingView } from '@oriel/data-client';
import { LocalizedLink, type MessagesHandle, translate, useLocale } from '@oriel/i18n';
import { keepDates } from '@oriel/ui';
import { BookingDetails } from '../booking/booking-details';
import { type ManageAnswer, loadBooking, manageAction } from '../booking/booking.server';
import { CampaignShell } from '../components/campaign-page';
import { campaignParams, loadCampaign } from '../lib/campaign.server';
import { formatDate, formatSession, withTime } from '../lib/dates';
import '../styles/campaign.css';
import type { Route } from './+types/campaign-booking';

// The campaign's shell draws the campaign page's parts (quiz, registration, code): their areas come with it.
export const handle = { messages: ['bookings', 'campaigns', 'catalogue', 'hardening', 'otp', 'quiz', 'registration'] } satisfies MessagesHandle;

/**
 * Manage my booking: `/discovery-trial/{slug}/booking/{token}` and its `/tc` twin. The
 * booking with its messages and calendar links; cancel, or move to another session of the same
 * place. Both are form posts that work without JavaScript. A link that is not valid, expired or of
 * another campaign gets a localised refusal that says nothing of any booking.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { locale, slug } = campaignParams({ context, params });
  const [campaign, answer] = await Promise.all([loadCampaign(slug, locale), loadBooking(locale, slug, params.token)]);
  // A refused link answers 404 (not valid) or 410 (expired), with the page in the visitor's language.
  return data({ locale, campaign, answer: answer.data, token: params.token }, { status: answer.init?.status ?? 200 });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { locale, slug } = campaignParams({ context, params });
  return manageAction(request, locale, slug, params.token);
}

// Personal: never cached. The link's token is sent nowhere, not even as a Referer to this site's
// own assets (the root's middleware; react-router.config.ts for the forms' `Origin: null`).
export function headers(): HeadersInit {
  return { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: translate(loaderData.locale, 'campaigns.metaTitle', { title: translate(loaderData.locale, 'bookings.manage.title'), brand: brand.name }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function CampaignBooking({ loaderData }: Route.ComponentProps) {
  const { campaign, answer: loaded, token } = loaderData;
  const acted = useActionData<typeof action>() as ManageAnswer | undefined;
  // After a change the action's answer is the booking as it now stands (the loader re-runs too).
  const answer: ManageAnswer = acted?.ok ? acted : loaded;
  const refusal = acted && !acted.ok ? acted.refusal : null;
  // The buttons are disabled while a change is posted, which drops the focus: it goes to what came
  // of it, the confirmation or the refusal.
  const outcome = useRef<HTMLParagraphElement>(null);
  const refused = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (acted) (acted.ok ? outcome : refused).current?.focus();
  }, [acted]);
  return (
    <CampaignShell campaign={campaign}>
      <section className="campaign-thanks booking-page" aria-labelledby="booking-title">
        <p className="campaign-kicker">{campaign.title}</p>
        <h1 id="booking-title">
          <FormattedMessage id={answer.ok ? 'bookings.manage.title' : 'bookings.refused.title'} />
        </h1>
        {!answer.ok ? (
          <p role="alert" data-slot="booking-refused">
            <FormattedMessage id={answer.refusal === 'expired' ? 'bookings.refused.expired' : 'bookings.refused.invalid'} />
          </p>
        ) : (
          <>
            {acted?.ok && acted.done && (
              <p ref={outcome} tabIndex={-1} role="status" className="booking__done" data-slot="booking-done">
                <FormattedMessage id={acted.done === 'cancelled' ? 'bookings.done.cancelled' : 'bookings.done.moved'} />
              </p>
            )}
            <BookingDetails booking={answer.booking} token={token ?? ''} showManageLink={false} />
            <Changes booking={answer.booking} refusal={refusal} refusalRef={refused} />
          </>
        )}
        <p className="campaign-bare__more">
          <LocalizedLink to={`/discovery-trial/${campaign.slug}`}>
            <FormattedMessage id={answer.ok && answer.booking.status === 'cancelled' && campaign.state === 'open' ? 'bookings.bookAgain' : 'campaigns.thankYou.back'} values={{ title: campaign.title }} />
          </LocalizedLink>
        </p>
      </section>
    </CampaignShell>
  );
}

const refusalMessage = (refusal: string) =>
  refusal === 'full' ? 'registration.error.timeslotOver' : refusal === 'started' || refusal === 'ended' || refusal === 'cancelled' ? `bookings.locked.${refusal}` : refusal === 'expired' ? 'bookings.refused.expired' : refusal === 'invalid' ? 'bookings.refused.invalid' : refusal === 'limit' ? 'bookings.refused.limit' : 'bookings.refused.slot';

function Changes({ booking, refusal, refusalRef }: { booking: BookingView; refusal: string | null; refusalRef: RefObject<HTMLParagraphElement | null> }) {
  const locale = useLocale();
  const { pathname } = useLocation();
  const busy = useNavigation().state !== 'idle';
  if (booking.lockedReason) {
    return (
      <p className="booking__locked" data-slot="booking-locked">
        <FormattedMessage id={`bookings.locked.${booking.lockedReason}`} />
      </p>
    );
  }
  return (
    <div className="booking__changes">
      {refusal && (
        <p ref={refusalRef} role="alert" tabIndex={-1} className="field-error" data-slot="booking-change-error">
          <FormattedMessage id={refusalMessage(refusal)} />
        </p>
      )}
      <section aria-labelledby="booking-move-title">
        <h2 id="booking-move-title" className="booking__subtitle">
          <FormattedMessage id="bookings.move.title" />
        </h2>
        {booking.moveTargets.length === 0 ? (
          <p>
            <FormattedMessage id="bookings.move.none" />
          </p>
        ) : (
          // Posted to the page's own address (not `?confirm=cancel` when the cancel question is open).
          <Form method="post" action={pathname} className="booking__move">
            <label htmlFor="booking-move-slot">
              <FormattedMessage id="bookings.move.legend" />
            </label>
            {/* Nothing chosen for the visitor: a slip of the finger must not move a booking. */}
            <select id="booking-move-slot" name="slot" required defaultValue="" className="booking__select">
              <option value="" disabled>
                {translate(locale, 'registration.choose')}
              </option>
              {booking.moveTargets.map((slot) => (
                <option key={slot.id} value={slot.id}>
                  {formatDate(locale, slot.startsAt, { weekday: 'short', ...withTime })}
                  {' · '}
                  {translate(locale, 'bookings.move.places', { count: slot.remaining })}
                </option>
              ))}
            </select>
            <button type="submit" name="intent" value="move" className="campaign-button" disabled={busy}>
              <FormattedMessage id="bookings.move.submit" />
            </button>
          </Form>
        )}
      </section>
      <CancelSection booking={booking} busy={busy} />
    </div>
  );
}

/**
 * Cancelling asks first. "Cancel my booking" only opens the question (a GET of the same page with
 * `?confirm=cancel`, so it works without JavaScript and changes nothing); "Yes, cancel my booking"
 * posts the cancellation, "Keep my booking" goes back to the section. The question takes the focus,
 * and going back gives it to "Cancel my booking" again.
 */
function CancelSection({ booking, busy }: { booking: BookingView; busy: boolean }) {
  const locale = useLocale();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const confirming = search.get('confirm') === 'cancel';
  const question = useRef<HTMLParagraphElement>(null);
  const ask = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(confirming);
  useEffect(() => {
    if (confirming) question.current?.focus();
    else if (wasConfirming.current) ask.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);
  return (
    <section id="booking-cancel" aria-labelledby="booking-cancel-title">
      <h2 id="booking-cancel-title" className="booking__subtitle">
        <FormattedMessage id="bookings.cancel.title" />
      </h2>
      {confirming ? (
        <>
          <p ref={question} id="booking-cancel-question" tabIndex={-1} data-slot="booking-cancel-question">
            <FormattedMessage id="bookings.cancel.confirm" values={{ when: keepDates(formatSession(locale, booking.startsAt, booking.endsAt)) }} />
          </p>
          {/* Posted to the page's own address: the answer shows the booking, not the question. */}
          <Form method="post" action={pathname} className="booking__confirm">
            <button type="submit" name="intent" value="cancel" className="campaign-button" aria-describedby="booking-cancel-question" disabled={busy}>
              <FormattedMessage id="bookings.cancel.yes" />
            </button>
            {/* Back to the section; with JavaScript it takes the question's place in the history (Back does not ask again). */}
            <Link to={`${pathname}#booking-cancel`} replace preventScrollReset className="campaign-button campaign-button--quiet">
              <FormattedMessage id="bookings.cancel.keep" />
            </Link>
          </Form>
        </>
      ) : (
        <>
          <p>
            <FormattedMessage id="bookings.cancel.text" />
          </p>
          <Form method="get" action={`${pathname}#booking-cancel`} preventScrollReset>
            <button ref={ask} type="submit" name="confirm" value="cancel" className="campaign-button campaign-button--quiet" disabled={busy}>
              <FormattedMessage id="bookings.cancel.submit" />
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
