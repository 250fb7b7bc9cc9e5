// The targets of issues 8 and 19, in one place: the benchmark prints each figure next to its target with
// pass/short, and the size-budget test reads the JS budget from here.

/** 1 KB = 1000 bytes, as size-limit and Lighthouse count (the stricter reading of "120 KB"). */
export const KB = 1000;

export const targets = {
  lighthouseScore: { label: 'Lighthouse performance', min: 0.98, unit: '' },
  lcpMs: { label: 'LCP', max: 2000, unit: 'ms' },
  cls: { label: 'CLS', max: 0, unit: '' },
  tbtMs: { label: 'TBT', max: 50, unit: 'ms' },
  firstLoadGzip: { label: 'first-load JS of a content page (gzip)', max: 110 * KB, unit: 'B' },
  firstLoadFormGzip: { label: 'first-load JS of a page with a form (gzip)', max: 120 * KB, unit: 'B' },
  homeHtmlBytes: { label: 'home HTML (uncompressed)', max: 40 * KB, unit: 'B' },
  renderRps: { label: 'home rendered on every request (no HTML cache)', min: 400, unit: 'req/s' },
  renderP99Ms: { label: 'home rendered on every request, p99', max: 50, unit: 'ms' },
  apiRssMb: { label: 'data service resident memory after the load (PGlite)', max: 250, unit: 'MB' },
  ssrStaticRatio: { label: 'SSR home / static throughput', min: 0.4, unit: '' },
  ssrP99Ms: { label: 'SSR home p99 at 10 connections', max: 50, unit: 'ms' },
  collectionsRps: { label: 'GET /api/collections on PGlite', min: 2500, unit: 'req/s' },
  collectionsP99Ms: { label: 'GET /api/collections p99 on PGlite', max: 10, unit: 'ms' },
  // Issue 19: studio and campaign operations add nothing to a public page (decision 234).
  publicStudioCode: { label: 'studio and campaign-operation code in public client files and pages (finds)', max: 0, unit: '' },
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
