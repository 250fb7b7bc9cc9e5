#!/usr/bin/env node
// `npm run bench`: the benchmark suite, against production builds on this machine.
// Writes bench/results/<date>.json and .md, and bench/latest.md. Not part of `npm test`.
import { execSync, spawnSync } from 'node:child_process';
import http from 'node:http';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, platform, release, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentRoutes, firstLoadReport } from './lib/first-load.mjs';
import { measure } from './lib/load.mjs';
import { pagesToMeasure } from './lib/pages.mjs';
import { postgresUnavailable, startPostgres } from './lib/postgres.mjs';
import { renderChart } from './lib/chart.mjs';
import { scanPublicBytes } from './lib/isolation.mjs';
import { checks, renderMarkdown } from './lib/report.mjs';
import { measureStrapi, strapiSettings } from './lib/strapi.mjs';
import { missingBuilds, rssOf, snapshotBuilds, startServer, startSite } from './lib/site.mjs';
import { describeTarget } from './lib/targets.mjs';
import { chromiumPath } from '../testing/chromium.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const sections = ['first-load', 'lighthouse', 'ssr', 'api', 'postgres', 'strapi', 'isolation', 'overhead'];
/** The site's default clock: the fixed moment of the e2e and load tools (Le Perce-vent open, Palais Royal Gardens upcoming). */
const defaultAppNow = '2025-04-20T10:00:00+08:00';

const help = `Usage: npm run bench -- [options]
Measures the production builds of the site on this machine against its targets (tools/bench/lib/targets.mjs) and
writes bench/results/<date>.json, bench/results/<date>.md and bench/latest.md.

  1. builds the apps (nx, cached; under /tmp/build.lock), then copies the builds to bench/.work/
  2. first-load JavaScript per route (gzip, brotli) from Vite's build manifests
  3. starts the composed site (fresh PGlite on disk, in a temporary folder) on --port, its servers on port+1..+3
  4. Lighthouse 13, mobile preset, throttling applied to the real load (devtools), over HTTP/2 and
     TLS as nginx serves visitors (a local edge with a certificate made at run time; the simulated
     score beside it, one run, as information), in Debian Chromium: home, a fragrance
     collection, a product, an article, a makeup category (?sub=), /exclusive-rewards and a
     campaign page, in en and /tc; pages are found from the data service's slugs; the same pages'
     first-load JS as Chromium fetches it until the network is idle (islands included)
  5. autocannon: home and product page rendered on every request against the same HTML served as
     a static file by the same server process, and the home HTML's brotli bytes as served; GET /api/collections (SPEC 7 query) and a product list
  6. the data service again on a throw-away PostgreSQL 15 cluster on 127.0.0.1:--pg-port
  7. resident memory of every server, idle and after the load
  8. strapi: the same SPEC 7 collections query against Strapi 5 when STRAPI_URL is set (else
     printed as skipped); STRAPI_TOKEN (API token), STRAPI_COLLECTION (default collections),
     STRAPI_STATUS_FIELD (default collectionStatus: Strapi 5 reserves "status")
  9. isolation: no studio or campaign-operations code in any public client file or page (exact),
     and a public page rendered with the studio server up and without it (back to back)
 10. overhead: home rendered by a second brand-site server with Prometheus metrics on and with
     METRICS=off (tracing off in both), alternately, two runs each: both rates and the difference
     (target: within 5 %); \`--only overhead\` runs this alone
Every step prints a progress line with the seconds since the start; the summary is also drawn
as a chart, bench/latest.svg, linked from bench/latest.md.

Options:
  --quick           1 Lighthouse run per page, 3 s load runs after 1 s warm-up (for development)
  --runs N          Lighthouse runs per page (default 3; the median is reported)
  --duration S      seconds of each load run (default 10), after --warmup S (default 2)
  --connections N   autocannon connections (default 10)
  --only LIST       comma-separated sections: ${sections.join(', ')}
  --skip LIST       sections to leave out
  --no-build        measure the builds as they are (fails if one is missing)
  --port N          site port (default 4000); --pg-port N PostgreSQL port (default 55460)
  --app-now ISO     the site's clock (default ${defaultAppNow}: a campaign is open, so its page is
                    measured with its booking form, as a visitor finds it during a campaign)
  --help            this text`;

