import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The PostgreSQL binaries of this machine: PG_BIN when set (CI exports it), else Debian's packages;
 * undefined without them. The database-outage tests need a real server they can stop, and skip
 * without one (`PG_BIN=/nowhere` shows the skip on a machine that has PostgreSQL).
 */
export const pgBin: string | undefined = (process.env.PG_BIN ? [process.env.PG_BIN] : ['/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin']).find((dir) =>
  existsSync(join(dir, 'pg_ctl')),
);

export const noPostgresReason = `PostgreSQL binaries not found (${process.env.PG_BIN ? `PG_BIN=${process.env.PG_BIN} has no pg_ctl` : 'set PG_BIN or apt-get install postgresql'}): the outage test needs a real database server to stop`;

/** Runs a PostgreSQL tool, as the postgres user when we are root (PostgreSQL refuses to run as root). */
export function runPgTool(tool: string, args: string[]): string {
  if (!pgBin) throw new Error(noPostgresReason);
  const command = [join(pgBin, tool), ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const asPostgres = process.getuid?.() === 0;
  return execFileSync(asPostgres ? 'su' : '/bin/sh', asPostgres ? ['postgres', '-s', '/bin/sh', '-c', command] : ['-c', command], { stdio: 'pipe' }).toString();
}

/**
 * Stops and starts one throw-away cluster, created by apps/discovery-trial/e2e/db-outage/site.mjs
 * (its address, port and socket folder are in its postgresql.conf).
 */
export function cluster(dataDir: string) {
  return {
    /** `pg_ctl stop -m fast`: open connections are cut, as in a failover or a crash of the host. */
    stop: () => runPgTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    start: () => runPgTool('pg_ctl', ['-D', dataDir, '-l', join(dataDir, 'server.log'), '-w', 'start']),
    running: () => {
      try {
        runPgTool('pg_ctl', ['-D', dataDir, 'status']);
        return true;
      } catch {
        return false;
      }
    },
  };
}
