import { readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ContentError, ContentReader, checkReference, parseContent, readContentVersion, writeContentVersion } from '../content/loader';
import { boutiqueFileSchema } from '../content/schemas';
import { markContentChanged } from '../content/version';
import { type CampaignFile, type LocationsFile, campaignFileSchema, locationsFileSchema } from './content-schema';

export const campaignsArea = 'campaigns';
/** Hong Kong keeps one offset all year (no daylight saving): slot times in the files are local. */
const hongKongOffset = '+08:00';

export interface CampaignBundle {
  version: string;
  locations: LocationsFile['locations'];
  campaigns: LoadedCampaign[];
  /** Campaign files that were not loaded, each naming the file, the field and why (the others load). */
  rejected: ContentError[];
}

export interface LoadedCampaign {
  file: string;
  slug: string;
  data: CampaignFile;
}

/** `content/`: CONTENT_DIR, or the nearest folder above this module (or the working directory) holding campaign files. */
export function findCampaignContentDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CONTENT_DIR) return resolve(env.CONTENT_DIR);
  for (const start of [dirname(fileURLToPath(import.meta.url)), process.cwd()]) {
    for (let dir = start; ; dir = dirname(dir)) {
      if (existsSync(join(dir, 'content', 'campaigns', 'locations.yaml'))) return join(dir, 'content');
      if (dirname(dir) === dir) break;
    }
  }
  throw new Error('No content/campaigns folder found: set CONTENT_DIR to the folder that holds the content files.');
}

/**
 * The checks one campaign needs beyond its schema: its locations exist, its quiz options lead to
 * its results. Throws a ContentError naming the field.
 */
export function checkCampaign(entry: { file: string; data: CampaignFile }, locationCodes: ReadonlySet<string>): void {
  entry.data.registration?.locations.forEach((l, i) => checkReference(entry.file, `registration.locations.${i}.code`, l.code, locationCodes, 'location'));
  const results = new Set(entry.data.quiz?.results.map((r) => r.code));
  entry.data.quiz?.questions.forEach((q, qi) =>
    q.options.forEach((o, oi) => checkReference(entry.file, `quiz.questions.${qi}.options.${oi}.result`, o.result, results, 'quiz result')),
  );
}

/** One campaign file's text, parsed and checked; `file` is how reports name it. */
export function parseCampaignFile(file: string, text: string, locationCodes: ReadonlySet<string>): LoadedCampaign {
  const entry = parseContent(file, text, campaignFileSchema);
  checkCampaign(entry, locationCodes);
  return { file, slug: entry.data.slug, data: entry.data };
}

/**
 * Reads and checks `content/campaigns/` (every campaign file plus the shared locations file). A bad
 * campaign file is set aside in `rejected` and the others load; a bad locations file (which every
 * campaign needs) stops the area.
 */
export async function readCampaignBundle(root = findCampaignContentDir()): Promise<CampaignBundle> {
  const reader = new ContentReader(root);
  const locations = await reader.readFile('campaigns/locations.yaml', locationsFileSchema);
  const names = (await readdir(join(root, 'campaigns'))).filter((n) => n.endsWith('.yaml') && n !== 'locations.yaml').sort();
  for (const [i, location] of locations.data.locations.entries()) await checkAgainstBoutique(reader, locations.file, i, location);
  const codes = new Set(locations.data.locations.map((l) => l.code));
  const campaigns: LoadedCampaign[] = [];
  const rejected: ContentError[] = [];
  const bySlug = new Map<string, string>();
  for (const name of names) {
    try {
      const entry = await reader.readFile(`campaigns/${name}`, campaignFileSchema);
      checkCampaign(entry, codes);
      const other = bySlug.get(entry.data.slug);
      if (other) throw new ContentError(entry.file, 'slug', `"${entry.data.slug}" is already used by content/${other}`);
      bySlug.set(entry.data.slug, entry.file);
      campaigns.push({ file: entry.file, slug: entry.data.slug, data: entry.data });
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      rejected.push(error);
    }
  }
  return { version: reader.version(), locations: locations.data.locations, campaigns, rejected };
}