function parseArgs(argv) {
  const options = { lighthouseRuns: 3, durationS: 10, warmupS: 2, connections: 10, build: true, port: 4000, pgPort: 55460, appNow: defaultAppNow, sections: new Set(sections) };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--help' || arg === '-h') {
      console.log(help);
      process.exit(0);
    } else if (arg === '--quick') Object.assign(options, { lighthouseRuns: 1, durationS: 3, warmupS: 1 });
    else if (arg === '--runs') options.lighthouseRuns = Number(value());
    else if (arg === '--duration') options.durationS = Number(value());
    else if (arg === '--warmup') options.warmupS = Number(value());
    else if (arg === '--connections') options.connections = Number(value());
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--port') options.port = Number(value());
    else if (arg === '--pg-port') options.pgPort = Number(value());
    else if (arg === '--app-now') options.appNow = value();
    else if (arg === '--only') options.sections = new Set(value().split(','));
    else if (arg === '--skip') for (const s of value().split(',')) options.sections.delete(s);
    else throw new Error(`unknown option ${arg} (see --help)`);
  }
  for (const s of options.sections) if (!sections.includes(s)) throw new Error(`unknown section ${s}`);
  return options;
}

function machine() {
  const cpuModel = /model name\s*:\s*(.+)/.exec(existsSync('/proc/cpuinfo') ? readFileSync('/proc/cpuinfo', 'utf8') : '')?.[1] ?? 'unknown CPU';
  let memory = `${(totalmem() / 1024 ** 3).toFixed(0)} GiB`;
  try {
    const mem = execSync('free -h', { encoding: 'utf8' }).split('\n').find((line) => line.startsWith('Mem:'));
    if (mem) memory = `${mem.split(/\s+/)[1]} memory (free -h)`;
  } catch {
    // free(1) is not everywhere.
  }
  return { cpus: availableParallelism(), cpuModel, memory, node: process.version, os: `${platform()} ${release()}` };
}

/** The content files of the work tree (the data service seeds from them at start-up). */
const contentEnv = () => (process.env.CONTENT_DIR || !existsSync(join(root, 'content')) ? {} : { CONTENT_DIR: join(root, 'content') });
/** The site's clock and content: the work tree's content files, at the moment of `--app-now`. */
const siteEnv = (options) => ({ ...contentEnv(), APP_NOW: options.appNow });

