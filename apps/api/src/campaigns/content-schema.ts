import { z } from 'zod';
import { brand } from '@oriel/config';
import { campaignText, campaignTextsSchema } from '@oriel/contracts/campaign-texts';
import { campaignSlugPattern, defaultMotifs, themeColourPattern } from '@oriel/contracts/campaign-theme';

/**
 * The versioned campaign files in `content/campaigns/`, checked with zod before anything reaches
 * the database: a typo in a date, a missing translation or an unknown boutique stops the load
 * with a message naming the file and the field.
 */

const offsetDateTime = z.iso.datetime({ offset: true, error: 'use a date and time with its offset, e.g. 2026-03-01T10:00:00+08:00' });
const isoDate = z.iso.date({ error: 'use a date like 2026-03-31' });
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'use HH:MM (24-hour)');
const text = campaignText;
const bilingual = <T extends z.ZodType>(shape: T) => z.strictObject({ en: shape, 'zh-Hant': shape });

/**
 * A campaign's slug is content: its file names it. A slug that carries the house's slug writes it
 * `{brand-slug}` (SPEC §2: matin-{brand}), so the brand slug stays in libs/config alone.
 */
export const brandSlugPlaceholder = '{brand-slug}';
export { campaignSlugPattern, defaultMotifs };
const slugSchema = z
  .string()
  .transform((s) => s.replaceAll(brandSlugPlaceholder, brand.slug))
  .pipe(z.string().regex(campaignSlugPattern, 'use lower-case letters, digits and single hyphens (e.g. rituel-tasting)').max(80));

const colour = z.string().regex(themeColourPattern, 'use a colour like #1c2a22');

/** Registrations are kept at most six months after a campaign closes (content/pages/privacy-policy.yaml). */
const retentionAfterCloseMs = 184 * 24 * 60 * 60 * 1000;

export const locationsFileSchema = z.strictObject({
  locations: z
    .array(
      z.strictObject({
        code: z.string().regex(/^[a-z0-9-]+$/),
        kind: z.enum(['boutique', 'pop-up']),
        /** The boutique file (content/boutiques/<slug>.yaml) whose address and hours these texts repeat. */
        boutique: z.string().regex(/^[a-z0-9-]+$/),
        texts: bilingual(z.strictObject({ name: text, address: text, hours: text })),
      }),
    )
    .min(1),
});

const scheduleSchema = z
  .strictObject({
    /** Every listed date, or every date from..to (optionally only on some weekdays, 0 = Sunday). */
    dates: z.array(isoDate).max(400).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    weekdays: z.array(z.number().int().min(0).max(6)).optional(),
    times: z.array(clockTime).min(1).max(48),
    minutes: z.number().int().min(5).max(600),
    quota: z.number().int().min(1).max(10_000),
  })
  .refine((s) => (s.dates ? !s.from && !s.to : Boolean(s.from && s.to)), 'give either dates or from and to');

const quizSchema = z.strictObject({
  results: z
    .array(
      z.strictObject({
        code: z.enum(['l-eau', 'dans-le-bleu-qui-petille', 'parole-d-eau', 'point-du-jour']),
        volumeMl: z.number().int().positive(),
        texts: bilingual(
          z.strictObject({ product: text, collection: text, description: text, quote: text, ingredients: z.array(text).length(3) }),
        ),
      }),
    )
    .length(4),
  questions: z
    .array(
      z.strictObject({
        texts: bilingual(z.strictObject({ question: text })),
        options: z.array(z.strictObject({ result: z.string(), texts: bilingual(z.strictObject({ label: text })) })).min(2).max(6),
      }),
    )
    .length(3),
});

const giveawaySchema = z.strictObject({
  closesAt: offsetDateTime,
  prizeValueHkd: z.number().int().positive().optional(),
  /** A giveaway drawn at random is a trade promotion competition: its licence number, shown once set. */
  licenceNumber: z.string().regex(/^[0-9A-Za-z/-]{1,20}$/).optional(),
  // The rules every giveaway states (the licence conditions; docs/campaigns.md "Giveaways"); the
  // page writes them in both languages from these fields. Optional so an older file still loads.
  /** Youngest age to take part (Hong Kong residents only, the house's staff excluded). */
  minimumAge: z.number().int().min(0).max(99).optional(),
  /** How many winners are drawn. */
  winners: z.number().int().positive().optional(),
  /** When the winners are drawn at random; the results are published on the platform the same day. */
  drawAt: offsetDateTime.optional(),
  /** The last day to claim a prize; after it the prize is forfeited. */
  claimBy: offsetDateTime.optional(),
  /** The social platform the giveaway runs on, which neither sponsors nor runs it. */
  platform: z.enum(['Instagram', 'Facebook']).optional(),
  texts: bilingual(z.strictObject({ title: text, prize: text, rules: z.array(text).min(1).max(12) })),
});

