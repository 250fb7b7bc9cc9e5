import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedAll } from '../seed';
import type { TestDatabaseTemplates } from './test-database';

/**
 * Global setup of the `api` test project: the migrated databases every test file
 * starts from, made once per run instead of once per file. PGlite: an in-memory cluster migrated
 * (and one also seeded), dumped to a file the files load (PGlite's initdb alone takes seconds).
 * PostgreSQL (TEST_DATABASE_URL): two template databases the files copy (`CREATE DATABASE …
 * TEMPLATE …`). The migrations and the seed still run on both kinds in every run, here.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'oriel-test-templates-'));
  const templates: TestDatabaseTemplates = { pglite: { migrated: join(folder, 'migrated.tar'), seeded: join(folder, 'seeded.tar') } };
  const adminUrl = process.env.TEST_DATABASE_URL;
  const names = adminUrl ? { migrated: `oriel_template_${randomBytes(6).toString('hex')}`, seeded: '' } : null;
  if (names) names.seeded = `${names.migrated}_seeded`;

  const cleanUp = async () => {
    rmSync(folder, { recursive: true, force: true });
    if (!adminUrl || !names) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    for (const name of Object.values(names)) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };

  try {
    const pglite = await openDatabase({ pgliteDataDir: 'memory://' });
    await migrateToLatest(pglite.db);
    writeFileSync(templates.pglite.migrated, new Uint8Array(await (await pglite.dumpDataDir!()).arrayBuffer()));
    await seedAll(pglite.db);
    writeFileSync(templates.pglite.seeded, new Uint8Array(await (await pglite.dumpDataDir!()).arrayBuffer()));
    await pglite.close();

    if (adminUrl && names) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      for (const [step, name] of Object.entries(names)) {
        await admin.query(`CREATE DATABASE ${name}`);
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        const database = await openDatabase({ databaseUrl: url.toString(), pgliteDataDir: '' });
        await migrateToLatest(database.db);
        if (step === 'seeded') await seedAll(database.db);
        // A template is copied only while nobody is connected to it.
        await database.close();
      }
      await admin.end();
      templates.postgres = names;
    }
  } catch (error) {
    await cleanUp();
    throw error;
  }

  project.provide('testDatabaseTemplates', templates);
  return cleanUp;
}