const benchStarted = Date.now();
/** A progress line per step, with the time since the bench started. */
const log = (line) => console.log(`[bench ${((Date.now() - benchStarted) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const stamp = () => new Date().toISOString().slice(0, 16).replace(':', '') + 'Z';

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const results = {
    startedAt: new Date().toISOString(),
    machine: machine(),
    commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout?.trim() || undefined,
    options: { ...options, sections: [...options.sections] },
    notes: [],
  };

  if (options.build) {
    log('building (nx, cached; waits for /tmp/build.lock while another build runs)');
    const build = spawnSync('flock', ['/tmp/build.lock', 'npx', 'nx', 'run-many', '-t', 'build', '--parallel=1', '--outputStyle=static'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
    });
    if (build.error?.code === 'ENOENT') {
      // No flock(1): build without the lock.
      const plain = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--parallel=1', '--outputStyle=static'], { cwd: root, stdio: 'inherit' });
      if (plain.status !== 0) throw new Error('the build failed');
    } else if (build.status !== 0) throw new Error('the build failed');
    log('build done');
  }
  const missing = missingBuilds(root);
  if (missing.length) throw new Error(`no build of ${missing.join(', ')}: run without --no-build`);

  const workDir = join(root, 'bench', '.work', 'site');
  log('copying the builds (under /tmp/build.lock)');
  snapshotBuilds(root, workDir);
  log(`builds copied to ${workDir}`);

  if (options.sections.has('first-load')) {
    log('first-load JS: reading the build manifests');
    const apps = firstLoadReport(workDir);
    for (const route of contentRoutes(apps)) {
      const match = apps[route.app].find((r) => r.id === route.id);
      if (match) match.content = true;
    }
    results.firstLoad = { apps, contentRoutes: contentRoutes(apps) };
    for (const [app, routes] of Object.entries(apps)) {
      for (const route of routes ?? []) log(`first-load ${app} ${route.path}: ${(route.gzip / 1000).toFixed(1)} KB gzip, ${(route.brotli / 1000).toFixed(1)} KB brotli`);
    }
  }

  const needsSite = ['first-load', 'lighthouse', 'ssr', 'api', 'isolation', 'overhead'].some((s) => options.sections.has(s));
  if (needsSite) {
    log(`starting the composed site on port ${options.port} (fresh PGlite on disk, as a first npm start)`);
    const site = await startSite(workDir, { port: options.port, env: siteEnv(options), log });
    try {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      results.memory = {};
      for (const [server, pid] of Object.entries(site.pids)) results.memory[server] = { idle: rssOf(pid) };
      const apiBase = `http://127.0.0.1:${site.ports.api}`;
      results.pages = await pagesToMeasure(site.base, apiBase);
      log(`pages: ${results.pages.pages.map((p) => p.path).join(' ')}; skipped ${results.pages.skipped.length}`);

      // First-load JS as a browser receives it: every script Chromium fetches until the network is idle.
      if (options.sections.has('first-load')) {
        const { measureFirstLoadInBrowser } = await import('./lib/first-load-browser.mjs');
        if (existsSync(chromiumPath)) results.firstLoad.browser = await measureFirstLoadInBrowser(site.base, results.pages.pages, { log });
        else log(`first-load in Chromium skipped: no ${chromiumPath}`);
      }

      if (options.sections.has('lighthouse')) {
        if (!existsSync(chromiumPath)) {
          results.lighthouse = { note: 'Skipped: no Debian Chromium at /usr/bin/chromium (apt-get install chromium).' };
        } else {
          const { runLighthouse } = await import('./lighthouse.mjs');
          const { startHttp2Edge } = await import('./lib/http2-edge.mjs');
          // The target: the link and CPU throttling applied to the real load (Lighthouse's "devtools"
          // method), as a phone sees the page, over HTTP/2 and TLS as nginx serves it. The
          // simulation's score is printed beside it only.
          const edge = await startHttp2Edge(site.base);
          try {
            const urls = results.pages.pages.map((p) => `${edge.base}${p.path}`);
            log(`lighthouse: ${urls.length} pages x ${options.lighthouseRuns} run(s), mobile, devtools throttling, HTTP/2 over TLS (${edge.base})`);
            const measured = await runLighthouse(urls, { runs: options.lighthouseRuns, log, throttlingMethod: 'devtools', reportDir: join(root, 'bench', '.work', 'lighthouse') });
            log(`lighthouse: the same pages once with simulated throttling (information)`);
            const simulated = await runLighthouse(urls, { runs: 1, log });
            results.lighthouse = { protocol: 'HTTP/2 over TLS', pages: results.pages.pages.map((page, i) => ({ ...page, ...measured[i], simulatedScore: simulated[i]?.score })) };
          } finally {
            await edge.close();
          }
        }
      }

      // The data service first: the rendering runs leave renders (and their data calls) in flight.
      if (options.sections.has('api')) {
        results.api = { runs: await measureApi(apiBase, 'pglite', options), notes: [] };
      }
      if (options.sections.has('ssr')) results.ssr = await measureSsr(site, workDir, results.pages, options);
      if (options.sections.has('isolation')) results.isolation = await isolationWithStudio(site, workDir, results.pages, options);
      if (options.sections.has('overhead')) results.overhead = await measureMetricsOverhead(site, workDir, options);
      for (const [server, pid] of Object.entries(site.pids)) results.memory[server].afterLoad = rssOf(pid);
    } finally {
      log('stopping the site');
      await site.stop();
    }
  }

  if (results.isolation) await isolationWithoutStudio(results.isolation, workDir, options);

  if (options.sections.has('strapi')) {
    const settings = strapiSettings();
    log(settings ? `strapi: SPEC 7 collections query on ${settings.base}` : 'strapi: skipped (no STRAPI_URL)');
    results.strapi = await measureStrapi(settings, { connections: options.connections, durationS: options.durationS, warmupS: options.warmupS });
    log(
      results.strapi.skipped
        ? `strapi: skipped: ${results.strapi.skipped}`
        : `strapi: ${results.strapi.requestsPerSecond} req/s, p50 ${results.strapi.latencyMs.p50} ms, p99 ${results.strapi.latencyMs.p99} ms`,
    );
  }

  if (options.sections.has('postgres')) {
    results.api ??= { runs: [], notes: [] };
    const why = postgresUnavailable();
    if (why) {
      results.api.notes.push(`PostgreSQL skipped: ${why}.`);
      log(`PostgreSQL skipped: ${why}`);
    } else {
      log(`starting PostgreSQL 15 on 127.0.0.1:${options.pgPort} (throw-away cluster)`);
      const pg = startPostgres({ port: options.pgPort });
      log('PostgreSQL up; starting the data service on it');
      try {
        const port = options.port + 1;
        const api = await startServer(workDir, 'apps/api/dist/main.js', { port, env: { ...contentEnv(), DATABASE_URL: pg.url }, ready: '/api/health' });
        try {
          results.memory ??= {};
          results.memory['api (PostgreSQL)'] = { idle: rssOf(api.pid) };
          results.api.runs.push(...(await measureApi(`http://127.0.0.1:${port}`, 'postgres', options)));
          results.memory['api (PostgreSQL)'].afterLoad = rssOf(api.pid);
        } finally {
          await api.stop();
        }
      } finally {
        pg.stop();
      }
      results.api.notes.push(`PostgreSQL 15 on 127.0.0.1:${options.pgPort} (throw-away cluster, same machine, fsync off), pool of 10 connections.`);
    }
  }

  results.elapsedS = (Date.now() - started) / 1000;
  const name = stamp();
  const dir = join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  log('writing the results and the chart');
  const chart = renderChart(checks(results), { title: `Benchmark ${results.startedAt.slice(0, 16)}Z, commit ${results.commit ?? 'unknown'}` });
  if (chart) {
    writeFileSync(join(dir, `${name}.svg`), chart);
    copyFileSync(join(dir, `${name}.svg`), join(root, 'bench', 'latest.svg'));
  }
  writeFileSync(join(dir, `${name}.md`), renderMarkdown(results, { chart: chart ? `${name}.svg` : undefined }));
  writeFileSync(join(root, 'bench', 'latest.md'), renderMarkdown(results, { chart: chart ? 'latest.svg' : undefined }));

  console.log('');
  for (const check of checks(results)) {
    console.log(`${check.result === 'pass' ? 'pass ' : check.result === 'short' ? 'SHORT' : 'n/a  '} ${check.figure}: ${check.shown} (target ${describeTarget(check.target)})`);
  }
  for (const page of results.pages?.skipped ?? []) console.log(`skip  ${page.template} (${page.locale}): ${page.reason}`);
  for (const line of sideBySide(results)) console.log(line);
  console.log(`\n[bench] ${Math.round(results.elapsedS)} s; wrote bench/results/${name}.json, .md${chart ? ', .svg' : ''} and bench/latest.md${chart ? ', bench/latest.svg' : ''}`);
}

