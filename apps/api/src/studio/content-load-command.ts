// `npm run content:load`: validates content/ and loads it into the configured database.
import { EnvError, loadDotEnv } from '@oriel/server/env';
import { createClock } from '../clock';
import { loadConfig } from '../config';
import { DatabaseInUseError, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { withStartupLock } from '../db/startup';
import { ContentError, findContentDir, readContentBundle } from '../content';
import { seedAll } from '../seed';
import { seedContent } from './content-seed';

const help = `Usage: npm run content:load [-- --check] [-- --help]

Validates every file under content/ (zod schemas, references between entries, media keys) and
loads them into the data-service database: PostgreSQL when DATABASE_URL is set, otherwise the
embedded PGlite database in PGLITE_DATA_DIR (default apps/api/.data/pglite; stop the running
service first, PGlite allows one process). Idempotent: unchanged files change nothing. A running
service picks up the new content version within a second.

Options:
  --check   validate only, do not touch the database (CI, editors before a commit)
  --help    this text

Environment: DATABASE_URL, PGLITE_DATA_DIR, CONTENT_DIR (default: the repository's content/).`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(help);
  process.exit(0);
}
const unknown = args.filter((a) => a !== '--check');
if (unknown.length) {
  console.error(`Unknown option ${unknown.join(' ')}\n\n${help}`);
  process.exit(2);
}

loadDotEnv();
try {
  const dir = findContentDir();
  if (args.includes('--check')) {
    const bundle = await readContentBundle(dir);
    console.log(`content/ is valid (version ${bundle.version}: ${bundle.products.length} products, ${bundle.articles.length} articles, ${bundle.pages.length} pages).`);
    process.exit(0);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDataDir: config.pgliteDataDir });
  try {
    // Under the same lock as the data service's start-up: never alongside an instance migrating.
    const { version, changed } = await withStartupLock(database, async () => {
      await migrateToLatest(database.db);
      const loaded = await seedContent(database.db, { contentDir: dir });
      // The other areas (campaigns, loyalty...) load their folders too, each skipping what is unchanged.
      await seedAll(database.db, { now: createClock(config.APP_NOW).now() });
      return loaded;
    });
    console.log(`content/ version ${version} ${changed ? 'loaded into' : 'already in'} ${database.kind}.`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ContentError) {
    console.error(`Invalid content: ${error.message}`);
    process.exit(1);
  }
  if (error instanceof EnvError || error instanceof DatabaseInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
