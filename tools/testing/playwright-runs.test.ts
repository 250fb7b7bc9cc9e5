// @vitest-environment node
import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlaywrightTestConfig } from '@playwright/test';
import { playwrightRuns } from './playwright-runs.mjs';

const pattern = (name: string) => new RegExp(`^${name.replace(/\*/g, '.*')}$`);

describe("npm test's Playwright runs", () => {
  it('run every project of playwright.config.ts exactly once', async () => {
    // Loading the config makes the sites' database folders (as a Playwright run does): they go again.
    const before = new Set(readdirSync(tmpdir()));
    const { default: config } = (await import('../../playwright.config.ts')) as { default: PlaywrightTestConfig };
    for (const entry of readdirSync(tmpdir())) if (!before.has(entry) && entry.startsWith('oriel-e2e-')) rmSync(join(tmpdir(), entry), { recursive: true, force: true });

    const projects = (config.projects ?? []).map((project) => project.name ?? '');
    expect(projects.length).toBeGreaterThan(5);
    for (const project of projects) {
      const runs = Object.entries(playwrightRuns).filter(([, run]) => run.projects.some((name) => pattern(name).test(project)));
      expect(runs.map(([name]) => name), `Playwright project "${project}"`).toHaveLength(1);
    }
  });
});
