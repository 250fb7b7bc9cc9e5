#!/usr/bin/env node
// `npm start`: builds whatever is stale (Nx caches the rest) and serves the whole site on one port.
import { spawnSync } from 'node:child_process';

if (process.argv.includes('--help')) {
  console.log('Usage: npm start   (PORT=3000 by default)\nBuilds the apps if stale, then runs tools/compose/server.mjs.');
  process.exit(0);
}
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const messages = spawnSync(process.execPath, ['libs/i18n/scripts/compile-messages.mjs'], { stdio: 'inherit' });
if (messages.status !== 0) process.exit(messages.status ?? 1);
const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--projects=@oriel/api,@oriel/brand-site,@oriel/discovery-trial,@oriel/studio', '--outputStyle=static'], {
  stdio: 'inherit',
  env,
});
if (build.status !== 0) process.exit(build.status ?? 1);
process.env.COMPOSE_START = '1';
await import('../compose/server.mjs');
