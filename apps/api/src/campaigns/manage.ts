import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { ContentError, linkIssues, markContentChanged } from '../content';
import { type AuditActor, recordAudit, refuseStaleEdit } from '../staff';
import { type CampaignFile, campaignFileSchema } from './content-schema';
import { checkCampaign, hongKongLabel, knownLocations, parseCampaignFile, storeCampaign } from './load';

type Db = Kysely<Database>;

/** The latest studio change to a campaign (the audit log): who and when. */
async function lastChange(db: Db, slug: string): Promise<{ by: string; at: string } | null> {
  const row = await db.selectFrom('studio_audit').select(['actor', 'at']).where('subject', '=', `campaign:${slug}`).where('action', 'like', 'campaign.%').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row ? { by: row.actor, at: new Date(row.at).toISOString() } : null;
}

/**
 * Locks the campaign's row, refuses a save based on another version, and counts this change:
 * every studio change to a campaign's definition goes through here inside its transaction. The
 * refusal is the entries': who and when, with the campaign as it is now.
 */
async function claimVersion(trx: Db, slug: string, baseVersion: number | undefined): Promise<number> {
  const row = await trx.selectFrom('campaigns').select(['version']).where('slug', '=', slug).forUpdate().executeTakeFirst();
  if (!row) throw new ContentError(`campaign:${slug}`, 'slug', `no campaign "${slug}"`);
  if (baseVersion !== undefined && baseVersion !== row.version) {
    const last = await lastChange(trx, slug);
    const current = await readCampaignDefinition(trx, slug);
    await refuseStaleEdit(trx, { version: row.version, by: last?.by ?? null, at: last ? new Date(last.at) : null, current }, baseVersion);
  }
  await trx.updateTable('campaigns').set({ version: sql`version + 1` }).where('slug', '=', slug).execute();
  return row.version + 1;
}

/**
 * Campaigns as data: the data service's functions to create, edit, schedule and close a
 * campaign, used by `npm run campaigns -- load` (through the admin channel or on PostgreSQL) and by
 * the studio. Each change is one transaction with its audit entry, then `markContentChanged`, so
 * every instance's pages, the hub, the sitemap and the brand site's band show it within seconds.
 * A refused change is a ContentError (field and why) and changes nothing.
 */

export interface CampaignChange {
  slug: string;
  created: boolean;
  /** What the load changed relative to the database, one line each (texts, slots, quotas, the header link). */
  changes: string[];
}

/** Creates or replaces a campaign from a whole definition (a parsed campaign file). */
export async function saveCampaign(db: Kysely<Database>, actor: AuditActor, definition: unknown, file = 'campaign'): Promise<CampaignChange> {
  const parsed = campaignFileSchema.safeParse(definition);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ContentError(file, issue.path.map(String).join('.'), issue.message);
  }
  const link = linkIssues(parsed.data)[0];
  if (link) throw new ContentError(file, link.path, link.message);
  return store(db, actor, { file, slug: parsed.data.slug, data: parsed.data }, { source: 'studio' });
}

/**
 * Loads one campaign file's text (YAML): `npm run campaigns -- load <file>`. Texts published in the
 * studio since the file was last loaded are replaced only with `replaceStudioTexts`.
 */
export async function loadCampaignText(db: Kysely<Database>, actor: AuditActor, file: string, text: string, { replaceStudioTexts = false } = {}): Promise<CampaignChange> {
  const locations = await knownLocations(db);
  return store(db, actor, parseCampaignFile(file, text, new Set(locations.keys())), { source: 'file', replaceStudioTexts });
}

async function store(
  db: Kysely<Database>,
  actor: AuditActor,
  campaign: { file: string; slug: string; data: CampaignFile },
  options: { source: 'file' | 'studio'; replaceStudioTexts?: boolean },
): Promise<CampaignChange> {
  const locations = await knownLocations(db);
  checkCampaign(campaign, new Set(locations.keys()));
  const change = await db.transaction().execute(async (trx) => {
    const before = await campaignFacts(trx, campaign.slug);
    const { created, changes } = await storeCampaign(trx, locations, campaign, options);
    if (!created) await claimVersion(trx, campaign.slug, undefined);
    await recordAudit(trx, actor, created ? 'campaign.create' : 'campaign.update', `campaign:${campaign.slug}`, before, { file: campaign.file, ...campaign.data, changes });
    return { slug: campaign.slug, created, changes };
  });
  await markContentChanged(db);
  return change;
}

