import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { ClientErrorBeacon, ClientErrorRow, VitalsBeacon, WebVitalName, WebVitalsSummaryRow } from '@oriel/contracts/rum';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

/** Days of web vitals (and of an error not seen again) kept: the studio's longest window (28 days) and a week of margin; the privacy policy says so. */
export const vitalsRetentionDays = 35;

const hongKongDay = (at: Date, daysBack = 0) => new Date(at.getTime() + 8 * 3600_000 - daysBack * 86_400_000).toISOString().slice(0, 10);

export interface RumContext {
  db: Kysely<Database>;
  clock: Clock;
  /** Share of page views kept (RUM_SAMPLE_RATE). */
  sampleRate?: number;
}

/** Whether a page view is in the sample: decided by its random id, so a view is kept or dropped whole. */
export function sampled(view: string, rate: number): boolean {
  if (rate >= 1) return true;
  const bucket = createHash('sha256').update(view).digest().readUInt32BE(0) / 0x1_0000_0000;
  return bucket < rate;
}

/** Stores a page view's vitals, one row each, by day; drops the days past retention now and then. */
export async function storeVitals({ db, clock, sampleRate = 1 }: RumContext, beacon: VitalsBeacon): Promise<void> {
  if (!sampled(beacon.view, sampleRate)) return;
  const day = hongKongDay(clock.now());
  await db
    .insertInto('web_vitals')
    .values(beacon.reports.map((report) => ({ day, template: beacon.template, locale: beacon.locale, device: beacon.device, connection: beacon.connection, metric: report.name, value: report.value })))
    .execute();
  if (Math.random() < 0.01) await db.deleteFrom('web_vitals').where('day', '<', hongKongDay(clock.now(), vitalsRetentionDays)).execute();
}

/** The same error (type, message, template) is one row, counted, whatever the browser or release. */
export function errorFingerprint(beacon: Pick<ClientErrorBeacon, 'type' | 'message' | 'template'>): string {
  return createHash('sha256').update(`${beacon.type}\u0000${beacon.message}\u0000${beacon.template}`).digest('base64url').slice(0, 22);
}

export async function storeClientError({ db, clock }: RumContext, beacon: ClientErrorBeacon): Promise<void> {
  const now = clock.now();
  await db
    .insertInto('client_errors')
    .values({
      fingerprint: errorFingerprint(beacon),
      type: beacon.type,
      message: beacon.message,
      template: beacon.template,
      first_release: beacon.release,
      last_release: beacon.release,
      browser: beacon.browser,
      first_seen: now,
      last_seen: now,
    })
    .onConflict((oc) =>
      oc.column('fingerprint').doUpdateSet({ count: sql`client_errors.count + 1`, last_seen: now, last_release: beacon.release, browser: beacon.browser }),
    )
    .execute();
  if (Math.random() < 0.01) await db.deleteFrom('client_errors').where('last_seen', '<', new Date(now.getTime() - vitalsRetentionDays * 86_400_000)).execute();
}

/** p75 of each metric per template and locale over the last `days` days (Hong Kong days, today included). */
export async function summariseVitals({ db, clock }: RumContext, days: number): Promise<WebVitalsSummaryRow[]> {
  const rows = await db
    .selectFrom('web_vitals')
    .select(['template', 'locale', 'metric', sql<number>`percentile_cont(0.75) within group (order by value)`.as('p75'), sql<string>`count(*)`.as('samples')])
    .where('day', '>', hongKongDay(clock.now(), days))
    .groupBy(['template', 'locale', 'metric'])
    .orderBy('template')
    .orderBy('locale')
    .orderBy('metric')
    .execute();
  return rows.map((row) => ({ template: row.template, locale: row.locale as 'en' | 'tc', metric: row.metric as WebVitalName, p75: Number(row.p75), samples: Number(row.samples) }));
}

export async function listClientErrors({ db }: RumContext, limit = 200): Promise<ClientErrorRow[]> {
  const rows = await db.selectFrom('client_errors').selectAll().orderBy('last_seen', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    fingerprint: row.fingerprint,
    type: row.type as ClientErrorRow['type'],
    message: row.message,
    template: row.template,
    firstRelease: row.first_release,
    lastRelease: row.last_release,
    browser: row.browser,
    count: row.count,
    firstSeen: new Date(row.first_seen).toISOString(),
    lastSeen: new Date(row.last_seen).toISOString(),
  }));
}
