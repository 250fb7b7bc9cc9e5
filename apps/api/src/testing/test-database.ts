import { randomBytes } from 'node:crypto';
import pg from 'pg';
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

/** A fresh, migrated and seeded database. */
export async function createTestDatabase(kind: 'pglite' | 'postgres', options: { seed?: boolean } = {}): Promise<TestDatabase> {
  let handle: DatabaseHandle;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `oriel_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
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
    handle = await openDatabase({ pgliteDataDir: 'memory://' });
  }
  await migrateToLatest(handle.db);
  if (options.seed !== false) await seedAll(handle.db);
  return {
    ...handle,
    async drop() {
      await handle.close();
      await dropDatabase();
    },
  };
}