/** Moves a campaign's dates (opening, closing). Refused when it would open after it closes. */
export async function scheduleCampaign(db: Kysely<Database>, actor: AuditActor, slug: string, dates: { opensAt: Date; closesAt: Date }, baseVersion?: number): Promise<void> {
  if (!(dates.opensAt < dates.closesAt)) throw new ContentError(`campaign:${slug}`, 'closesAt', 'opensAt must be before closesAt');
  await db.transaction().execute(async (trx) => {
    const before = await requireCampaign(trx, slug);
    await claimVersion(trx, slug, baseVersion);
    await trx.updateTable('campaigns').set({ opens_at: dates.opensAt, closes_at: dates.closesAt }).where('slug', '=', slug).execute();
    await recordAudit(trx, actor, 'campaign.schedule', `campaign:${slug}`, before, { opensAt: dates.opensAt.toISOString(), closesAt: dates.closesAt.toISOString() });
  });
  await markContentChanged(db);
}

/** Closes a campaign now: its page shows the ended state; bookings already made stay. */
export async function closeCampaign(db: Kysely<Database>, actor: AuditActor, slug: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await requireCampaign(trx, slug);
    if (new Date(before.closes_at) <= now) return;
    await claimVersion(trx, slug, undefined);
    // A campaign not yet open closes too: it opens and closes at the same moment, so it shows ended.
    const opensAt = new Date(before.opens_at) < now ? new Date(before.opens_at) : new Date(now.getTime() - 1000);
    await trx.updateTable('campaigns').set({ opens_at: opensAt, closes_at: now }).where('slug', '=', slug).execute();
    await recordAudit(trx, actor, 'campaign.close', `campaign:${slug}`, before, { closesAt: now.toISOString() });
  });
  await markContentChanged(db);
}

/** Replaces a campaign's texts in one locale (title, kicker, summary, body, facts, edm, thank-you). */
export async function updateCampaignTexts(db: Kysely<Database>, actor: AuditActor, slug: string, locale: 'en' | 'zh-Hant', texts: unknown, baseVersion?: number): Promise<void> {
  const schema = campaignFileSchema.shape.texts.shape[locale];
  const parsed = schema.safeParse(texts);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ContentError(`campaign:${slug}`, ['texts', locale, ...issue.path].map(String).join('.'), issue.message);
  }
  const link = linkIssues(parsed.data, `texts.${locale}`)[0];
  if (link) throw new ContentError(`campaign:${slug}`, link.path, link.message);
  await db.transaction().execute(async (trx) => {
    const { id } = await requireCampaign(trx, slug);
    await claimVersion(trx, slug, baseVersion);
    const row = await trx.selectFrom('campaign_texts').select('content').where('campaign_id', '=', id).where('locale', '=', locale).executeTakeFirst();
    const before = typeof row?.content === 'string' ? JSON.parse(row.content) : (row?.content ?? null);
    const content = { ...parsed.data, giveaway: (before as { giveaway?: unknown } | null)?.giveaway ?? null };
    await trx
      .insertInto('campaign_texts')
      .values({ campaign_id: id, locale, content: JSON.stringify(content) })
      .onConflict((oc) => oc.columns(['campaign_id', 'locale']).doUpdateSet({ content: JSON.stringify(content) }))
      .execute();
    await recordAudit(trx, actor, 'campaign.texts', `campaign:${slug}`, before, content);
  });
  await markContentChanged(db);
}

/** Replaces a campaign's theme (palette, design folder or default motif, tone, layout). */
export async function updateCampaignTheme(db: Kysely<Database>, actor: AuditActor, slug: string, theme: unknown): Promise<void> {
  const parsed = campaignFileSchema.shape.theme.safeParse(theme);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ContentError(`campaign:${slug}`, ['theme', ...issue.path].map(String).join('.'), issue.message);
  }
  await db.transaction().execute(async (trx) => {
    const before = await requireCampaign(trx, slug);
    await claimVersion(trx, slug, undefined);
    await trx.updateTable('campaigns').set({ theme: JSON.stringify(parsed.data) }).where('slug', '=', slug).execute();
    await recordAudit(trx, actor, 'campaign.theme', `campaign:${slug}`, before.theme, parsed.data);
  });
  await markContentChanged(db);
}

