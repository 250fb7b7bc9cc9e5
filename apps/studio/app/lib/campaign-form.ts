import { z } from 'zod';
import { campaignSlugPattern, contrastRatio, defaultMotifs, minimumTextContrast, themeColourPattern } from '@oriel/contracts/campaign-theme';

/**
 * The studio's campaign form: its values as the inputs hold them (strings and
 * booleans, Hong Kong times), the zod schema that checks them in the browser (react-hook-form) and
 * again in the route action, and the conversion to and from a campaign definition, the shape of a
 * campaign file that the data service checks with its own schema
 * (apps/api/src/campaigns/content-schema.ts). The data service's refusals come back with the
 * file's paths; `formFieldOf` names the form's field for each, so the message sits at the field.
 */
export const campaignFormLocales = ['en', 'zh-Hant'] as const;
export type CampaignFormLocale = (typeof campaignFormLocales)[number];
export const factRows = 4;
export const weekdayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

const required = (what: string) => z.string().trim().min(1, `Write ${what}.`);
const text = (what: string) => required(what).max(2000, 'At most 2,000 characters.');
// Fields a closed section (the giveaway, the e-mail page) does not post are empty.
const optionalText = z.string().trim().max(2000, 'At most 2,000 characters.').default('');
const checkbox = z.preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean());
const list = z.preprocess((v) => (v === undefined || v === null || v === false ? [] : Array.isArray(v) ? v : [v]), z.array(z.string()));
const whole = (what: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `Enter ${what} as a whole number.`)
    .refine((v) => Number(v) >= min && Number(v) <= max, `Between ${min.toLocaleString('en-GB')} and ${max.toLocaleString('en-GB')}.`);
const optionalWhole = (what: string, min: number, max: number) => z.union([z.literal(''), whole(what, min, max)]).default('');
const moment = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Choose a date and a time.');
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date.');
const timesPattern = /^\s*([01]\d|2[0-3]):[0-5]\d\s*(,\s*([01]\d|2[0-3]):[0-5]\d\s*)*$/;

const localeTexts = (language: string) =>
  z.object({
    title: text(`the title in ${language}`),
    kicker: text(`the kicker in ${language}`),
    summary: text(`the summary in ${language}`),
    body: text(`the body in ${language}`),
    facts: z.array(z.object({ label: optionalText, value: optionalText })).max(8),
    edmHeadline: optionalText,
    edmBody: optionalText,
    edmCta: optionalText,
    thankYouHeadline: text(`the thank-you headline in ${language}`),
    thankYouBody: text(`the thank-you text in ${language}`),
  });

const giveawayTexts = z.object({ title: optionalText, prize: optionalText, rules: optionalText }).default({ title: '', prize: '', rules: '' });

export const sessionSchema = z.object({
  location: z.string().min(1, 'Choose a place.'),
  from: day,
  to: day,
  weekdays: list,
  times: z.string().regex(timesPattern, 'Times as HH:MM, separated by commas (12:00, 16:00).'),
  minutes: whole('the length in minutes', 5, 600),
  quota: whole('the places per session', 1, 10_000),
});
export type SessionValues = z.infer<typeof sessionSchema>;

/** The dates a session row describes (Hong Kong), from..to on the chosen weekdays (all when none). */
export function sessionDates(s: Pick<SessionValues, 'from' | 'to' | 'weekdays'>): string[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s.from) || !/^\d{4}-\d{2}-\d{2}$/.test(s.to)) return [];
  const dates: string[] = [];
  const end = Date.parse(`${s.to}T00:00:00Z`);
  // A long span is counted, not listed: the data service caps a campaign's slots.
  for (let t = Date.parse(`${s.from}T00:00:00Z`); t <= end && dates.length <= 1000; t += 86_400_000) {
    const d = new Date(t);
    if (s.weekdays.length === 0 || s.weekdays.includes(String(d.getUTCDay()))) dates.push(d.toISOString().slice(0, 10));
  }
  return dates;
}

