#!/usr/bin/env node
// Starts the composed sites of a Playwright run side by side. Playwright starts its
// `webServer` entries one after the other, each only once the one before answers; five sites that
// each spend ~10 s migrating and seeding a fresh database then left a core idle for a minute. One
// entry runs this script instead: E2E_SITES is a JSON list of { command, url, env }; every site is
// started at once with its own environment, and once every `url` answers this script answers on
// READY_PORT (the entry's url). A site that exits, or a url already served by something else (the
// check Playwright's reuseExistingServer: false makes), stops everything with a message.
import { spawn } from 'node:child_process';
import http from 'node:http';

const sites = JSON.parse(process.env.E2E_SITES ?? '[]');
const readyPort = Number(process.env.READY_PORT);
const timeoutMs = Number(process.env.START_TIMEOUT_MS ?? 170_000);
const children = [];
let stopping = false;

const answers = async (url) => {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.status < 400;
  } catch {
    return false;
  }
};

function stop(code) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

for (const site of sites) {
  if (await answers(site.url)) {
    console.error(`${site.url} is already used: stop what runs there (Playwright would refuse it too, reuseExistingServer: false).`);
    process.exit(1);
  }
}

for (const site of sites) {
  const [command, ...args] = site.command.split(' ');
  const child = spawn(command === 'node' ? process.execPath : command, args, { env: { ...process.env, ...site.env }, stdio: ['ignore', 'ignore', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${site.command} for ${site.url} exited (${signal ?? code}).`);
    stop(1);
  });
  children.push(child);
}

const deadline = Date.now() + timeoutMs;
const waiting = new Set(sites.map((site) => site.url));
while (waiting.size > 0) {
  for (const url of [...waiting]) if (await answers(url)) waiting.delete(url);
  if (waiting.size === 0) break;
  if (Date.now() > deadline) {
    console.error(`Not ready after ${timeoutMs / 1000} s: ${[...waiting].join(', ')}`);
    stop(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}

http.createServer((_request, response) => response.end('ready')).listen(readyPort, '127.0.0.1');
