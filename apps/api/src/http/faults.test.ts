import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createClock } from '../clock';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { buildServer } from '../server';
import { createRateLimiter, rateLimitGuard } from './rate-limit';

/**
 * The database goes away mid-test: a PostgreSQL cluster of this test's own (port 55470, so the
 * shared CI cluster is never touched) is stopped and started again while the service runs.
 * Public reads keep serving their last good answer, writes answer 503 with Retry-After and a
 * message id, readiness says "unavailable", and after recovery one retry writes exactly one row.
 */
const pgBin = process.env.PG_BIN ?? ['/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin'].find((d) => existsSync(join(d, 'pg_ctl')));
const port = 55470;
const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool, as the postgres user when we are root (PostgreSQL refuses root). */
function pg(tool: string, args: string[]) {
  const command = [join(pgBin!, tool), ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  if (isRoot) execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'pipe' });
  else execFileSync('/bin/sh', ['-c', command], { stdio: 'pipe' });
}

describe.skipIf(!pgBin)('database outage on PostgreSQL (own cluster, port 55470)', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const clock = createClock('2025-04-20T10:00:00+08:00');
  const start = () => pg('pg_ctl', ['-D', dataDir, '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${dataDir}`, '-l', join(dataDir, 'server.log'), '-w', 'start']);
  const stop = () => pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'oriel-faults-pg-'));
    chmodSync(dataDir, 0o700);
    if (isRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
      chownSync(dataDir, uid, gid);
    }
    pg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres']);
    start();
    database = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, pgliteDataDir: '', timeouts: { connectMs: 2000, statementMs: 1500 } });
    await migrateToLatest(database.db);
    await sql`CREATE TABLE test_bookings (id serial PRIMARY KEY, idempotency_key text NOT NULL UNIQUE)`.execute(database.db);
    app = await buildServer({ database, clock, logLevel: 'silent' });
    const limiter = createRateLimiter(database.db, clock, 'test');
    // A public read and a booking-like write, standing in for any area's routes.
    app.get('/api/test/menu', async (_request, reply) => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from test_bookings`.execute(database.db);
      return reply.header('cache-control', 'public, max-age=60').send({ data: { bookings: rows[0]?.n } });
    });
    app.get('/api/test/slow', async () => {
      await sql`select pg_sleep(5)`.execute(database.db);
      return { data: 'too late' };
    });
    app.get('/api/test/uncached', async () => {
      await sql`select 1`.execute(database.db);
      return { data: 'fresh' };
    });
    app.post(
      '/api/test/bookings',
      { preHandler: rateLimitGuard(limiter, { bucket: 'test-booking', limit: 100, windowSeconds: 600 }) },
      async (request, reply) => {
        const { key } = request.body as { key: string };
        await sql`INSERT INTO test_bookings (idempotency_key) VALUES (${key}) ON CONFLICT (idempotency_key) DO NOTHING`.execute(database.db);
        return reply.code(201).send({ data: { key } });
      },
    );
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    try {
      stop();
    } catch {
      // Already stopped by a failed test.
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const book = (key: string) =>
    app.inject({ method: 'POST', url: '/api/test/bookings', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, payload: { key } });

  it('answers 503 when the database is too slow, instead of hanging', async () => {
    const started = Date.now();
    const slow = await app.inject({ url: '/api/test/slow' });
    expect(slow.statusCode).toBe(503);
    expect(slow.headers['retry-after']).toBe('5');
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('serves stale public reads, refuses writes with 503 + Retry-After, and recovers to exactly one row', async () => {
    expect((await app.inject({ url: '/api/test/menu' })).json()).toEqual({ data: { bookings: 0 } });
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);

    stop();

    const stale = await app.inject({ url: '/api/test/menu' });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['x-served-stale']).toBe('1');
    expect(stale.json()).toEqual({ data: { bookings: 0 } });

    const uncached = await app.inject({ url: '/api/test/uncached' });
    expect(uncached.statusCode).toBe(503);

    const write = await book('visitor-key-1');
    expect(write.statusCode).toBe(503);
    expect(write.headers['retry-after']).toBe('5');
    expect(write.json()).toMatchObject({
      data: null,
      error: { status: 503, name: 'ServiceUnavailableError', details: { code: 'service_unavailable', messageId: 'hardening.serviceUnavailable', retryAfterSeconds: 5 } },
    });
    expect(write.json().error.message).toMatch(/nothing you entered is lost/);

    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(503);

    start();

    // The form retries with the same idempotency key: one row, however many retries arrive.
    const retries = await Promise.all([book('visitor-key-1'), book('visitor-key-1')]);
    expect(retries.map((r) => r.statusCode)).toEqual([201, 201]);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from test_bookings where idempotency_key = 'visitor-key-1'`.execute(database.db);
    expect(rows[0]?.n).toBe(1);
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    const fresh = await app.inject({ url: '/api/test/menu' });
    expect(fresh.headers['x-served-stale']).toBeUndefined();
    expect(fresh.json()).toEqual({ data: { bookings: 1 } });
  }, 60_000);
});
