import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DataLocale, Database } from '../db/schema';
import { cacheLookups } from '../metrics/metrics';
import { readContentRows } from './queries';
import { readSiteContentVersion } from './version';
import { type Snapshot, buildSnapshot } from './snapshot';

/**
 * Content reads are served from memory, keyed by the site's content version in the database
 * (content/version.ts): the version is re-read at most once a second, so a content change
 * (`markContentChanged`, `npm run content:load`) shows on every instance within a second, and a
 * read costs no query at all in between (performance target: 2,500 req/s).
 */
export interface CachedResponse {
  body: string;
  etag: string;
}

export class ContentCache {
  private version: string | null = null;
  private versionCheckedAt = 0;
  private versionRead: Promise<string> | null = null;
  private readonly snapshots = new Map<string, Promise<Snapshot>>();
  private readonly responses = new Map<string, CachedResponse>();
  private responseChars = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly versionTtlMs = 1000,
    /**
     * Bounds on the answers kept: their number, and their characters with their URLs (query
     * strings are open-ended, the catalogue is not; a long query string with a small answer
     * costs its URL).
     */
    private readonly maxResponseChars = 16 * 1024 * 1024,
    private readonly maxResponses = 5000,
  ) {}

  async currentVersion(): Promise<string> {
    const now = Date.now();
    if (this.version !== null && now - this.versionCheckedAt < this.versionTtlMs) return this.version;
    this.versionRead ??= readSiteContentVersion(this.db)
      .then((v) => {
        const version = v;
        if (version !== this.version) {
          this.snapshots.clear();
          this.responses.clear();
          this.responseChars = 0;
        }
        this.version = version;
        this.versionCheckedAt = Date.now();
        return version;
      })
      .finally(() => {
        this.versionRead = null;
      });
    return this.versionRead;
  }

  async snapshot(locale: DataLocale): Promise<Snapshot> {
    const version = await this.currentVersion();
    const key = `${version}|${locale}`;
    let snapshot = this.snapshots.get(key);
    if (!snapshot) {
      snapshot = readContentRows(this.db, locale).then((rows) => buildSnapshot(rows, locale));
      snapshot.catch(() => this.snapshots.delete(key));
      this.snapshots.set(key, snapshot);
    }
    return snapshot;
  }

  response(version: string, url: string): CachedResponse | undefined {
    const cached = this.responses.get(`${version}|${url}`);
    cacheLookups.inc({ cache: 'content', outcome: cached ? 'hit' : 'miss' });
    return cached;
  }

  remember(version: string, url: string, value: unknown): CachedResponse {
    const body = JSON.stringify(value);
    const cached = { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"` };
    const key = `${version}|${url}`;
    this.forget(key);
    this.responses.set(key, cached);
    this.responseChars += key.length + body.length;
    // Past a bound, the answers kept longest go first: whoever sends new query strings by the
    // thousand pushes out their own answers, and memory stays where it was.
    for (const oldest of this.responses.keys()) {
      if (this.responseChars <= this.maxResponseChars && this.responses.size <= this.maxResponses) break;
      this.forget(oldest);
    }
    return cached;
  }

  private forget(key: string) {
    const cached = this.responses.get(key);
    if (!cached) return;
    this.responses.delete(key);
    this.responseChars -= key.length + cached.body.length;
  }
}
