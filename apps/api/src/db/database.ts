import { closeSync, existsSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, type LogEvent, PostgresDialect, type PostgresPool } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { type Listen, type PoolStats, pglitePool } from './pglite-pool';
import { dbQueryDuration } from '../metrics/metrics';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection string (for a library that opens its own pool, e.g. the job queue). */
  url?: string;
  close(): Promise<void>;
  /** PGlite only: the data folder as a tar archive (the tests' migrated template, testing/test-database.ts). */
  dumpDataDir?(): Promise<Blob>;
  /** The connection pool's state now (metrics). */
  poolStats?(): PoolStats;
  /** PGlite only: LISTEN on the one session (with PostgreSQL a library opens a connection of its own to listen). */
  listen?: Listen;
}

/** Every query's time goes to the metrics (Kysely's log hook: one call per query, nothing else). */
function timeQueries(event: LogEvent): void {
  dbQueryDuration.observe({ outcome: event.level === 'error' ? 'error' : 'ok' }, event.queryDurationMillis / 1000);
}

/**
 * Opens the database: PostgreSQL when a connection string is given, otherwise embedded PGlite in
 * `pgliteDataDir` (`memory://` for an in-memory database in tests). Same schema, same SQL.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDataDir: string;
  /** A database that does not answer in time is an outage (503), not a hung request. */
  timeouts?: { connectMs: number; statementMs: number };
  /** PGlite only: start from this dump (`dumpDataDir`) instead of an empty cluster (no initdb). */
  pgliteLoadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { connectMs, statementMs } = options.timeouts ?? { connectMs: 5_000, statementMs: 10_000 };
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: connectMs, statement_timeout: statementMs });
    // An idle connection the server closes (restart, failover) must not crash the process: the
    // pool drops it and the next query opens a new one.
    pool.on('error', () => {});
    // A connection can also die just after it was handed out (the server stops between two
    // requests): without a listener its 'error' event would crash the process. The query on it
    // still fails and the request gets its 503 (apps/api/src/http/faults.test.ts).
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: timeQueries });
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db, kind: 'postgres', url: options.databaseUrl, close: () => db.destroy(), poolStats };
  }
  let unlock = () => {};
  const onDisk = !options.pgliteDataDir.startsWith('memory://');
  // Read before PGlite creates anything: an existing database keeps the segment size of its initdb.
  const segmentBytes = onDisk ? walSegmentBytes(options.pgliteDataDir) : undefined;
  if (onDisk) {
    await mkdir(options.pgliteDataDir, { recursive: true });
    unlock = lockPgliteDir(options.pgliteDataDir);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(options.pgliteDataDir, {
      extensions: { pg_trgm: trigramExtension() },
      // Resident memory: PostgreSQL's shared buffers live in the WebAssembly heap, which
      // never shrinks; the site's content is a few megabytes, 16 MB of buffers hold all of it.
      // The log's size after a checkpoint (walCheckpoints): two to four segments (two is the least
      // PostgreSQL starts with) instead of recycling up to 1 GB of them. 16 MB segments (a database
      // made before new ones got 1 MB segments) get 32-64 MB, 1 MB segments 2-4 MB.
      postgresqlconf: ['shared_buffers = 16MB', ...walSizes(segmentBytes ?? 1 << 20)],
      // A new database's WAL in 1 MB segments instead of 16: PGlite's files count in
      // resident memory with `memory://`, and a fresh database holds only what it wrote.
      initDbStartParams: ['--wal-segsize=1'],
      ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const pool = pglitePool(pglite);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: timeQueries });
  const checkpoints = walCheckpoints(pool);
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await checkpoints.stop();
      await db.destroy();
      unlock();
    },
    dumpDataDir: () => pglite.dumpDataDir('none'),
    poolStats: pool.stats,
    listen: pool.listen,
  };
}

/**
 * The WAL segment size of an existing PGlite database (the size of a segment file in pg_wal), or
 * undefined for a new one (created with 1 MB segments above).
 */
