import type { Kysely, Transaction } from 'kysely';
import { type Db, type Job, type JobResult, PgBoss, fromKysely } from 'pg-boss';
import type { Clock } from '../clock';
import type { DatabaseHandle } from '../db/database';
import type { Database } from '../db/schema';

/**
 * Background jobs on pg-boss: side effects of a change (messages, reminders,
 * scheduled publication) are enqueued in the change's own transaction, so they exist exactly when
 * the change committed, and run later in a worker with bounded retries and back-off. pg-boss
 * fetches with SKIP LOCKED, so with several instances on one PostgreSQL each job runs in one of
 * them at a time; on embedded PGlite it shares the service's single connection.
 */

export interface JobOptions {
  /** Not before this moment (the service's clock: APP_NOW is honoured). */
  startAfter?: Date;
  /** At most one queued or active job with this key per job name (e.g. one reminder per booking). */
  singletonKey?: string;
}

export interface JobDefinition<P> {
  /** Tries after the first one; then the job is failed and stays in pg-boss's table for inspection. */
  retryLimit?: number;
  /** Seconds before the first retry; doubled (with jitter) on each later one. */
  retryDelaySeconds?: number;
  /** Longest wait between two tries. */
  retryDelayMaxSeconds?: number;
  /** A try that runs longer than this is taken as failed and retried. */
  expireInSeconds?: number;
  handler: (payload: P, job: { id: string }) => Promise<void>;
}