export const sessionTimes = (times: string) => times.split(',').map((t) => t.trim()).filter(Boolean);

export const campaignFormSchema = z
  .object({
    slug: z.string().trim().regex(campaignSlugPattern, 'Lower-case letters, digits and single hyphens, e.g. rituel-tasting.').max(80, 'At most 80 characters.'),
    opensAt: moment,
    closesAt: moment,
    retentionUntil: day,
    statementVersion: z.string().trim().regex(/^[0-9A-Za-z.-]{1,20}$/, 'Letters, digits, dots and hyphens, e.g. 2026.1.'),
    edm: checkbox,
    thankYou: checkbox,
    accent: z.string().regex(themeColourPattern, 'A colour like #7a5c3e.'),
    ground: z.string().regex(themeColourPattern, 'A colour like #f4efe6.'),
    motif: z.enum(defaultMotifs, 'Choose a motif.'),
    layout: z.enum(['', 'split', 'centred']),
    tone: z.enum(['', 'light', 'dark']),
    design: z.string().default(''),
    kind: z.enum(['', 'sample', 'workshop']),
    feeHkd: optionalWhole('the fee in HK$', 1, 100_000),
    feeRedeemable: checkbox,
    sessionMinutes: optionalWhole('the minutes', 1, 600),
    sessions: z.array(sessionSchema).max(40).default([]),
    texts: z.object({ en: localeTexts('English'), 'zh-Hant': localeTexts('Chinese') }),
    giveaway: checkbox,
    giveawayClosesAt: z.string().default(''),
    prizeValueHkd: optionalWhole('the prize value in HK$', 1, 10_000_000),
    licenceNumber: z.union([z.literal(''), z.string().trim().regex(/^[0-9A-Za-z/-]{1,20}$/, 'Letters, digits, / and -, as on the licence (e.g. 56789).')]).default(''),
    giveawayTexts: z.object({ en: giveawayTexts, 'zh-Hant': giveawayTexts }).default({ en: { title: '', prize: '', rules: '' }, 'zh-Hant': { title: '', prize: '', rules: '' } }),
    quiz: z.string().default(''),
  })
  .superRefine((v, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (v.opensAt && v.closesAt && v.opensAt >= v.closesAt) issue(['closesAt'], 'Closes after it opens.');
    if (v.closesAt && v.retentionUntil && Date.parse(`${v.retentionUntil}T00:00:00+08:00`) > Date.parse(`${v.closesAt}:00+08:00`) + 184 * 86_400_000) {
      issue(['retentionUntil'], 'At most six months after it closes: the privacy policy promises it.');
    }
    if (themeColourPattern.test(v.accent) && themeColourPattern.test(v.ground) && contrastRatio(v.accent, v.ground) < minimumTextContrast) {
      issue(['accent'], `Text in the accent colour on the ground needs a contrast of ${minimumTextContrast}:1; this is ${contrastRatio(v.accent, v.ground).toFixed(2)}:1.`);
    }
    if (v.kind && v.sessions.length === 0) issue(['sessions'], 'Add at least one session: where, which dates, at what times.');
    if (v.kind === 'workshop' && !v.feeHkd) issue(['feeHkd'], 'A workshop has a fee: enter it in HK$.');
    v.sessions.forEach((s, i) => {
      if (s.from && s.to && s.from > s.to) issue(['sessions', i, 'to'], 'The last date comes after the first.');
      else if (sessionDates(s).length === 0 && s.from && s.to) issue(['sessions', i, 'weekdays'], 'No date between these days falls on the chosen weekdays.');
    });
    if (v.edm) {
      for (const locale of campaignFormLocales) {
        const t = v.texts[locale];
        for (const key of ['edmHeadline', 'edmBody', 'edmCta'] as const) if (!t[key]) issue(['texts', locale, key], 'The e-mail page needs this text in both languages.');
      }
    }
    if (v.giveaway) {
      if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v.giveawayClosesAt)) issue(['giveawayClosesAt'], 'Choose when the giveaway closes.');
      for (const locale of campaignFormLocales) {
        for (const key of ['title', 'prize', 'rules'] as const) if (!v.giveawayTexts[locale][key]) issue(['giveawayTexts', locale, key], 'The giveaway needs this text in both languages.');
      }
    }
    if (v.quiz) {
      try {
        JSON.parse(v.quiz);
      } catch {
        issue(['quiz'], 'The quiz copied from the other campaign is damaged: start from it again.');
      }
    }
  });
