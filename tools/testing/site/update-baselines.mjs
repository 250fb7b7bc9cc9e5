#!/usr/bin/env node
// `npm run test:visual:update`: rebuilds what is stale, then takes every screenshot of the visual
// suite again and writes it over its baseline in tools/testing/site/visual-baselines/. Review the
// pictures (git diff, or open them) and commit them with the change that explains them.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

if (process.argv.includes('--help')) {
  console.log(`Usage: npm run test:visual:update [-- <playwright options>]
Builds the apps (cached by Nx), deletes the visual baselines and writes them again from the
production builds (Playwright project "pages", which skips its axe half when updating; Debian Chromium). Extra options go to Playwright,
e.g. \`-- -g "home"\` to update only the matching screenshots (the others are kept).`);
  process.exit(0);
}

const extra = process.argv.slice(2);
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npx', ['nx', 'run-many', '-t', 'build', '--parallel=1', '--outputStyle=static']);
// A full update starts from nothing, so the baselines of a template that was removed go too.
if (extra.length === 0) rmSync('tools/testing/site/visual-baselines', { recursive: true, force: true });
run('npx', ['playwright', 'test', '--project', 'pages', '--update-snapshots=all', '--reporter=list', ...extra]);
