import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** Helpers of the operations tests: real server processes, free ports, throw-away databases. */

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Whether nobody listens on `port` right now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * `size` consecutive ports nobody listens on right now (the composed site takes PORT to PORT+4),
 * returning the first. Chosen below Linux's ephemeral range (32768-60999): a port the kernel hands
 * out itself could be taken by an outgoing connection (a browser's, a test's) before the server
 * that is given it binds, and a neighbour of it even more easily.
 */
export async function freePortBlock(size: number): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const first = 20_000 + Math.floor(Math.random() * (12_000 - size));
    let free = true;
    for (let port = first; free && port < first + size; port += 1) free = await isFree(port);
    if (free) return first;
  }
  throw new Error(`no ${size} free ports in a row between 20000 and 32000`);
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return freePortBlock(1);
}

export interface Running {
  child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code once it has exited. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** Starts `node <script>` (the Node running the tests: Node 24) in its own process group. */
export function startNode(script: string, env: Record<string, string | undefined>, cwd = root): Running {
  const child = spawn(process.execPath, [script], {
    cwd,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env } as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let text = '';
  child.stdout!.on('data', (chunk) => (text += chunk));
  child.stderr!.on('data', (chunk) => (text += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => text,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          /* gone */
        }
      }, 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `url` until it answers `status` (200 by default); fails after `timeoutMs` with what it saw. */
export async function waitForStatus(url: string, { status = 200, timeoutMs = 90_000, process: running }: { status?: number; timeoutMs?: number; process?: Running } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (running && running.child.exitCode !== null) throw new Error(`${url}: the process exited (${running.child.exitCode}):\n${running.output()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
      last = `${res.status} ${(await res.text()).slice(0, 200)}`;
      if (res.status === status) return;
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms (last: ${last})${running ? `\n${running.output()}` : ''}`);
}

export const postgresUrl = process.env.TEST_DATABASE_URL;

/** A fresh, empty PostgreSQL database on TEST_DATABASE_URL's server; `drop` removes it. */
export async function createDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
