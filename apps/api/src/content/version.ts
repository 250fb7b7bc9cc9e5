import { createHash, randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { writeContentVersion } from './loader';

/**
 * The site's content version: one value that changes whenever any content does (the loaded
 * content files, campaigns, anything the studio publishes). Each instance's content cache
 * (content/cache.ts) compares it and drops what it holds when it differs, so a change shows on
 * every instance (docs/content.md "After a content change").
 */

/** The row markContentChanged bumps, next to each area's loaded version in content_versions. */
export const siteContentArea = 'site';

/** Channel of the PostgreSQL notification sent with each change (for listeners that want it at once). */
export const contentChangedChannel = 'oriel_content_changed';

/**
 * THE function every content write calls once it has committed (content load, campaign load,
 * studio publish): bumps the site's content version, so every instance's caches drop what they
 * hold on their next request (within a second), and notifies PostgreSQL listeners. Safe to call
 * inside or outside a transaction; on PGlite it does the same.
 */
export async function markContentChanged(db: Kysely<Database>): Promise<string> {
  const revision = `${new Date().toISOString()} ${randomUUID()}`;
  await writeContentVersion(db, siteContentArea, revision);
  await sql`select pg_notify(${contentChangedChannel}, ${revision})`.execute(db);
  return revision;
}

/** The current content version: a short hash of every area's loaded version and the site revision. */
export async function readSiteContentVersion(db: Kysely<Database>): Promise<string> {
  const rows = await db.selectFrom('content_versions').select(['area', 'version']).orderBy('area').execute();
  if (rows.length === 0) return 'empty';
  const hash = createHash('sha256');
  for (const row of rows) hash.update(row.area).update('\0').update(row.version).update('\0');
  return hash.digest('base64url').slice(0, 16);
}