export type CampaignFormValues = z.infer<typeof campaignFormSchema>;

const emptyTexts = (): CampaignFormValues['texts']['en'] => ({
  title: '',
  kicker: '',
  summary: '',
  body: '',
  facts: Array.from({ length: factRows }, () => ({ label: '', value: '' })),
  edmHeadline: '',
  edmBody: '',
  edmCta: '',
  thankYouHeadline: '',
  thankYouBody: '',
});

export const emptySession = (): SessionValues => ({ location: '', from: '', to: '', weekdays: [], times: '', minutes: '60', quota: '10' });

export function emptyCampaignForm(): CampaignFormValues {
  return {
    slug: '',
    opensAt: '',
    closesAt: '',
    retentionUntil: '',
    statementVersion: '',
    edm: false,
    thankYou: true,
    accent: '#7a5c3e',
    ground: '#f4efe6',
    motif: 'waves',
    layout: '',
    tone: '',
    design: '',
    kind: 'sample',
    feeHkd: '',
    feeRedeemable: false,
    sessionMinutes: '',
    sessions: [emptySession()],
    texts: { en: emptyTexts(), 'zh-Hant': emptyTexts() },
    giveaway: false,
    giveawayClosesAt: '',
    prizeValueHkd: '',
    licenceNumber: '',
    giveawayTexts: { en: { title: '', prize: '', rules: '' }, 'zh-Hant': { title: '', prize: '', rules: '' } },
    quiz: '',
  };
}

/** Hong Kong keeps +08:00 all year (no daylight saving). */
const hongKongInput = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16);
const fromHongKongInput = (value: string) => `${value}:00+08:00`;
const paragraphs = (raw: string) => raw.replace(/\r\n/g, '\n').split(/\n\s*\n/).map((p) => p.replace(/\s*\n\s*/g, ' ').trim()).filter(Boolean);
const lines = (raw: string) => raw.replace(/\r\n/g, '\n').split('\n').map((l) => l.trim()).filter(Boolean);

/** The shape of a campaign file (what the data service checks and stores). */
export interface CampaignDefinition {
  slug: string;
  opensAt: string;
  closesAt: string;
  retentionUntil: string;
  statementVersion: string;
  pages: { edm: boolean; thankYou: boolean };
  theme: { accent: string; ground: string; design?: string; motif?: string; tone?: string; layout?: string };
  registration: {
    kind: 'sample' | 'workshop';
    feeHkd?: number;
    feeRedeemable: boolean;
    sessionMinutes?: number;
    locations: { code: string; schedule: { dates?: string[]; from?: string; to?: string; weekdays?: number[]; times: string[]; minutes: number; quota: number }[] }[];
  } | null;
  quiz: unknown;
  giveaway: {
    closesAt: string;
    prizeValueHkd?: number;
    licenceNumber?: string;
    texts: Record<CampaignFormLocale, { title: string; prize: string; rules: string[] }>;
  } | null;
  texts: Record<
    CampaignFormLocale,
    {
      title: string;
      kicker: string;
      summary: string;
      body: string[];
      facts: { label: string; value: string }[];
      edm?: { headline: string; body: string[]; cta: string };
      thankYou: { headline: string; body: string[] };
    }
  >;
}

/**
 * The definition the form describes, and for each of its schedules the form's session row, so a
 * refusal of `registration.locations.1.schedule.0.quota` lands on that row's quota.
 */
