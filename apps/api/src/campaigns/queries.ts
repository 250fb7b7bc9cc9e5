import { type Kysely, type Selectable, sql } from 'kysely';
import type { DataLocale, Database } from '../db/schema';
import type { CampaignTextsTable, CampaignsTable } from './tables';

// All SQL of the campaigns area (reads). Registrations write in ../registrations/queries.ts.

/** A campaign with its texts in one locale, as `findCampaign` reads it. */
export type CampaignRow = Omit<Selectable<CampaignsTable>, 'published_at' | 'version'> & Pick<CampaignTextsTable, 'content'>;

/**
 * A published campaign (a draft made in the studio's form is public only once published);
 * `drafts: true` finds an unpublished one too: a preview link for it, the command line.
 */
export async function findCampaign(db: Kysely<Database>, slug: string, locale: DataLocale, options: { drafts?: boolean } = {}): Promise<CampaignRow | undefined> {
  return db
    .selectFrom('campaigns as c')
    .innerJoin('campaign_texts as t', (j) => j.onRef('t.campaign_id', '=', 'c.id').on('t.locale', '=', locale))
    .select([
      'c.id',
      'c.slug',
      'c.opens_at',
      'c.closes_at',
      sql<string>`to_char(c.retention_until, 'YYYY-MM-DD')`.as('retention_until'),
      'c.statement_version',
      'c.has_edm',
      'c.has_thank_you',
      'c.registration_kind',
      'c.fee_hkd',
      'c.fee_redeemable',
      'c.session_minutes',
      'c.theme',
      'c.quiz',
      'c.giveaway_closes_at',
      'c.giveaway_prize_hkd',
      'c.opens_header',
      't.content',
    ])
    .where('c.slug', '=', slug)
    .$if(!options.drafts, (qb) => qb.where('c.published_at', 'is not', null))
    .executeTakeFirst();
}

/** A campaign's texts saved as a draft in one locale (laid over the live ones in a preview). */
export async function findTextDraft(db: Kysely<Database>, campaignId: number, locale: DataLocale): Promise<unknown> {
  const row = await db.selectFrom('campaign_text_drafts').select('content').where('campaign_id', '=', campaignId).where('locale', '=', locale).executeTakeFirst();
  return typeof row?.content === 'string' ? JSON.parse(row.content) : row?.content;
}

/**
 * Every campaign with its texts in one locale, what it offers and the span of its sessions (the
 * hub of the campaign app and the brand site's "Try before you choose" band read this).
 */
/** Places left in slots still to come and not closed: the one count of a campaign's list entry and page. */
const placesLeft = (now: Date) => sql<string>`coalesce(sum(quota - booked) filter (where starts_at > ${now} and closed_at is null), 0)`;

/**
 * Every published campaign with its texts in one locale, its first and last session and the places
 * left (`placesLeft`), in one statement: the brand
 * site reads this list on every page.
 */
export async function listCampaigns(db: Kysely<Database>, locale: DataLocale, now: Date) {
  return db
    .selectFrom('campaigns as c')
    .innerJoin('campaign_texts as t', (j) => j.onRef('t.campaign_id', '=', 'c.id').on('t.locale', '=', locale))
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('campaign_slots')
          .select([
            'campaign_id',
            sql<Date | null>`min(starts_at)`.as('first_session'),
            sql<Date | null>`max(starts_at)`.as('last_session'),
            placesLeft(now).as('remaining'),
          ])
          .groupBy('campaign_id')
          .as('s'),
      (j) => j.onRef('s.campaign_id', '=', 'c.id'),
    )
    .select([
      'c.id',
      'c.slug',
      'c.opens_at',
      'c.closes_at',
      'c.registration_kind',
      'c.fee_hkd',
      'c.fee_redeemable',
      sql<boolean>`c.quiz is not null`.as('has_quiz'),
      'c.giveaway_closes_at',
      'c.opens_header',
      'c.theme',
      // The list shows three of the texts: reading the whole document cost the statement 40 %.
      sql<string>`t.content->>'title'`.as('title'),
      sql<string>`t.content->>'kicker'`.as('kicker'),
      sql<string>`t.content->>'summary'`.as('summary'),
      's.first_session',
      's.last_session',
      sql<number>`coalesce(s.remaining, 0)::int`.as('remaining'),
    ])
    .where('c.published_at', 'is not', null)
    .orderBy('c.opens_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

export interface LocationRow {
  id: number;
  code: string;
  kind: 'boutique' | 'pop-up';
  texts: unknown;
}

/** The redemption locations a campaign has slots at, in the order the file lists them. */
export async function listCampaignLocations(db: Kysely<Database>, campaignId: number): Promise<LocationRow[]> {
  return db
    .selectFrom('redemption_locations as l')
    .select(['l.id', 'l.code', 'l.kind', 'l.texts'])
    .where((eb) => eb.exists(eb.selectFrom('campaign_slots as s').select('s.id').whereRef('s.location_id', '=', 'l.id').where('s.campaign_id', '=', campaignId)))
    .orderBy('l.id')
    .execute();
}

export interface SlotRow {
  id: number;
  location_code: string;
  starts_at: Date;
  ends_at: Date;
  quota: number;
  booked: number;
  /** Hong Kong date and time of the start, as the form shows and sends them. */
  date: string;
  time: string;
}

/** The slots still to come (start after `now`) and not closed in the studio, with what is booked. */
export async function listUpcomingSlots(db: Kysely<Database>, campaignId: number, now: Date): Promise<SlotRow[]> {
  return db
    .selectFrom('campaign_slots as s')
    .innerJoin('redemption_locations as l', 'l.id', 's.location_id')
    .select([
      's.id',
      'l.code as location_code',
      's.starts_at',
      's.ends_at',
      's.quota',
      's.booked',
      sql<string>`to_char(s.starts_at AT TIME ZONE 'Asia/Hong_Kong', 'YYYY-MM-DD')`.as('date'),
      sql<string>`to_char(s.starts_at AT TIME ZONE 'Asia/Hong_Kong', 'HH24:MI')`.as('time'),
    ])
    .where('s.campaign_id', '=', campaignId)
    .where('s.starts_at', '>', now)
    .where('s.closed_at', 'is', null)
    .orderBy('s.starts_at')
    .orderBy('l.id')
    .execute();
}

/** Places left in slots still to come: 0 means every reservation is taken (or none remains). */
export async function remainingCapacity(db: Kysely<Database>, campaignId: number, now: Date): Promise<number> {
  const row = await db.selectFrom('campaign_slots').select(placesLeft(now).as('remaining')).where('campaign_id', '=', campaignId).executeTakeFirstOrThrow();
  return Number(row.remaining);
}
