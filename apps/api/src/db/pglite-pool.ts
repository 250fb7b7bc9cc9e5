import type { PGlite } from '@electric-sql/pglite';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * Presents an embedded PGlite database as the one-connection pool Kysely's Postgres dialect
 * expects. PGlite has a single session, so a connection is held exclusively until it is released:
 * a transaction never sees another request's statements interleaved.
 */
export function pglitePool(database: PGlite): PostgresPool & { stats(): PoolStats; listen: Listen } {
  let queue: Promise<void> = Promise.resolve();
  const counts = { waiting: 0, held: 0 };

  const acquire = (): Promise<() => void> => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = () => (counts.held--, resolve())));
    counts.waiting++;
    const ready = queue.then(() => (counts.waiting--, counts.held++, release));
    queue = queue.then(() => held);
    return ready;
  };

  return {
    async connect(): Promise<PostgresPoolClient> {
      const release = await acquire();
      const client = {
        query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
          return traced(sql, () => run<R>(sql, parameters));
        },
        release,
      };
      return client as PostgresPoolClient;
    },
    async end() {
      await queue;
      await database.close();
    },
    stats: () => ({ total: 1, idle: 1 - counts.held, waiting: counts.waiting }),
    // LISTEN and UNLISTEN are statements of the one session too: outside any transaction under way
    // (one rolled back would take the LISTEN with it).
    async listen(channel, onNotification) {
      const unlisten = await exclusively(() => database.listen(channel, onNotification));
      return () => exclusively(() => unlisten());
    },
  };

  async function exclusively<T>(work: () => Promise<T>): Promise<T> {
    const release = await acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }

  async function run<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    // Without parameters use the simple protocol, like pg does: it allows several statements
    // (migrations) in one call. The rows of every statement are kept (a RETURNING before a
    // COMMIT: the job queue's multi-statement claims need them).
    const result = parameters.length === 0 ? flatten(await database.exec(sql)) : await database.query<R>(sql, parameters as unknown[]);
    const command = (/^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'SELECT') as PostgresQueryResult<R>['command'];
    return { command, rowCount: result.affectedRows ?? result.rows.length, rows: result.rows as R[] };
  }
}

const tracer = trace.getTracer('@oriel/api/pglite');

/**
 * A query as a database span of the request's trace when tracing is on (docs/observability.md
 * "Traces"): what the pg instrumentation records for PostgreSQL, for the embedded database it
 * cannot see. The statement is Kysely's, with `$n` placeholders: no value a visitor typed.
 * Without a request's span (tracing off, start-up, the job queue's polls) the query runs as it is.
 */
function traced<T>(sql: string, run: () => Promise<T>): Promise<T> {
  if (!trace.getActiveSpan()) return run();
  const operation = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'QUERY';
  // The stable semantic conventions' names, and the older ones some tools still read.
  const attributes = { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': sql, 'db.system': 'postgresql', 'db.statement': sql };
  return tracer.startActiveSpan(`pglite.query:${operation}`, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    try {
      return await run();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * Calls `onNotification` with each notification's payload on `channel` (PostgreSQL's LISTEN: a
 * NOTIFY is delivered when its transaction commits); resolves to the function that stops listening.
 */
export type Listen = (channel: string, onNotification: (payload: string) => void) => Promise<() => Promise<void>>;

/** A pool's connections at one moment (the metrics' db_pool_connections). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

function flatten(results: { rows: unknown[]; affectedRows?: number }[]) {
  return { rows: results.flatMap((r) => r.rows ?? []), affectedRows: results.at(-1)?.affectedRows ?? 0 };
}
