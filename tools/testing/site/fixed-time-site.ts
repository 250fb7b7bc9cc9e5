import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brand } from '../../../libs/config/src/index.ts';
import { e2eEnv, e2ePort } from '../e2e-env.ts';

/**
 * The site the accessibility sweep and the visual tests look at: the production builds at a fixed
 * moment (APP_NOW) on a fresh database that no test writes to, so nothing on a page moves between
 * runs. 20 April 2025: Le Perce-vent open, Palais Royal Gardens upcoming, the others ended.
 */
export const fixedTime = '2025-04-20T10:00:00+08:00';
export const fixedTimePort = e2ePort + 30;

export const fixedTimeWebServer = {
  command: 'node tools/compose/server.mjs',
  url: `http://localhost:${fixedTimePort}/api/health`,
  env: {
    ...e2eEnv,
    PORT: String(fixedTimePort),
    PGLITE_DATA_DIR: join(mkdtempSync(join(tmpdir(), 'oriel-e2e-fixed-time-')), 'pglite'),
    APP_NOW: fixedTime,
  },
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};

/**
 * A second fixed moment for the campaign pages: 10 November 2025, when every campaign has ended
 * (the last, Palais Royal Gardens, closed on 2 November). The ended state shows texts and colours
 * the first moment never shows; axe sweeps it too (pages.spec.ts).
 */
export const allEndedTime = '2025-11-10T10:00:00+08:00';
// Clear of every other test server: a site on port P also takes P+1 to P+4 (its studio on P+4), and
// +10 to +85 are taken (campaign sites, Storybook +40, the gate +50, the outage site +60, the studio +70).
export const allEndedPort = e2ePort + 90;

export const allEndedWebServer = {
  ...fixedTimeWebServer,
  url: `http://localhost:${allEndedPort}/api/health`,
  env: {
    ...fixedTimeWebServer.env,
    PORT: String(allEndedPort),
    PGLITE_DATA_DIR: join(mkdtempSync(join(tmpdir(), 'oriel-e2e-all-ended-')), 'pglite'),
    APP_NOW: allEndedTime,
  },
};

/** The path of every campaign in content/campaigns (a new campaign is swept without a new line). */
export function campaignPaths(): string[] {
  const dir = join(dirname(fileURLToPath(import.meta.url)), '../../../content/campaigns');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => /^slug:\s*"?([^"\n]+)"?\s*$/m.exec(readFileSync(join(dir, name), 'utf8'))?.[1])
    .filter((slug): slug is string => Boolean(slug))
    .map((slug) => `/discovery-trial/${slug.replace('{brand-slug}', brand.slug)}`)
    .sort();
}
