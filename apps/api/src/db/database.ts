import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { pglitePool } from './pglite-pool';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
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
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (!options.pgliteDataDir.startsWith('memory://')) await mkdir(options.pgliteDataDir, { recursive: true });
  const pglite = await PGlite.create(options.pgliteDataDir);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) }) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
