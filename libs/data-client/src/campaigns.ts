import { z } from 'zod';
import { type Locale, toDataLocale } from '@oriel/i18n';
import { type DataClient, getJson } from './client';

/** GET /api/campaigns/:slug?locale= (Strapi v4 shape): facts, texts and the state at the service's "now". */
export const campaignStateSchema = z.enum(['upcoming', 'open', 'full', 'ended']);
export type CampaignState = z.infer<typeof campaignStateSchema>;

const quizResultSchema = z.object({
  code: z.string(),
  volumeMl: z.number(),
  product: z.string(),
  collection: z.string(),
  description: z.string(),
  quote: z.string(),
  ingredients: z.array(z.string()),
});

/** A campaign's colours and design, from its content file (the hub draws each card's emblem from it). */
const campaignThemeSchema = z.object({
  accent: z.string(),
  ground: z.string(),
  /** A design folder of the campaign app; without one the default design draws the motif. */
  design: z.string().optional(),
  motif: z.string().optional(),
  tone: z.enum(['light', 'dark']).optional(),
  layout: z.enum(['split', 'centred']).optional(),
});

export const campaignResponseSchema = z.object({
  data: z.object({
    id: z.number(),
    attributes: z.object({
      slug: z.string(),
      locale: z.enum(['en', 'zh-Hant']),
      state: campaignStateSchema,
      opensAt: z.string(),
      closesAt: z.string(),
      retentionUntil: z.string(),
      statementVersion: z.string(),
      pages: z.object({ edm: z.boolean(), thankYou: z.boolean() }),
      theme: campaignThemeSchema,
      title: z.string(),
      kicker: z.string(),
      summary: z.string(),
      body: z.array(z.string()),
      facts: z.array(z.object({ label: z.string(), value: z.string() })),
      edm: z.object({ headline: z.string(), body: z.array(z.string()), cta: z.string() }).nullable(),
      thankYou: z.object({ headline: z.string(), body: z.array(z.string()) }),
      registration: z
        .object({
          kind: z.enum(['sample', 'workshop']),
          feeHkd: z.number().nullable(),
          feeRedeemable: z.boolean(),
          sessionMinutes: z.number().nullable(),
          remaining: z.number(),
          locations: z.array(z.object({ code: z.string(), kind: z.enum(['boutique', 'pop-up']), name: z.string(), address: z.string(), hours: z.string() })),
        })
        .nullable(),
      quiz: z
        .object({
          questions: z.array(z.object({ question: z.string(), options: z.array(z.object({ label: z.string(), result: z.string() })) })),
          results: z.array(quizResultSchema),
        })
        .nullable(),
      giveaway: z
        .object({
          state: z.enum(['open', 'closed']),
          closesAt: z.string(),
          prizeValueHkd: z.number().nullable(),
          /** Trade promotion competition licence number (giveaways drawn at random), when set. */
          licenceNumber: z.string().nullable().default(null),
          /** The rules every giveaway states (docs/campaigns.md "Giveaways"), each shown when set. */
          minimumAge: z.number().nullable().default(null),
          winners: z.number().nullable().default(null),
          drawAt: z.string().nullable().default(null),
          claimBy: z.string().nullable().default(null),
          platform: z.string().nullable().default(null),
          title: z.string(),
          prize: z.string(),
          rules: z.array(z.string()),
        })
        .nullable(),
    }),
  }),
  meta: z.object({ now: z.string() }),
});
export type Campaign = z.infer<typeof campaignResponseSchema>['data']['attributes'];
export type QuizResult = z.infer<typeof quizResultSchema>;

/** GET /api/campaigns?locale=: every campaign, newest first, with its state, dates, offers and fee. */
export const campaignOfferSchema = z.enum(['sample', 'workshop', 'quiz', 'giveaway']);
export type CampaignOffer = z.infer<typeof campaignOfferSchema>;

export const campaignListResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      attributes: z.object({
        slug: z.string(),
        state: campaignStateSchema,
        opensAt: z.string(),
        closesAt: z.string(),
        /** First and last session start, when the campaign books sessions or pick-up windows. */
        sessions: z.object({ from: z.string(), to: z.string() }).nullable(),
        offers: z.array(campaignOfferSchema),
        feeHkd: z.number().nullable(),
        feeRedeemable: z.boolean(),
        giveaway: z.object({ state: z.enum(['open', 'closed']), closesAt: z.string() }).nullable(),
        title: z.string(),
        kicker: z.string(),
        summary: z.string(),
        theme: campaignThemeSchema,
        /** The campaign the header's "Discovery trial" link opens (at most one). */
        header: z.boolean().optional(),
      }),
    }),
  ),
  meta: z.object({ now: z.string() }),
});
export type CampaignSummary = z.infer<typeof campaignListResponseSchema>['data'][number]['attributes'];

export const campaignsPath = (locale: Locale) => `/api/campaigns?locale=${toDataLocale(locale)}`;

export const fetchCampaigns = async (client: DataClient, locale: Locale) => (await getJson(client, campaignsPath(locale), campaignListResponseSchema)).data.map((c) => c.attributes);

const byOpening = (a: CampaignSummary, b: CampaignSummary) => Date.parse(a.opensAt) - Date.parse(b.opensAt);

/**
 * The campaigns as the hub shows them: running now (open, or full: its dates hold but no place is
 * left), upcoming (soonest first) and past (newest first).
 */
export function groupCampaigns(campaigns: CampaignSummary[]): { current: CampaignSummary[]; upcoming: CampaignSummary[]; past: CampaignSummary[] } {
  return {
    current: campaigns.filter((c) => c.state === 'open' || c.state === 'full').sort(byOpening),
    upcoming: campaigns.filter((c) => c.state === 'upcoming').sort(byOpening),
    past: campaigns.filter((c) => c.state === 'ended').sort((a, b) => byOpening(b, a)),
  };
}

/** Where a visitor can go now: the open campaigns, then the upcoming ones (soonest first), except `exceptSlug`. */
export function campaignsAhead(campaigns: CampaignSummary[], exceptSlug?: string): CampaignSummary[] {
  const { current, upcoming } = groupCampaigns(campaigns.filter((c) => c.slug !== exceptSlug));
  return [...current.filter((c) => c.state === 'open'), ...upcoming];
}

/** GET /api/campaigns/:slug/slots: sessions still to come with the places left (never cached). */
export const slotsResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      location: z.string(),
      date: z.string(),
      time: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      quota: z.number(),
      remaining: z.number(),
    }),
  ),
  meta: z.object({ now: z.string() }),
});
export type TimeSlot = z.infer<typeof slotsResponseSchema>['data'][number];

export const campaignPath = (slug: string, locale: Locale) => `/api/campaigns/${encodeURIComponent(slug)}?locale=${toDataLocale(locale)}`;
export const slotsPath = (slug: string) => `/api/campaigns/${encodeURIComponent(slug)}/slots`;

export const fetchCampaign = async (client: DataClient, slug: string, locale: Locale) =>
  (await getJson(client, campaignPath(slug, locale), campaignResponseSchema)).data.attributes;

export const fetchSlots = async (client: DataClient, slug: string) => (await getJson(client, slotsPath(slug), slotsResponseSchema)).data;
