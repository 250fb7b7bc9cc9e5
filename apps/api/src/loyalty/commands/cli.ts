#!/usr/bin/env -S npx tsx
/**
 * Loyalty programme commands for the back office: import what the point-of-sale system exports,
 * recompute points, run the year-end close. Run with `npm run loyalty -- <command>`.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadDotEnv } from '@oriel/server/env';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { parseMembers, parsePurchases } from '../csv';
import { insertPurchases, upsertMember } from '../queries';
import { closeYearForAll, recomputeAll } from '../service';

loadDotEnv();

const usage = `Usage: npm run loyalty -- <command> [options]

Commands:
  import --members <members.csv> [--purchases <purchases.csv>] [--year YYYY]
      Upserts members (by member_number) and adds purchases (a receipt already imported is
      skipped), then recomputes points for the year. Columns:
        members:   member_number,salutation,first_name,last_name,phone,email,birth_month,joined_on,tier
        purchases: receipt_number,member_number,purchased_on,amount_hkd   (negative = return)
  recompute [--year YYYY]
      Recomputes every member's points for the year from their purchases (default: this year).
  close-year --year YYYY
      The 31 December close: next year's tier from the year's net spend (Gold from HK$10,000,
      otherwise Silver; Black stays Black without a purchase); the year's points expire.
      Members already closed are skipped, so it can be re-run.

Options:
  --help     Show this help.

Environment: DATABASE_URL or PGLITE_DATA_DIR, as the data service (see .env.example).`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { help: { type: 'boolean' }, members: { type: 'string' }, purchases: { type: 'string' }, year: { type: 'string' } },
  });
  const command = positionals[0];
  if (values.help || !command) {
    console.log(usage);
    return values.help ? 0 : 1;
  }
  const year = values.year ? Number(values.year) : new Date().getUTCFullYear();
  if (!Number.isInteger(year) || year < 2000 || year > 2100) {
    console.error(`--year must be a year such as 2026, not "${values.year}"`);
    return 1;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDataDir: config.pgliteDataDir });
  try {
    await migrateToLatest(database.db);
    switch (command) {
      case 'import': {
        if (!values.members && !values.purchases) {
          console.error('import needs --members and/or --purchases');
          return 1;
        }
        if (values.members) {
          const members = parseMembers(await readFile(values.members, 'utf8'), year);
          for (const member of members) await upsertMember(database.db, member);
          console.log(`members: ${members.length} imported`);
        }
        if (values.purchases) {
          const purchases = parsePurchases(await readFile(values.purchases, 'utf8'));
          const added = await insertPurchases(database.db, purchases);
          console.log(`purchases: ${added} new, ${purchases.length - added} already imported`);
        }
        const result = await recomputeAll(database.db, year);
        console.log(`points for ${year}: ${result.changed} of ${result.members} members changed`);
        return 0;
      }
      case 'recompute': {
        const result = await recomputeAll(database.db, year);
        console.log(`points for ${year}: ${result.changed} of ${result.members} members changed`);
        return 0;
      }
      case 'close-year': {
        if (!values.year) {
          console.error('close-year needs --year (the year that ends)');
          return 1;
        }
        const result = await closeYearForAll(database.db, year);
        console.log(`closed ${year}: ${result.closed} members; tiers for ${year + 1}: ${JSON.stringify(result.tiers)}`);
        return 0;
      }
      default:
        console.error(`Unknown command "${command}"\n\n${usage}`);
        return 1;
    }
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