/**
 * A redemption location repeats its boutique's address and hours (content/boutiques/<slug>.yaml), in
 * both languages; a pop-up's hours may start with its dates ("18–31 October 2023; Daily 10:00–21:00").
 */
async function checkAgainstBoutique(reader: ContentReader, file: string, index: number, location: LocationsFile['locations'][number]): Promise<void> {
  const boutique = await reader.readFile(`boutiques/${location.boutique}.yaml`, boutiqueFileSchema);
  for (const locale of ['en', 'zh-Hant'] as const) {
    const texts = location.texts[locale];
    // A text left out of zh-Hant is shown in English (docs/content.md).
    const translated = locale === 'en' ? undefined : boutique.data['zh-Hant'];
    const address = translated?.address ?? boutique.data.en.address;
    const hours = (translated?.hours ?? boutique.data.en.hours).join(locale === 'en' ? '; ' : '；');
    const field = `locations.${index}.texts.${locale}`;
    if (texts.address !== address) throw new ContentError(file, `${field}.address`, `must be the address of ${boutique.file}: "${address}"`);
    if (!texts.hours.endsWith(hours)) throw new ContentError(file, `${field}.hours`, `must end with the hours of ${boutique.file}: "${hours}"`);
  }
}

type Schedule = NonNullable<CampaignFile['registration']>['locations'][number]['schedule'][number];

/** Every session a schedule describes, as Hong Kong times. */
export function expandSchedule(schedule: Schedule): { startsAt: Date; endsAt: Date; quota: number }[] {
  let dates = schedule.dates ?? [];
  if (!schedule.dates) {
    dates = [];
    for (let day = new Date(`${schedule.from}T00:00:00Z`); day <= new Date(`${schedule.to}T00:00:00Z`); day = new Date(day.getTime() + 86_400_000)) {
      if (!schedule.weekdays || schedule.weekdays.includes(day.getUTCDay())) dates.push(day.toISOString().slice(0, 10));
    }
  }
  return dates.flatMap((date) =>
    schedule.times.map((time) => {
      const startsAt = new Date(`${date}T${time}:00${hongKongOffset}`);
      return { startsAt, endsAt: new Date(startsAt.getTime() + schedule.minutes * 60_000), quota: schedule.quota };
    }),
  );
}

type Transaction = Kysely<Database>;

/** Upserts the redemption locations; answers every location's id by code. */
async function storeLocations(trx: Transaction, locations: LocationsFile['locations']): Promise<Map<string, number>> {
  for (const l of locations) {
    await trx
      .insertInto('redemption_locations')
      .values({ code: l.code, kind: l.kind, texts: JSON.stringify(l.texts) })
      .onConflict((oc) => oc.column('code').doUpdateSet({ kind: l.kind, texts: JSON.stringify(l.texts) }))
      .execute();
  }
  return knownLocations(trx);
}

/** Every redemption location in the database, id by code. */
export async function knownLocations(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('redemption_locations').select(['id', 'code']).execute();
  return new Map(rows.map((r) => [r.code, r.id]));
}

/**
 * Writes one campaign: upserted by slug, texts replaced, slots upserted by start time. A slot's
 * quota is never set below what is already booked, and a slot that holds bookings is never
 * deleted (a booked visitor keeps the place even if the file changes). Answers whether it is new.
 */
