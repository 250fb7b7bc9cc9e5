// @vitest-environment node
// The bench's chart.
import { describe, expect, it } from 'vitest';
import { chartRows, renderChart, standing } from './chart.mjs';
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
    check('home (en): TBT', targets.tbtMs, 200, '200 ms'),
    check('home (tc): TBT', targets.tbtMs, 50, '50 ms'),
    check(targets.renderRps.label, targets.renderRps, 150, '150 req/s'),
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
    expect(svg).toContain('200 ms ✗ SHORT (target &lt;= 100 ms)');
    expect(svg).toContain('50 ms ✓ pass (target &lt;= 100 ms)');
    // Observable Plot draws the symbol scale: circles for a pass, triangles for a short figure.
    expect(svg).toMatch(/<path[^>]*d="M0,-[\d.]+L[\d.]+,[\d.]+L-[\d.]+,[\d.]+Z"/);
  });

  it('leaves out figures without a verdict and draws nothing without figures', () => {
    expect(chartRows([{ ...figures[0], value: null, result: 'n/a' }])).toEqual([]);
    expect(renderChart([])).toBeNull();
  });
});