export function definitionFromForm(v: CampaignFormValues): { definition: CampaignDefinition; sessionRows: Map<string, number> } {
  const sessionRows = new Map<string, number>();
  const byLocation = new Map<string, { code: string; schedule: NonNullable<CampaignDefinition['registration']>['locations'][number]['schedule'] }>();
  v.sessions.forEach((s, row) => {
    const entry = byLocation.get(s.location) ?? { code: s.location, schedule: [] };
    byLocation.set(s.location, entry);
    const locationIndex = [...byLocation.keys()].indexOf(s.location);
    sessionRows.set(`${locationIndex}.${entry.schedule.length}`, row);
    if (entry.schedule.length === 0) sessionRows.set(`${locationIndex}`, row);
    entry.schedule.push({
      from: s.from,
      to: s.to,
      ...(s.weekdays.length ? { weekdays: s.weekdays.map(Number).sort() } : {}),
      times: sessionTimes(s.times),
      minutes: Number(s.minutes),
      quota: Number(s.quota),
    });
  });
  const texts = (locale: CampaignFormLocale) => {
    const t = v.texts[locale];
    return {
      title: t.title.trim(),
      kicker: t.kicker.trim(),
      summary: t.summary.trim(),
      body: paragraphs(t.body),
      facts: t.facts.filter((f) => f.label.trim() || f.value.trim()).map((f) => ({ label: f.label.trim(), value: f.value.trim() })),
      ...(v.edm ? { edm: { headline: t.edmHeadline.trim(), body: paragraphs(t.edmBody), cta: t.edmCta.trim() } } : {}),
      thankYou: { headline: t.thankYouHeadline.trim(), body: paragraphs(t.thankYouBody) },
    };
  };
  const definition: CampaignDefinition = {
    slug: v.slug.trim(),
    opensAt: fromHongKongInput(v.opensAt),
    closesAt: fromHongKongInput(v.closesAt),
    retentionUntil: v.retentionUntil,
    statementVersion: v.statementVersion.trim(),
    pages: { edm: v.edm, thankYou: v.thankYou },
    theme: { accent: v.accent, ground: v.ground, motif: v.motif, ...(v.design ? { design: v.design } : {}), ...(v.tone ? { tone: v.tone } : {}), ...(v.layout ? { layout: v.layout } : {}) },
    registration: v.kind
      ? {
          kind: v.kind,
          ...(v.feeHkd ? { feeHkd: Number(v.feeHkd) } : {}),
          feeRedeemable: v.feeRedeemable,
          ...(v.sessionMinutes ? { sessionMinutes: Number(v.sessionMinutes) } : {}),
          locations: [...byLocation.values()],
        }
      : null,
    quiz: v.quiz ? JSON.parse(v.quiz) : null,
    giveaway: v.giveaway
      ? {
          closesAt: fromHongKongInput(v.giveawayClosesAt),
          ...(v.prizeValueHkd ? { prizeValueHkd: Number(v.prizeValueHkd) } : {}),
          ...(v.licenceNumber ? { licenceNumber: v.licenceNumber.trim() } : {}),
          texts: Object.fromEntries(
            campaignFormLocales.map((l) => [l, { title: v.giveawayTexts[l].title.trim(), prize: v.giveawayTexts[l].prize.trim(), rules: lines(v.giveawayTexts[l].rules) }]),
          ) as Record<CampaignFormLocale, { title: string; prize: string; rules: string[] }>,
        }
      : null,
    texts: { en: texts('en'), 'zh-Hant': texts('zh-Hant') },
  };
  return { definition, sessionRows };
}

/**
 * The form filled from an existing campaign ("Duplicate campaign"): everything but its address,
 * which the manager chooses. Listed dates come back as one row per run of dates.
 */
