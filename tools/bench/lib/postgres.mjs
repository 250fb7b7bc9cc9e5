// A throw-away PostgreSQL cluster on loopback for the data-service benchmark, as .ci/run starts
// one: Debian's postgresql 15 binaries, owned by the postgres user (PostgreSQL refuses to run as
// root), trust authentication, removed afterwards.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Why PostgreSQL cannot be started here, or null when it can. */
export function postgresUnavailable() {
  if (!existsSync(join(pgBin, 'postgres'))) return `no PostgreSQL binaries in ${pgBin} (apt-get install postgresql)`;
  const isRoot = process.getuid?.() === 0;
  const hasPostgresUser = spawnSync('id', ['postgres'], { stdio: 'ignore' }).status === 0;
  if (isRoot && !hasPostgresUser) return 'running as root and there is no postgres user to own the cluster';
  return null;
}

export function startPostgres({ port }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'oriel-bench-pg-'));
  const isRoot = process.getuid?.() === 0;
  const as = (command) =>
    isRoot
      ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { encoding: 'utf8' })
      : spawnSync('sh', ['-c', command], { encoding: 'utf8' });
  if (isRoot) spawnSync('chown', ['postgres:postgres', dataDir]);
  const init = as(`${pgBin}/initdb -D '${dataDir}' -A trust -U postgres >/dev/null`);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const start = as(
    `${pgBin}/pg_ctl -D '${dataDir}' -o '-c listen_addresses=127.0.0.1 -p ${port} -k /tmp -c fsync=off' -l '${dataDir}/server.log' -w start >/dev/null`,
  );
  if (start.status !== 0) {
    // pg_ctl only says "Examine the log output": the server's own last lines say why.
    const log = existsSync(join(dataDir, 'server.log')) ? readFileSync(join(dataDir, 'server.log'), 'utf8').trim().split('\n').slice(-5).join('\n') : '(no server log)';
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`pg_ctl start failed on port ${port}: ${start.stderr}\n${log}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      as(`${pgBin}/pg_ctl -D '${dataDir}' -m fast -w stop >/dev/null`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
