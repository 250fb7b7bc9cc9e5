/**
 * `npm test` runs Playwright twice (tools/scripts/test.mjs). The story tests need only the built
 * Storybook, so they run in one browser beside the unit, data-service and operations tests, whose
 * waits leave a core idle; the sites' projects run afterwards with the machine to themselves.
 * Every project of playwright.config.ts is in exactly one run (playwright-runs.test.ts checks it).
 */
export const playwrightRuns = {
  stories: { projects: ['storybook'], args: ['--workers=1', '--output=.reports/story-results'] },
  sites: { projects: ['brand-site', 'discovery-trial*', 'studio', 'pages'], args: [] },
};

/** The `npx playwright test` arguments and environment of a run; its JSON report is .reports/<name>.json. */
export function playwrightCommand(name) {
  const { projects, args } = playwrightRuns[name];
  return {
    command: 'npx',
    args: ['playwright', 'test', ...projects.map((project) => `--project=${project}`), ...args],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: `.reports/${name}.json` },
  };
}