function walSegmentBytes(dir: string): number | undefined {
  try {
    const segment = readdirSync(join(dir, 'pg_wal')).find((name) => /^[0-9A-F]{24}$/.test(name));
    return segment ? statSync(join(dir, 'pg_wal', segment)).size : undefined;
  } catch {
    return undefined;
  }
}

function walSizes(segmentBytes: number) {
  const segmentMb = Math.max(1, Math.round(segmentBytes / (1 << 20)));
  return [`min_wal_size = ${2 * segmentMb}MB`, `max_wal_size = ${4 * segmentMb}MB`];
}

/** Every how often the WAL written since the last checkpoint is looked at, and how much of it triggers one. */
export const walCheckpointPolicy = { everyMs: 60_000, afterBytes: 8 << 20 };

/**
 * PGlite runs PostgreSQL in single-user mode: no checkpointer, so no WAL segment is ever removed
 * (100,000 rows written: 63-84 MB of log, held in memory with `memory://`, on disk otherwise).
 * A CHECKPOINT once 8 MB were written since the last one (looked at every minute,
 * on the pool's one connection, so never inside a request's transaction) lets PostgreSQL remove
 * the old segments.
 * PostgreSQL (DATABASE_URL) runs its own checkpointer: nothing there.
 */
export function walCheckpoints(pool: PostgresPool, policy = walCheckpointPolicy) {
  let lastLsn: string | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const check = async () => {
    const connection = await pool.connect();
    try {
      const { rows } = await connection.query<{ lsn: string; written: string | null }>(
        'select pg_current_wal_lsn()::text as lsn, pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn)::text as written',
        [lastLsn ?? '0/0'],
      );
      const [row] = rows;
      if (!row) return;
      if (lastLsn === undefined) {
        lastLsn = row.lsn;
        return;
      }
      if (Number(row.written) < policy.afterBytes || stopped) return;
      await connection.query('CHECKPOINT', []);
      lastLsn = row.lsn;
    } finally {
      connection.release();
    }
  };
  const tick = () => {
    if (running || stopped) return;
    running = check()
      // A failed look (the database closing, a query error) is retried at the next tick.
      .catch(() => {})
      .finally(() => {
        running = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, policy.everyMs);
  timer.unref();
  return {
    /** One look now (tests). */
    async now() {
      tick();
      await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * pg_trgm (search, apps/api/src/search): PGlite ships it as a bundle next to its own files. The
 * deploy package (tools/scripts/package.mjs) copies it beside server.mjs, where the contrib
 * module's relative path no longer points, so a bundle beside the running code wins.
 */
function trigramExtension(): typeof pg_trgm {
  const beside = new URL('./pg_trgm.tar.gz', import.meta.url);
  if (beside.protocol === 'file:' && existsSync(fileURLToPath(beside))) return { name: 'pg_trgm', setup: async () => ({ bundlePath: beside }) };
  return pg_trgm;
}

/** The embedded database is already open in another process (see lockPgliteDir). */
export class DatabaseInUseError extends Error {
  constructor(dir: string, lockFile: string, pid: number) {
    super(
      `The embedded database in ${dir} is in use by process ${pid} (lock file ${lockFile}). ` +
        'PGlite serves one process only: stop the other one, set PGLITE_DATA_DIR to another folder, ' +
        'or give every instance the same PostgreSQL with DATABASE_URL.',
    );
    this.name = 'DatabaseInUseError';
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite keeps no lock of its own, and two processes writing one data folder corrupt it: a lock
 * file next to the folder (`<dir>.lock`, holding the owner's pid) refuses a second process with a
 * clear message. A lock left by a process that no longer runs (killed) is taken over.
 */
export function lockPgliteDir(dir: string): () => void {
  const lockFile = `${dir.replace(/[\\/]+$/, '')}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        rmSync(lockFile, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processIsAlive(pid)) throw new DatabaseInUseError(dir, lockFile, pid);
      if (pid === process.pid) throw new DatabaseInUseError(dir, lockFile, pid);
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the lock file of ${dir}`);
}