async function campaignFacts(db: Kysely<Database>, slug: string) {
  return db.selectFrom('campaigns').select(['id', 'slug', 'opens_at', 'closes_at', 'theme', 'version', 'published_at']).where('slug', '=', slug).executeTakeFirst();
}

async function requireCampaign(db: Kysely<Database>, slug: string) {
  const campaign = await campaignFacts(db, slug);
  if (!campaign) throw new ContentError(`campaign:${slug}`, 'slug', `no campaign "${slug}"`);
  return campaign;
}

/** A campaign's definition as the studio edits it: dates, theme and the texts of both locales. */
export async function readCampaignDefinition(db: Kysely<Database>, slug: string) {
  const campaign = await requireCampaign(db, slug);
  const rows = await db.selectFrom('campaign_texts').select(['locale', 'content']).where('campaign_id', '=', campaign.id).execute();
  const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
  const texts = Object.fromEntries(
    rows.map((r) => {
      const { giveaway: _giveaway, ...rest } = json(r.content) as Record<string, unknown>;
      return [r.locale, rest];
    }),
  );
  const draftRows = await db.selectFrom('campaign_text_drafts').select(['locale', 'content']).where('campaign_id', '=', campaign.id).execute();
  return {
    slug: campaign.slug,
    opensAt: new Date(campaign.opens_at).toISOString(),
    closesAt: new Date(campaign.closes_at).toISOString(),
    theme: json(campaign.theme) as CampaignFile['theme'],
    texts: texts as Record<'en' | 'zh-Hant', CampaignFile['texts']['en']>,
    /** Texts saved as a draft, not yet public (a preview shows them); empty when none. */
    drafts: Object.fromEntries(draftRows.map((r) => [r.locale, json(r.content)])) as Partial<Record<'en' | 'zh-Hant', CampaignFile['texts']['en']>>,
    /** Null: made in the studio's form and not yet published; its pages answer previews only. */
    publishedAt: campaign.published_at ? new Date(campaign.published_at).toISOString() : null,
    /** What a save sends back as `baseVersion`; with who made the latest change and when. */
    version: campaign.version,
    lastChange: await lastChange(db, slug),
  };
}

/**
 * A new campaign from the studio's form: the same checks as a campaign file, then
 * stored unpublished, so its pages answer preview links only until "Publish". A slug that is
 * already a campaign is refused: the form creates, the file route (engineers) updates.
 */
export async function createCampaignDraft(db: Db, actor: AuditActor, definition: unknown): Promise<CampaignChange> {
  const parsed = campaignFileSchema.safeParse(definition);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ContentError('campaign', issue.path.map(String).join('.'), issue.message);
  }
  if (await campaignFacts(db, parsed.data.slug)) throw new ContentError('campaign', 'slug', `there is already a campaign at /discovery-trial/${parsed.data.slug}: choose another address`);
  // The header link is the engineers' (a campaign file's); a form never takes it.
  const data = { ...parsed.data, header: false };
  const locations = await knownLocations(db);
  checkCampaign({ file: 'campaign', data }, new Set(locations.keys()));
  const change = await db.transaction().execute(async (trx) => {
    const { created, changes } = await storeCampaign(trx, locations, { file: 'studio form', slug: data.slug, data }, { source: 'studio' });
    await trx.updateTable('campaigns').set({ published_at: null }).where('slug', '=', data.slug).execute();
    await recordAudit(trx, actor, 'campaign.create', `campaign:${data.slug}`, null, { draft: true, ...data });
    return { slug: data.slug, created, changes };
  });
  await markContentChanged(db);
  return change;
}

type LocaleTexts = CampaignFile['texts']['en'];

/**
 * Saves both locales' texts as a draft (nothing public changes; a preview shows them), refused
 * when the campaign changed since `baseVersion`. Answers the new version.
 */
