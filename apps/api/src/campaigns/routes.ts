import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { DataLocale, Database } from '../db/schema';
import { apiError } from '../http/errors';
import type { CampaignFile, QuizContent } from './content-schema';
import { previewHeader, verifyPreviewToken } from '../staff';
import { findCampaign, findTextDraft, listCampaignLocations, listCampaigns, listUpcomingSlots, remainingCapacity } from './queries';
import { campaignState, giveawayState } from './state';

const dataLocales: readonly DataLocale[] = ['en', 'zh-Hant'];
// Campaign state moves with the clock and the bookings: shared caches may keep it only briefly.
const campaignCache = 'public, max-age=0, s-maxage=5';

function parseLocale(value: unknown): DataLocale | null {
  if (value === undefined || value === '') return 'en';
  return dataLocales.includes(value as DataLocale) ? (value as DataLocale) : null;
}

type GiveawayRules = { licenceNumber?: string | null; minimumAge?: number | null; winners?: number | null; drawAt?: string | null; claimBy?: string | null; platform?: string | null };
type Texts = CampaignFile['texts']['en'] & { giveaway: (NonNullable<CampaignFile['giveaway']>['texts']['en'] & GiveawayRules) | null };
type LocationTexts = Record<DataLocale, { name: string; address: string; hours: string }>;

