import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createClock } from './clock';
import { seedAll } from './seed';
import { buildServer } from './server';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDataDir: config.pgliteDataDir });
await migrateToLatest(database.db);
await seedAll(database.db);
const app = await buildServer({ database, clock: createClock(config.APP_NOW), logLevel: config.LOG_LEVEL });

const stop = async (signal: string) => {
  app.log.info(`${signal}: finishing requests under way`);
  // A request that never ends must not keep the old instance alive for ever.
  setTimeout(() => process.exit(1), 15_000).unref();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
console.log(`api listening on http://${config.HOST}:${config.PORT} (${database.kind})`);