export async function saveCampaignTextDrafts(db: Db, actor: AuditActor, slug: string, texts: Record<'en' | 'zh-Hant', unknown>, baseVersion: number): Promise<{ version: number }> {
  const checked = (['en', 'zh-Hant'] as const).map((locale) => {
    const parsed = campaignFileSchema.shape.texts.shape[locale].safeParse(texts[locale]);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new ContentError(`campaign:${slug}`, ['texts', locale, ...issue.path].map(String).join('.'), issue.message);
    }
    return [locale, parsed.data] as const;
  });
  return db.transaction().execute(async (trx) => {
    const { id } = await requireCampaign(trx, slug);
    const version = await claimVersion(trx, slug, baseVersion);
    for (const [locale, content] of checked) {
      await trx
        .insertInto('campaign_text_drafts')
        .values({ campaign_id: id, locale, content: JSON.stringify(content) })
        .onConflict((oc) => oc.columns(['campaign_id', 'locale']).doUpdateSet({ content: JSON.stringify(content) }))
        .execute();
    }
    await recordAudit(trx, actor, 'campaign.texts-draft', `campaign:${slug}`, null, Object.fromEntries(checked));
    return { version };
  });
}

/**
 * Publishes a campaign: its draft texts become the live ones (the giveaway's texts stay), and a
 * campaign made in the form becomes public. Refused when it changed since `baseVersion`.
 */
export async function publishCampaign(db: Db, actor: AuditActor, slug: string, baseVersion: number, now: Date): Promise<{ version: number; published: string[] }> {
  const result = await db.transaction().execute(async (trx) => {
    const campaign = await requireCampaign(trx, slug);
    const version = await claimVersion(trx, slug, baseVersion);
    const drafts = await trx.selectFrom('campaign_text_drafts').select(['locale', 'content']).where('campaign_id', '=', campaign.id).execute();
    const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
    const published: string[] = [];
    for (const draft of drafts) {
      const live = await trx.selectFrom('campaign_texts').select('content').where('campaign_id', '=', campaign.id).where('locale', '=', draft.locale).executeTakeFirst();
      const content = JSON.stringify({ ...(json(draft.content) as LocaleTexts), giveaway: (json(live?.content) as { giveaway?: unknown } | undefined)?.giveaway ?? null });
      await trx
        .insertInto('campaign_texts')
        .values({ campaign_id: campaign.id, locale: draft.locale, content })
        .onConflict((oc) => oc.columns(['campaign_id', 'locale']).doUpdateSet({ content }))
        .execute();
      published.push(draft.locale);
    }
    await trx.deleteFrom('campaign_text_drafts').where('campaign_id', '=', campaign.id).execute();
    if (!campaign.published_at) published.push('campaign');
    await trx.updateTable('campaigns').set({ published_at: sql`coalesce(published_at, ${now})` }).where('id', '=', campaign.id).execute();
    await recordAudit(trx, actor, 'campaign.publish', `campaign:${slug}`, null, { published });
    return { version, published };
  });
  await markContentChanged(db);
  return result;
}

/** Drops the draft texts: the live ones stay as they are. */
export async function discardCampaignTextDrafts(db: Db, actor: AuditActor, slug: string, baseVersion: number): Promise<{ version: number }> {
  return db.transaction().execute(async (trx) => {
    const { id } = await requireCampaign(trx, slug);
    const version = await claimVersion(trx, slug, baseVersion);
    await trx.deleteFrom('campaign_text_drafts').where('campaign_id', '=', id).execute();
    await recordAudit(trx, actor, 'campaign.texts-discard', `campaign:${slug}`, null, null);
    return { version };
  });
}

/**
 * A campaign as a whole definition, in the shape of a campaign file: what "Duplicate campaign"
 * starts the form from. Its slots are written back as one schedule of listed dates per location,
 * time, length and quota (closed slots left out); it never holds the header link.
 */