function localiseQuiz(quiz: QuizContent, locale: DataLocale) {
  return {
    questions: quiz.questions.map((q) => ({ question: q.texts[locale].question, options: q.options.map((o) => ({ label: o.texts[locale].label, result: o.result })) })),
    results: quiz.results.map((r) => ({ code: r.code, volumeMl: r.volumeMl, ...r.texts[locale] })),
  };
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function campaignRoutes(app: FastifyInstance, { db, clock, previewSecret }: { db: Kysely<Database>; clock: Clock; previewSecret?: string }) {
  /**
   * A studio preview link for this campaign: it shows the campaign before it is
   * published and its draft texts over the live ones, to the holder of the link only.
   */
  const previewing = (request: FastifyRequest, reply: FastifyReply, slug: string) => {
    const token = request.headers[previewHeader];
    const claim = previewSecret && typeof token === 'string' ? verifyPreviewToken(previewSecret, token) : null;
    if (claim?.type !== 'campaign' || claim.key !== slug) return false;
    reply.header('x-robots-tag', 'noindex');
    return true;
  };

  /**
   * Every campaign, newest first, with its state at the service's "now", its dates, what it offers
   * (sample, workshop, quiz, giveaway) and its fee: the hub of the campaign app and the brand
   * site's band read it, so no app keeps its own list of campaigns.
   */
  app.get('/api/campaigns', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const locale = parseLocale(query.locale);
    if (!locale) return apiError(reply, 400, `Unknown locale "${String(query.locale)}": use en or zh-Hant.`);
    const now = clock.now();
    const rows = await listCampaigns(db, locale, now);
    const data = rows.map((c) => {
      const remaining = c.registration_kind ? Number(c.remaining) : 0;
      const offers = [c.registration_kind, c.has_quiz ? 'quiz' : null, c.giveaway_closes_at ? 'giveaway' : null].filter((k): k is string => k !== null);
      return {
        id: c.id,
        attributes: {
          slug: c.slug,
          locale,
          state: campaignState(c, now, remaining),
          opensAt: iso(c.opens_at),
          closesAt: iso(c.closes_at),
          sessions: c.first_session && c.last_session ? { from: iso(c.first_session), to: iso(c.last_session) } : null,
          offers,
          feeHkd: c.fee_hkd,
          feeRedeemable: c.fee_redeemable,
          giveaway: c.giveaway_closes_at ? { state: giveawayState(c.giveaway_closes_at, now), closesAt: iso(c.giveaway_closes_at) } : null,
          title: c.title,
          kicker: c.kicker,
          summary: c.summary,
          theme: c.theme as CampaignFile['theme'],
          /** The campaign the header's "Discovery trial" link opens (at most one). */
          header: c.opens_header,
        },
      };
    });
    reply.header('cache-control', campaignCache);
    return { data, meta: { now: now.toISOString() } };
  });

  /** One campaign in the Strapi v4 shape: facts, texts of the locale, state at the service's "now". */
  app.get('/api/campaigns/:slug', async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const query = request.query as Record<string, unknown>;
    const locale = parseLocale(query.locale);
    if (!locale) return apiError(reply, 400, `Unknown locale "${String(query.locale)}": use en or zh-Hant.`);
    const preview = previewing(request, reply, slug);
    const campaign = await findCampaign(db, slug, locale, { drafts: preview });
    if (!campaign) return apiError(reply, 404, `No campaign "${slug}"`);
    const now = clock.now();
    const remaining = campaign.registration_kind ? await remainingCapacity(db, campaign.id, now) : 0;
    const live = campaign.content as Texts;
    const draft = preview ? await findTextDraft(db, campaign.id, locale) : undefined;
    const texts: Texts = draft ? { ...(draft as Texts), giveaway: live.giveaway } : live;
    const locations = campaign.registration_kind ? await listCampaignLocations(db, campaign.id) : [];
    reply.header('cache-control', preview ? 'private, no-store' : campaignCache);
    return {
      data: {
        id: campaign.id,
        attributes: {
          slug: campaign.slug,
          locale,
          state: campaignState(campaign, now, remaining),
          opensAt: new Date(campaign.opens_at).toISOString(),
          closesAt: new Date(campaign.closes_at).toISOString(),
          retentionUntil: campaign.retention_until,
          statementVersion: campaign.statement_version,
          pages: { edm: campaign.has_edm, thankYou: campaign.has_thank_you },
          theme: campaign.theme as CampaignFile['theme'],
          title: texts.title,
          kicker: texts.kicker,
          summary: texts.summary,
          body: texts.body,
          facts: texts.facts,
          edm: texts.edm ?? null,
          thankYou: texts.thankYou,
          registration: campaign.registration_kind
            ? {
                kind: campaign.registration_kind,
                feeHkd: campaign.fee_hkd,
                feeRedeemable: campaign.fee_redeemable,
                sessionMinutes: campaign.session_minutes,
                remaining,
                locations: locations.map((l) => ({ code: l.code, kind: l.kind, ...(l.texts as LocationTexts)[locale] })),
              }
            : null,
          quiz: campaign.quiz ? localiseQuiz(campaign.quiz as QuizContent, locale) : null,
          giveaway:
            campaign.giveaway_closes_at && texts.giveaway
              ? {
                  state: giveawayState(campaign.giveaway_closes_at, now),
                  closesAt: new Date(campaign.giveaway_closes_at).toISOString(),
                  prizeValueHkd: campaign.giveaway_prize_hkd,
                  ...texts.giveaway,
                  licenceNumber: texts.giveaway.licenceNumber ?? null,
                  minimumAge: texts.giveaway.minimumAge ?? null,
                  winners: texts.giveaway.winners ?? null,
                  drawAt: texts.giveaway.drawAt ? new Date(texts.giveaway.drawAt).toISOString() : null,
                  claimBy: texts.giveaway.claimBy ? new Date(texts.giveaway.claimBy).toISOString() : null,
                  platform: texts.giveaway.platform ?? null,
                }
              : null,
        },
      },
      meta: { now: now.toISOString() },
    };
  });

  /** The slots still to come, with the places left in each (never cached: it changes with every booking). */
  app.get('/api/campaigns/:slug/slots', async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const campaign = await findCampaign(db, slug, 'en', { drafts: previewing(request, reply, slug) });
    if (!campaign) return apiError(reply, 404, `No campaign "${slug}"`);
    const now = clock.now();
    const slots = await listUpcomingSlots(db, campaign.id, now);
    reply.header('cache-control', 'no-store');
    return {
      data: slots.map((s) => ({
        id: s.id,
        location: s.location_code,
        date: s.date,
        time: s.time,
        startsAt: new Date(s.starts_at).toISOString(),
        endsAt: new Date(s.ends_at).toISOString(),
        quota: s.quota,
        remaining: Math.max(0, s.quota - s.booked),
      })),
      meta: { now: now.toISOString() },
    };
  });
}
