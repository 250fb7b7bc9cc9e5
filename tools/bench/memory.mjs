#!/usr/bin/env node
// Where the data service's memory goes: starts the built data service alone, as the
// bench does (production, a fresh PGlite database on disk or a PostgreSQL database), and prints its resident
// memory idle after start and after the bench's data-service load, split into what Linux counts
// (/proc/<pid>/status: VmRSS = RssAnon + RssFile + RssShmem) and what Node counts
// (process.memoryUsage(): the JavaScript heap, `external` and `arrayBuffers`, where PGlite's
// WebAssembly memory lives). Figures in MB (10^6 bytes, as the bench's target).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure } from './lib/load.mjs';
import { builds, freshPgliteDir, waitFor } from './lib/site.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

if (process.argv.includes('--help')) {
  console.log(`Usage: node tools/bench/memory.mjs [options]
Starts apps/api/dist/main.js (build it first: npx nx run api:build) and prints its memory idle and
after the load of \`npm run bench\`'s data-service section (5 s warm-up of /api/collections, then
the collections and the product list, --duration s each after 1 s of warm-up, 10 connections).

  --database URL    PostgreSQL instead of a fresh PGlite database on disk (a server: the probe
                    makes its own database in it and drops it afterwards)
  --pglite-dir DIR  PGlite in this folder (kept: a second run resumes it), or memory:// (in
                    memory), instead of a fresh temporary folder per run, as the bench
  --port N          port of the data service (default 4451)
  --duration S      seconds of each load run (default 3, as --quick)
  --node-args "..." Node flags of the data service instead of production's (tools/bench/lib/site.mjs:
                    "${builds[0].nodeArgs.join(' ')}" and ${Object.keys(builds[0].env).join(', ')}); "" for none
  --runs N          start, load and measure N times (default 1), each figure per run`);
  process.exit(0);
}
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? fallback : process.argv[i + 1];
};
const port = Number(arg('--port', '4451'));
const durationS = Number(arg('--duration', '3'));
const serverUrl = arg('--database', undefined);
const pgliteDirArg = arg('--pglite-dir', undefined);
const nodeArgs = (arg('--node-args', builds.find((build) => build.app === 'api').nodeArgs.join(' ')) ?? '').split(' ').filter(Boolean);
const runs = Number(arg('--runs', '1'));
const entry = join(root, 'apps/api/dist/main.js');
if (!existsSync(entry)) {
  console.error('No apps/api/dist/main.js: npx nx run api:build');
  process.exit(1);
}

const mb = (bytes) => (bytes / 1e6).toFixed(0);

// A preload that writes the process's own view of its memory when asked (SIGUSR2).
const work = mkdtempSync(join(tmpdir(), 'oriel-memory-'));
const preload = join(work, 'preload.mjs');
writeFileSync(
  preload,
  `import { writeFileSync } from 'node:fs';
process.on('SIGUSR2', () => writeFileSync(${JSON.stringify(join(work, 'usage.json'))}, JSON.stringify(process.memoryUsage())));
`,
);

function linux(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), anon: kb('RssAnon'), file: kb('RssFile'), shmem: kb('RssShmem') };
}

async function node(pid) {
  rmSync(join(work, 'usage.json'), { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 40 && !existsSync(join(work, 'usage.json')); i++) await new Promise((r) => setTimeout(r, 50));
  return JSON.parse(readFileSync(join(work, 'usage.json'), 'utf8'));
}

async function snapshot(pid) {
  const l = linux(pid);
  const n = await node(pid);
  return { ...l, heapUsed: n.heapUsed, heapTotal: n.heapTotal, external: n.external, arrayBuffers: n.arrayBuffers };
}

const show = (label, s) =>
  `${label.padEnd(11)} RSS ${mb(s.rss).padStart(4)} (anon ${mb(s.anon)}, file ${mb(s.file)}, shmem ${mb(s.shmem)}); ` +
  `heap ${mb(s.heapUsed)}/${mb(s.heapTotal)}, external ${mb(s.external)}, arrayBuffers ${mb(s.arrayBuffers)}`;

let databaseUrl;

async function once() {
  const fresh = databaseUrl || pgliteDirArg ? null : freshPgliteDir();
  const pgliteDir = pgliteDirArg ?? fresh.dir;
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    env: {
      ...(process.argv.includes('--node-args') ? {} : builds.find((build) => build.app === 'api').env),
      ...process.env,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${preload}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      STUDIO_ADMIN_FILE: join(work, 'admin.json'),
      ...(existsSync(join(root, 'content')) && !process.env.CONTENT_DIR ? { CONTENT_DIR: join(root, 'content') } : {}),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DATA_DIR: pgliteDir }),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const errors = [];
  child.stderr.on('data', (chunk) => errors.push(String(chunk)));
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/readyz`, { ok: (status) => status === 200 });
    // As the bench: 2 s after the site answers.
    await new Promise((r) => setTimeout(r, 2000));
    const idle = await snapshot(child.pid);
    const collectionsPath = '/api/collections?locale=en&filters[status][$eq]=Active&sort[0]=date:desc&sort[1]=id:desc';
    const collections = await fetch(`${base}${collectionsPath}`).then((r) => r.json());
    const slug = collections?.data?.[0]?.attributes?.slug;
    const productsPath = slug ? `/api/products?locale=en&filters[collection][slug][$eq]=${slug}` : '/api/products?locale=en';
    await measure(`${base}${collectionsPath}`, { connections: 10, durationS: 5, warmupS: 0 });
    const rates = [];
    for (const path of [collectionsPath, productsPath]) {
      const result = await measure(`${base}${path}`, { connections: 10, durationS, warmupS: 1 });
      rates.push(`${result.requestsPerSecond} req/s p99 ${result.latencyMs.p99} ms`);
    }
    const loaded = await snapshot(child.pid);
    console.log(`${databaseUrl ? 'PostgreSQL' : `PGlite ${pgliteDir}`}${nodeArgs.length ? ` ${nodeArgs.join(' ')}` : ''}`);
    console.log(show('  idle', idle));
    console.log(show('  after load', loaded));
    console.log(`  load: collections ${rates[0]}, products ${rates[1]}`);
  } catch (error) {
    console.error(errors.join('').slice(-3000));
    throw error;
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    fresh?.remove();
  }
}

// A database of its own on the PostgreSQL server, dropped afterwards.
const pg = serverUrl ? (await import('pg')).default : null;
async function onServer(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
try {
  for (let i = 0; i < runs; i++) {
    if (serverUrl) {
      const name = `memory_probe_${process.pid}_${i}`;
      await onServer(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      try {
        await once();
      } finally {
        await onServer(`drop database if exists ${name} with (force)`);
      }
    } else await once();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
