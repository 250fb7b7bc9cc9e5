import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';
import type { DatabaseHandle } from './database';

/**
 * Start-up of the data service against its database (docs/deployment.md "Start-up"):
 * 1. wait for PostgreSQL to answer, with back-off, for a bounded time, saying what it waits for;
 * 2. run migrations and seeding under a PostgreSQL advisory lock, so N instances started at once
 *    on an empty database take turns instead of racing (the second used to crash on media_pkey).
 */

/** Where a connection string points, without its password: `host:port/database`. */
export function databaseLabel(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}:${url.port || '5432'}${url.pathname && url.pathname !== '/' ? url.pathname : '/postgres'}`;
}

function reason(error: unknown): string {
  const e = error as { code?: string; message?: string; errors?: { message?: string }[] };
  // pg reports an unreachable host as an AggregateError (IPv4 and IPv6) with an empty message.
  const message = e?.message || e?.errors?.map((x) => x.message).join('; ') || String(error);
  return e?.code && !message.includes(e.code) ? `${e.code}: ${message}` : message;
}

export class DatabaseUnreachableError extends Error {
  constructor(label: string, seconds: number, last: string) {
    super(`PostgreSQL at ${label} did not answer within ${seconds} s (last error: ${last}); stopping. Check DATABASE_URL and that the server runs.`);
    this.name = 'DatabaseUnreachableError';
  }
}

/**
 * Resolves once the database answers `select 1`. Retries every 0.5 s, doubling up to 10 s, and
 * gives up after `waitSeconds` with a DatabaseUnreachableError. `say` receives one line per failure.
 */
export async function waitForDatabase(
  db: Kysely<Database>,
  options: { label: string; waitSeconds: number; say: (line: string) => void; sleep?: (ms: number) => Promise<void> },
): Promise<void> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const started = Date.now();
  let delay = 500;
  for (let attempt = 1; ; attempt++) {
    try {
      await sql`select 1`.execute(db);
      if (attempt > 1) options.say(`PostgreSQL at ${options.label} answers (after ${((Date.now() - started) / 1000).toFixed(1)} s)`);
      return;
    } catch (error) {
      const elapsed = (Date.now() - started) / 1000;
      if (elapsed + delay / 1000 > options.waitSeconds) throw new DatabaseUnreachableError(options.label, options.waitSeconds, reason(error));
      options.say(
        `waiting for PostgreSQL at ${options.label} (${reason(error)}); retry ${attempt} in ${(delay / 1000).toFixed(1)} s, giving up after ${options.waitSeconds} s (DATABASE_WAIT_SECONDS)`,
      );
      await sleep(delay);
      delay = Math.min(delay * 2, 10_000);
    }
  }
}

/** Key of the start-up advisory lock (any constant shared by every instance of the service). */
export const startupLockKey = 0x6f7269656c; // "oriel"

/**
 * Runs `work` while holding the start-up advisory lock (PostgreSQL only; PGlite serves one
 * process, its lock file sees to that). The lock is taken with pg_try_advisory_lock in a loop, so
 * waiting for another instance never runs into the statement timeout, and it lives on one pooled
 * connection held for the duration, released even when `work` fails.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>, say: (line: string) => void = () => {}): Promise<T> {
  if (handle.kind !== 'postgres') return work();
  return handle.db.connection().execute(async (connection) => {
    let waited = false;
    for (;;) {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${startupLockKey}) as locked`.execute(connection);
      if (rows[0]?.locked) break;
      if (!waited) say('another instance is migrating or seeding the database; waiting for it');
      waited = true;
      await new Promise((r) => setTimeout(r, 200));
    }
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${startupLockKey})`.execute(connection);
    }
  });
}
