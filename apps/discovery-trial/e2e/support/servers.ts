import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devices } from '@playwright/test';
import { e2eEnv, e2ePort } from '../../../../tools/testing/e2e-env.ts';
import { pgBin } from './postgres.ts';

/**
 * The campaign states live in the past (every seed campaign has ended), so the campaign tests run
 * against sites started at chosen moments with APP_NOW, each with its own fresh database and port
 * (E2E_PORT + offset; the composed site uses the three ports after it internally).
 */
export const campaignSites = [
  // Le Perce-vent open (1 April - 31 May 2025, sessions from 26 April); Palais Royal Gardens not yet open.
  { folder: 'perce-vent-open', offset: 10, appNow: '2025-04-20T10:00:00+08:00' },
  // Last day of La fille tour de fer: two boutiques, only the 16:00 windows left; its giveaway still open.
  { folder: 'last-day', offset: 20, appNow: '2024-05-15T13:00:00+08:00' },
] as const;

const viewport = { width: 1440, height: 900 };

/**
 * The studio admin channel's file of a campaign site (`npm run staff` against that site): one per
 * port, so the sites started side by side never overwrite each other's token.
 */
export const studioAdminFile = (site: { offset: number }) => join(tmpdir(), `oriel-e2e-studio-admin-${e2ePort + site.offset}.json`);

/**
 * A campaign site's database folder: made once by the Playwright runner, whose workers inherit the
 * variable and so find the same folder (`npm run staff` must name the site's database).
 */
export function campaignSitePgliteDir(site: { folder: string }): string {
  const name = `ORIEL_E2E_${site.folder.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_DIR`;
  process.env[name] ??= mkdtempSync(join(tmpdir(), `oriel-e2e-${site.folder}-`));
  return join(process.env[name]!, 'pglite');
}

const campaignSiteProjects = campaignSites.map((site) => ({
  name: `discovery-trial-${site.folder}`,
  testMatch: `apps/discovery-trial/e2e/${site.folder}/**/*.spec.ts`,
  use: { ...devices['Desktop Chrome'], viewport, baseURL: `http://localhost:${e2ePort + site.offset}` },
}));

const campaignSiteWebServers = campaignSites.map((site) => ({
  command: 'node tools/compose/server.mjs',
  url: `http://localhost:${e2ePort + site.offset}/api/health`,
  env: {
    ...e2eEnv,
    PORT: String(e2ePort + site.offset),
    PGLITE_DATA_DIR: campaignSitePgliteDir(site),
    APP_NOW: site.appNow,
    // The studio signs staff in only from the site's own origin.
    SITE_URL: `http://localhost:${e2ePort + site.offset}`,
    STUDIO_ADMIN_FILE: studioAdminFile(site),
    // Every test registers from 127.0.0.1: the per-address limits are for real networks.
    REGISTRATION_IP_LIMIT: '1000',
    OTP_IP_SEND_LIMIT: '1000',
    OTP_VERIFY_IP_LIMIT: '1000',
  },
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
}));

/**
 * The database goes away mid-test: Le Perce-vent open, on a PostgreSQL cluster of its own that the
 * test stops and starts (apps/discovery-trial/e2e/db-outage/). Its port follows E2E_PORT (55480
 * for the default 3300), so two runs on different E2E_PORTs never share a cluster; its folder is
 * named by that port, so a run that was killed outright leaves nothing the next one trips on.
 */
const outagePgPort = Number(process.env.E2E_PG_PORT ?? 55480 + (e2ePort - 3300));
export const dbOutageSite = {
  folder: 'db-outage',
  offset: 60,
  appNow: '2025-04-20T10:00:00+08:00',
  pgPort: outagePgPort,
  pgDataDir: join(tmpdir(), `oriel-e2e-db-outage-pg-${outagePgPort}`),
  databaseUrl: `postgres://postgres@127.0.0.1:${outagePgPort}/postgres`,
} as const;

const dbOutageProject = {
  name: `discovery-trial-${dbOutageSite.folder}`,
  testMatch: `apps/discovery-trial/e2e/${dbOutageSite.folder}/**/*.spec.ts`,
  use: { ...devices['Desktop Chrome'], viewport, baseURL: `http://localhost:${e2ePort + dbOutageSite.offset}` },
};

/** Without PostgreSQL binaries there is no server to start: the project's tests skip, saying why. */
const dbOutageWebServers = pgBin
  ? [
      {
        command: 'node apps/discovery-trial/e2e/db-outage/site.mjs',
        url: `http://localhost:${e2ePort + dbOutageSite.offset}/api/health`,
        env: {
          ...e2eEnv,
          PORT: String(e2ePort + dbOutageSite.offset),
          APP_NOW: dbOutageSite.appNow,
          DATABASE_URL: dbOutageSite.databaseUrl,
          PG_BIN: pgBin,
          OUTAGE_PG_PORT: String(dbOutageSite.pgPort),
          OUTAGE_PG_DATA_DIR: dbOutageSite.pgDataDir,
          REGISTRATION_IP_LIMIT: '1000',
          OTP_IP_SEND_LIMIT: '1000',
        },
        reuseExistingServer: false,
        timeout: 120_000,
        // SIGTERM, not Playwright's default SIGKILL: the wrapper stops its cluster and removes its folder.
        gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 30_000 },
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
      },
    ]
  : [];

export const campaignProjects = [...campaignSiteProjects, dbOutageProject];
/** Each campaign project with the servers it needs (playwright.config.ts starts only the requested ones). */
export const campaignProjectServers = [
  ...campaignSiteProjects.map((project, index) => ({
    // The brand site's robustness spec also sends its hostile requests to the open campaign's action.
    projects: campaignSites[index]!.folder === 'perce-vent-open' ? [project.name, 'brand-site'] : [project.name],
    webServers: [campaignSiteWebServers[index]!],
  })),
  { projects: [dbOutageProject.name], webServers: dbOutageWebServers },
];

/** The folders above belong to their own projects, not to the default campaign project. */
export const campaignSiteFolders = [...campaignSites, dbOutageSite].map((site) => `apps/discovery-trial/e2e/${site.folder}/**`);
