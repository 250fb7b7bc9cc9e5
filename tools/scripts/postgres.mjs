// A throw-away PostgreSQL cluster on loopback (npm test, .ci/run): Debian's binaries, owned by the
// postgres user when we are root (PostgreSQL refuses to run as root), trust authentication,
// fsync off, removed when stopped.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** PG_BIN, or the newest /usr/lib/postgresql/<version>/bin with a server; null without one. */
export function findPgBin() {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, 'postgres')) ? process.env.PG_BIN : null;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'postgres'))).sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a cluster; `url` is its postgres database, `stop()` removes it. */
export async function startCluster({ port } = {}) {
  const pgBin = findPgBin();
  if (!pgBin) throw new Error('no PostgreSQL binaries (apt-get install postgresql, or set PG_BIN)');
  port ??= await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'oriel-test-pg-'));
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    const pw = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (pw.status !== 0) throw new Error('running as root and there is no postgres user to own the cluster');
    chownSync(dataDir, Number(pw.stdout), Number(gid.stdout));
  }
  const as = (command) => (isRoot ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { encoding: 'utf8' }) : spawnSync('sh', ['-c', command], { encoding: 'utf8' }));
  const init = as(`'${pgBin}/initdb' -D '${dataDir}' -A trust -U postgres >/dev/null`);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const start = as(
    `'${pgBin}/pg_ctl' -D '${dataDir}' -o '-c listen_addresses=127.0.0.1 -p ${port} -k ${dataDir} -c fsync=off -c max_connections=200' -l '${dataDir}/server.log' -w start >/dev/null`,
  );
  if (start.status !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`pg_ctl start failed on port ${port}: ${start.stderr}`);
  }
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pgBin,
    dataDir,
    stop() {
      if (stopped) return;
      stopped = true;
      as(`'${pgBin}/pg_ctl' -D '${dataDir}' -m fast -w stop >/dev/null`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
