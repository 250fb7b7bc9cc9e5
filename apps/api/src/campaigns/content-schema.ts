import { z } from 'zod';
import { campaignSlugs } from '@oriel/config';

/**
 * The versioned campaign files in `content/campaigns/`, checked with zod before anything reaches
 * the database: a typo in a date, a missing translation or an unknown boutique stops the load
 * with a message naming the file and the field.
 */

const offsetDateTime = z.iso.datetime({ offset: true });
const isoDate = z.iso.date();
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'use HH:MM (24-hour)');
const text = z.string().trim().min(1).max(2000);
const paragraphs = z.array(text).min(1).max(8);
const bilingual = <T extends z.ZodType>(shape: T) => z.object({ en: shape, 'zh-Hant': shape });

export const slugKeys = Object.keys(campaignSlugs) as [keyof typeof campaignSlugs, ...(keyof typeof campaignSlugs)[]];

/** Registrations are kept at most six months after a campaign closes (content/pages/privacy-policy.yaml). */
const retentionAfterCloseMs = 184 * 24 * 60 * 60 * 1000;

export const locationsFileSchema = z.object({
  locations: z
    .array(
      z.object({
        code: z.string().regex(/^[a-z0-9-]+$/),
        kind: z.enum(['boutique', 'pop-up']),
        /** The boutique file (content/boutiques/<slug>.yaml) whose address and hours these texts repeat. */
        boutique: z.string().regex(/^[a-z0-9-]+$/),
        texts: bilingual(z.object({ name: text, address: text, hours: text })),
      }),
    )
    .min(1),
});

const scheduleSchema = z
  .object({
    /** Every listed date, or every date from..to (optionally only on some weekdays, 0 = Sunday). */
    dates: z.array(isoDate).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    weekdays: z.array(z.number().int().min(0).max(6)).optional(),
    times: z.array(clockTime).min(1),
    minutes: z.number().int().min(5).max(600),
    quota: z.number().int().min(1).max(10_000),
  })
  .refine((s) => (s.dates ? !s.from && !s.to : Boolean(s.from && s.to)), 'give either dates or from and to');

const quizSchema = z.object({
  results: z
    .array(
      z.object({
        code: z.enum(['l-eau', 'dans-le-bleu-qui-petille', 'parole-d-eau', 'point-du-jour']),
        volumeMl: z.number().int().positive(),
        texts: bilingual(
          z.object({ product: text, collection: text, description: text, quote: text, ingredients: z.array(text).length(3) }),
        ),
      }),
    )
    .length(4),
  questions: z
    .array(
      z.object({
        texts: bilingual(z.object({ question: text })),
        options: z.array(z.object({ result: z.string(), texts: bilingual(z.object({ label: text })) })).min(2).max(6),
      }),
    )
    .length(3),
});

const giveawaySchema = z.object({
  closesAt: offsetDateTime,
  prizeValueHkd: z.number().int().positive().optional(),
  /** A giveaway drawn at random is a trade promotion competition: its licence number, shown once set. */
  licenceNumber: z.string().regex(/^[0-9A-Za-z/-]{1,20}$/).optional(),
  texts: bilingual(z.object({ title: text, prize: text, rules: z.array(text).min(1).max(12) })),
});

export const campaignFileSchema = z
  .object({
    /** Key of `campaignSlugs` in libs/config: the slug itself lives there, next to the brand. */
    slugKey: z.enum(slugKeys),
    opensAt: offsetDateTime,
    closesAt: offsetDateTime,
    /** Registrations are deleted after this date (PDPO: kept no longer than needed). */
    retentionUntil: isoDate,
    /** Version of the personal-information collection statement shown on the form. */
    statementVersion: z.string().regex(/^[0-9A-Za-z.-]{1,20}$/),
    pages: z.object({ edm: z.boolean(), thankYou: z.boolean() }),
    /** Design of the campaign folder in the app: palette and hero art direction. */
    theme: z.object({ accent: z.string().regex(/^#[0-9a-f]{6}$/i), ground: z.string().regex(/^#[0-9a-f]{6}$/i) }),
    registration: z
      .object({
        kind: z.enum(['sample', 'workshop']),
        feeHkd: z.number().int().positive().optional(),
        feeRedeemable: z.boolean().default(false),
        sessionMinutes: z.number().int().positive().optional(),
        locations: z.array(z.object({ code: z.string(), schedule: z.array(scheduleSchema).min(1) })).min(1),
      })
      .nullable(),
    quiz: quizSchema.nullable(),
    giveaway: giveawaySchema.nullable(),
    texts: bilingual(
      z.object({
        title: text,
        kicker: text,
        summary: text,
        body: paragraphs,
        facts: z.array(z.object({ label: text, value: text })).max(8),
        edm: z.object({ headline: text, body: paragraphs, cta: text }).optional(),
        thankYou: z.object({ headline: text, body: paragraphs }),
      }),
    ),
  })
  .refine((c) => Date.parse(c.opensAt) < Date.parse(c.closesAt), { message: 'opensAt must be before closesAt', path: ['closesAt'] })
  .refine((c) => Date.parse(c.retentionUntil) <= Date.parse(c.closesAt) + retentionAfterCloseMs, {
    message: 'retentionUntil must be within six months of closesAt (the privacy policy promises it)',
    path: ['retentionUntil'],
  })
  .refine((c) => !c.pages.edm || (c.texts.en.edm && c.texts['zh-Hant'].edm), { message: 'an edm page needs edm texts in both languages', path: ['texts'] });

export type CampaignFile = z.infer<typeof campaignFileSchema>;
export type LocationsFile = z.infer<typeof locationsFileSchema>;
export type QuizContent = z.infer<typeof quizSchema>;