export const campaignFileSchema = z
  .strictObject({
    /** The campaign's address: /discovery-trial/<slug>. */
    slug: slugSchema,
    opensAt: offsetDateTime,
    closesAt: offsetDateTime,
    /** Registrations are deleted after this date (PDPO: kept no longer than needed). */
    retentionUntil: isoDate,
    /** Version of the personal-information collection statement shown on the form. */
    statementVersion: z.string().regex(/^[0-9A-Za-z.-]{1,20}$/),
    pages: z.strictObject({ edm: z.boolean(), thankYou: z.boolean() }),
    /**
     * The campaign the header's "Discovery trial" link opens (SPEC §2). At most one campaign holds
     * it: loading a file that says `header: true` takes the link from any other; with none, the
     * link opens the hub /discovery-trial.
     */
    header: z.boolean().optional(),
    /**
     * The look: palette always; `design` names a design folder of the campaign app
     * (apps/discovery-trial/app/campaigns/<design>/) with bespoke art; without one the default
     * design draws `motif`, light or dark by `tone` (from the ground colour when not given).
     */
    theme: z.strictObject({
      accent: colour,
      ground: colour,
      design: z.string().regex(campaignSlugPattern).optional(),
      motif: z.enum(defaultMotifs).optional(),
      tone: z.enum(['light', 'dark']).optional(),
      layout: z.enum(['split', 'centred']).optional(),
    }),
    registration: z
      .strictObject({
        kind: z.enum(['sample', 'workshop']),
        feeHkd: z.number().int().positive().optional(),
        feeRedeemable: z.boolean().default(false),
        sessionMinutes: z.number().int().positive().optional(),
        locations: z.array(z.strictObject({ code: z.string(), schedule: z.array(scheduleSchema).min(1) })).min(1),
      })
      .nullable(),
    quiz: quizSchema.nullable(),
    giveaway: giveawaySchema.nullable(),
    // One schema with the studio's Texts tab (libs/contracts/src/campaign-texts.ts).
    texts: bilingual(campaignTextsSchema),
  })
  .refine((c) => Date.parse(c.opensAt) < Date.parse(c.closesAt), { message: 'opensAt must be before closesAt', path: ['closesAt'] })
  .refine((c) => Date.parse(c.retentionUntil) <= Date.parse(c.closesAt) + retentionAfterCloseMs, {
    message: 'retentionUntil must be within six months of closesAt (the privacy policy promises it)',
    path: ['retentionUntil'],
  })
  .refine((c) => !c.pages.edm || (c.texts.en.edm && c.texts['zh-Hant'].edm), { message: 'an edm page needs edm texts in both languages', path: ['texts'] })
  .superRefine((c, ctx) => checkSlotExpansion(c, ctx));

/**
 * The most sessions one campaign may list (the largest so far has fewer than 200). Checked, with
 * the dates, before a single slot is built: a file asking for millions once took the service down.
 */
export const maxSlotsPerCampaign = 2000;

/** The Hong Kong calendar day of an instant, as YYYY-MM-DD (Hong Kong is UTC+8 all year). */
const hongKongDay = (at: string) => new Date(Date.parse(at) + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Every schedule's dates lie within the campaign's own (opensAt to closesAt, Hong Kong days), and
 * all schedules together make at most `maxSlotsPerCampaign` sessions. Counted, never expanded.
 */
function checkSlotExpansion(c: { opensAt: string; closesAt: string; registration: { locations: { schedule: z.infer<typeof scheduleSchema>[] }[] } | null }, ctx: z.RefinementCtx): void {
  // A date that is not one has its own issue already (the field's format); nothing to compare with.
  if (Number.isNaN(Date.parse(c.opensAt)) || Number.isNaN(Date.parse(c.closesAt))) return;
  const first = hongKongDay(c.opensAt);
  const last = hongKongDay(c.closesAt);
  const within = `within the campaign's dates (${first} to ${last}, from opensAt and closesAt)`;
  let total = 0;
  for (const [li, location] of (c.registration?.locations ?? []).entries()) {
    for (const [si, schedule] of location.schedule.entries()) {
      const path = ['registration', 'locations', li, 'schedule', si];
      if (schedule.dates) {
        const outside = schedule.dates.findIndex((d) => d < first || d > last);
        if (outside >= 0) {
          ctx.addIssue({ code: 'custom', path: [...path, 'dates', outside], message: `${schedule.dates[outside]} is not ${within}` });
          return;
        }
        total += schedule.dates.length * schedule.times.length;
      } else if (schedule.from && schedule.to) {
        if (schedule.from < first || schedule.from > last) return void ctx.addIssue({ code: 'custom', path: [...path, 'from'], message: `${schedule.from} is not ${within}` });
        if (schedule.to < schedule.from || schedule.to > last) return void ctx.addIssue({ code: 'custom', path: [...path, 'to'], message: `${schedule.to} is not ${within} and on or after from` });
        // Bounded by the campaign's own dates now, so counting day by day is cheap.
        let days = 0;
        for (let day = Date.parse(`${schedule.from}T00:00:00Z`); day <= Date.parse(`${schedule.to}T00:00:00Z`); day += 86_400_000) {
          if (!schedule.weekdays || schedule.weekdays.includes(new Date(day).getUTCDay())) days++;
        }
        total += days * schedule.times.length;
      }
      if (total > maxSlotsPerCampaign) {
        ctx.addIssue({ code: 'custom', path: [...path, 'times'], message: `the schedules make more than ${maxSlotsPerCampaign} sessions for this campaign (at most ${maxSlotsPerCampaign})` });
        return;
      }
    }
  }
}

export type CampaignFile = z.infer<typeof campaignFileSchema>;
export type LocationsFile = z.infer<typeof locationsFileSchema>;
export type QuizContent = z.infer<typeof quizSchema>;