export async function storeCampaign(trx: Transaction, locationIds: ReadonlyMap<string, number>, { slug, data: c }: { slug: string; data: CampaignFile }): Promise<{ id: number; created: boolean }> {
  const values = {
    opens_at: new Date(c.opensAt),
    closes_at: new Date(c.closesAt),
    retention_until: c.retentionUntil,
    statement_version: c.statementVersion,
    has_edm: c.pages.edm,
    has_thank_you: c.pages.thankYou,
    registration_kind: c.registration?.kind ?? null,
    fee_hkd: c.registration?.feeHkd ?? null,
    fee_redeemable: c.registration?.feeRedeemable ?? false,
    session_minutes: c.registration?.sessionMinutes ?? null,
    theme: JSON.stringify(c.theme),
    quiz: c.quiz ? JSON.stringify(c.quiz) : null,
    giveaway_closes_at: c.giveaway ? new Date(c.giveaway.closesAt) : null,
    giveaway_prize_hkd: c.giveaway?.prizeValueHkd ?? null,
  };
  const existed = await trx.selectFrom('campaigns').select('id').where('slug', '=', slug).executeTakeFirst();
  const { id } = await trx
    .insertInto('campaigns')
    .values({ slug, ...values })
    .onConflict((oc) => oc.column('slug').doUpdateSet(values))
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const locale of ['en', 'zh-Hant'] as const) {
    const giveaway = c.giveaway ? { ...c.giveaway.texts[locale], licenceNumber: c.giveaway.licenceNumber ?? null } : null;
    const content = JSON.stringify({ ...c.texts[locale], giveaway });
    await trx
      .insertInto('campaign_texts')
      .values({ campaign_id: id, locale, content })
      .onConflict((oc) => oc.columns(['campaign_id', 'locale']).doUpdateSet({ content }))
      .execute();
  }
  const slots = (c.registration?.locations ?? []).flatMap((l) =>
    l.schedule.flatMap(expandSchedule).map((s) => ({ campaign_id: id, location_id: locationIds.get(l.code)!, starts_at: s.startsAt, ends_at: s.endsAt, quota: s.quota })),
  );
  if (slots.length > 0) {
    await trx
      .insertInto('campaign_slots')
      .values(slots)
      .onConflict((oc) =>
        oc.columns(['campaign_id', 'location_id', 'starts_at']).doUpdateSet((eb) => ({
          ends_at: eb.ref('excluded.ends_at'),
          quota: eb.fn('greatest', [eb.ref('excluded.quota'), eb.ref('campaign_slots.booked')]),
        })),
      )
      .execute();
  }
  const keep = new Set(slots.map((s) => `${s.location_id}|${s.starts_at.getTime()}`));
  const existing = await trx.selectFrom('campaign_slots').select(['id', 'location_id', 'starts_at', 'booked']).where('campaign_id', '=', id).execute();
  const stale = existing.filter((s) => s.booked === 0 && !keep.has(`${s.location_id}|${new Date(s.starts_at).getTime()}`)).map((s) => s.id);
  if (stale.length > 0) await trx.deleteFrom('campaign_slots').where('id', 'in', stale).execute();
  return { id, created: !existed };
}

/** Writes the bundle's locations and campaigns in one transaction. */
export async function storeCampaigns(db: Kysely<Database>, bundle: Pick<CampaignBundle, 'locations' | 'campaigns'>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const locationIds = await storeLocations(trx, bundle.locations);
    for (const campaign of bundle.campaigns) await storeCampaign(trx, locationIds, campaign);
  });
}

/**
 * Loads `content/campaigns/` into the database unless this exact version is already there. A bad
 * campaign file is reported through `onBadContent` (file, field, why) and skipped: the database
 * keeps that campaign's last good version. Without `onBadContent` the first bad file is thrown.
 */
export async function seedCampaigns(
  db: Kysely<Database>,
  options: { force?: boolean; onBadContent?: (line: string) => void } = {},
): Promise<{ version: string; loaded: boolean; rejected: ContentError[] }> {
  const bundle = await readCampaignBundle();
  if (bundle.rejected.length > 0 && !options.onBadContent) throw bundle.rejected[0];
  for (const error of bundle.rejected) {
    options.onBadContent?.(`bad campaign file, not loaded: ${error.message}. Its campaign keeps its last good version (if it had one) until the file is fixed.`);
  }
  if (!options.force && (await readContentVersion(db, campaignsArea)) === bundle.version) return { version: bundle.version, loaded: false, rejected: bundle.rejected };
  await storeCampaigns(db, bundle);
  await writeContentVersion(db, campaignsArea, bundle.version);
  await markContentChanged(db);
  return { version: bundle.version, loaded: true, rejected: bundle.rejected };
}
