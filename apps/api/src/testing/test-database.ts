import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedAll } from '../seed';

/**
 * The databases the data-service tests run on: embedded PGlite always, and real PostgreSQL when
 * TEST_DATABASE_URL names a server (CI starts one). Each test file gets a database of its own.
 */
export const databaseKinds: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and, on PostgreSQL, drops the database. */
  drop(): Promise<void>;
}

/**
 * Migrated databases made once per run by the `api` project's global setup (template-databases.ts):
 * PGlite data folders dumped to files, PostgreSQL template databases. A file's
 * database is a copy of one, which is what migrating and seeding it again would give, without
 * PGlite's initdb and the migrations in every file. Absent (another project, a run without the
 * setup): every database is built from scratch as before.
 */
export interface TestDatabaseTemplates {
  pglite: { migrated: string; seeded: string };
  postgres?: { migrated: string; seeded: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplates?: TestDatabaseTemplates;
  }
}

function templates(): TestDatabaseTemplates | undefined {
  try {
    return inject('testDatabaseTemplates');
  } catch {
    return undefined;
  }
}

const dumps = new Map<string, Promise<Blob>>();
const dump = (file: string) => {
  if (!dumps.has(file)) dumps.set(file, readFile(file).then((bytes) => new Blob([bytes])));
  return dumps.get(file)!;
};

/** A fresh, migrated and seeded (unless `seed: false`) database. */
export async function createTestDatabase(kind: 'pglite' | 'postgres', options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const seed = options.seed !== false;
  const template = templates()?.[kind]?.[seed ? 'seeded' : 'migrated'];
  let handle: DatabaseHandle;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `oriel_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    handle = await openDatabase({ databaseUrl: url.toString(), pgliteDataDir: '' });
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else {
    handle = await openDatabase({ pgliteDataDir: 'memory://', pgliteLoadDataDir: template ? await dump(template) : undefined });
  }
  if (!template) {
    await migrateToLatest(handle.db);
    if (seed) await seedAll(handle.db);
  }
  return {
    ...handle,
    async drop() {
      await handle.close();
      await dropDatabase();
    },
  };
}
