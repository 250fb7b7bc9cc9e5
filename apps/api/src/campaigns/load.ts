import { readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { canonicalJson } from '@oriel/contracts/json';
import type { Database } from '../db/schema';
import { boutiqueFileSchema, checkReference, ContentError, ContentReader, linkIssues, markContentChanged, parseContent, readContentVersion, writeContentVersion } from '../content';
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
  const link = linkIssues(entry.data)[0];
  if (link) throw new ContentError(entry.file, link.path, link.message);
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
      const headerFile = campaigns.find((c) => c.data.header)?.file;
      if (entry.data.header && headerFile) throw new ContentError(entry.file, 'header', `only one campaign opens the header link: content/${headerFile} already does`);
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

/** A Hong Kong date and time as the files write them: "2026-03-07 12:00". */
export function hongKongLabel(at: Date | string): string {
  return new Date(new Date(at).getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * Writes one campaign: upserted by slug, texts replaced, slots made what the file lists (the file
 * is the campaign's definition, studio changes to slots included). Answers whether it is new and
 * what it changed in the slots relative to the database, one line each ("slot 2026-03-07 12:00
 * central: quota 20 -> 12"). A quota below what a slot has booked is refused, naming the slot
 * (ContentError: nothing is written); a booked slot the file no longer lists is kept (its visitors
 * keep their places) and reported.
 */
export async function storeCampaign(
  trx: Transaction,
  locationIds: ReadonlyMap<string, number>,
  { file = 'campaign', slug, data: c }: { file?: string; slug: string; data: CampaignFile },
  /**
   * `file`: a campaign file (the command, start-up), which may replace texts published in the
   * studio since it was last loaded only with `replaceStudioTexts`; `studio`: the studio's forms,
   * whose texts are the studio's (no file's texts are recorded for them).
   */
  { source = 'file', replaceStudioTexts = false }: { source?: 'file' | 'studio'; replaceStudioTexts?: boolean } = {},
): Promise<{ id: number; created: boolean; changes: string[] }> {
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
    opens_header: c.header ?? false,
  };
  const changes: string[] = [];
  const existed = await trx.selectFrom('campaigns').select(['id', 'opens_header']).where('slug', '=', slug).executeTakeFirst();
  // The header link has one campaign: a file that claims it takes it from any other.
  if (c.header) {
    const taken = await trx.updateTable('campaigns').set({ opens_header: false }).where('opens_header', '=', true).where('slug', '!=', slug).returning('slug').execute();
    for (const t of taken) changes.push(`header: the Discovery trial link now opens this campaign (it opened ${t.slug})`);
    if (taken.length === 0 && !existed?.opens_header) changes.push('header: the Discovery trial link now opens this campaign');
  } else if (existed?.opens_header) {
    changes.push('header: the Discovery trial link no longer opens this campaign (it opens the hub)');
  }
  const { id } = await trx
    .insertInto('campaigns')
    .values({ slug, ...values })
    .onConflict((oc) => oc.column('slug').doUpdateSet(values))
    .returning('id')
    .executeTakeFirstOrThrow();
  const live = new Map(
    (await trx.selectFrom('campaign_texts').select(['locale', 'content', 'loaded_content']).where('campaign_id', '=', id).forUpdate().execute()).map((row) => [row.locale, row]),
  );
  const studioTexts: string[] = [];
  for (const locale of ['en', 'zh-Hant'] as const) {
    const giveaway = c.giveaway
      ? {
          ...c.giveaway.texts[locale],
          licenceNumber: c.giveaway.licenceNumber ?? null,
          minimumAge: c.giveaway.minimumAge ?? null,
          winners: c.giveaway.winners ?? null,
          drawAt: c.giveaway.drawAt ?? null,
          claimBy: c.giveaway.claimBy ?? null,
          platform: c.giveaway.platform ?? null,
        }
      : null;
    const texts = { ...c.texts[locale], giveaway };
    const content = JSON.stringify(texts);
    const before = live.get(locale);
    if (before) {
      const current = parsedJson(before.content);
      const replaced = changedTexts(current, texts);
      // The texts the studio published since a file last wrote them; all of them when none ever did
      // (a campaign made in the studio's form, or live before migration 0380 kept the file's).
      const fromStudio = new Set(before.loaded_content === null ? Object.keys(current) : changedTexts(parsedJson(before.loaded_content), current));
      if (source === 'file' && !replaceStudioTexts) studioTexts.push(...replaced.filter((key) => fromStudio.has(key)).map((key) => `${locale}.${key}`));
      for (const key of replaced) changes.push(`texts ${locale} ${key}: ${textChange(current, texts, key)}`);
    }
    // What a file wrote, to tell the studio's changes from its own next time; the studio's forms keep the file's.
    const loaded = source === 'file' ? content : before?.loaded_content === undefined || before.loaded_content === null ? null : JSON.stringify(parsedJson(before.loaded_content));
    await trx
      .insertInto('campaign_texts')
      .values({ campaign_id: id, locale, content, loaded_content: loaded })
      .onConflict((oc) => oc.columns(['campaign_id', 'locale']).doUpdateSet({ content, loaded_content: loaded }))
      .execute();
  }
  if (studioTexts.length > 0) {
    throw new ContentError(
      file,
      'texts',
      `${studioTexts.join(', ')} ${studioTexts.length === 1 ? 'was' : 'were'} published in the studio since this file was last loaded, and the file would replace ${studioTexts.length === 1 ? 'it' : 'them'}. Copy the studio's ${studioTexts.length === 1 ? 'text' : 'texts'} into the file (the studio shows them), or load it again saying to replace them (\`npm run campaigns -- load --replace-studio-texts\`, or the studio's "Replace the texts published in the studio"); nothing was changed`,
    );
  }
  const slots = (c.registration?.locations ?? []).flatMap((l) =>
    l.schedule.flatMap(expandSchedule).map((s) => ({ code: l.code, row: { campaign_id: id, location_id: locationIds.get(l.code)!, starts_at: s.startsAt, ends_at: s.endsAt, quota: s.quota } })),
  );
  // The slots as they are now, locked: no booking lands between this comparison and the writes.
  const existing = await trx
    .selectFrom('campaign_slots as s')
    .innerJoin('redemption_locations as l', 'l.id', 's.location_id')
    .select(['s.id', 's.location_id', 'l.code', 's.starts_at', 's.ends_at', 's.quota', 's.booked'])
    .where('s.campaign_id', '=', id)
    .orderBy('s.starts_at')
    .orderBy('l.id')
    .forUpdate('s')
    .execute();
  const keyOf = (locationId: number, startsAt: Date | string) => `${locationId}|${new Date(startsAt).getTime()}`;
  const current = new Map(existing.map((s) => [keyOf(s.location_id, s.starts_at), s]));
  const name = (code: string, startsAt: Date | string) => `slot ${hongKongLabel(startsAt)} ${code}`;
  let added = 0;
  for (const { code, row } of slots) {
    const before = current.get(keyOf(row.location_id, row.starts_at));
    if (!before) {
      added += 1;
      if (existed) changes.push(`${name(code, row.starts_at)}: added (quota ${row.quota})`);
      continue;
    }
    if (row.quota < before.booked) {
      throw new ContentError(file, 'registration', `${name(code, row.starts_at)}: quota ${row.quota} is below the ${before.booked} already booked; nothing was changed`);
    }
    if (row.quota !== before.quota) changes.push(`${name(code, row.starts_at)}: quota ${before.quota} -> ${row.quota}`);
    if (new Date(before.ends_at).getTime() !== row.ends_at.getTime()) changes.push(`${name(code, row.starts_at)}: ends ${hongKongLabel(before.ends_at).slice(11)} -> ${hongKongLabel(row.ends_at).slice(11)}`);
  }
  if (!existed && added > 0) changes.push(`${added} slot${added === 1 ? '' : 's'} added`);
  if (slots.length > 0) {
    await trx
      .insertInto('campaign_slots')
      .values(slots.map((s) => s.row))
      .onConflict((oc) => oc.columns(['campaign_id', 'location_id', 'starts_at']).doUpdateSet((eb) => ({ ends_at: eb.ref('excluded.ends_at'), quota: eb.ref('excluded.quota') })))
      .execute();
  }
  const keep = new Set(slots.map((s) => keyOf(s.row.location_id, s.row.starts_at)));
  const unlisted = existing.filter((s) => !keep.has(keyOf(s.location_id, s.starts_at)));
  for (const s of unlisted) {
    changes.push(s.booked > 0 ? `${name(s.code, s.starts_at)}: not in the file, kept (${s.booked} booked)` : `${name(s.code, s.starts_at)}: removed (not in the file)`);
  }
  const stale = unlisted.filter((s) => s.booked === 0).map((s) => s.id);
  if (stale.length > 0) await trx.deleteFrom('campaign_slots').where('id', 'in', stale).execute();
  return { id, created: !existed, changes };
}

const parsedJson = (value: unknown): Record<string, unknown> => (typeof value === 'string' ? JSON.parse(value) : (value ?? {})) as Record<string, unknown>;
/** The texts (title, summary, body, ...) that differ between two versions of a locale's texts. */
function changedTexts(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => canonicalJson(before[key]) !== canonicalJson(after[key])).sort();
}
/** One replaced text as the command lists it: a short one quoted before and after. */
function textChange(before: Record<string, unknown>, after: Record<string, unknown>, key: string): string {
  const quote = (value: unknown) => (typeof value === 'string' ? `"${value.length > 60 ? `${value.slice(0, 59)}…` : value}"` : null);
  const [from, to] = [quote(before[key]), quote(after[key])];
  return from && to ? `${from} -> ${to}` : 'replaced';
}

/** Writes the bundle's locations and campaigns in one transaction; answers what it changed in campaigns that existed, one line each, prefixed by the file. */
export async function storeCampaigns(db: Kysely<Database>, bundle: Pick<CampaignBundle, 'locations' | 'campaigns'>, { replaceStudioTexts = false } = {}): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const locationIds = await storeLocations(trx, bundle.locations);
    const lines: string[] = [];
    for (const campaign of bundle.campaigns) {
      const { created, changes } = await storeCampaign(trx, locationIds, campaign, { replaceStudioTexts });
      // A new campaign is news enough; an existing one lists what its changed file changed.
      if (!created) lines.push(...changes.map((line) => `content/${campaign.file}: ${line}`));
    }
    return lines;
  });
}

