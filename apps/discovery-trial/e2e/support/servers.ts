import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devices } from '@playwright/test';
import { e2eEnv, e2ePort } from '../../../../tools/testing/e2e-env.ts';

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

export const campaignProjects = campaignSites.map((site) => ({
  name: `discovery-trial-${site.folder}`,
  testMatch: `apps/discovery-trial/e2e/${site.folder}/**/*.spec.ts`,
  use: { ...devices['Desktop Chrome'], viewport, baseURL: `http://localhost:${e2ePort + site.offset}` },
}));

export const campaignWebServers = campaignSites.map((site) => ({
  command: 'node tools/compose/server.mjs',
  url: `http://localhost:${e2ePort + site.offset}/api/health`,
  env: {
    ...e2eEnv,
    PORT: String(e2ePort + site.offset),
    PGLITE_DATA_DIR: join(mkdtempSync(join(tmpdir(), `oriel-e2e-${site.folder}-`)), 'pglite'),
    APP_NOW: site.appNow,
    // Every test registers from 127.0.0.1: the per-address limits are for real networks.
    REGISTRATION_IP_LIMIT: '1000',
    OTP_IP_SEND_LIMIT: '1000',
  },
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
}));

/** The folders above belong to their own projects, not to the default campaign project. */
export const campaignSiteFolders = campaignSites.map((site) => `apps/discovery-trial/e2e/${site.folder}/**`);
