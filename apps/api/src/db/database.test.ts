import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, walCheckpointPolicy } from './database';

// PGlite's log: single-user PostgreSQL never removes a WAL segment by itself.
const walBytes = async (handle: DatabaseHandle) =>
  Number((await sql<{ bytes: string }>`select coalesce(sum(size), 0)::text as bytes from pg_ls_waldir()`.execute(handle.db)).rows[0]?.bytes);

const writeMegabytes = async (handle: DatabaseHandle, megabytes: number) => {
  await sql`create table if not exists wal_probe (id serial primary key, body text)`.execute(handle.db);
  for (let i = 0; i < megabytes; i++) {
    await sql`insert into wal_probe (body) select repeat(md5(g::text), 32) from generate_series(1, 1000) g`.execute(handle.db);
  }
};

describe('the embedded database (PGlite)', () => {
  const open: DatabaseHandle[] = [];
  const dirs: string[] = [];
  const policy = { ...walCheckpointPolicy };
  afterEach(async () => {
    Object.assign(walCheckpointPolicy, policy);
    for (const handle of open.splice(0)) await handle.close();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps its log bounded under writes: the old segments go at a checkpoint', async () => {
    walCheckpointPolicy.everyMs = 100;
    const handle = await openDatabase({ pgliteDataDir: 'memory://' });
    open.push(handle);
    await writeMegabytes(handle, 40);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = await walBytes(handle);
    expect(after).toBeLessThanOrEqual(8 * 2 ** 20);
  }, 120_000);

  it('opens a database made with 16 MB log segments (before decision 225) and bounds its log too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oriel-pglite-16mb-'));
    dirs.push(dir);
    const data = join(dir, 'pglite');
    const old = await PGlite.create(data);
    await old.close();
    walCheckpointPolicy.everyMs = 100;
    const handle = await openDatabase({ pgliteDataDir: data });
    open.push(handle);
    const { rows } = await sql<{ wal_segment_size: string }>`show wal_segment_size`.execute(handle.db);
    expect(rows[0]?.wal_segment_size).toBe('16MB');
    await writeMegabytes(handle, 100);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await walBytes(handle)).toBeLessThanOrEqual(80 * 2 ** 20);
  }, 180_000);
});
