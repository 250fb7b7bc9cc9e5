import type { Kysely } from 'kysely';
import { seedContent } from './studio';
import { contentArea, ContentError, readContentVersion } from './content';
import { seedLoyalty } from './loyalty';
import { campaignsArea, seedCampaigns } from './campaigns';
import type { Database } from './db/schema';

export interface SeedOptions {
  /**
   * Start-up: a bad content file (ContentError) does not stop the service. The area is skipped,
   * the database keeps its last good version, and this receives one readable line naming the
   * file, the field and why. Without it (tests, `npm run content:load`) the error is thrown.
   */
  onBadContent?: (line: string) => void;
  /** Start-up: what a changed campaign file changed in the database (slots, quotas, the header link). */
  onCampaignChange?: (line: string) => void;
  /** The site's "now" (APP_NOW moves it): the demo members' purchases and points are of its year. */
  now?: Date;
}

/**
 * Loads every area's seed data. Runs at start-up and in tests; each seed is idempotent (running it
 * again changes nothing). An area adds its seed here, one line.
 */
export async function seedAll(db: Kysely<Database>, options: SeedOptions = {}): Promise<void> {
  const areas: [area: string, seed: () => Promise<unknown>][] = [
    [contentArea, () => seedContent(db)],
    [campaignsArea, () => seedCampaigns(db, { onBadContent: options.onBadContent, onChange: options.onCampaignChange })],
    ['loyalty', () => seedLoyalty(db, options.now)],
  ];
  for (const [area, seed] of areas) {
    try {
      await seed();
    } catch (error) {
      if (!(error instanceof ContentError) || !options.onBadContent) throw error;
      const kept = await readContentVersion(db, area).catch(() => null);
      options.onBadContent(
        `bad content, not loaded: ${error.message}. ` +
          (kept ? `The ${area} area keeps its last good version (${kept}) until the file is fixed.` : `The ${area} area stays empty until the file is fixed.`),
      );
    }
  }
}
