import { type PlaywrightTestConfig, defineConfig, devices } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from './tools/testing/chromium.ts';
import { e2ePort, e2eEnv } from './tools/testing/e2e-env.ts';
import { isRequested } from './tools/testing/requested-projects.ts';
import { allEndedWebServer, fixedTimePort, fixedTimeWebServer } from './tools/testing/site/fixed-time-site.ts';
import { campaignProjectServers, campaignProjects, campaignSiteFolders } from './apps/discovery-trial/e2e/support/servers.ts';
import { studioProject, studioWebServer } from './apps/studio/e2e/support/site.ts';

/**
 * End-to-end tests of the production builds, served as in production by the path router on one
 * port, in Debian's Chromium headless shell. Each app keeps its specs in apps/<app>/e2e/. Three more projects
 * (issue 12): `storybook` runs every story's play function in the built Storybook; `pages` loads
 * every page template once per locale and width, compares it with its committed screenshot and
 * sweeps it with axe (README "Visual tests"; update with `npm run test:visual:update`). Only the servers of the
 * projects named with --project are started.
 */
const storybookPort = e2ePort + 40;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;
/** The web servers of the requested projects (only those: `--project pages` starts one site). */
const requestedServers: WebServer[] = [
  ...(isRequested('brand-site', 'discovery-trial')
    ? [{ command: 'node tools/compose/server.mjs', url: `http://localhost:${e2ePort}/api/health`, env: e2eEnv, reuseExistingServer: false, timeout: 120_000, stdout: 'ignore' as const, stderr: 'pipe' as const }]
    : []),
  ...campaignProjectServers.filter(({ projects }) => isRequested(...projects)).flatMap<WebServer>(({ webServers }) => webServers),
  ...(isRequested('pages') ? [fixedTimeWebServer, allEndedWebServer] : []),
  ...(isRequested('studio') ? [studioWebServer] : []),
];
const composedSites = requestedServers.filter((server) => server.command === 'node tools/compose/server.mjs');
// The database-outage site keeps its own entry: its wrapper stops its PostgreSQL on SIGTERM.
const otherServers = requestedServers.filter((server) => !composedSites.includes(server));

export default defineConfig({
  testDir: '.',
  testMatch: ['apps/*/e2e/**/*.spec.ts'],
  fullyParallel: true,
  // Three browsers on CI's two cores: a `pages` or story test waits (frames, picture decoding,
  // screenshots, axe) for ~40 % of its time, which a third worker fills; decision 240's figures.
  workers: process.env.CI ? 3 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // npm test names each run's report (PLAYWRIGHT_JSON_OUTPUT_FILE, tools/testing/playwright-runs.mjs).
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? '.reports/e2e.json' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${e2ePort}`,
    // A trace only when a failed test is run again (CI retries once), as Playwright advises for CI:
    // recording one for every test, to keep it on failure, cost a third of each test's time here
    // (loyalty.spec.ts, 3 workers: 66-69 s with, 43-46 s without).
    trace: 'on-first-retry',
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
  },
  expect: {
    // CI's two cores run three browsers and five servers: a page can take more than the default
    // 5 s to hydrate there. Waiting longer for a state never lets a wrong state pass.
    timeout: process.env.CI ? 10_000 : 5_000,
    // Tolerant of anti-aliasing (per-pixel colour threshold), strict on layout: a shifted block or
    // a wrapped line changes far more than 0.2 % of a page's pixels.
    toHaveScreenshot: { threshold: 0.2, maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  projects: [
    { name: 'brand-site', testMatch: 'apps/brand-site/e2e/**/*.spec.ts', use: desktop },
    { name: 'discovery-trial', testMatch: 'apps/discovery-trial/e2e/**/*.spec.ts', testIgnore: campaignSiteFolders, use: desktop },
    ...campaignProjects,
    studioProject,
    { name: 'storybook', testMatch: 'tools/storybook/stories.spec.ts', use: { baseURL: `http://127.0.0.1:${storybookPort}` } },
    {
      name: 'pages',
      testMatch: ['tools/testing/site/pages.spec.ts', 'tools/testing/site/html-validity.spec.ts'],
      snapshotPathTemplate: '{testDir}/tools/testing/site/visual-baselines/{arg}{ext}',
      use: { ...desktop, baseURL: `http://localhost:${fixedTimePort}` },
    },
  ],
  webServer: [
    // The composed sites of the requested projects start side by side, as one entry (Playwright
    // starts its entries one after the other; tools/testing/start-together.mjs, decision 240).
    ...(composedSites.length > 0
      ? [
          {
            command: 'node tools/testing/start-together.mjs',
            url: `http://127.0.0.1:${e2ePort + 45}/`,
            env: { E2E_SITES: JSON.stringify(composedSites.map(({ command, url, env }) => ({ command, url, env }))), READY_PORT: String(e2ePort + 45), START_TIMEOUT_MS: '170000' },
            reuseExistingServer: false,
            timeout: 180_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
    ...otherServers,
    ...(isRequested('storybook')
      ? [
          {
            command: `node tools/storybook/serve.mjs --port ${storybookPort}`,
            url: `http://127.0.0.1:${storybookPort}/index.json`,
            reuseExistingServer: false,
            timeout: 30_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