/**
 * Server rendering against a static file: the page's HTML is fetched once, written into the
 * snapshot's client folder and served by the same server process as a plain file.
 */
async function measureSsr(site, workDir, pages, options) {
  const brandBase = `http://127.0.0.1:${site.ports['brand-site']}`;
  const candidates = [
    { name: 'home', path: '/' },
    { name: 'product', path: pages.pages.find((p) => p.template === 'product detail' && p.locale === 'en')?.path },
  ];
  const out = { pages: [], note: undefined };
  const staticDir = join(workDir, 'apps', 'brand-site', 'build', 'client', '__bench');
  mkdirSync(staticDir, { recursive: true });
  for (const { name, path } of candidates) {
    if (!path) {
      out.note = `${name}: no such page yet, not measured.`;
      continue;
    }
    const response = await fetch(`${brandBase}${path}`);
    const html = await response.text();
    if (response.status !== 200) {
      out.note = `${name}: ${path} answers ${response.status}, not measured.`;
      continue;
    }
    writeFileSync(join(staticDir, `${name}.html`), html);
    log(`ssr ${name}: rendering every request, then the static file`);
    const measureOptions = { connections: options.connections, durationS: options.durationS, warmupS: options.warmupS };
    const ssr = await measure(`${brandBase}${path}`, measureOptions);
    // Let the renders still queued when the run stopped finish before the next measurement.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const stat = await measure(`${brandBase}/__bench/${name}.html`, measureOptions);
    const ratio = ssr.requestsPerSecond / stat.requestsPerSecond;
    const htmlBrotliBytes = await servedBytes(`${brandBase}${path}`, 'br');
    log(`ssr ${name}: ${ssr.requestsPerSecond} req/s (p99 ${ssr.latencyMs.p99} ms) vs static ${stat.requestsPerSecond} req/s: ${ratio.toFixed(2)}; ${htmlBrotliBytes} B brotli as served`);
    out.pages.push({ name, path, htmlBytes: Buffer.byteLength(html), htmlBrotliBytes, ssr, static: stat, ratio });
  }
  return out;
}

