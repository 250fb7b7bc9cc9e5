#!/usr/bin/env node
// Web server of the Playwright project `discovery-trial-db-outage`: creates a throw-away PostgreSQL
// cluster (its own port and folder, loopback only, owned by the postgres user), starts it, then
// serves the composed site (tools/compose/server.mjs) on it. The test stops and starts the cluster
// mid-test with pg_ctl; on SIGTERM (Playwright's graceful shutdown) or when the site exits, the
// cluster is stopped and its folder removed.
//
// Environment (set by apps/discovery-trial/e2e/support/servers.ts): PG_BIN, OUTAGE_PG_PORT,
// OUTAGE_PG_DATA_DIR, DATABASE_URL, and everything the composed site reads (PORT, APP_NOW, ...).
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const pgBin = process.env.PG_BIN;
const port = Number(process.env.OUTAGE_PG_PORT);
const dataDir = process.env.OUTAGE_PG_DATA_DIR;
if (!pgBin || !port || !dataDir || !process.env.DATABASE_URL) {
  console.error('db-outage site: PG_BIN, OUTAGE_PG_PORT, OUTAGE_PG_DATA_DIR and DATABASE_URL are required');
  process.exit(2);
}
const isRoot = process.getuid?.() === 0;

/** A PostgreSQL tool, as the postgres user when we are root (PostgreSQL refuses to run as root). */
function pg(tool, args) {
  const command = [join(pgBin, tool), ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  if (isRoot) execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: ['ignore', 'ignore', 'inherit'] });
  else execFileSync('/bin/sh', ['-c', command], { stdio: ['ignore', 'ignore', 'inherit'] });
}

function removeCluster() {
  if (existsSync(join(dataDir, 'postmaster.pid'))) {
    try {
      pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '20', 'stop']);
    } catch {
      // Already stopped (the test stopped it and failed before starting it again).
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
}

const portFree = () =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

// A run that was killed outright may have left its cluster behind: the folder is per port.
removeCluster();
if (!(await portFree())) {
  console.error(`db-outage site: port ${port} is in use; set E2E_PG_PORT to another port`);
  process.exit(1);
}
mkdirSync(dataDir, { recursive: true, mode: 0o700 });
if (isRoot) {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
  chownSync(dataDir, uid, gid);
}
pg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
// Loopback only, its own socket folder; durability is not what this cluster is for.
appendFileSync(
  join(dataDir, 'postgresql.conf'),
  `\nlisten_addresses = '127.0.0.1'\nport = ${port}\nunix_socket_directories = '${dataDir}'\nfsync = off\nsynchronous_commit = off\nfull_page_writes = off\n`,
);
pg('pg_ctl', ['-D', dataDir, '-l', join(dataDir, 'server.log'), '-w', 'start']);

const site = spawn(process.execPath, [join(root, 'tools/compose/server.mjs')], { cwd: root, env: process.env, stdio: 'inherit' });

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  const done = () => {
    removeCluster();
    process.exit(code);
  };
  if (site.exitCode !== null || site.signalCode !== null) return done();
  site.once('exit', done);
  site.kill('SIGTERM');
}
site.on('exit', (code, signal) => {
  if (!stopping) {
    console.error(`db-outage site: the composed site exited (${signal ?? code})`);
    shutdown(code ?? 1);
  }
});
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => shutdown(0));
