// @vitest-environment node
import config from '../../playwright.config.ts';
import { playwrightRuns } from './playwright-runs.mjs';

const pattern = (name: string) => new RegExp(`^${name.replace(/\*/g, '.*')}$`);

describe("npm test's Playwright runs", () => {
  it('run every project of playwright.config.ts exactly once', () => {
    const projects = (config.projects ?? []).map((project) => project.name ?? '');
    expect(projects.length).toBeGreaterThan(5);
    for (const project of projects) {
      const runs = Object.entries(playwrightRuns).filter(([, run]) => run.projects.some((name) => pattern(name).test(project)));
      expect(runs.map(([name]) => name), `Playwright project "${project}"`).toHaveLength(1);
    }
  });
});
