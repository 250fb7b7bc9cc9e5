import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { data } from 'react-router';
import { brand } from '@oriel/config';
import { LocalizedLink, translate, type MessagesHandle } from '@oriel/i18n';
import { track } from '@oriel/ui';
import { BookingDetails } from '../booking/booking-details';
import { loadBooking } from '../booking/booking.server';
import { CampaignShell, ThankYou } from '../components/campaign-page';
import { campaignParams, loadCampaign } from '../lib/campaign.server';
import '../styles/campaign.css';
import type { Route } from './+types/campaign-thank-you';

/** The message areas this page renders beyond the frame's: the page loads only their messages. */
export const handle = { messages: ['bookings', 'campaigns', 'catalogue', 'hardening', 'otp', 'quiz', 'registration'] } satisfies MessagesHandle;

/** Where a successful registration lands (SPEC §2, §4): no header or footer, the booking recalled. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { locale, slug } = campaignParams({ context, params });
  const campaign = await loadCampaign(slug, locale);
  if (!campaign.pages.thankYou) throw data({ unmatched: true }, { status: 404 });
  // The booking is shown as the data service has it, found by the manage token of the form's
  // redirect. A reference, time and place in the address alone are not shown: anyone can write them,
  // and the house's page confirming a made-up booking would mislead whoever is sent the link. Without
  // the token (a booking sent twice answers it once) the page thanks, and the SMS has the details.
  const reference = url.searchParams.get('ref');
  const booked = reference !== null && /^[A-Z]{3}-\d{6,}$/.test(reference);
  const token = url.searchParams.get('booking');
  const found = booked && token ? (await loadBooking(locale, slug, token)).data : null;
  const manage = found?.ok ? { token: token!, view: found.booking } : null;
  // Such a page is that visitor's alone: never cached, its address never sent anywhere.
  return data({ locale, campaign, booked, manage }, { headers: manage ? { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' } : {} });
}

export function headers({ loaderHeaders }: Route.HeadersArgs): HeadersInit {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: translate(loaderData.locale, 'campaigns.metaTitle', { title: loaderData.campaign.thankYou.headline, brand: brand.name }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function CampaignThankYou({ loaderData }: Route.ComponentProps) {
  const { campaign, booked, manage } = loaderData;
  // A booking lands here after the form's redirect: the registration is counted (no personal data).
  useEffect(() => {
    if (booked) track('registration_submitted', { campaign: campaign.slug });
  }, [booked, campaign.slug]);
  return (
    <CampaignShell campaign={campaign} bare>
      <p className="campaign-bare__brand" aria-hidden="true">
        {brand.name}
      </p>
      {/* One block: two would each take half the page's free height, a gap between words and booking. */}
      <ThankYou campaign={campaign} headingLevel={1}>
        {manage && <BookingDetails booking={manage.view} token={manage.token} showManageLink />}
      </ThankYou>
      <p className="campaign-bare__more">
        <LocalizedLink to={`/discovery-trial/${campaign.slug}`}>
          <FormattedMessage id="campaigns.thankYou.back" values={{ title: campaign.title }} />
        </LocalizedLink>
      </p>
    </CampaignShell>
  );
}