export async function readCampaignAsFile(db: Db, slug: string): Promise<CampaignFile> {
  const c = await db.selectFrom('campaigns').selectAll().select(sql<string>`to_char(retention_until, 'YYYY-MM-DD')`.as('retention')).where('slug', '=', slug).executeTakeFirst();
  if (!c) throw new ContentError(`campaign:${slug}`, 'slug', `no campaign "${slug}"`);
  const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
  const textRows = await db.selectFrom('campaign_texts').select(['locale', 'content']).where('campaign_id', '=', c.id).execute();
  const draftRows = await db.selectFrom('campaign_text_drafts').select(['locale', 'content']).where('campaign_id', '=', c.id).execute();
  const textsOf = (locale: 'en' | 'zh-Hant') => {
    const live = json(textRows.find((r) => r.locale === locale)?.content) as (LocaleTexts & { giveaway?: { title: string; prize: string; rules: string[]; licenceNumber?: string | null } | null }) | undefined;
    const draft = json(draftRows.find((r) => r.locale === locale)?.content) as LocaleTexts | undefined;
    const { giveaway, ...texts } = live ?? ({} as NonNullable<typeof live>);
    return { texts: (draft ?? texts) as LocaleTexts, giveaway: giveaway ?? null };
  };
  const en = textsOf('en');
  const zh = textsOf('zh-Hant');
  const slots = await db
    .selectFrom('campaign_slots as s')
    .innerJoin('redemption_locations as l', 'l.id', 's.location_id')
    .select(['l.code', 's.starts_at', 's.ends_at', 's.quota'])
    .where('s.campaign_id', '=', c.id)
    .where('s.closed_at', 'is', null)
    .orderBy('l.id')
    .orderBy('s.starts_at')
    .execute();
  // Per location, length and quota: each date's start times; dates with the same times share a schedule.
  const locations = new Map<string, Map<string, { minutes: number; quota: number; times: Map<string, string[]> }>>();
  for (const s of slots) {
    const [date, time] = hongKongLabel(s.starts_at).split(' ') as [string, string];
    const minutes = Math.round((new Date(s.ends_at).getTime() - new Date(s.starts_at).getTime()) / 60_000);
    const groups = locations.get(s.code) ?? new Map();
    const group = groups.get(`${minutes}|${s.quota}`) ?? { minutes, quota: s.quota, times: new Map<string, string[]>() };
    group.times.set(date, [...(group.times.get(date) ?? []), time]);
    groups.set(`${minutes}|${s.quota}`, group);
    locations.set(s.code, groups);
  }
  const schedulesOf = (group: { minutes: number; quota: number; times: Map<string, string[]> }) => {
    const byTimes = new Map<string, string[]>();
    for (const [date, times] of group.times) byTimes.set(times.join(','), [...(byTimes.get(times.join(',')) ?? []), date]);
    return [...byTimes].map(([times, dates]) => ({ dates, times: times.split(','), minutes: group.minutes, quota: group.quota }));
  };
  const giveawayTexts = en.giveaway && zh.giveaway ? { en: en.giveaway, 'zh-Hant': zh.giveaway } : null;
  return {
    slug: c.slug,
    opensAt: new Date(c.opens_at).toISOString().replace('Z', '+00:00'),
    closesAt: new Date(c.closes_at).toISOString().replace('Z', '+00:00'),
    retentionUntil: c.retention,
    statementVersion: c.statement_version,
    pages: { edm: c.has_edm, thankYou: c.has_thank_you },
    theme: json(c.theme) as CampaignFile['theme'],
    registration: c.registration_kind
      ? {
          kind: c.registration_kind,
          ...(c.fee_hkd ? { feeHkd: c.fee_hkd } : {}),
          feeRedeemable: c.fee_redeemable,
          ...(c.session_minutes ? { sessionMinutes: c.session_minutes } : {}),
          locations: [...locations].map(([code, groups]) => ({
            code,
            schedule: [...groups.values()].flatMap(schedulesOf),
          })),
        }
      : null,
    quiz: (json(c.quiz) as CampaignFile['quiz']) ?? null,
    giveaway:
      c.giveaway_closes_at && giveawayTexts
        ? {
            closesAt: new Date(c.giveaway_closes_at).toISOString().replace('Z', '+00:00'),
            ...(c.giveaway_prize_hkd ? { prizeValueHkd: c.giveaway_prize_hkd } : {}),
            ...(giveawayTexts.en.licenceNumber ? { licenceNumber: giveawayTexts.en.licenceNumber } : {}),
            texts: {
              en: { title: giveawayTexts.en.title, prize: giveawayTexts.en.prize, rules: giveawayTexts.en.rules },
              'zh-Hant': { title: giveawayTexts['zh-Hant'].title, prize: giveawayTexts['zh-Hant'].prize, rules: giveawayTexts['zh-Hant'].rules },
            },
          }
        : null,
    texts: { en: en.texts, 'zh-Hant': zh.texts },
  };
}
