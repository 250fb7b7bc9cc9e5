// First-load JavaScript as a visitor receives it: every script Chromium fetches for a page until the
// network is idle, islands included (the manifest reading of first-load.mjs sees only what the
// route module imports statically). Each page opens in a fresh context (empty cache) in Debian
// Chromium; the page is idle once it has said page_status ready (an island holds it until its
// chunk has come) and no request has been in flight for 500 ms. Each script's body
// is counted as the manifest reading counts files (gzip -9, brotli q11), and the bytes Chromium
// actually received (encoded body) are kept beside them.
import { gzipSize, brotliSize } from './first-load.mjs';
import { KB, targets } from './targets.mjs';
import { chromiumArgs, chromiumPath } from '../../testing/chromium.ts';


/**
 * Templates whose page carries a form (the higher target). The header's campaign is upcoming at the
 * bench's clock and has no form; an open campaign's page ('campaign booking') has its booking form.
 */
export const formTemplates = new Set(['exclusive rewards', 'campaign booking']);
export const targetOf = (template) => (formTemplates.has(template) ? targets.firstLoadFormBrotli : targets.firstLoadBrotli);

/** Resolves once no request has been in flight for `quietMs` (or after `timeoutMs`). */
function networkIdle(inFlight, { quietMs = 500, timeoutMs = 20_000 } = {}) {
  return new Promise((resolve) => {
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    const timer = setInterval(() => {
      if (inFlight.size > 0) quietSince = Date.now();
      if (Date.now() - quietSince >= quietMs || Date.now() > deadline) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
  });
}

/**
 * Measures each `{ template, locale, path }` of `pages` against `base`. Returns, per page, the
 * scripts (URL, gzip, brotli, bytes received) and their sums; `error` when the page could not be
 * measured.
 */
export async function measureFirstLoadInBrowser(base, pages, { log = () => {} } = {}) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const measured = [];
  try {
    for (const page of pages) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const tab = await context.newPage();
      const inFlight = new Set();
      const scripts = [];
      tab.on('request', (request) => inFlight.add(request));
      tab.on('requestfailed', (request) => inFlight.delete(request));
      tab.on('requestfinished', async (request) => {
        inFlight.delete(request);
        if (request.resourceType() !== 'script') return;
        const pending = (async () => {
          const response = await request.response();
          const body = response ? await response.body() : Buffer.alloc(0);
          const sizes = await request.sizes();
          return { url: new URL(request.url()).pathname, raw: body.length, gzip: gzipSize(body), brotli: brotliSize(body), received: sizes.responseBodySize, encoding: (await response?.headerValue('content-encoding')) ?? 'identity' };
        })();
        scripts.push(pending);
      });
      try {
        const response = await tab.goto(`${base}${page.path}`, { waitUntil: 'load', timeout: 60_000 });
        if (!response || response.status() !== 200) throw new Error(`answered ${response?.status() ?? 'nothing'}`);
        await tab.waitForFunction(() => document.documentElement.dataset.pageStatus === 'ready', null, { timeout: 30_000 });
        await networkIdle(inFlight);
        const files = (await Promise.all(scripts)).sort((a, b) => b.gzip - a.gzip);
        const sum = (key) => files.reduce((total, file) => total + file[key], 0);
        const result = { ...page, gzip: sum('gzip'), brotli: sum('brotli'), raw: sum('raw'), received: sum('received'), files };
        measured.push(result);
        log(`first-load in Chromium ${page.template} (${page.locale}) ${page.path}: ${(result.gzip / KB).toFixed(1)} KB gzip, ${(result.brotli / KB).toFixed(1)} KB brotli, ${files.length} scripts`);
      } catch (error) {
        measured.push({ ...page, error: error.message.split('\n')[0] });
        log(`first-load in Chromium ${page.template} (${page.locale}) ${page.path}: not measured (${error.message.split('\n')[0]})`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return measured;
}

/** The figures with a target, for the summary (report.mjs `checks`). */
export function browserFirstLoadChecks(results) {
  return (results.firstLoad?.browser ?? [])
    .filter((page) => !page.error)
    .map((page) => {
      const target = targetOf(page.template);
      return { figure: `${page.template} (${page.locale}) in Chromium, until the network is idle: ${target.label}`, value: page.received, shown: `${(page.received / KB).toFixed(1)} KB`, target };
    });
}

/** The summary's section: each page's scripts as Chromium fetched them, against its target. */
export function browserFirstLoadTable(results) {
  const pages = results.firstLoad?.browser;
  if (!pages?.length) return [];
  const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
  const rows = pages.map((page) => {
    if (page.error) return `| ${page.template} | ${page.locale} | \`${page.path}\` | not measured: ${page.error} | | | | |`;
    const target = targetOf(page.template);
    const result = page.received <= target.max ? 'pass' : '**short**';
    return `| ${page.template} | ${page.locale} | \`${page.path}\` | ${kb(page.gzip)} | ${kb(page.brotli)} | ${kb(page.received)} ${result} (<= ${target.max / KB} KB) | ${page.files.length} | ${kb(page.files[0]?.gzip ?? 0)} |`;
  });
  return [
    '## First-load JavaScript in Chromium, until the network is idle (islands included)',
    '',
    'Every script a fresh Chromium fetched for the page (sizes of the bodies at gzip -9 and brotli q11; "received" is what crossed the wire, brotli as served, and has the target). Pages with a form (`/exclusive-rewards`, an open campaign with its booking form) have the 130 KB target, the others 120 KB.',
    '',
    '| Template | Locale | Path | Gzip | Brotli | Received | Scripts | Largest (gzip) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ];
}
