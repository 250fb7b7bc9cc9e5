// Start-up that tells the truth and recovers (docs/deployment.md "Start-up"): the real
// server processes from the production builds (`npx nx run-many -t build` first, as npm test does).
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, createServer as createHttpServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../apps/api/src/config';
import { createDatabase, freePort, postgresUrl, root, type Running, startNode, waitForStatus } from './processes';

const api = join(root, 'apps/api/dist/main.js');
const brandSite = join(root, 'apps/brand-site/build/server/main.js');
const started: Running[] = [];
const temp = mkdtempSync(join(tmpdir(), 'oriel-ops-'));
const run = (script: string, env: Record<string, string>, cwd?: string) => {
  const p = startNode(script, env, cwd);
  started.push(p);
  return p;
};
afterAll(async () => {
  await Promise.all(started.map((p) => p.stop()));
  rmSync(temp, { recursive: true, force: true });
});

describe('configuration errors', () => {
  it('names each bad variable on one line (value shape, what is expected), reading .env, never a raw ZodError', async () => {
    const apiRun = run(api, { PORT: String(await freePort()), DATABASE_URL: 'notaurl', LOG_LEVEL: 'loud' });
    expect(await apiRun.exited).toBe(78);
    expect(apiRun.output()).toContain('DATABASE_URL = text of 7 characters, not a URL: expected a PostgreSQL URL such as postgres://user:password@host:5432/database');
    expect(apiRun.output()).toContain('LOG_LEVEL = "loud" (text of 4 characters): expected one of fatal, error, warn, info, debug, trace, silent');
    expect(apiRun.output()).not.toMatch(/ZodError|ENOTFOUND|"code":/);

    // The variable comes from .env in the working directory.
    const dir = join(temp, 'env');
    cpSync(join(root, '.env.example'), join(dir, '.env'));
    writeFileSync(join(dir, '.env'), `${readFileSync(join(dir, '.env'), 'utf8')}\nPRERELEASE_GATE=yes\n`);
    const site = run(brandSite, { PORT: String(await freePort()) }, dir);
    expect(await site.exited).toBe(78);
    expect(site.output()).toContain('brand-site: invalid configuration (environment or .env):');
    expect(site.output()).toContain('PRERELEASE_GATE = "yes" (text of 3 characters): expected one of on, off');
    expect(site.output()).not.toMatch(/ZodError|"code":/);
  });

  it('accepts .env.example copied as it is (empty values mean "not set")', () => {
    const config = loadConfig(parseEnv(readFileSync(join(root, '.env.example'), 'utf8')));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.OTP_TRANSPORT).toBe('outbox');
    expect(config.DATABASE_WAIT_SECONDS).toBe(120);
  });

  it('refuses to open the embedded database a second process is using, saying so', async () => {
    const dataDir = join(temp, 'pglite');
    const first = run(api, { PORT: String(await freePort()), PGLITE_DATA_DIR: dataDir });
    // The lock is taken before PGlite opens: the second process is refused at once.
    await expect.poll(() => existsSync(`${dataDir}.lock`), { timeout: 30_000 }).toBe(true);
    const second = run(api, { PORT: String(await freePort()), PGLITE_DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The embedded database in ${dataDir} is in use by process ${first.child.pid}`);
    await first.stop();
  });
});

describe.skipIf(!postgresUrl)('start-up on PostgreSQL', () => {
  it('waits for an unreachable database with back-off, not ready meanwhile, then comes up when it appears', async () => {
    const database = await createDatabase('ops_wait');
    const dbPort = await freePort();
    const port = await freePort();
    const app = run(api, { PORT: String(port), DATABASE_URL: `postgres://postgres@127.0.0.1:${dbPort}${new URL(database.url).pathname}` });
    await waitForStatus(`http://127.0.0.1:${port}/healthz`, { process: app });
    const waiting = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(waiting.status).toBe(503);
    expect(await waiting.json()).toMatchObject({ status: 'starting' });
    expect((await fetch(`http://127.0.0.1:${port}/api/collections?locale=en`)).status).toBe(503);
    await expect.poll(() => app.output(), { timeout: 10_000 }).toContain(`waiting for PostgreSQL at 127.0.0.1:${dbPort}/`);
    expect(app.output()).toContain('ECONNREFUSED');

    // The database "comes back": a TCP relay to the real server opens on the port it waits for.
    const target = new URL(postgresUrl!);
    const relay: Server = createServer((socket) => {
      const upstream = createConnection(Number(target.port || 5432), target.hostname);
      socket.pipe(upstream).pipe(socket);
      socket.on('error', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
    });
    await new Promise<void>((r) => relay.listen(dbPort, '127.0.0.1', () => r()));
    try {
      await waitForStatus(`http://127.0.0.1:${port}/readyz`, { process: app, timeoutMs: 60_000 });
      expect((await fetch(`http://127.0.0.1:${port}/api/collections?locale=en`)).status).toBe(200);
      await app.stop();
    } finally {
      relay.close();
      await database.drop();
    }
  });

  it('gives up after DATABASE_WAIT_SECONDS with a message naming the database', async () => {
    const app = run(api, { PORT: String(await freePort()), DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/nowhere`, DATABASE_WAIT_SECONDS: '2' });
    expect(await app.exited).toBe(1);
    expect(app.output()).toMatch(/PostgreSQL at 127\.0\.0\.1:\d+\/nowhere did not answer within 2 s \(last error: connect ECONNREFUSED/);
  });

  it('brings up 3 instances started together on an empty database (migrations and seeding under an advisory lock)', async () => {
    const database = await createDatabase('ops_three');
    try {
      const ports = await Promise.all([freePort(), freePort(), freePort()]);
      const apps = ports.map((port) => run(api, { PORT: String(port), DATABASE_URL: database.url }));
      await Promise.all(ports.map((port, i) => waitForStatus(`http://127.0.0.1:${port}/readyz`, { process: apps[i] })));
      for (const port of ports) expect((await fetch(`http://127.0.0.1:${port}/api/collections?locale=en`)).status).toBe(200);
      // Nothing runs before the schema is there: no error (level 50) and no stack on a first start.
      expect(apps.map((a) => a.output()).join('\n')).not.toMatch(/duplicate key|start-up failed|does not exist|"level":50|\n\s+at /);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client.query('select count(*)::int as n from kysely_migration');
      await client.end();
      expect(rows[0].n).toBeGreaterThan(0);
      await Promise.all(apps.map((a) => a.stop()));
    } finally {
      await database.drop();
    }
  });

  it('keeps serving the last good content when a content file is bad, naming the file and field', async () => {
    const database = await createDatabase('ops_content');
    try {
      const port = await freePort();
      const good = run(api, { PORT: String(port), DATABASE_URL: database.url });
      await waitForStatus(`http://127.0.0.1:${port}/readyz`, { process: good });
      const before = await (await fetch(`http://127.0.0.1:${port}/api/collections?locale=en`)).json();
      await good.stop();

      const content = join(temp, 'content');
      cpSync(join(root, 'content'), content, { recursive: true });
      const file = join(content, 'collections', 'gratte-ciel.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^date: .*$/m, 'date: someday'));
      const bad = run(api, { PORT: String(port), DATABASE_URL: database.url, CONTENT_DIR: content });
      await waitForStatus(`http://127.0.0.1:${port}/readyz`, { process: bad });
      expect(bad.output()).toMatch(/bad content, not loaded: content\/collections\/gratte-ciel\.yaml: date: .+ The content area keeps its last good version \(\w+\)/);
      expect(await (await fetch(`http://127.0.0.1:${port}/api/collections?locale=en`)).json()).toEqual(before);
      await bad.stop();
    } finally {
      await database.drop();
    }
  });
});

describe('stopping an instance behind an edge (docs/deployment.md)', () => {
  // A data service that is always ready, for the app server's own /readyz.
  const readyService = createHttpServer((_req, res) => res.end('{"status":"ok"}'));
  let drainDatabase: Awaited<ReturnType<typeof createDatabase>> | undefined;
  beforeAll(async () => {
    await new Promise<void>((resolve) => readyService.listen(0, '127.0.0.1', resolve));
    drainDatabase = await createDatabase('ops_drain');
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => readyService.close(() => resolve()));
    await drainDatabase?.drop();
  });

  it.each([
    ['an app server', () => brandSite, () => ({ API_INTERNAL_URL: `http://127.0.0.1:${(readyService.address() as AddressInfo).port}` })],
    ['the data service', () => api, () => ({ DATABASE_URL: drainDatabase!.url })],
  ])('%s with SHUTDOWN_DRAIN_SECONDS: a kept-alive connection still gets its next answer, marked as its last; /readyz says it is stopping; then it exits', async (_name, script, env) => {
    const port = await freePort();
    const server = run(script(), { PORT: String(port), SHUTDOWN_DRAIN_SECONDS: '2', ...env() });
    await waitForStatus(`http://127.0.0.1:${port}/readyz`, { process: server, timeoutMs: 60_000 });
    // One connection, kept alive between requests, as the edge keeps its upstream connections.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const ask = (path: string) =>
      new Promise<{ status?: number; connection?: string }>((resolve, reject) => {
        get({ host: '127.0.0.1', port, path, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection }));
        }).on('error', reject);
      });
    try {
      expect(await ask('/healthz')).toEqual({ status: 200, connection: 'keep-alive' });
      process.kill(server.child.pid!, 'SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Without the drain the idle connection would be closed under this request.
      expect(await ask('/healthz')).toEqual({ status: 200, connection: 'close' });
      expect((await ask('/readyz')).status).toBe(503);
      expect(await server.exited).toBe(0);
    } finally {
      agent.destroy();
    }
  });

  it('refuses a drain it cannot read, at start-up, naming it', async () => {
    const server = run(brandSite, { PORT: String(await freePort()), SHUTDOWN_DRAIN_SECONDS: '5s' });
    expect(await server.exited).toBe(78);
    expect(server.output()).toContain('SHUTDOWN_DRAIN_SECONDS = "5s"');
  });
});
