// The chart next to bench/latest.md: every figure that has a target, as a
// fraction of that target, drawn by Observable Plot into a standalone SVG without a
// browser: Plot builds the SVG in a jsdom document.
import * as Plot from '@observablehq/plot';
import { JSDOM } from 'jsdom';
import { describeTarget } from './targets.mjs';

/** Bars longer than this are cut at the edge (their label still says the real value). */
const clampAt = 3;

/**
 * Where a figure stands against its target, as a number that is 1 on the target line and grows to
 * the right whatever the target's direction: value / target for a floor (">= 400 req/s"), target /
 * value for a ceiling ("<= 50 ms"). A zero ceiling (CLS 0) is 1 when met, 0 when not.
 */
export function standing(check) {
  const { value, target } = check;
  if (value === null || value === undefined || Number.isNaN(value)) return null;
  if (target.min !== undefined) return target.min === 0 ? 1 : value / target.min;
  if (target.max === 0) return check.result === 'pass' ? 1 : 0;
  return value === 0 ? clampAt : target.max / value;
}

/** The group a figure is drawn in (one panel each). */
function groupOf(figure) {
  if (/: Lighthouse performance$/.test(figure)) return 'Lighthouse score';
  if (/: LCP$/.test(figure)) return 'LCP';
  if (/: TBT$/.test(figure)) return 'TBT';
  if (/: CLS$/.test(figure)) return 'CLS';
  if (/first-load JS/.test(figure)) return 'First-load JS';
  return 'Server, data service, memory, documents';
}

/** The rows of the chart: one per figure with a target and a value. */
export function chartRows(checks) {
  return checks
    .filter((check) => check.result === 'pass' || check.result === 'short')
    .map((check) => {
      const ratio = standing(check);
      const group = groupOf(check.figure);
      // In a panel of one metric the metric's name is the panel's title: the row says which page.
      const suffix = `: ${check.target.label}`;
      const label = group !== 'Server, data service, memory, documents' && check.figure.endsWith(suffix) ? check.figure.slice(0, -suffix.length) : check.figure;
      return {
        group,
        label,
        ratio,
        bar: Math.min(ratio ?? 0, clampAt),
        result: check.result,
        text: `${check.shown} ${check.result === 'pass' ? '✓ pass' : '✗ SHORT'} (target ${describeTarget(check.target)})`,
      };
    });
}

/** The chart as an SVG document (a string), or null when no figure has a target. */
export function renderChart(checks, { title = 'Every figure against its target' } = {}) {
  const rows = chartRows(checks);
  if (!rows.length) return null;
  const { document } = new JSDOM('<!doctype html><html><body></body></html>').window;
  const width = 1100;
  const rowHeight = 18;
  const passed = rows.filter((row) => row.result === 'pass').length;
  const panels = [];
  let y = 78;
  // One Plot per group, each with its own rows (Plot's facets would share one y domain), stacked.
  for (const group of [...new Set(rows.map((row) => row.group))]) {
    const data = rows.filter((row) => row.group === group);
    // Two figures with the same name (two routes on one path) stay two rows.
    const seen = new Map();
    for (const row of data) {
      const n = (seen.get(row.label) ?? 0) + 1;
      seen.set(row.label, n);
      if (n > 1) row.label = `${row.label} (${n})`;
    }
    const height = data.length * rowHeight + 56;
    const svg = Plot.plot({
      document,
      width,
      height,
      marginLeft: 400,
      marginRight: 330,
      marginTop: 22,
      marginBottom: 34,
      style: { fontFamily: 'DejaVu Sans, Noto Sans, sans-serif', fontSize: '12px', background: 'white', color: '#1a1a1a' },
      x: { domain: [0, clampAt], grid: true, label: 'fraction of the target (1 = met exactly, right of the dashed line = met)', labelAnchor: 'center', labelArrow: 'none' },
      // Long names keep their start and end (the end says which figure of a page it is).
      y: { domain: data.map((row) => row.label), label: null, tickSize: 0, tickFormat: (name) => (name.length > 56 ? `${name.slice(0, 36)}…${name.slice(-19)}` : name) },
      color: { domain: ['pass', 'short'], range: ['#2f7d4f', '#c0392b'] },
      symbol: { domain: ['pass', 'short'], range: ['circle', 'triangle'] },
      marks: [
        Plot.frame({ stroke: '#ddd' }),
        Plot.barX(data, { x: 'bar', y: 'label', fill: 'result', fillOpacity: 0.3 }),
        Plot.dot(data, { x: 'bar', y: 'label', symbol: 'result', fill: 'result', r: 4.5 }),
        Plot.ruleX([1], { stroke: '#1a1a1a', strokeDasharray: '4,3', strokeWidth: 1.5 }),
        // Plot's fontWeight is one value per mark, so a pass and a short figure are two marks.
        ...[
          ['pass', '#1e5a37', 'normal'],
          ['short', '#9b2a1e', 'bold'],
        ].map(([result, fill, fontWeight]) =>
          Plot.text(
            data.filter((row) => (row.result === 'pass') === (result === 'pass')),
            { x: clampAt, y: 'label', text: 'text', textAnchor: 'start', dx: 10, fill, fontWeight },
          ),
        ),
        Plot.text([group], { frameAnchor: 'top-left', dx: -390, dy: -18, fontWeight: 'bold', fontSize: 14, textAnchor: 'start' }),
      ],
    });
    svg.setAttribute('x', '0');
    svg.setAttribute('y', String(y));
    panels.push(svg.outerHTML);
    y += height + 6;
  }
  const heading = `${title}: ${passed} of ${rows.length} met`;
  const legend = [
    'Each bar is the figure as a fraction of its target, turned so that 1 (the dashed line) is the target and longer is better:',
    'value / target for a floor (>=), target / value for a ceiling (<=); bars stop at 3. \u25cf green = pass, \u25b2 red = SHORT.',
  ];
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${y}" viewBox="0 0 ${width} ${y}" font-family="DejaVu Sans, Noto Sans, sans-serif">\n` +
    `<rect width="${width}" height="${y}" fill="white"/>\n` +
    `<text x="10" y="24" font-size="17" font-weight="bold" fill="#1a1a1a">${escapeXml(heading)}</text>\n` +
    legend.map((line, i) => `<text x="10" y="${46 + i * 16}" font-size="12" fill="#444">${escapeXml(line)}</text>\n`).join('') +
    `${panels.join('\n')}\n</svg>\n`
  );
}

function escapeXml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