export function formFromDefinition(d: CampaignDefinition): CampaignFormValues {
  const empty = emptyCampaignForm();
  const localeTexts = (locale: CampaignFormLocale): CampaignFormValues['texts']['en'] => {
    const t = d.texts[locale];
    return {
      title: t.title,
      kicker: t.kicker,
      summary: t.summary,
      body: t.body.join('\n\n'),
      facts: Array.from({ length: Math.max(factRows, t.facts.length) }, (_, i) => t.facts[i] ?? { label: '', value: '' }),
      edmHeadline: t.edm?.headline ?? '',
      edmBody: t.edm?.body.join('\n\n') ?? '',
      edmCta: t.edm?.cta ?? '',
      thankYouHeadline: t.thankYou.headline,
      thankYouBody: t.thankYou.body.join('\n\n'),
    };
  };
  const sessions: SessionValues[] = (d.registration?.locations ?? []).flatMap((l) =>
    l.schedule.flatMap((s) => {
      const base = { location: l.code, times: s.times.join(', '), minutes: String(s.minutes), quota: String(s.quota) };
      if (!s.dates) return [{ ...base, from: s.from ?? '', to: s.to ?? '', weekdays: (s.weekdays ?? []).map(String) }];
      // Listed dates: one row when they are every day of a run, or every chosen weekday of it
      // (Saturdays in October); otherwise one row per date.
      const sorted = [...new Set(s.dates)].sort();
      const weekdays = [...new Set(sorted.map((date) => String(new Date(`${date}T00:00:00Z`).getUTCDay())))].sort();
      const run = { from: sorted[0]!, to: sorted.at(-1)!, weekdays: weekdays.length === 7 ? [] : weekdays };
      if (sessionDates(run).join() === sorted.join()) return [{ ...base, ...run }];
      return sorted.map((date) => ({ ...base, from: date, to: date, weekdays: [] }));
    }),
  );
  return {
    ...empty,
    slug: '',
    opensAt: hongKongInput(d.opensAt),
    closesAt: hongKongInput(d.closesAt),
    retentionUntil: d.retentionUntil,
    statementVersion: d.statementVersion,
    edm: d.pages.edm,
    thankYou: d.pages.thankYou,
    accent: d.theme.accent,
    ground: d.theme.ground,
    motif: (defaultMotifs as readonly string[]).includes(d.theme.motif ?? '') ? (d.theme.motif as CampaignFormValues['motif']) : 'waves',
    layout: (d.theme.layout as CampaignFormValues['layout']) ?? '',
    tone: (d.theme.tone as CampaignFormValues['tone']) ?? '',
    design: d.theme.design ?? '',
    kind: d.registration?.kind ?? '',
    feeHkd: d.registration?.feeHkd ? String(d.registration.feeHkd) : '',
    feeRedeemable: d.registration?.feeRedeemable ?? false,
    sessionMinutes: d.registration?.sessionMinutes ? String(d.registration.sessionMinutes) : '',
    sessions: sessions.slice(0, 40),
    texts: { en: localeTexts('en'), 'zh-Hant': localeTexts('zh-Hant') },
    giveaway: Boolean(d.giveaway),
    giveawayClosesAt: d.giveaway ? hongKongInput(d.giveaway.closesAt) : '',
    prizeValueHkd: d.giveaway?.prizeValueHkd ? String(d.giveaway.prizeValueHkd) : '',
    licenceNumber: d.giveaway?.licenceNumber ?? '',
    giveawayTexts: d.giveaway
      ? {
          en: { title: d.giveaway.texts.en.title, prize: d.giveaway.texts.en.prize, rules: d.giveaway.texts.en.rules.join('\n') },
          'zh-Hant': { title: d.giveaway.texts['zh-Hant'].title, prize: d.giveaway.texts['zh-Hant'].prize, rules: d.giveaway.texts['zh-Hant'].rules.join('\n') },
        }
      : empty.giveawayTexts,
    quiz: d.quiz ? JSON.stringify(d.quiz) : '',
  };
}

