// The performance targets, in one place: the benchmark prints each figure next to its target with
// pass/short, and the size-budget test reads the JS budget from here.

/** 1 KB = 1000 bytes, as size-limit and Lighthouse count (the stricter reading of "120 KB"). */
export const KB = 1000;

export const targets = {
  // Lighthouse mobile with the throttling applied to the real load (`devtools`), median of the runs;
  // the simulated score is printed beside it as information only.
  lcpMs: { label: 'LCP (devtools throttling)', max: 2000, unit: 'ms' },
  cls: { label: 'CLS (devtools throttling)', max: 0, unit: '' },
  tbtMs: { label: 'TBT (devtools throttling)', max: 100, unit: 'ms' },
  // JavaScript a fresh Chromium receives until the network is idle, brotli as served.
  firstLoadBrotli: { label: 'JS received by a content page (brotli)', max: 120 * KB, unit: 'B' },
  firstLoadFormBrotli: { label: 'JS received by a page with a form (brotli)', max: 130 * KB, unit: 'B' },
  homeHtmlBrotli: { label: 'home HTML (brotli, as served)', max: 12 * KB, unit: 'B' },
  renderRps: { label: 'home rendered on every request (no page cache)', min: 300, unit: 'req/s' },
  renderP99Ms: { label: 'home rendered on every request, p99', max: 100, unit: 'ms' },
  apiRssMb: { label: 'data service resident memory after the load (PGlite)', max: 250, unit: 'MB' },
  collectionsRps: { label: 'GET /api/collections on PGlite', min: 2500, unit: 'req/s' },
  collectionsP99Ms: { label: 'GET /api/collections p99 on PGlite', max: 10, unit: 'ms' },
  // The studio and campaign operations add nothing to a public page.
  publicStudioCode: { label: 'studio and campaign-operation code in public client files and pages (finds)', max: 0, unit: '' },
  // Prometheus metrics must cost a render little (home req/s with metrics on against METRICS=off).
  metricsOverheadPercent: { label: 'home render throughput lost to the Prometheus metrics', max: 5, unit: '%' },
};

/** 'pass' or 'short' for a value against a target (CLS is compared at the 3 decimals Lighthouse shows). */
export function verdict(target, value) {
  if (value === null || value === undefined || Number.isNaN(value)) return 'n/a';
  const v = target === targets.cls ? Math.round(value * 1000) / 1000 : value;
  if (target.min !== undefined && v < target.min) return 'short';
  if (target.max !== undefined && v > target.max) return 'short';
  return 'pass';
}

export function describeTarget(target) {
  const fmt = (n) => (target.unit === 'B' ? `${n / KB} KB` : `${n}${target.unit && target.unit !== '' ? ` ${target.unit}` : ''}`);
  if (target.min !== undefined) return `>= ${fmt(target.min)}`;
  return target.max === 0 ? '0' : `<= ${fmt(target.max)}`;
}
