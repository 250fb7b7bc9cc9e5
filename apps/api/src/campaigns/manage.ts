import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ContentError } from '../content/loader';
import { markContentChanged } from '../content/version';
import { type AuditActor, recordAudit } from '../studio/audit';
import { linkIssues } from '../content/links';
import { type CampaignFile, campaignFileSchema } from './content-schema';
import { checkCampaign, knownLocations, parseCampaignFile, storeCampaign } from './load';

/**
 * Campaigns as data (issue 15): the data service's functions to create, edit, schedule and close a
 * campaign, used by `npm run campaigns -- load` (through the admin channel or on PostgreSQL) and by
 * the studio. Each change is one transaction with its audit entry, then `markContentChanged`, so
 * every instance's pages, the hub, the sitemap and the brand site's band show it within seconds.
 * A refused change is a ContentError (field and why) and changes nothing.
 */

export interface CampaignChange {
  slug: string;
  created: boolean;
  /** What the load changed relative to the database, one line each (slots, quotas, the header link). */
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
  return store(db, actor, { file, slug: parsed.data.slug, data: parsed.data });
}

/** Loads one campaign file's text (YAML): `npm run campaigns -- load <file>`. */
export async function loadCampaignText(db: Kysely<Database>, actor: AuditActor, file: string, text: string): Promise<CampaignChange> {
  const locations = await knownLocations(db);
  return store(db, actor, parseCampaignFile(file, text, new Set(locations.keys())));
}

async function store(db: Kysely<Database>, actor: AuditActor, campaign: { file: string; slug: string; data: CampaignFile }): Promise<CampaignChange> {
  const locations = await knownLocations(db);
  checkCampaign(campaign, new Set(locations.keys()));
  const change = await db.transaction().execute(async (trx) => {
    const before = await campaignFacts(trx, campaign.slug);
    const { created, changes } = await storeCampaign(trx, locations, campaign);
    await recordAudit(trx, actor, created ? 'campaign.create' : 'campaign.update', `campaign:${campaign.slug}`, before, { file: campaign.file, ...campaign.data, changes });
    return { slug: campaign.slug, created, changes };
  });
  await markContentChanged(db);
  return change;
}

/** Moves a campaign's dates (opening, closing). Refused when it would open after it closes. */
export async function scheduleCampaign(db: Kysely<Database>, actor: AuditActor, slug: string, dates: { opensAt: Date; closesAt: Date }): Promise<void> {
  if (!(dates.opensAt < dates.closesAt)) throw new ContentError(`campaign:${slug}`, 'closesAt', 'opensAt must be before closesAt');
  await db.transaction().execute(async (trx) => {
    const before = await requireCampaign(trx, slug);
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
    // A campaign not yet open closes too: it opens and closes at the same moment, so it shows ended.
    const opensAt = new Date(before.opens_at) < now ? new Date(before.opens_at) : new Date(now.getTime() - 1000);
    await trx.updateTable('campaigns').set({ opens_at: opensAt, closes_at: now }).where('slug', '=', slug).execute();
    await recordAudit(trx, actor, 'campaign.close', `campaign:${slug}`, before, { closesAt: now.toISOString() });
  });
  await markContentChanged(db);
}

/** Replaces a campaign's texts in one locale (title, kicker, summary, body, facts, edm, thank-you). */
export async function updateCampaignTexts(db: Kysely<Database>, actor: AuditActor, slug: string, locale: 'en' | 'zh-Hant', texts: unknown): Promise<void> {
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
    await trx.updateTable('campaigns').set({ theme: JSON.stringify(parsed.data) }).where('slug', '=', slug).execute();
    await recordAudit(trx, actor, 'campaign.theme', `campaign:${slug}`, before.theme, parsed.data);
  });
  await markContentChanged(db);
}

async function campaignFacts(db: Kysely<Database>, slug: string) {
  return db.selectFrom('campaigns').select(['id', 'slug', 'opens_at', 'closes_at', 'theme']).where('slug', '=', slug).executeTakeFirst();
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
  return {
    slug: campaign.slug,
    opensAt: new Date(campaign.opens_at).toISOString(),
    closesAt: new Date(campaign.closes_at).toISOString(),
    theme: json(campaign.theme) as CampaignFile['theme'],
    texts: texts as Record<'en' | 'zh-Hant', CampaignFile['texts']['en']>,
  };
}