const topLevel: Record<string, string> = {
  slug: 'slug',
  opensAt: 'opensAt',
  closesAt: 'closesAt',
  retentionUntil: 'retentionUntil',
  statementVersion: 'statementVersion',
  'pages.edm': 'edm',
  'pages.thankYou': 'thankYou',
  'theme.accent': 'accent',
  'theme.ground': 'ground',
  'theme.motif': 'motif',
  'theme.layout': 'layout',
  'theme.tone': 'tone',
  'registration.kind': 'kind',
  'registration.feeHkd': 'feeHkd',
  'registration.feeRedeemable': 'feeRedeemable',
  'registration.sessionMinutes': 'sessionMinutes',
  'giveaway.closesAt': 'giveawayClosesAt',
  'giveaway.prizeValueHkd': 'prizeValueHkd',
  'giveaway.licenceNumber': 'licenceNumber',
};
const textKeys: Record<string, string> = { 'edm.headline': 'edmHeadline', 'edm.body': 'edmBody', 'edm.cta': 'edmCta', 'thankYou.headline': 'thankYouHeadline', 'thankYou.body': 'thankYouBody' };

/** The form's field for a path of the campaign file the data service refused; null: the whole form. */
export function formFieldOf(path: string, sessionRows: Map<string, number>): string | null {
  if (topLevel[path]) return topLevel[path];
  let m = /^texts\.(en|zh-Hant)\.(title|kicker|summary|body)(\.\d+)?$/.exec(path);
  if (m) return `texts.${m[1]}.${m[2]}`;
  m = /^texts\.(en|zh-Hant)\.facts\.(\d+)\.(label|value)$/.exec(path);
  if (m) return `texts.${m[1]}.facts.${m[2]}.${m[3]}`;
  m = /^texts\.(en|zh-Hant)\.((?:edm|thankYou)\.[a-z]+)/i.exec(path);
  if (m && textKeys[m[2]!]) return `texts.${m[1]}.${textKeys[m[2]!]}`;
  m = /^giveaway\.texts\.(en|zh-Hant)\.(title|prize|rules)/.exec(path);
  if (m) return `giveawayTexts.${m[1]}.${m[2]}`;
  m = /^registration\.locations\.(\d+)(?:\.schedule\.(\d+)(?:\.([a-zA-Z]+))?)?/.exec(path);
  if (m) {
    const row = sessionRows.get(m[2] === undefined ? m[1]! : `${m[1]}.${m[2]}`) ?? sessionRows.get(m[1]!);
    if (row === undefined) return 'sessions';
    const field = m[3] === undefined ? (m[2] === undefined ? 'location' : 'from') : ({ dates: 'from', from: 'from', to: 'to', weekdays: 'weekdays', times: 'times', minutes: 'minutes', quota: 'quota' } as Record<string, string>)[m[3]] ?? 'from';
    return `sessions.${row}.${field}`;
  }
  if (/^registration(\.locations)?$/.test(path)) return 'sessions';
  return null;
}

/** A posted form as the nested values react-hook-form holds (`texts.en.title`, `sessions.0.quota`); repeated names become lists. */
export function valuesFromFormData(form: FormData): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, raw] of form) {
    if (typeof raw !== 'string' || name === 'intent') continue;
    const keys = name.split('.');
    let node: Record<string, unknown> = root;
    keys.forEach((key, i) => {
      const last = i === keys.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(keys[i + 1]!);
      if (last) {
        const existing = node[key];
        node[key] = existing === undefined ? raw : Array.isArray(existing) ? [...existing, raw] : [existing, raw];
      } else {
        node[key] ??= nextIsIndex ? [] : {};
        node = node[key] as Record<string, unknown>;
      }
    });
  }
  const arrays = (value: unknown): unknown => {
    if (Array.isArray(value)) return Array.from(value, (v) => arrays(v ?? {}));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, arrays(v)]));
    return value;
  };
  return arrays(root) as Record<string, unknown>;
}
