#!/usr/bin/env node
// Lighthouse 13 (mobile preset, devtools or simulated throttling) in Debian Chromium, launched with the flags
// every browser test here uses. One browser for all runs; Lighthouse resets storage and cache
// before each run, so runs do not warm each other up.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../testing/chromium.ts';
import { acceptEdgeCertificate } from './lib/http2-edge.mjs';

const scoreAndDiagnosisAudits = [
  'first-contentful-paint',
  'speed-index',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'total-byte-weight',
  'resource-summary',
  'network-requests',
  'layout-shifts',
  'long-tasks',
  'bootup-time',
  'mainthread-work-breakdown',
  'server-response-time',
  'lcp-breakdown-insight',
  'render-blocking-insight',
  'network-dependency-tree-insight',
  'cls-culprits-insight',
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The figures the benchmark reports from one Lighthouse result. */
export function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const summary = lhr.audits['resource-summary']?.details?.items ?? [];
  const bytesOf = (type) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    score: lhr.categories.performance.score,
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    fcpMs: audit('first-contentful-paint'),
    totalBytes: audit('total-byte-weight') ?? bytesOf('total'),
    jsBytes: bytesOf('script'),
    runtimeError: lhr.runtimeError?.message,
  };
}

/**
 * Runs Lighthouse `runs` times per URL and keeps, per URL, the run with the median performance
 * score (so the figures of one row come from one real run) plus the median of each metric.
 */
export async function runLighthouse(urls, { runs = 3, log = () => {}, reportDir, throttlingMethod = 'simulate' } = {}) {
  const chrome = await launch({
    chromePath: chromiumPath,
    // An https URL here is the bench's own HTTP/2 edge (lib/http2-edge.mjs), with its self-signed certificate.
    chromeFlags: [...chromiumArgs, '--headless=new', ...(urls.some((url) => url.startsWith('https:')) ? [acceptEdgeCertificate] : [])],
    logLevel: 'silent',
  });
  const results = [];
  try {
    for (const url of urls) {
      const samples = [];
      const reports = [];
      for (let run = 0, attempts = 0; run < runs; attempts += 1) {
        const started = Date.now();
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          // 'devtools' (the link and CPU throttling applied to the real load: the figures the targets are
          // about) or 'simulate' (the preset's, whose score the bench prints as information).
          throttlingMethod,
          // The five metrics the performance score is made of (same weights, so the same score),
          // plus the audits the summary and a diagnosis read; the other ~50 audits cost seconds a run.
          onlyAudits: scoreAndDiagnosisAudits,
          disableFullPageScreenshot: true,
          // Simulated timings come from the trace, so shorter quiet windows change no figure there; with
          // the throttling applied the trace must run on until the page is idle (TBT needs it), so the
          // devtools runs keep Lighthouse's defaults.
          ...(throttlingMethod === 'simulate' ? { pauseAfterFcpMs: 500, pauseAfterLoadMs: 500, networkQuietThresholdMs: 500, cpuQuietThresholdMs: 500 } : {}),
        });
        const figures = figuresOf(result.lhr);
        // A broken trace (NO_NAVSTART, NO_FCP on a loaded machine) is retried, twice at most.
        if (figures.runtimeError && attempts < runs + 2) {
          log(`  lighthouse ${url}: ${figures.runtimeError}; again`);
          continue;
        }
        samples.push(figures);
        reports.push(result.lhr);
        run += 1;
        log(`  lighthouse ${url} run ${run}/${runs}: score ${figures.score} LCP ${Math.round(figures.lcpMs)} ms TBT ${Math.round(figures.tbtMs)} ms CLS ${figures.cls?.toFixed(3)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      }
      if (reportDir) {
        // The run whose score is the median, whole, for reading the audits (layout shifts, LCP element).
        const scores = samples.map((s) => s.score ?? 0);
        const middle = scores.indexOf(median(scores));
        mkdirSync(reportDir, { recursive: true });
        writeFileSync(join(reportDir, `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || 'home'}.json`), JSON.stringify(reports[Math.max(0, middle)]));
      }
      // A metric Lighthouse could not compute (TBT without an idle period: NO_TTI_CPU_IDLE_PERIOD) is
      // missing, never a 0 that would pass its target.
      const pick = (key) => {
        const values = samples.map((s) => s[key]).filter((v) => typeof v === 'number' && !Number.isNaN(v));
        return values.length ? median(values) : null;
      };
      results.push({
        url,
        runs,
        score: pick('score'),
        lcpMs: pick('lcpMs'),
        cls: pick('cls'),
        tbtMs: pick('tbtMs'),
        fcpMs: pick('fcpMs'),
        totalBytes: pick('totalBytes'),
        jsBytes: pick('jsBytes'),
        errors: samples.map((s) => s.runtimeError).filter(Boolean),
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.length === 0) {
    console.log(`Usage: node tools/bench/lighthouse.mjs [--runs N] <url>...
Runs Lighthouse 13 (performance only, mobile preset, simulated throttling) in Debian Chromium
(${chromiumPath}) against each URL, N times (default 3), and prints the median score, LCP, CLS, TBT,
total bytes and JS bytes as JSON. The site must already be running (npm run bench starts it).`);
    process.exit(args.length === 0 ? 1 : 0);
  }
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 3;
  const results = await runLighthouse(args, { runs, log: (line) => console.error(line) });
  console.log(JSON.stringify(results, null, 2));
}
