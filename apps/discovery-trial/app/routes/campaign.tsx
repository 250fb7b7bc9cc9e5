import { type ShouldRevalidateFunctionArgs, data, redirect } from 'react-router';
import { brand } from '@oriel/config';
import { postRegistration } from '@oriel/data-client';
import { fieldErrorsOf, registrationSchema } from '@oriel/forms/registration';
import { localePath, seoMeta, translate } from '@oriel/i18n';
import { CampaignPage } from '../components/campaign-page';
import type { RegistrationActionData } from '../components/registration-form';
import { campaignParams, loadCampaign, loadQuizProducts, loadSlots, loadWayOn } from '../lib/campaign.server';
import { now } from '../lib/clock.server';
import { serverDataClient } from '../lib/data.server';
import { env } from '../lib/env.server';
import '../styles/campaign.css';
import type { Route } from './+types/campaign';

export async function loader({ params, url }: Route.LoaderArgs) {
  const { locale, slug } = campaignParams({ url, params });
  const campaign = await loadCampaign(slug, locale);
  const [slots, quizProducts, wayOn] = await Promise.all([loadSlots(campaign), loadQuizProducts(campaign, locale), loadWayOn(campaign, locale)]);
  // Whole days until registration opens, by the site's clock (APP_NOW moves it like the data service's).
  const daysToOpen = campaign.state === 'upcoming' ? Math.max(1, Math.ceil((Date.parse(campaign.opensAt) - now().getTime()) / 86_400_000)) : 0;
  return { locale, campaign, slots, quizProducts, daysToOpen, wayOn, siteUrl: env.SITE_URL };
}

/**
 * After a submit, reload: a refused booking (409 "timeslot over") has changed the places left.
 * Not after a 5xx: the data service is down, the slots could not be loaded either, and the error
 * page would replace the form and everything the visitor entered (docs/hardening.md, faults).
 * When only the quiz's `?result=` changed, the campaign and its slots are what they were.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod) return actionStatus === undefined || actionStatus < 500;
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

/**
 * The form's server action: the shared schema again (the browser's check is a courtesy), then the
 * data service books. A booking goes to the campaign's thank-you page (or back to the form, which
 * shows its thank-you screen); a refusal goes back as field and form errors.
 */
export async function action({ params, request, url }: Route.ActionArgs) {
  const { locale, slug } = campaignParams({ url, params });
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return data<RegistrationActionData>({ ok: false, fields: {}, form: 'registration.error.submit' }, { status: 403 });
  const body = await request.json().catch(() => null);
  const parsed = registrationSchema.safeParse(body);
  if (!parsed.success) return data<RegistrationActionData>({ ok: false, fields: fieldErrorsOf(parsed.error) }, { status: 400 });
  const campaign = await loadCampaign(slug, locale);
  const thankYouPath = localePath(locale, `/discovery-trial/${slug}/thank-you`);
  // Honeypot filled: a bot. Answered like a success (libs/forms convention); nothing is sent on.
  if (parsed.data.website.trim() !== '') {
    if (campaign.pages.thankYou) throw redirect(thankYouPath);
    return data<RegistrationActionData>({ ok: true, booking: null });
  }
  const forwardedFor = request.headers.get('x-forwarded-for');
  const answer = await postRegistration(serverDataClient, { ...parsed.data, campaign: slug }, forwardedFor ? { 'x-forwarded-for': forwardedFor } : {});
  if (!answer.ok) {
    const headers: HeadersInit = answer.retryAfterSeconds ? { 'retry-after': String(answer.retryAfterSeconds) } : {};
    return data<RegistrationActionData>({ ok: false, fields: answer.fields, form: answer.form, retryAfterSeconds: answer.retryAfterSeconds }, { status: answer.status, headers });
  }
  if (campaign.pages.thankYou) {
    throw redirect(`${thankYouPath}?ref=${encodeURIComponent(answer.booking.reference)}&at=${encodeURIComponent(answer.booking.startsAt)}&location=${encodeURIComponent(answer.booking.location)}`);
  }
  return data<RegistrationActionData>({ ok: true, booking: answer.booking });
}

/** A refused submit's Retry-After (503 while the database is away) reaches the browser. */
export function headers({ actionHeaders }: Route.HeadersArgs): HeadersInit {
  const retryAfter = actionHeaders.get('retry-after');
  return retryAfter ? { 'retry-after': retryAfter } : {};
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { campaign, locale, siteUrl } = loaderData;
  return seoMeta({
    siteUrl,
    locale,
    path: `/discovery-trial/${campaign.slug}`,
    title: translate(locale, 'campaigns.metaTitle', { title: campaign.title, brand: brand.name }),
    description: campaign.summary,
  });
}

export default function Campaign({ loaderData }: Route.ComponentProps) {
  return (
    <CampaignPage
      key={loaderData.campaign.slug}
      campaign={loaderData.campaign}
      slots={loaderData.slots}
      quizProducts={loaderData.quizProducts}
      daysToOpen={loaderData.daysToOpen}
      wayOn={loaderData.wayOn}
    />
  );
}
