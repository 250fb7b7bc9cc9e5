// The size budget of issue 8, in `npm test` (which builds first): bytes are deterministic, so a
// page that grows past the budget fails CI instead of waiting for the next benchmark.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps, firstLoadReport, pageRoutes } from './lib/first-load.mjs';
import { KB, targets } from './lib/targets.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const report = firstLoadReport(root);
const noBuild = apps.filter((app) => !report[app.name]).map((app) => app.dir);
const budget = targets.firstLoadGzip.max;

/**
 * Ceilings while the target is out of reach (bench/latest.md names what is left and who owns it):
 * no page may grow past these, a new page must meet the 120 KB target itself, and each ceiling
 * comes down to the target as the items of issue 8's report land. Values in gzip bytes.
 */
const ceilings: Record<string, number> = {
  // React, React Router, react-intl and the frame. Since 22 Nov 15:10 no TanStack Query in the browser
  // and the forms are islands (decision 074). Measured 127.5-131.7 KB on 22 Nov; 23 Nov the header's
  // search and the campaign hub's way on add up to 0.7 KB (133.7 KB at most); the message slices'
  // file map and loader (decision 210) 1.1 KB, for 40-55 KB less HTML on every page (134.8 KB at
  // most, 23 Nov 15:45); main of 16:00 (the quiz and cookie choice as route actions) 135.9 KB on
  // the campaign pages; integrated main of 23 Nov 16:40 (the header split into named parts, the
  // manage-booking page, the header link from data) 137.8 KB on the campaign pages: issue 19 brings
  // it down. 23 Nov 19:10 (decision 211: the header's full-screen menu fetched on opening, the
  // maintenance page out of the shared chunk): brand site 129.8-134.5 KB, campaign app 128.2-137.6 KB.
  // The fixed stack alone (React DOM, React Router, react-intl: entry.client) is 112.7 KB.
  '*': 138 * KB,
  'brand-site': 135 * KB,
};
const ceilingOf = (app: string, id: string) => Math.max(budget, ceilings[id] ?? ceilings[app] ?? ceilings['*'] ?? budget);

describe('first-load JavaScript budget (issue 8)', () => {
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
    const ceiling = ceilingOf(route.app, route.id);
    it(`${route.app} ${route.path} (${route.id}) loads at most ${ceiling / KB} KB of JavaScript (gzip; target ${budget / KB} KB)`, () => {
      const largest = [...route.files].sort((a, b) => b.gzip - a.gzip).slice(0, 5);
      const detail = largest.map((file) => `${file.url} ${(file.gzip / KB).toFixed(1)} KB`).join(', ');
      expect(route.gzip, `${(route.gzip / KB).toFixed(1)} KB gzip; largest files: ${detail}`).toBeLessThanOrEqual(ceiling);
    });
  }

  it.runIf(report['brand-site'])('no page loads a message catalogue with its JavaScript (its slice comes as JSON files, decision 210)', () => {
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
    // each form's island); the schemas the browser runs are zod/mini (decision 211).
    it.runIf(report[app.name])(`${app.name}: no client file carries zod's classic API (the browser's schemas are zod/mini)`, () => {
      const assets = join(root, app.dir, 'build', 'client', 'assets');
      const withClassic = readdirSync(assets)
        .filter((file) => file.endsWith('.js'))
        // The JSON Schema generator every classic schema carries names its dialect.
        .filter((file) => readFileSync(join(assets, file), 'utf8').includes('json-schema.org'));
      expect(withClassic).toEqual([]);
    });
  }

  it.runIf(existsSync(join(root, 'apps/brand-site/build/client/assets')))('client files are precompressed (brotli and gzip siblings)', () => {
    const assets = join(root, 'apps/brand-site/build/client/assets');
    const files = readdirSync(assets);
    const large = files.filter((file) => file.endsWith('.js') && readFileSync(join(assets, file)).length > 4096);
    expect(large.length).toBeGreaterThan(0);
    for (const file of large) {
      expect(files, `${file}.br`).toContain(`${file}.br`);
      expect(files, `${file}.gz`).toContain(`${file}.gz`);
    }
  });
});