export interface JobQueue {
  /** Declares a job before `start()`. Its handler runs in this instance's workers. */
  registerJob<P extends object>(name: string, definition: JobDefinition<P>): void;
  /** Writes a job in `tx`: it becomes visible to workers when (and only if) `tx` commits. */
  enqueue<P extends object>(tx: Transaction<Database> | Kysely<Database>, name: string, payload: P, options?: JobOptions): Promise<void>;
  /** Installs or migrates pg-boss's schema (idempotent, several instances at once), creates the queues, starts the workers. */
  start(options?: { workers?: boolean }): Promise<void>;
  /** Stops fetching and waits for the jobs under way (up to `timeoutMs`). */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobQueueOptions {
  database: DatabaseHandle;
  clock: Clock;
  /**
   * How often an idle worker looks for jobs that became due (scheduled, or retried after a wait),
   * in seconds (at least 0.5). A new job wakes the workers when its transaction commits, through
   * PostgreSQL's LISTEN/NOTIFY (`listen`); without it they look every 2 seconds at most.
   */
  pollingIntervalSeconds?: number;
  /** Listen for new jobs (default). Off behind PgBouncer in transaction mode (JOBS_LISTEN=off). */
  listen?: boolean;
  /** pg-boss's errors. */
  log?: (message: string) => void;
  /** pg-boss's warnings: a slow query, a backlog, LISTEN unavailable (then workers look every 2 s). */
  warn?: (message: string) => void;
}

const SCHEMA = 'pgboss';

export function createJobQueue({ database, clock, pollingIntervalSeconds = 10, listen = true, log = () => {}, warn = () => {} }: JobQueueOptions): JobQueue {
  const definitions = new Map<string, JobDefinition<object>>();
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;

  // pg-boss compares start times with the database's clock; the service's clock may run ahead (APP_NOW).
  const realTime = (at: Date) => new Date(at.getTime() - (clock.now().getTime() - Date.now()));

  async function run(workers: boolean): Promise<PgBoss> {
    // PGlite: pg-boss goes through the service's own one-connection pool, so its statements never
    // land inside another request's transaction. PostgreSQL: a small pool of its own. Without
    // workers it does no maintenance either.
    // Workers listen for new jobs (LISTEN/NOTIFY) instead of asking every two seconds: on PGlite each
    // look held the one connection a visitor's request needs. On PostgreSQL the listener is a
    // connection of its own, opened only by an instance started with its workers (one whose workers
    // start later looks every 2 s). No flows (jobs that wait for others) here: their look every 5 s
    // is once a minute.
    const useListenNotify = listen && (workers || database.kind === 'pglite');
    const common = { schema: SCHEMA, schedule: false, supervise: workers, useListenNotify, flowIntervalSeconds: 60 } as const;
    const b =
      database.kind === 'pglite'
        ? new PgBoss({ ...common, db: { ...fromKysely(database.db), listen: pgliteListener(database) }, backend: 'pglite' })
        : new PgBoss({ ...common, connectionString: database.url, max: 3 });
    b.on('error', (error) => log(`job queue: ${error.message}`));
    b.on('warning', (warning) => warn(`job queue: ${warning.message}`));
    boss = b;
    try {
      await b.start();
    } catch (error) {
      boss = null;
      starting = null;
      await b.stop({ graceful: false, close: true }).catch(() => {});
      throw error;
    }
    for (const [name, definition] of definitions) {
      const queueOptions = {
        retryLimit: definition.retryLimit ?? 8,
        retryDelay: definition.retryDelaySeconds ?? 30,
        retryBackoff: true,
        retryDelayMax: definition.retryDelayMaxSeconds ?? 3600,
        expireInSeconds: definition.expireInSeconds ?? 120,
        notify: true,
      };
      // createQueue takes an advisory lock and does nothing when another instance made it first.
      await b.createQueue(name, queueOptions);
      await b.updateQueue(name, queueOptions);
    }
    if (workers) await startWorkers(b);
    return b;
  }

  let workersOn = false;
  async function startWorkers(b: PgBoss): Promise<void> {
    if (workersOn) return;
    workersOn = true;
    for (const [name, definition] of definitions) {
      // Up to ten jobs a fetch, and the next fetch at once while fetches come back full: one job per
      // polling interval would send a launch's confirmations at 30 a minute. Each job of a batch
      // succeeds or fails (and is retried) on its own.
      const options = {
        notifyPollingIntervalSeconds: pollingIntervalSeconds,
        pollingIntervalSeconds: Math.min(pollingIntervalSeconds, 2),
        batchSize: 10,
        burstWhenBatchFull: true,
        perJobResults: true,
      } as const;
      await b.work<object>(name, options, async (jobs: Job<object>[]) => {
        const results: JobResult[] = [];
        for (const job of jobs) {
          try {
            await definition.handler(job.data, { id: job.id });
            results.push({ id: job.id, status: 'completed' });
          } catch (error) {
            results.push({ id: job.id, status: 'failed', output: { message: (error as Error).message } });
          }
        }
        return results;
      });
    }
  }

  return {
    registerJob(name, definition) {
      if (starting) throw new Error(`Job "${name}" registered after the queue started`);
      definitions.set(name, definition as JobDefinition<object>);
    },

    async enqueue(tx, name, payload, options = {}) {
      if (!definitions.has(name)) throw new Error(`Unknown job "${name}": register it before enqueueing`);
      if (!starting) {
        // On PGlite `tx` holds the one connection that starting would need: it must have started
        // before. PostgreSQL (pg-boss has its own pool): a start that failed (database down) is retried.
        if (database.kind === 'pglite') throw new Error(`The job queue is not started: cannot enqueue "${name}"`);
        starting = run(false);
      }
      const b = await starting;
      await b.send(name, payload, {
        db: fromKysely(tx),
        ...(options.startAfter ? { startAfter: realTime(options.startAfter) } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
    },

    async start({ workers = true } = {}) {
      const b = await (starting ??= run(workers));
      // Installed earlier without workers (a server ready from the start): they start now.
      if (workers) await startWorkers(b);
    },

    async stop(timeoutMs = 10_000) {
      await starting?.catch(() => {});
      const b = boss;
      boss = null;
      starting = null;
      workersOn = false;
      await b?.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
}

/**
 * pg-boss's listener on PGlite's one session. In-process, it never loses its subscription; pg-boss's
 * gap recovery (one look by every worker) runs once, when it subscribes.
 */
function pgliteListener(database: DatabaseHandle): Db['listen'] {
  const listen = database.listen;
  if (!listen) return undefined;
  return async (channel, onNotification, onSubscribed) => {
    const unlisten = await listen(channel, onNotification);
    onSubscribed();
    return { close: unlisten };
  };
}
