#!/usr/bin/env node
// `npm test`: everything CI runs, in order, stopping at the first failure. Ends with one line
// "N passed, N failed" that counts every test of every runner.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { findPgBin, startCluster } from './postgres.mjs';
import { setup } from './setup.mjs';

if (process.argv.includes('--help')) {
  console.log(`Usage: npm test
First checks the machine (tools/scripts/setup.mjs: Debian chromium, fonts-noto-cjk, postgresql;
installed when root, otherwise it prints the command and stops). Then runs: message catalogue
check, lint, typecheck, production builds, unit, data-service and operations tests (PGlite and
PostgreSQL: TEST_DATABASE_URL, or a throw-away cluster started here and removed at the end),
the Storybook build, then Playwright in Debian Chromium: end-to-end tests, every story's play
function in the built Storybook, the axe sweep of every page template and the visual comparison
with the baselines.`);
  process.exit(0);
}

if (!setup()) process.exit(1);
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
// The PostgreSQL suites run on TEST_DATABASE_URL, or on a cluster of our own (as .ci/run did).
let cluster = null;
if (!env.TEST_DATABASE_URL) {
  cluster = await startCluster();
  env.TEST_DATABASE_URL = cluster.url;
  console.log(`npm test: throw-away PostgreSQL at ${cluster.url} (removed at the end)`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => (cluster.stop(), process.exit(130)));
}
const pgBin = findPgBin();
if (pgBin && !env.PG_BIN) env.PG_BIN = pgBin;
// Playwright empties test-results/ when it starts, so the reports that are counted live in .reports/.
rmSync('.reports', { recursive: true, force: true });
mkdirSync('.reports', { recursive: true });

const steps = [
  // Compiles the catalogues (and fails on a missing translation or a malformed message).
  ['messages', 'node', ['libs/i18n/scripts/compile-messages.mjs']],
  // Refreshes Nx's project graph, which the lint boundary rule reads.
  ['project graph', 'npx', ['nx', 'show', 'projects']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['typecheck', 'npx', ['nx', 'run-many', '-t', 'typecheck', '--parallel=2', '--outputStyle=static']],
  ['build', 'npx', ['nx', 'run-many', '-t', 'build', '--parallel=1', '--outputStyle=static']],
  ['unit, data-service and operations tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'api', '--project', 'ops', '--reporter=default', '--reporter=json', '--outputFile.json=.reports/vitest.json']],
  ['storybook build', 'npx', ['storybook', 'build', '-o', 'dist/storybook', '--quiet', '--disable-telemetry']],
  // Story tests run in the built Storybook (Playwright project `storybook`, decision 090), with the
  // end-to-end, accessibility (`a11y`) and visual (`visual`) projects.
  ['end-to-end, story, accessibility and visual tests', 'npx', ['playwright', 'test']],
];

let failedStep = null;
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  console.log(`=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

cluster?.stop();

let passed = 0;
let failed = 0;
for (const file of ['.reports/vitest.json']) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
}
if (existsSync('.reports/e2e.json')) {
  const { stats } = JSON.parse(readFileSync('.reports/e2e.json', 'utf8'));
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
}
if (failedStep && failed === 0) failed = 1;
if (failedStep) console.error(`\nnpm test: "${failedStep}" failed`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
