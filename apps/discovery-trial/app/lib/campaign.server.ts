import { type RouterContextProvider, data } from 'react-router';
import { type Campaign, DataServiceError, type TimeSlot, campaignsAhead, fetchBoutiques, fetchCampaign, fetchCampaigns, fetchProduct, fetchSlots } from '@oriel/data-client';
import { type Locale, localePath, requestLocale } from '@oriel/i18n';
import type { QuizProduct } from '../components/quiz';
import { serverDataClient } from './data.server';

/**
 * Campaigns are data (the data service's): any slug of the right shape is asked for, and one the
 * service does not know is a 404. No slug is known to the app at build time.
 */
const slugShape = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isCampaignSlug(slug: string | undefined): slug is string {
  return slug !== undefined && slug.length <= 80 && slugShape.test(slug);
}

/** The page's locale (from its URL) and campaign; 404 (the frame's "This page could not be found") for an unknown campaign. */
export function campaignParams({ context, params }: { context: Readonly<RouterContextProvider>; params: { slug?: string } }): { locale: Locale; slug: string } {
  if (!isCampaignSlug(params.slug)) throw data({ unmatched: true }, { status: 404 });
  return { locale: requestLocale(context), slug: params.slug };
}

/** The campaign as the data service describes it now; a campaign it does not know is a 404. */
export async function loadCampaign(slug: string, locale: Locale): Promise<Campaign> {
  try {
    return await fetchCampaign(serverDataClient, slug, locale);
  } catch (error) {
    if (error instanceof DataServiceError && error.status === 404) throw data({ unmatched: true }, { status: 404 });
    throw error;
  }
}

/** Slots still to come, only while the form is open (nothing to choose otherwise). */
export async function loadSlots(campaign: Campaign): Promise<TimeSlot[]> {
  if (!campaign.registration || campaign.state !== 'open') return [];
  return fetchSlots(serverDataClient, campaign.slug);
}

/**
 * The catalogue's product behind each quiz result (a result's code is the product's slug): its
 * picture and the address of its page on the brand site. A product the catalogue cannot give is
 * left out (logged): the result still shows, without the picture.
 */
export async function loadQuizProducts(campaign: Campaign, locale: Locale): Promise<Record<string, QuizProduct>> {
  if (!campaign.quiz) return {};
  const entries = await Promise.all(
    campaign.quiz.results.map(async ({ code }) => {
      try {
        const { data } = await fetchProduct(serverDataClient, locale, code);
        const product = data.attributes;
        const parent = product.collection ? `/${product.line}/${product.collection.slug}` : `/${product.line}`;
        return [[code, { href: localePath(locale, `${parent}/${product.slug}`), image: product.image }]] as const;
      } catch (error) {
        console.error(`quiz result ${code}: no product`, error);
        return [];
      }
    }),
  );
  return Object.fromEntries(entries.flat());
}

/**
 * The way on from an ended or full campaign: the campaigns open now or coming next (from the data
 * service's list), or, when there is none, the permanent boutiques to visit instead.
 */
export async function loadWayOn(campaign: Campaign, locale: Locale) {
  if (campaign.state !== 'ended' && campaign.state !== 'full') return null;
  const ahead = campaignsAhead(await fetchCampaigns(serverDataClient, locale), campaign.slug);
  const boutiques = ahead.length ? [] : (await fetchBoutiques(serverDataClient, locale, 'permanent')).data.map((b) => b.attributes);
  return { ahead, boutiques };
}