/**
 * What the Prometheus metrics cost a page render: home on one more brand-site server against the
 * same data service, with metrics on and with METRICS=off, no tracing in either (OTEL_* unset).
 * The two alternate (off, on, off, on) so a slower minute of a shared machine weighs on both.
 */
async function measureMetricsOverhead(site, workDir, options) {
  const port = options.port + 20;
  const env = { API_INTERNAL_URL: `http://127.0.0.1:${site.ports.api}`, OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '' };
  const measureOptions = { connections: options.connections, durationS: options.durationS, warmupS: options.warmupS };
  const rates = { on: [], off: [] };
  for (const metrics of ['off', 'on', 'off', 'on']) {
    const server = await startServer(workDir, 'apps/brand-site/build/server/main.js', { port, env: { ...env, METRICS: metrics }, ready: '/healthz' });
    try {
      const run = await measure(`http://127.0.0.1:${port}/`, measureOptions);
      rates[metrics].push(run.requestsPerSecond);
      log(`overhead: home with metrics ${metrics}: ${run.requestsPerSecond} req/s (p99 ${run.latencyMs.p99} ms)`);
    } finally {
      await server.stop();
    }
  }
  const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length;
  const on = Math.round(mean(rates.on));
  const off = Math.round(mean(rates.off));
  const differencePercent = Number((((off - on) / off) * 100).toFixed(1));
  log(`overhead: metrics on ${on} req/s, off ${off} req/s: ${differencePercent} % (target within 5 %)`);
  return { page: '/', metricsOn: on, metricsOff: off, runs: rates, differencePercent };
}