/**
 * Loads `content/campaigns/` into the database unless this exact version is already there. A bad
 * campaign file is reported through `onBadContent` (file, field, why) and skipped: the database
 * keeps that campaign's last good version. Without `onBadContent` the first bad file is thrown.
 */
export async function seedCampaigns(
  db: Kysely<Database>,
  options: {
    force?: boolean;
    onBadContent?: (line: string) => void;
    /** Each change the load made to the database (texts, slots, quotas, the header link), one line each. */
    onChange?: (line: string) => void;
    /** Replace texts published in the studio since the files were last loaded (`--replace-studio-texts`). */
    replaceStudioTexts?: boolean;
  } = {},
): Promise<{ version: string; loaded: boolean; rejected: ContentError[] }> {
  const bundle = await readCampaignBundle();
  if (bundle.rejected.length > 0 && !options.onBadContent) throw bundle.rejected[0];
  for (const error of bundle.rejected) {
    options.onBadContent?.(`bad campaign file, not loaded: ${error.message}. Its campaign keeps its last good version (if it had one) until the file is fixed.`);
  }
  if (!options.force && (await readContentVersion(db, campaignsArea)) === bundle.version) return { version: bundle.version, loaded: false, rejected: bundle.rejected };
  // A file that would lower a slot's quota below its bookings is set aside like a bad file (the
  // transaction rolled back, the others are written again without it).
  let campaigns = bundle.campaigns;
  const rejected = [...bundle.rejected];
  for (;;) {
    try {
      for (const line of await storeCampaigns(db, { locations: bundle.locations, campaigns }, { replaceStudioTexts: options.replaceStudioTexts })) options.onChange?.(line);
      break;
    } catch (error) {
      if (!(error instanceof ContentError) || !campaigns.some((c) => c.file === error.file)) throw error;
      if (!options.onBadContent) throw error;
      options.onBadContent(`campaign file not loaded: ${error.message}. Its campaign keeps its last good version until the file is fixed.`);
      rejected.push(error);
      campaigns = campaigns.filter((c) => c.file !== error.file);
    }
  }
  await writeContentVersion(db, campaignsArea, bundle.version);
  await markContentChanged(db);
  return { version: bundle.version, loaded: true, rejected };
}
