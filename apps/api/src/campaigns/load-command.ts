/**
 * `npm run campaigns -- load [<file>...]`: campaign files into the site, while it runs.
 * With the data service running on this machine the files go through its local admin channel,
 * so the embedded database is never opened by a second process; otherwise the
 * command opens the database itself (DATABASE_URL, or the PGlite folder nothing else has open).
 * Either way the change reaches every instance within seconds (markContentChanged). A bad file is
 * reported (file, field, why) and changes nothing.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { loadConfig } from '../config';
import { ContentError } from '../content';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { type AdminChannelFile, commandIdentity, runningAdminChannel } from '../staff';
import { findCampaignContentDir, seedCampaigns } from './load';
import { type CampaignChange, loadCampaignText } from './manage';

const base = process.env.INIT_CWD ?? process.cwd();
const say = (line: string) => console.log(line);
const complain = (line: string) => console.error(line);


const runningService = () => runningAdminChannel(loadConfig().STUDIO_ADMIN_FILE, commandIdentity(loadConfig()));

class Refused extends Error {}

async function throughService(channel: AdminChannelFile, file: string, text: string, replaceStudioTexts: boolean): Promise<CampaignChange> {
  const response = await fetch(`${channel.url}/api/studio/admin/campaigns`, {
    method: 'POST',
    headers: { authorization: `Bearer ${channel.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ file, text, replaceStudioTexts }),
  });
  const answer = (await response.json().catch(() => ({}))) as { data?: CampaignChange; error?: { message: string } };
  // Refused (a bad file, 422; a request the service will not read, 400 or 413): reported, and the next file loads.
  if (response.status === 422 || response.status === 400 || response.status === 413) throw new Refused(answer.error?.message ?? `the data service refused the file (${response.status})`);
  if (!response.ok || !answer.data) throw new Error(answer.error?.message ?? `the data service answered ${response.status}`);
  return answer.data;
}

/** Runs the command; answers the exit code (1 when any file was refused). */
export async function runLoadCommand(paths: string[], { replaceStudioTexts = false } = {}): Promise<number> {
  const channel = runningService();
  if (paths.length === 0 && !channel) {
    // Nothing running: the whole content/campaigns folder (and its locations), as start-up does.
    const config = loadConfig();
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDataDir: resolve(base, config.PGLITE_DATA_DIR) });
    try {
      await migrateToLatest(database.db);
      const { version, loaded, rejected } = await seedCampaigns(database.db, { force: true, onBadContent: complain, onChange: (line) => say(`  ${line}`), replaceStudioTexts });
      say(`campaigns: content version ${version} ${loaded ? 'loaded' : 'already loaded'}`);
      return rejected.length ? 1 : 0;
    } finally {
      await database.close();
    }
  }
  const files = paths.length
    ? paths.map((p) => resolve(base, p))
    : (await readdir(join(findCampaignContentDir(), 'campaigns'))).filter((n) => n.endsWith('.yaml') && n !== 'locations.yaml').sort().map((n) => join(findCampaignContentDir(), 'campaigns', n));

  let database: Awaited<ReturnType<typeof openDatabase>> | null = null;
  if (!channel) {
    const config = loadConfig();
    if (!config.DATABASE_URL) complain(`No running data service found: opening the embedded database ${resolve(base, config.PGLITE_DATA_DIR)} directly.`);
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDataDir: resolve(base, config.PGLITE_DATA_DIR) });
    await migrateToLatest(database.db);
  }
  let refused = 0;
  try {
    for (const path of files) {
      const name = relative(base, path) || path;
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch {
        complain(`${name}: (file): cannot be read. Nothing was changed.`);
        refused += 1;
        continue;
      }
      try {
        const actor = { email: 'campaigns command (server console)' };
        const change = channel ? await throughService(channel, name, text, replaceStudioTexts) : await loadCampaignText(database!.db, actor, name, text, { replaceStudioTexts });
        say(`${name}: loaded campaign "${change.slug}" (${change.created ? 'new' : 'updated'}): /discovery-trial/${change.slug} and /tc/discovery-trial/${change.slug}`);
        // The file is the campaign's definition: what it replaced (studio changes to slots included).
        for (const line of change.changes ?? []) say(`  ${line}`);
        if (!change.created && (change.changes ?? []).length === 0) say('  no change to its texts, slots, quotas or the header link');
      } catch (error) {
        if (!(error instanceof Refused || error instanceof ContentError)) throw error;
        const message = error instanceof ContentError ? `${error.file}: ${error.field || '(file)'}: ${error.detail}` : error.message;
        complain(`${message}\n  Not loaded: nothing was changed, the site keeps serving this campaign's last good version.`);
        refused += 1;
      }
    }
  } finally {
    await database?.close();
  }
  return refused ? 1 : 0;
}