/** The bytes of a body as the server sends it with `Accept-Encoding: <encoding>` (fetch would decode it). */
function servedBytes(url, encoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/** The SPEC §7 collections call and a product list, on the data service at `apiBase`. */
async function measureApi(apiBase, database, options) {
  const collectionsPath = '/api/collections?locale=en&filters[status][$eq]=Active&sort[0]=date:desc&sort[1]=id:desc';
  const collections = await fetch(`${apiBase}${collectionsPath}`).then((r) => (r.ok ? r.json() : null)).catch(() => null);
  const slug = collections?.data?.[0]?.attributes?.slug;
  const calls = [
    { name: 'collections', path: collectionsPath },
    { name: 'products', path: slug ? `/api/products?locale=en&filters[collection][slug][$eq]=${slug}` : '/api/products?locale=en' },
  ];
  const runs = [];
  // A freshly started service compiles its hot paths (and PGlite its WebAssembly) during the first
  // seconds under load: measured with only 2 s of warm-up, the first call showed half the rate
  // and p99 26 ms instead of 4 ms. One longer warm-up of the whole service first.
  log(`api (${database}): warming up, then measuring`);
  if (options.warmupS > 0) {
    await measure(`${apiBase}${calls[0].path}`, { connections: options.connections, durationS: Math.max(5, options.warmupS), warmupS: 0 });
  }
  for (const call of calls) {
    const probe = await fetch(`${apiBase}${call.path}`).catch(() => null);
    if (!probe?.ok) {
      log(`api ${call.name} (${database}): ${call.path} answers ${probe?.status ?? 'nothing'}, not measured`);
      continue;
    }
    await probe.arrayBuffer();
    const result = await measure(`${apiBase}${call.path}`, { connections: options.connections, durationS: options.durationS, warmupS: options.warmupS });
    log(`api ${call.name} (${database}): ${result.requestsPerSecond} req/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms`);
    runs.push({ ...result, name: call.name, path: call.path, database });
  }
  return runs;
}

/** The public pages rendered on every request. */
async function renderRuns(targets, ports, options, label) {
  const runs = [];
  for (const target of targets) {
    const base = `http://127.0.0.1:${ports[target.app]}`;
    const response = await fetch(`${base}${target.path}`);
    const htmlBytes = Buffer.byteLength(await response.text());
    log(`isolation: ${target.name} ${label}: rendering every request`);
    const durationS = Math.min(5, options.durationS);
    const run = await measure(`${base}${target.path}`, { connections: options.connections, durationS, warmupS: options.warmupS });
    runs.push({ ...target, status: response.status, htmlBytes, requestsPerSecond: run.requestsPerSecond, latencyMs: run.latencyMs, non2xx: run.non2xx });
    log(`isolation: ${target.name} ${label}: ${run.requestsPerSecond} req/s, p99 ${run.latencyMs.p99} ms, ${htmlBytes} B of HTML`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  return runs;
}

/**
 * Studio and campaign operations against the public pages (lib/isolation.mjs): the exact byte
 * check, then the render runs on the composed site (studio up); twice, for the run-to-run spread.
 */
async function isolationWithStudio(site, workDir, pages, options) {
  log('isolation: searching the public client files and pages for studio and campaign-operation code');
  const pagesHtml = {};
  for (const page of pages.pages) pagesHtml[page.path] = await fetch(`${site.base}${page.path}`).then((r) => r.text());
  const bytes = scanPublicBytes(workDir, pagesHtml);
  log(`isolation: ${bytes.found} finds in ${bytes.publicFiles} public client files and ${bytes.pages} pages (signatures found in the studio's own build: ${bytes.signatures.filter((s) => s.inStudio).length} of ${bytes.signatures.length})`);
  const campaign = pages.pages.find((p) => p.template === 'campaign' && p.locale === 'en');
  const targets = [{ name: 'home', app: 'brand-site', path: '/' }, ...(campaign ? [{ name: 'campaign', app: 'discovery-trial', path: campaign.path }] : [])];
  const withStudio = await renderRuns(targets, site.ports, options, 'with the studio (1/2)');
  const again = await renderRuns(targets, site.ports, options, 'with the studio (2/2)');
  return { bytes, targets, withStudio, again };
}

/** The same render runs on the public servers alone (no studio process), after the site stopped. */
async function isolationWithoutStudio(isolation, workDir, options) {
  const ports = { api: options.port + 1, 'brand-site': options.port + 2, 'discovery-trial': options.port + 3 };
  log('isolation: starting the data service, the brand site and the campaign app alone (no studio)');
  const env = { ...siteEnv(options), SITE_URL: `http://localhost:${options.port}` };
  // As the composition server starts them (tools/compose/server.mjs): the same Node flags.
  const nodeArgs = ['--enable-source-maps'];
  const started = [];
  try {
    started.push(await startServer(workDir, 'apps/api/dist/main.js', { port: ports.api, env, ready: '/readyz', nodeArgs }));
    const appEnv = { ...env, API_INTERNAL_URL: `http://127.0.0.1:${ports.api}` };
    started.push(await startServer(workDir, 'apps/brand-site/build/server/main.js', { port: ports['brand-site'], env: appEnv, ready: '/readyz', nodeArgs }));
    started.push(await startServer(workDir, 'apps/discovery-trial/build/server/main.js', { port: ports['discovery-trial'], env: appEnv, ready: '/readyz', nodeArgs }));
    isolation.withoutStudio = await renderRuns(isolation.targets, ports, options, 'without the studio');
  } catch (error) {
    isolation.note = `The public servers alone did not start: ${error.message.split('\n')[0]}`;
    log(`isolation: ${isolation.note}`);
  } finally {
    for (const server of started.reverse()) await server.stop();
  }
}

/** The side-by-side figures without a target, for the console. */
function sideBySide(results) {
  const lines = [];
  const ours = results.api?.runs?.find((r) => r.name === 'collections' && r.database === 'pglite');
  if (results.strapi) {
    lines.push(
      results.strapi.skipped
        ? `n/a   Strapi 5, SPEC 7 collections query: skipped (${results.strapi.skipped})`
        : `side  SPEC 7 collections query: Strapi 5 ${results.strapi.requestsPerSecond} req/s (p99 ${results.strapi.latencyMs.p99} ms) vs ours ${ours ? `${ours.requestsPerSecond} req/s (p99 ${ours.latencyMs.p99} ms)` : 'not measured'}`,
    );
  }
  return lines;
}

main().catch((error) => {
  console.error(`[bench] ${error.message}`);
  process.exit(1);
});
