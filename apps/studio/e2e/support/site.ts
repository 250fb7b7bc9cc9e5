import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devices } from '@playwright/test';
import { e2eEnv, e2ePort } from '../../../../tools/testing/e2e-env.ts';

/**
 * The studio's end-to-end site: a composed site of its own (E2E_PORT + 70; its servers on the four
 * ports after it) with a fresh database and its own admin-channel file, so the staff accounts the
 * tests create through `npm run staff` and the content they publish touch no other test's site.
 */
// Made once by the Playwright runner; its workers inherit the variable and so find the same folder.
const folder = (process.env.STUDIO_E2E_DIR ??= mkdtempSync(join(tmpdir(), 'oriel-e2e-studio-')));
export const studioSite = {
  port: e2ePort + 70,
  adminFile: join(folder, 'studio-admin.json'),
  pgliteDir: join(folder, 'pglite'),
  mediaDir: join(folder, 'media'),
};

export const studioProject = {
  name: 'studio',
  testMatch: 'apps/studio/e2e/**/*.spec.ts',
  use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, baseURL: `http://localhost:${studioSite.port}` },
};

export const studioWebServer = {
  command: 'node tools/compose/server.mjs',
  url: `http://localhost:${studioSite.port}/api/health`,
  env: {
    ...e2eEnv,
    PORT: String(studioSite.port),
    SITE_URL: `http://localhost:${studioSite.port}`,
    PGLITE_DATA_DIR: studioSite.pgliteDir,
    STUDIO_ADMIN_FILE: studioSite.adminFile,
    MEDIA_DIR: studioSite.mediaDir,
    // Every spec signs its staff in from 127.0.0.1, several times a minute: the per-address limit
    // (5 a minute) is for real networks and is tested in apps/api (studio.test.ts).
    STUDIO_SIGN_IN_LIMIT: '100',
  },
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};
