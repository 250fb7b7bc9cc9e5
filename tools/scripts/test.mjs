#!/usr/bin/env node
// `npm test`: everything CI runs, in order, stopping at the first failure. Ends with one line
// "N passed, N failed" that counts every test of every runner.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { findPgBin, startCluster } from './postgres.mjs';
import { setup } from './setup.mjs';
import { playwrightCommand, playwrightRuns } from '../testing/playwright-runs.mjs';

if (process.argv.includes('--help')) {
  console.log(`Usage: npm test
First checks the machine (tools/scripts/setup.mjs: Debian chromium and its headless shell,
fonts-noto-cjk, postgresql, Java; installed when root, otherwise it prints the command and stops). Then runs: message catalogue
check, lint, typecheck, production builds, unit, data-service and operations tests (PGlite and
PostgreSQL: TEST_DATABASE_URL, or a throw-away cluster started here and removed at the end),
with the Storybook build and every story's play function in it beside them (Playwright, one
browser), then Playwright in Debian Chromium: end-to-end tests, the axe sweep of every page
template and the visual comparison with the baselines.`);
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

// A step marked `alongside` starts in the background (its output kept and printed when it ends)
// and the next steps run meanwhile; `await` names the steps that must have passed first (a
// background step waits for them in the background), `after` those that must only have ended.
// Only work that fills an idle core runs side by side on CI's two: lint (one process) with the
// typecheck; the Storybook build and then the story tests (one browser) with the unit,
// data-service and operations tests, which spend a third of their time waiting on PostgreSQL,
// timers and server start-ups (decision 240).
const steps = [
  // Compiles the catalogues (and fails on a missing translation or a malformed message).
  { name: 'messages', command: 'node', args: ['libs/i18n/scripts/compile-messages.mjs'] },
  // Refreshes Nx's project graph, which the lint boundary rule reads.
  { name: 'project graph', command: 'npx', args: ['nx', 'show', 'projects'] },
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'], alongside: true },
  { name: 'typecheck', command: 'npx', args: ['nx', 'run-many', '-t', 'typecheck', '--parallel=2', '--outputStyle=static'] },
  { name: 'build', command: 'npx', args: ['nx', 'run-many', '-t', 'build', '--parallel=1', '--outputStyle=static'], await: ['lint'] },
  { name: 'storybook build', command: 'npx', args: ['storybook', 'build', '-o', 'dist/storybook', '--quiet', '--disable-telemetry'], alongside: true },
  // Every story's play function in the built Storybook (Playwright project `storybook`).
  { name: 'story tests', ...playwrightCommand('stories'), await: ['storybook build'], alongside: true },
  {
    name: 'unit, data-service and operations tests',
    command: 'npx',
    args: ['vitest', 'run', '--project', 'unit', '--project', 'api', '--project', 'ops', '--reporter=default', '--reporter=json', '--outputFile.json=.reports/vitest.json'],
  },
  // The end-to-end tests of the sites (every other project), then the accessibility and visual
  // tests of every page template (project `pages`), once the story tests are over (a failed story
  // fails the run at the end, and does not keep these from running).
  { name: 'end-to-end, accessibility and visual tests', ...playwrightCommand('sites'), after: ['story tests'] },
];

const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);
const report = (name, status, started) => console.log(`=== ${name}: ${status === 0 ? 'ok' : 'FAILED'} (${seconds(started)} s)`);
/** Background steps under way: name -> promise of their exit status (output printed once they end). */
const background = new Map();
/** Set once a step has failed: a background step that has not started yet no longer starts. */
let stopping = false;
/** Starts a step in the background once the steps it awaits have passed (not at all if one failed). */
function startAlongside(step) {
  console.log(`\n=== ${step.name} (alongside the next steps; its output follows when it ends)`);
  background.set(
    step.name,
    settle(step.await ?? []).then((failed) => {
      if (!failed && !stopping) return runInBackground(step);
      console.log(`\n=== ${step.name}: not run (${failed ? `"${failed}" failed` : 'an earlier step failed'})`);
      return 1;
    }),
  );
}
function runInBackground({ name, command, args, env: stepEnv }) {
  const started = Date.now();
  const child = spawn(command, args, { env: { ...env, ...stepEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      console.log(`\n=== ${name} (ran alongside)`);
      process.stdout.write(Buffer.concat(output));
      report(name, code ?? 1, started);
      resolve(code ?? 1);
    });
  });
}
/** Waits for background steps; the name of the first that failed, or null. */
async function settle(names) {
  let failed = null;
  for (const name of names) {
    const status = await background.get(name);
    if (status !== 0 && !failed) failed = name;
  }
  return failed;
}

let failedStep = null;
for (const step of steps) {
  if (step.alongside) {
    startAlongside(step);
    continue;
  }
  await settle(step.after ?? []);
  failedStep = await settle(step.await ?? []);
  if (failedStep) break;
  console.log(`\n=== ${step.name}`);
  const started = Date.now();
  // Spawned, not spawnSync: the event loop keeps reading a background step's output meanwhile
  // (a blocked loop left the Storybook build waiting on a full pipe, and timed it wrongly).
  const status = await new Promise((resolve) => {
    const child = spawn(step.command, step.args, { stdio: 'inherit', env: { ...env, ...step.env } });
    child.on('error', (error) => (console.error(error.message), resolve(1)));
    child.on('close', (code) => resolve(code ?? 1));
  });
  report(step.name, status, started);
  if (status !== 0) {
    failedStep = step.name;
    break;
  }
}
stopping = failedStep !== null;
// A failure stops the run, but a step under way alongside is waited for (and its output shown).
const failedAlongside = await settle([...background.keys()]);
failedStep ??= failedAlongside;

cluster?.stop();

let passed = 0;
let failed = 0;
// The failed tests are named again at the very end: a background step's output (the Storybook
// build's, the story tests') is printed after the tests', and a CI log is often read from its tail.
const failures = [];
/** The first lines of a failure message, without colour codes. */
const firstLines = (message = '') => stripVTControlCharacters(message).split('\n').filter((line) => line.trim()).slice(0, 4).join('\n      ');
if (existsSync('.reports/vitest.json')) {
  const report = JSON.parse(readFileSync('.reports/vitest.json', 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`${file.name.replace(`${process.cwd()}/`, '')} > ${test.fullName}\n      ${firstLines(test.failureMessages?.[0])}`);
    }
  }
}
for (const name of Object.keys(playwrightRuns)) {
  if (!existsSync(`.reports/${name}.json`)) continue;
  const { stats, suites } = JSON.parse(readFileSync(`.reports/${name}.json`, 'utf8'));
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`[${test.projectName}] ${spec.file} > ${[...titles, spec.title].join(' > ')}\n      ${firstLines(error)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of suites ?? []) visit(suite, []);
}
if (failures.length) console.error(`\nFailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
if (failedStep && failed === 0) failed = 1;
if (failedStep) console.error(`\nnpm test: "${failedStep}" failed`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
