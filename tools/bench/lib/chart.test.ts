// @vitest-environment node
// The bench's chart (decision 230) and the page mix's classing of answers (decision 233).
import { describe, expect, it } from 'vitest';
import { chartRows, renderChart, standing } from './chart.mjs';
import { classify, pageMix } from './page-mix.mjs';
import { targets, verdict } from './targets.mjs';

const check = (figure: string, target: { min?: number; max?: number; label: string; unit: string }, value: number, shown: string) => ({
  figure,
  target,
  value,
  shown,
  result: verdict(target, value),
});

describe('the chart of every figure against its target', () => {
  const figures = [
    check('home (en): TBT', targets.tbtMs, 100, '100 ms'),
    check('home (tc): TBT', targets.tbtMs, 25, '25 ms'),
    check(targets.renderRps.label, targets.renderRps, 200, '200 req/s'),
    check('home (en): CLS', targets.cls, 0, '0.000'),
  ];

  it('turns every figure into its standing against the target: 1 on the line, longer is better', () => {
    expect(figures.map(standing)).toEqual([0.5, 2, 0.5, 1]);
  });

  it('draws one row per figure, pass and short told apart by shape and words, not colour alone', () => {
    const svg = renderChart(figures, { title: 'Test run' }) ?? '';
    expect(svg).toMatch(/^<\?xml/);
    expect(svg).toContain('Test run: 2 of 4 met');
    for (const row of chartRows(figures)) expect(svg).toContain(row.label);
    expect(svg).toContain('100 ms ✗ SHORT (target &lt;= 50 ms)');
    expect(svg).toContain('25 ms ✓ pass (target &lt;= 50 ms)');
    // Observable Plot draws the symbol scale: circles for a pass, triangles for a short figure.
    expect(svg).toMatch(/<path[^>]*d="M0,-[\d.]+L[\d.]+,[\d.]+L-[\d.]+,[\d.]+Z"/);
  });

  it('leaves out figures without a verdict and draws nothing without figures', () => {
    expect(chartRows([{ ...figures[0], value: null, result: 'n/a' }])).toEqual([]);
    expect(renderChart([])).toBeNull();
  });
});

describe('the page mix of the cache hit rate', () => {
  it('classes answers from X-Html-Cache, whatever its spelling, and requests with credentials as bypasses', () => {
    expect(classify({ 'X-Html-Cache': 'hit' }, 'first visit')).toBe('hit');
    expect(classify({ 'x-html-cache': 'stale' }, 'consent given')).toBe('hit');
    expect(classify({}, 'consent given')).toBe('miss');
    expect(classify({}, 'with credentials')).toBe('bypass');
  });

  it('asks for the load script pages and every measured template, with cookies and with credentials', () => {
    const mix = pageMix([
      { template: 'fragrance collection', locale: 'en', path: '/fragrance/matin' },
      { template: 'product detail', locale: 'tc', path: '/tc/fragrance/a/b' },
    ]);
    const paths = mix.map((entry) => entry.path);
    expect(paths).toContain('/tc/discovery-trial/le-perce-vent');
    expect(paths).toContain('/tc/fragrance/a/b');
    expect(new Set(mix.map((entry) => entry.visitor))).toEqual(new Set(['first visit', 'consent given', 'consent, English chosen', 'consent, Chinese chosen', 'with credentials']));
  });
});
