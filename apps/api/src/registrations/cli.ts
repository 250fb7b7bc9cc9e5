#!/usr/bin/env -S npx tsx
/**
 * Campaign commands for the campaign teams and the data-protection officer. Run with
 * `npm run campaigns -- <command>`.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadDotEnv } from '@oriel/server/env';
import { createClock } from '../clock';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { findCampaign, runLoadCommand } from '../campaigns';
import { registrationsCsv, slotsCsv } from './csv';
import { writePrivateFile } from './export-file';
import { purgeExpiredRegistrations } from './queries';
import { OtherSiteError, commandIdentity, runningAdminChannel } from '../staff';

loadDotEnv();

const usage = `Usage: npm run campaigns -- <command> [options]

Commands:
  load [<file>...]
      Loads campaign files into the site, while it runs (no rebuild, no restart): each file's
      \`slug\` names its campaign, new or existing. Without a file, every content/campaigns/*.yaml
      (also done at every start-up). A bad file is reported (file, field, why) and changes nothing.
      Slots that hold bookings are never removed and never lose places already booked. Texts
      published in the studio since the file was last loaded are not replaced: the file is
      refused, naming them, unless --replace-studio-texts is given.
  export <slug> [--slots] [--out <file.csv>]
      A campaign's registrations as CSV (or, with --slots, every slot with its quota, places
      booked and places left). Written to --out, or to standard output.
  purge [--dry-run]
      PDPO: deletes the registrations of every campaign whose retention date has passed (by
      APP_NOW when set, otherwise today in Hong Kong). Slot counts stay.

Options:
  --help     Show this help.

export reads through the running data service when there is one (its local admin channel,
STUDIO_ADMIN_FILE): the embedded database belongs to that process. Otherwise it opens the database
itself, at the same place \`npm start\` uses.

Environment: DATABASE_URL or PGLITE_DATA_DIR, APP_NOW, as the data service (see .env.example).`;

// npm runs workspace scripts in apps/api: paths of the configuration are the repository's.
const base = process.env.INIT_CWD ?? process.cwd();

const runningService = () => runningAdminChannel(loadConfig().STUDIO_ADMIN_FILE, commandIdentity(loadConfig()));

async function write(csv: string, out: string | undefined) {
  if (out) {
    await writePrivateFile(resolve(base, out), csv);
    console.error(`wrote ${out}`);
  } else process.stdout.write(csv);
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { help: { type: 'boolean' }, slots: { type: 'boolean' }, out: { type: 'string' }, 'dry-run': { type: 'boolean' }, 'replace-studio-texts': { type: 'boolean' } },
  });
  const [command, slug] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return values.help ? 0 : 1;
  }
  // Through the running service when there is one (campaigns/load-command.ts).
  if (command === 'load') return runLoadCommand(positionals.slice(1), { replaceStudioTexts: values['replace-studio-texts'] });
  const config = loadConfig();
  const channel = command === 'export' && slug ? runningService() : null;
  if (channel) {
    const part = values.slots ? 'slots.csv' : 'registrations.csv';
    const response = await fetch(`${channel.url}/api/studio/admin/campaigns/${encodeURIComponent(slug!)}/export/${part}`, { headers: { authorization: `Bearer ${channel.token}` } });
    if (!response.ok) {
      console.error(`The running data service answered ${response.status}: ${((await response.json().catch(() => ({}))) as { error?: { message?: string } }).error?.message ?? ''}`);
      return 1;
    }
    await write(await response.text(), values.out);
    return 0;
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDataDir: config.pgliteDataDir.startsWith('memory://') ? config.pgliteDataDir : resolve(base, config.PGLITE_DATA_DIR) });
  try {
    await migrateToLatest(database.db);
    switch (command) {
      case 'export': {
        if (!slug) {
          console.error('export needs a campaign slug, e.g. npm run campaigns -- export le-perce-vent');
          return 1;
        }
        const campaign = await findCampaign(database.db, slug, 'en', { drafts: true });
        if (!campaign) {
          console.error(`No campaign "${slug}"`);
          return 1;
        }
        await write(values.slots ? await slotsCsv(database.db, campaign.id) : await registrationsCsv(database.db, campaign.id), values.out);
        return 0;
      }
      case 'purge': {
        const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(createClock(config.APP_NOW).now());
        if (values['dry-run']) {
          const due = await database.db.selectFrom('campaigns').select(['slug', 'retention_until']).where('retention_until', '<', today).execute();
          for (const c of due) console.log(`would purge ${c.slug} (retention until ${String(c.retention_until).slice(0, 10)})`);
          return 0;
        }
        for (const { slug: purged, deleted } of await purgeExpiredRegistrations(database.db, today)) {
          console.log(`purged ${purged}: ${deleted} registration${deleted === 1 ? '' : 's'}`);
        }
        return 0;
      }
      default:
        console.error(`Unknown command "${command}".\n\n${usage}`);
        return 1;
    }
  } finally {
    await database.close();
  }
}

// Refused because another site runs here: said in one line, as the staff command says it. A bug
// keeps its stack.
process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof OtherSiteError ? error.message : error);
  return 1;
});
