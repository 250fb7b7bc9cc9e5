// The data service's process: configuration, database, HTTP. Start-up never falls over on what
// can heal (docs/deployment.md "Start-up"): it listens at once (/healthz answers, /readyz says 503
// "starting"), waits for PostgreSQL with back-off, migrates and seeds under an advisory lock, and
// only then reports ready. What cannot heal (a bad variable, a locked embedded database) stops it
// with one readable message.
import { setTimeout as sleep } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { EnvError, drainSeconds, loadDotEnv } from '@oriel/server/env';
import { startTracingWhenConfigured } from '@oriel/server/telemetry';
import { type ApiConfig, loadConfig } from './config';
import { DatabaseInUseError, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { DatabaseUnreachableError, databaseLabel, waitForDatabase, withStartupLock } from './db/startup';
import { createClock } from './clock';
import type { Readiness } from './health/routes';
import { seedAll } from './seed';
import { buildServer } from './server';
import { openAdminChannel, siteIdentity } from './staff';

const say = (line: string) => console.error(`[api] ${line}`);

/** One full garbage collection (V8's `gc`, exposed for this call only). */
function collectGarbage() {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

loadDotEnv();
// Traces only when OTEL_EXPORTER_OTLP_ENDPOINT is set; off, the OpenTelemetry SDK is never loaded.
await startTracingWhenConfigured('api');
let config: ApiConfig;
let drain: number;
try {
  config = loadConfig();
  drain = drainSeconds('api');
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(78);
}

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDataDir: config.pgliteDataDir });
} catch (error) {
  if (!(error instanceof DatabaseInUseError)) throw error;
  say(error.message);
  process.exit(1);
}
const label = config.DATABASE_URL ? databaseLabel(config.DATABASE_URL) : `embedded PGlite in ${config.pgliteDataDir}`;
const readiness: Readiness = { ready: false, waitingFor: `the database (${label})` };
// `npm run staff` reaches this process through a loopback-only channel with a token in a private file.
const adminChannel = await openAdminChannel(config.STUDIO_ADMIN_FILE, `http://127.0.0.1:${config.PORT}`, siteIdentity(config));
const clock = createClock(config.APP_NOW);
const app = await buildServer({ database, clock, logLevel: config.LOG_LEVEL, readiness, studio: { adminToken: adminChannel.token } });

const stop = async (signal: string) => {
  // /readyz answers 503 from now on: whatever probes it sends no more requests.
  readiness.stopping = true;
  app.log.info(drain ? `${signal}: answering for ${drain} s more, each answer closing its connection, then finishing requests under way` : `${signal}: finishing requests under way`);
  // A request that never ends must not keep the old instance alive for ever.
  setTimeout(() => process.exit(1), (drain + 15) * 1000).unref();
  if (drain) {
    app.beginDrain();
    await sleep(drain * 1000);
  }
  await app.close();
  await adminChannel.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });

try {
  if (database.kind === 'postgres') await waitForDatabase(database.db, { label, waitSeconds: config.DATABASE_WAIT_SECONDS, say });
  readiness.waitingFor = 'migrations and content seeding';
  await withStartupLock(
    database,
    async () => {
      await migrateToLatest(database.db);
      await seedAll(database.db, { onBadContent: say, onCampaignChange: say, now: clock.now() });
    },
    say,
  );
} catch (error) {
  say(error instanceof DatabaseUnreachableError ? error.message : `start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  await app.close();
  await database.close();
  process.exit(1);
}
// Messages, reminders, scheduled changes (apps/api/src/jobs) and unfinished renditions: after the schema is there.
await app.startBackgroundWork();
// Start-up's garbage goes before the first request: on a new embedded database
// PGlite ran initdb in a second instance (its own 128 MB WebAssembly memory and file copies) that
// a small young generation may otherwise keep unreclaimed for a long time.
collectGarbage();
readiness.ready = true;
readiness.waitingFor = undefined;
console.log(`api listening on http://${config.HOST}:${config.PORT} (${database.kind})`);
