#!/usr/bin/env -S npx tsx
/**
 * `npm run content -- export | import`. Works while the site runs: it talks to the
 * running data service through its local admin channel (as `npm run staff`); with no service
 * running it opens the database itself (DATABASE_URL, or the PGlite folder nothing else has open).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { findContentDir } from '../content';
import { type AdminChannelFile, commandIdentity, runningAdminChannel } from '../staff';
import { StudioContent } from './entries';
import { type ExportedEntry, uploadedMediaIn, writeContentFiles } from './content-files';

const usage = `Usage: npm run content -- <command>

Commands:
  export   Writes the published content (the studio's publications over the files) back to the
           YAML files in content/, only the files that differ: review them with git diff, commit.
  import   Loads the files in content/ as the live content: every entry the studio had published
           takes the file's version (kept as an "import" revision in its history; drafts stay).
           Every page shows it within a second.

Works while the site runs (through the data service's local admin channel), or on the database
directly when no service runs. Environment: as the data service (DATABASE_URL or PGLITE_DATA_DIR,
STUDIO_ADMIN_FILE, CONTENT_DIR). Check files by hand first with: npm run content:load -- --check`;

const base = process.env.INIT_CWD ?? process.cwd();


const runningService = () => runningAdminChannel(loadConfig().STUDIO_ADMIN_FILE, commandIdentity(loadConfig()));

async function throughService<T>(channel: AdminChannelFile, method: 'GET' | 'POST'): Promise<T> {
  const response = await fetch(`${channel.url}/api/studio/admin/content`, {
    method,
    headers: { authorization: `Bearer ${channel.token}`, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    body: method === 'POST' ? '{}' : undefined,
  });
  const answer = (await response.json()) as { data?: T; error?: { message: string } };
  if (!response.ok) throw new Error(answer.error?.message ?? `the data service answered ${response.status}`);
  return answer.data as T;
}

async function directly<T>(work: (content: StudioContent) => Promise<T>, contentDir: string): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDataDir: resolve(base, config.PGLITE_DATA_DIR) });
  try {
    await migrateToLatest(database.db);
    return await work(new StudioContent(database.db, contentDir));
  } finally {
    await database.close();
  }
}

/**
 * The files name photographs of the media library by key; the photographs are not in content/.
 * Said plainly, so nobody takes the files for a whole copy of the site.
 */
function warnOfUploadedMedia(entries: ExportedEntry[]): void {
  const uploaded = uploadedMediaIn(entries);
  if (!uploaded.length) return;
  console.error(
    [
      `Note: the files name ${uploaded.length} photograph${uploaded.length === 1 ? '' : 's'} uploaded in the studio, which content/ does not hold:`,
      ...uploaded.map((u) => `  ${u.key}  (${u.files.map((f) => `content/${f}`).join(', ')})`),
      'They live in the media library: the database (media_assets) and MEDIA_DIR. A fresh install from these',
      'files alone has no such photographs. Keep the database and MEDIA_DIR with the files (docs/content.md,',
      '"Media library in production"), or give these entries a picture of content/ before exporting.',
    ].join('\n'),
  );
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } });
  const [command] = positionals;
  if (values.help || (command !== 'export' && command !== 'import')) {
    console.log(usage);
    return values.help ? 0 : 1;
  }
  const contentDir = findContentDir(loadConfig().CONTENT_DIR && resolve(base, loadConfig().CONTENT_DIR!));
  const channel = runningService();
  if (!channel && !loadConfig().DATABASE_URL) console.error(`No running data service found: opening the embedded database ${resolve(base, loadConfig().PGLITE_DATA_DIR)} directly.`);
  if (command === 'export') {
    const entries = channel ? await throughService<ExportedEntry[]>(channel, 'GET') : await directly((c) => c.exportDocuments(), contentDir);
    const written = await writeContentFiles(contentDir, entries);
    if (!written.length) console.log('content/ already holds the published content: nothing written.');
    for (const file of written) console.log(`wrote content/${file}`);
    warnOfUploadedMedia(entries);
    return 0;
  }
  const result = channel ? await throughService<{ imported: string[]; version: string }>(channel, 'POST') : await directly((c) => c.importFiles({ email: 'content command (server console)' }), contentDir);
  console.log(result.imported.length ? `Imported content/ (version ${result.version}); the files replaced the studio's publication of: ${result.imported.join(', ')}` : `Imported content/ (version ${result.version}); no published entry differed from its file.`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
