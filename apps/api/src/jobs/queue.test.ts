import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../clock';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';
import { createJobQueue, type JobQueue } from './queue';

const until = async (condition: () => boolean | Promise<boolean>, timeoutMs = 20_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe.each(databaseKinds)('job queue on %s', (kind) => {
  let database: TestDatabase;
  let queue: JobQueue;
  const ran: string[] = [];
  let failuresLeft = 2;
  const clock = createClock();

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: false });
    queue = createJobQueue({ database, clock, pollingIntervalSeconds: 0.5 });
    queue.registerJob<{ word: string }>('test.record', { handler: async ({ word }) => void ran.push(word) });
    queue.registerJob<{ word: string }>('test.flaky', {
      retryDelaySeconds: 1,
      handler: async ({ word }) => {
        if (failuresLeft-- > 0) throw new Error('gateway down');
        ran.push(word);
      },
    });
    await queue.start();
  });
  afterAll(async () => {
    await queue.stop();
    await database.drop();
  });

  it('runs a job enqueued in a transaction that commits, never one whose transaction rolled back', async () => {
    await database.db.transaction().execute((trx) => queue.enqueue(trx, 'test.record', { word: 'committed' }));
    await expect(
      database.db.transaction().execute(async (trx) => {
        await queue.enqueue(trx, 'test.record', { word: 'rolled back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await until(() => ran.includes('committed'));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(ran).not.toContain('rolled back');
  });

  it('retries a failing job with back-off until it succeeds, once', async () => {
    await database.db.transaction().execute((trx) => queue.enqueue(trx, 'test.flaky', { word: 'eventually' }));
    await until(() => ran.includes('eventually'));
    expect(failuresLeft).toBeLessThan(0);
    expect(ran.filter((w) => w === 'eventually')).toHaveLength(1);
  });

  it('works through a burst at once, not one job per polling interval, and a job that fails holds back none of the others', async () => {
    // The service's own interval: one job per fetch would take a minute over these thirty.
    const burst = createJobQueue({ database, clock, pollingIntervalSeconds: 2 });
    const done: number[] = [];
    const tries = new Map<number, number>();
    burst.registerJob<{ n: number }>('test.burst', {
      retryDelaySeconds: 1,
      handler: async ({ n }) => {
        tries.set(n, (tries.get(n) ?? 0) + 1);
        if (n === 3 && tries.get(n) === 1) throw new Error('gateway down');
        done.push(n);
      },
    });
    await burst.start({ workers: false });
    for (let n = 0; n < 30; n++) await burst.enqueue(database.db, 'test.burst', { n });
    await burst.start();
    try {
      await until(() => done.length >= 29, 10_000);
      expect(done).not.toContain(3);
      await until(() => done.includes(3));
      expect([...tries].filter(([n, count]) => n !== 3 && count > 1)).toEqual([]);
      expect(done).toHaveLength(30);
    } finally {
      await burst.stop();
    }
  });

  it('waits for startAfter', async () => {
    await queue.enqueue(database.db, 'test.record', { word: 'later' }, { startAfter: new Date(clock.now().getTime() + 60 * 60_000) });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(ran).not.toContain('later');
  });

  it('refuses a job nobody registered', async () => {
    await expect(queue.enqueue(database.db, 'test.unknown', {})).rejects.toThrow(/Unknown job/);
  });

  it('starts a new job as its transaction commits, without waiting for the idle look', async () => {
    // Idle workers look only once a minute here: each job must be woken by its commit's notification.
    const idle = createJobQueue({ database, clock, pollingIntervalSeconds: 60 });
    const started: number[] = [];
    idle.registerJob<{ n: number }>('test.woken', { handler: async () => void started.push(Date.now()) });
    await idle.start();
    try {
      const waits: number[] = [];
      for (let n = 0; n < 5; n++) {
        const committed = await database.db.transaction().execute(async (trx) => {
          await idle.enqueue(trx, 'test.woken', { n });
          return async () => Date.now();
        });
        const at = await committed();
        await until(() => started.length > n, 5_000);
        waits.push(started[n]! - at);
      }
      expect(Math.max(...waits), `waits ${waits.join(', ')} ms`).toBeLessThan(600);
    } finally {
      await idle.stop();
    }
  });

  it.runIf(kind === 'postgres')('runs each job once with several instances working the same queue', async () => {
    const seen: string[] = [];
    const instances = [0, 1, 2].map(() => {
      const q = createJobQueue({ database, clock, pollingIntervalSeconds: 0.5 });
      q.registerJob<{ n: number }>('test.shared', {
        handler: async ({ n }) => {
          seen.push(String(n));
          await sql`SELECT pg_sleep(0.05)`.execute(database.db);
        },
      });
      return q;
    });
    await Promise.all(instances.map((q) => q.start()));
    for (let n = 0; n < 30; n++) await instances[n % 3]!.enqueue(database.db, 'test.shared', { n });
    await until(() => seen.length >= 30);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await Promise.all(instances.map((q) => q.stop()));
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
  });
});
