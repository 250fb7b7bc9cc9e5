// The first-load JavaScript budget, in `npm test` (which builds first): bytes are deterministic, so a
// page that grows past the budget fails CI instead of waiting for the next benchmark.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps, firstLoadReport, pageRoutes } from './lib/first-load.mjs';
import { KB, targets } from './lib/targets.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const report = firstLoadReport(root);
const noBuild = apps.filter((app) => !report[app.name]).map((app) => app.dir);
// A page with a form (its island) has the higher budget. Sizes at brotli quality 11, as the edge sends
// the precompressed files (tools/vite/precompress.ts, docs/deployment.md); an app server on its own
// compresses on the fly at compression's default quality, which the bench's "received" shows.
const formRoute = /exclusive-rewards|campaign/;
const budgetOf = (id: string) => (formRoute.test(id) ? targets.firstLoadFormBrotli.max : targets.firstLoadBrotli.max);

describe('first-load JavaScript budget', () => {
  // Never a silent skip: without a build there is nothing measured, and that is a failure.
  it('measures a client build of every app (npm test builds before this step)', () => {
    expect(noBuild, `no client build of ${noBuild.join(', ')}: run \`npx nx run-many -t build\` first`).toEqual([]);
  });

  const routes = pageRoutes(report);
  it('finds the pages of both apps, in both locales, in their client manifests', () => {
    expect(routes.map((route) => `${route.app} ${route.id}`)).toEqual(
      expect.arrayContaining(['brand-site home.en', 'brand-site home.tc', 'brand-site exclusive-rewards.tc', 'discovery-trial campaign.en', 'discovery-trial campaign.tc']),
    );
  });

  for (const route of routes) {
    const budget = budgetOf(route.id);
    it(`${route.app} ${route.path} (${route.id}) loads at most ${budget / KB} KB of JavaScript (brotli)`, () => {
      const largest = [...route.files].sort((a, b) => b.brotli - a.brotli).slice(0, 5);
      const detail = largest.map((file) => `${file.url} ${(file.brotli / KB).toFixed(1)} KB`).join(', ');
      expect(route.brotli, `${(route.brotli / KB).toFixed(1)} KB brotli; largest files: ${detail}`).toBeLessThanOrEqual(budget);
    });
  }

  it.runIf(report['brand-site'])('no page loads a message catalogue with its JavaScript (its slice comes as JSON files)', () => {
    const assets = join(root, 'apps/brand-site/build/client');
    // A catalogue entry as the bundler writes it (`"brand.tagline":[{type:0,...`); components only
    // name the id (`id:\`brand.tagline\``).
    const withCatalogue = [...new Set(routes.filter((route) => route.app === 'brand-site').flatMap((route) => route.files.map((file) => file.url)))].filter((url) =>
      readFileSync(join(assets, url), 'utf8').includes('"brand.tagline":['),
    );
    expect(withCatalogue).toEqual([]);
  });

  for (const app of apps) {
    it.runIf(report[app.name])(`${app.name}: the ICU message parser is not in the client bundle (messages are precompiled)`, () => {
      const assets = join(root, app.dir, 'build', 'client', 'assets');
      const withParser = readdirSync(assets)
        .filter((file) => file.endsWith('.js'))
        // An error kind only the parser itself names (the no-parser build has none of them).
        .filter((file) => readFileSync(join(assets, file), 'utf8').includes('EXPECT_ARGUMENT_CLOSING_BRACE'));
      expect(withParser).toEqual([]);
    });
  }

  for (const app of apps) {
    // Islands included: the loyalty and registration forms check with their schemas in the browser.
    // zod's classic API is not tree-shaken (it brings its JSON Schema generator, 17-18 KB gzip in
    // each form's island); the schemas the browser runs are zod/mini.
    it.runIf(report[app.name])(`${app.name}: no client file carries zod's classic API (the browser's schemas are zod/mini)`, () => {
      const assets = join(root, app.dir, 'build', 'client', 'assets');
      const withClassic = readdirSync(assets)
        .filter((file) => file.endsWith('.js'))
        // The JSON Schema generator every classic schema carries names its dialect.
        .filter((file) => readFileSync(join(assets, file), 'utf8').includes('json-schema.org'));
      expect(withClassic).toEqual([]);
    });
  }

  it.runIf(existsSync(join(root, 'apps/brand-site/build/client/assets')))('client files are precompressed (brotli and gzip siblings), small ones too', () => {
    const assets = join(root, 'apps/brand-site/build/client/assets');
    const files = readdirSync(assets);
    const large = files.filter((file) => file.endsWith('.js') && readFileSync(join(assets, file)).length > 4096);
    expect(large.length).toBeGreaterThan(0);
    // Every page loads the entry and the root module, a few hundred bytes each (decision 071).
    const small = files.filter((file) => /^(entry\.client|root)-.+\.js$/.test(file));
    expect(small.length).toBe(2);
    for (const file of [...large, ...small]) {
      expect(files, `${file}.br`).toContain(`${file}.br`);
      expect(files, `${file}.gz`).toContain(`${file}.gz`);
    }
  });
});
