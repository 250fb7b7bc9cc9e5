import type { Kysely } from 'kysely';
import { seedContent } from './content/seed';
import { seedLoyalty } from './loyalty/seed';
import { seedCampaigns } from './campaigns/load';
import type { Database } from './db/schema';

/**
 * Loads every area's seed data. Runs at start-up and in tests; each seed is idempotent (running it
 * again changes nothing). An area adds its seed here, one line.
 */
export async function seedAll(db: Kysely<Database>): Promise<void> {
  await seedContent(db);
  await seedCampaigns(db);
  await seedLoyalty(db);
}
