import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tools/testing/chromium.ts';
import { e2ePort, e2eEnv } from './tools/testing/e2e-env.ts';
import { campaignProjects, campaignSiteFolders, campaignWebServers } from './apps/discovery-trial/e2e/support/servers.ts';

/**
 * End-to-end tests of the production builds, served as in production by the path router on one
 * port, in Debian's Chromium. Each app keeps its specs in apps/<app>/e2e/.
 */
export default defineConfig({
  testDir: '.',
  testMatch: ['apps/*/e2e/**/*.spec.ts'],
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${e2ePort}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'brand-site', testMatch: 'apps/brand-site/e2e/**/*.spec.ts', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    { name: 'discovery-trial', testMatch: 'apps/discovery-trial/e2e/**/*.spec.ts', testIgnore: campaignSiteFolders, use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    ...campaignProjects,
  ],
  webServer: [{
    command: 'node tools/compose/server.mjs',
    url: `http://localhost:${e2ePort}/api/health`,
    env: e2eEnv,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  }, ...campaignWebServers],
});
