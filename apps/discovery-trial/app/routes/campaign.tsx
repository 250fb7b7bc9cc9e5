import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { brand } from '@oriel/config';
import { quizIntents, registrationIntents } from '@oriel/forms/intents';
import { seoMeta, translate, type MessagesHandle } from '@oriel/i18n';
import { readFormPost } from '@oriel/server/form-post';
import { CampaignPage } from '../components/campaign-page';
import { quizAction } from '../features/quiz/quiz.server';
import { campaignParams, loadCampaign, loadQuizProducts, loadSlots, loadWayOn } from '../lib/campaign.server';
import { now } from '../lib/clock.server';
import { env } from '../lib/env.server';
import { registrationAction } from '../registration/registration.server';
import '../styles/campaign.css';
import type { Route } from './+types/campaign';

/** The message areas this page renders beyond the frame's: the page loads only their messages. */
export const handle = { messages: ['campaigns', 'catalogue', 'hardening', 'otp', 'quiz', 'registration'] } satisfies MessagesHandle;

export async function loader({ context, params }: Route.LoaderArgs) {
  const { locale, slug } = campaignParams({ context, params });
  const campaign = await loadCampaign(slug, locale);
  const [slots, quizProducts, wayOn] = await Promise.all([loadSlots(campaign), loadQuizProducts(campaign, locale), loadWayOn(campaign, locale)]);
  // Whole days until registration opens, by the site's clock (APP_NOW moves it like the data service's).
  const daysToOpen = campaign.state === 'upcoming' ? Math.max(1, Math.ceil((Date.parse(campaign.opensAt) - now().getTime()) / 86_400_000)) : 0;
  return { locale, campaign, slots, quizProducts, daysToOpen, wayOn, siteUrl: env.SITE_URL };
}

/**
 * After a registration, reload: a refused booking (409 "timeslot over") has changed the places
 * left. Not after a 5xx: the data service is down, the slots could not be loaded either, and the
 * error page would replace the form and everything the visitor entered (docs/hardening.md,
 * faults). Not after sending or checking a code (nothing of the page changed). When only the
 * quiz's `?result=` changed, the campaign and its slots are what they were.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, formData, actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod) return formData?.get('intent') === registrationIntents.register && (actionStatus === undefined || actionStatus < 500);
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

const quizSteps: readonly string[] = Object.values(quizIntents);

/**
 * The page's forms, one action. The post is read once (`readFormPost`: other
 * sites' posts and bodies that are not forms are refused there). The quiz's intents answer its
 * next question or go to its result (quiz.server.ts); the registration form's send the SMS code,
 * verify it and register (registration.server.ts). A booking goes to the campaign's thank-you
 * page (or back to the page, which shows its thank-you screen); a refusal comes back as field and
 * form errors with everything entered.
 */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  const { locale, slug } = campaignParams({ context, params });
  const campaign = await loadCampaign(slug, locale);
  const post = await readFormPost(request);
  const intent = post.ok ? post.form.get('intent') : null;
  if (post.ok && campaign.quiz && typeof intent === 'string' && quizSteps.includes(intent)) return quizAction(post.form, campaign.quiz, url.pathname);
  return registrationAction(post, { locale, campaign: { ...campaign, slug } });
}

/**
 * A campaign page is rendered for each visit: its state and places move with the clock and every
 * booking, and a CDN left to its defaults might keep it for a day (docs/deployment.md, the capacity
 * plan, says how to share it briefly at a launch). The action's own headers reach the browser over
 * that: `Cache-Control: no-store` (an answer to a form post is the visitor's, and may show their
 * number) and a refused submit's Retry-After (503 while the database is away).
 */
export function headers({ actionHeaders }: Route.HeadersArgs): HeadersInit {
  const passed = new Headers({ 'Cache-Control': 'private, no-cache' });
  for (const name of ['cache-control', 'retry-after']) {
    const value = actionHeaders.get(name);
    if (value) passed.set(name, value);
  }
  return passed;
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
