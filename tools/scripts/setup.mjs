#!/usr/bin/env node
// What a fresh machine needs besides Node and npm to run `npm test` (and `.ci/run`): Debian's
// Chromium and its headless shell (the tests' browser), CJK fonts, PostgreSQL, Java (the W3C Nu HTML checker, npm's vnu-jar) and nginx (deploy/nginx.conf is checked). Installs what is missing when run as root (apt-get), and
// otherwise prints the one command to run and exits 1. Used by .ci/run and tools/scripts/test.mjs.
// Usage: node tools/scripts/setup.mjs [--check]   (--check: report only, never install)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { findPgBin } from './postgres.mjs';

/** Debian packages npm test needs that this machine lacks. */
export function missingPackages() {
  const missing = [];
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) missing.push('chromium');
  if (!existsSync(process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell')) missing.push('chromium-headless-shell');
  if (spawnSync('dpkg', ['-s', 'fonts-noto-cjk'], { stdio: 'ignore' }).status !== 0) missing.push('fonts-noto-cjk');
  if (!findPgBin()) missing.push('postgresql');
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).error) missing.push('default-jre-headless');
  // The edge's configuration (deploy/nginx.conf) is checked by the nginx it ships for.
  if (!existsSync('/usr/sbin/nginx')) missing.push('nginx-light');
  return missing;
}

/** Returns true when everything is there (after installing it as root); prints what to do otherwise. */
export function setup({ install = true } = {}) {
  const missing = missingPackages();
  if (missing.length === 0) return true;
  const command = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (!install || process.getuid?.() !== 0) {
    console.error(`npm test needs ${missing.join(', ')} (Debian packages). Run as root:\n  ${command}\nthen npm test again.`);
    return false;
  }
  console.log(`setup: installing ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', ...missing]]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) {
      console.error(`setup: apt-get ${args[0]} failed; run it yourself:\n  ${command}`);
      return false;
    }
  }
  return missingPackages().length === 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--help')) {
    console.log('Usage: node tools/scripts/setup.mjs [--check]\nInstalls chromium, chromium-headless-shell, fonts-noto-cjk, postgresql, default-jre-headless and nginx-light when missing (as root); otherwise prints the command.');
    process.exit(0);
  }
  process.exit(setup({ install: !process.argv.includes('--check') }) ? 0 : 1);
}
