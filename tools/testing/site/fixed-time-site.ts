import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
