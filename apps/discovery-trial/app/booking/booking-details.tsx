import { FormattedMessage } from 'react-intl';
import type { BookingView } from '@oriel/data-client';
import { localePath, useLocale } from '@oriel/i18n';
import { formatSession } from '../lib/dates';

/** Where a booking's manage page and its calendar file are (the token is the link's secret). */
export function bookingPaths(locale: ReturnType<typeof useLocale>, slug: string, token: string) {
  const manage = localePath(locale, `/discovery-trial/${slug}/booking/${token}`);
  return { manage, invite: `${manage}/calendar.ics` };
}

/** A booking's facts, what was sent, and the calendar links (thank-you page and manage page). */
export function BookingDetails({ booking, token, showManageLink }: { booking: BookingView; token: string; showManageLink: boolean }) {
  const locale = useLocale();
  const paths = bookingPaths(locale, booking.campaign, token);
  const live = booking.status !== 'cancelled';
  return (
    <div className="booking" data-slot="booking" data-status={booking.status}>
      <dl className="campaign-facts">
        <div>
          <dt>
            <FormattedMessage id="bookings.reference" />
          </dt>
          <dd data-slot="booking-reference">{booking.reference}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="bookings.statusLabel" />
          </dt>
          <dd data-slot="booking-status">
            <FormattedMessage id="bookings.status" values={{ status: booking.status }} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="bookings.when" />
          </dt>
          <dd data-slot="booking-when">
            {formatSession(locale, booking.startsAt, booking.endsAt)}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="bookings.where" />
          </dt>
          <dd>
            {booking.locationName}
            <br />
            {booking.locationAddress}
          </dd>
        </div>
        {booking.feeHkd ? (
          <div>
            <dt>
              <FormattedMessage id="bookings.feeLabel" />
            </dt>
            <dd>
              <FormattedMessage id="bookings.fee" values={{ fee: booking.feeHkd, redeemable: String(booking.feeRedeemable) }} />
            </dd>
          </div>
        ) : null}
      </dl>
      <section className="booking__sent" aria-labelledby="booking-sent-title">
        <h2 id="booking-sent-title" className="booking__subtitle">
          <FormattedMessage id="bookings.sent.title" />
        </h2>
        <ul data-slot="booking-messages">
          {latestMessages(booking).map((m) => (
            <li key={`${m.kind}-${m.channel}`}>
              <FormattedMessage id="bookings.sent.message" values={{ sent: String(m.sent), channel: m.channel, to: m.to }} />
            </li>
          ))}
          {booking.messages.length === 0 && (
            <li>
              <FormattedMessage id="bookings.sent.none" />
            </li>
          )}
        </ul>
      </section>
      {live && (
        <ul className="booking__links">
          <li>
            {/* A resource route: a plain download, not a client-side navigation. */}
            <a href={paths.invite} download data-slot="booking-ics">
              <FormattedMessage id="bookings.calendar.ics" />
            </a>
          </li>
          <li>
            <a href={booking.googleCalendarUrl} target="_blank" rel="noopener noreferrer">
              <FormattedMessage id="bookings.calendar.google" />
            </a>
          </li>
          {showManageLink && (
            <li>
              <a href={paths.manage} data-slot="booking-manage">
                <FormattedMessage id="bookings.manageLink" />
              </a>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

/** The messages of the booking's last event (confirmation, change or cancellation), one per channel. */
function latestMessages(booking: BookingView) {
  const last = booking.messages.filter((m) => m.kind !== 'reminder').at(-1)?.kind;
  return booking.messages.filter((m) => m.kind === last);
}
