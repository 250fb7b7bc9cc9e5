// Turns the results of one run into the markdown summary (bench/results/<date>.md, bench/latest.md).
import { KB, describeTarget, targets, verdict } from './targets.mjs';

const kb = (bytes) => (bytes === null || bytes === undefined ? 'n/a' : `${(bytes / KB).toFixed(1)} KB`);
const mb = (bytes) => (bytes === null || bytes === undefined ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(0)} MiB`);
const ms = (value) => (value === null || value === undefined ? 'n/a' : `${Math.round(value)} ms`);
const mark = (result) => (result === 'pass' ? 'pass' : result === 'short' ? '**short**' : result);

function table(headers, rows) {
  return [`| ${headers.join(' | ')} |`, `| ${headers.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

/** Every figure with a target, flattened: what the console prints and the summary lists first. */
export function checks(results) {
  const list = [];
  for (const page of results.lighthouse?.pages ?? []) {
    const name = `${page.template} (${page.locale})`;
    list.push({ figure: `${name}: ${targets.lighthouseScore.label}`, value: page.score, shown: page.score?.toFixed(2), target: targets.lighthouseScore });
    list.push({ figure: `${name}: ${targets.lcpMs.label}`, value: page.lcpMs, shown: ms(page.lcpMs), target: targets.lcpMs });
    list.push({ figure: `${name}: ${targets.cls.label}`, value: page.cls, shown: page.cls?.toFixed(3), target: targets.cls });
    list.push({ figure: `${name}: ${targets.tbtMs.label}`, value: page.tbtMs, shown: ms(page.tbtMs), target: targets.tbtMs });
  }
  for (const route of results.firstLoad?.contentRoutes ?? []) {
    // A page with a form (its island) has the higher target of issue 19.
    const target = /exclusive-rewards|campaign/.test(route.id) ? targets.firstLoadFormGzip : targets.firstLoadGzip;
    list.push({ figure: `${route.app} ${route.path}: ${target.label}`, value: route.gzip, shown: kb(route.gzip), target });
  }
  const home = results.ssr?.pages?.find((p) => p.name === 'home');
  if (home) {
    list.push({ figure: `home: ${targets.ssrStaticRatio.label}`, value: home.ratio, shown: home.ratio?.toFixed(2), target: targets.ssrStaticRatio });
    list.push({ figure: `home: ${targets.ssrP99Ms.label}`, value: home.ssr.latencyMs.p99, shown: ms(home.ssr.latencyMs.p99), target: targets.ssrP99Ms });
    list.push({ figure: targets.homeHtmlBytes.label, value: home.htmlBytes, shown: kb(home.htmlBytes), target: targets.homeHtmlBytes });
    if (home.render) {
      list.push({ figure: targets.renderRps.label, value: home.render.requestsPerSecond, shown: `${home.render.requestsPerSecond} req/s`, target: targets.renderRps });
      list.push({ figure: targets.renderP99Ms.label, value: home.render.latencyMs.p99, shown: ms(home.render.latencyMs.p99), target: targets.renderP99Ms });
    }
  }
  const apiRss = results.memory?.api?.afterLoad;
  if (apiRss) list.push({ figure: targets.apiRssMb.label, value: apiRss / 1e6, shown: `${(apiRss / 1e6).toFixed(0)} MB`, target: targets.apiRssMb });
  const collections = results.api?.runs?.find((r) => r.database === 'pglite' && r.name === 'collections');
  if (collections) {
    list.push({ figure: targets.collectionsRps.label, value: collections.requestsPerSecond, shown: `${collections.requestsPerSecond} req/s`, target: targets.collectionsRps });
    list.push({ figure: targets.collectionsP99Ms.label, value: collections.latencyMs.p99, shown: ms(collections.latencyMs.p99), target: targets.collectionsP99Ms });
  }
  return list.map((check) => ({ ...check, result: verdict(check.target, check.value) }));
}

export function renderMarkdown(results) {
  const out = [];
  const all = checks(results);
  const short = all.filter((c) => c.result === 'short');
  out.push(`# Benchmark: ${results.startedAt}`);
  out.push('');
  out.push(
    `Machine: ${results.machine.cpus} cores (${results.machine.cpuModel}), ${results.machine.memory}, Node ${results.machine.node}, ${results.machine.os}. ` +
      `Commit ${results.commit ?? 'unknown'}. Settings: Lighthouse ${results.options.lighthouseRuns} run(s) per page (median), ` +
      `autocannon ${results.options.connections} connections for ${results.options.durationS} s after ${results.options.warmupS} s of warm-up. ` +
      `Run time ${Math.round(results.elapsedS)} s.`,
  );
  out.push('');
  out.push(`**${all.length - short.length} of ${all.length} targets met.** Every figure with its target is listed at the end; what was tried and what is left, with owners: \`bench/README.md\`.`);
  out.push('');

  out.push('## Lighthouse 13 (mobile preset, simulated throttling, Debian Chromium)');
  out.push('');
  if (results.lighthouse?.pages?.length) {
    out.push(
      table(
        ['Page', 'Locale', 'Path', 'Score (>= 0.98)', 'FCP', 'LCP (<= 1.8 s)', 'CLS (0)', 'TBT (<= 50 ms)', 'Total bytes', 'JS bytes'],
        results.lighthouse.pages.map((p) => [
          p.template,
          p.locale,
          `\`${p.path}\``,
          `${p.score?.toFixed(2)} ${mark(verdict(targets.lighthouseScore, p.score))}`,
          ms(p.fcpMs),
          `${ms(p.lcpMs)} ${mark(verdict(targets.lcpMs, p.lcpMs))}`,
          `${p.cls?.toFixed(3)} ${mark(verdict(targets.cls, p.cls))}`,
          `${ms(p.tbtMs)} ${mark(verdict(targets.tbtMs, p.tbtMs))}`,
          kb(p.totalBytes),
          kb(p.jsBytes),
        ]),
      ),
    );
    if (results.lighthouse.applied?.length) {
      out.push('');
      out.push('The same English pages with the throttling applied to the real load (Lighthouse `devtools` method, one run; a diagnostic, not a target: see `bench/README.md`):');
      out.push('');
      out.push(
        table(
          ['Page', 'Path', 'Score', 'FCP', 'LCP', 'TBT', 'CLS'],
          results.lighthouse.applied.map((p) => [p.template, `\`${p.path}\``, p.score?.toFixed(2), ms(p.fcpMs), ms(p.lcpMs), ms(p.tbtMs), p.cls?.toFixed(3)]),
        ),
      );
    }
  } else out.push(results.lighthouse?.note ?? 'Not run.');
  for (const skipped of results.pages?.skipped ?? []) out.push(`- skipped: ${skipped.template} (${skipped.locale})${skipped.path ? ` \`${skipped.path}\`` : ''}: ${skipped.reason}`);
  out.push('');

  out.push('## First-load JavaScript per route (from the React Router client manifest)');
  out.push('');
  const rows = [];
  for (const [app, routes] of Object.entries(results.firstLoad?.apps ?? {})) {
    for (const route of routes ?? []) {
      const budget = route.content ? ` ${mark(verdict(targets.firstLoadGzip, route.gzip))}` : '';
      rows.push([app, `\`${route.path}\``, route.id, kb(route.raw), `${kb(route.gzip)}${budget}`, kb(route.brotli), String(route.files.length)]);
    }
  }
  out.push(rows.length ? table(['App', 'Route', 'Module', 'Raw', 'Gzip (content pages <= 120 KB)', 'Brotli', 'Files'], rows) : 'No client build found.');
  out.push('');

  out.push('## Server rendering against the same HTML as a static file (same process, same run)');
  out.push('');
  if (results.ssr?.pages?.length) {
    out.push(
      table(
        ['Page', 'Path', 'SSR req/s', 'SSR p50 / p99', 'Static req/s', 'Static p50 / p99', 'SSR / static (>= 0.40)', 'Rendering every request: req/s, p99, / static', 'HTML'],
        results.ssr.pages.map((p) => [
          p.name,
          `\`${p.path}\``,
          String(p.ssr.requestsPerSecond),
          `${p.ssr.latencyMs.p50} / ${p.ssr.latencyMs.p99} ms${p.name === 'home' ? ` ${mark(verdict(targets.ssrP99Ms, p.ssr.latencyMs.p99))}` : ''}`,
          String(p.static.requestsPerSecond),
          `${p.static.latencyMs.p50} / ${p.static.latencyMs.p99} ms`,
          `${p.ratio.toFixed(2)}${p.name === 'home' ? ` ${mark(verdict(targets.ssrStaticRatio, p.ratio))}` : ''}`,
          p.render ? `${p.render.requestsPerSecond}, ${p.render.latencyMs.p99} ms, ${p.renderRatio.toFixed(2)}` : 'n/a',
          kb(p.htmlBytes),
        ]),
      ),
    );
    out.push('');
    out.push(
      'SSR is the server as it runs in production (pages served from the in-process HTML cache after the first render, decision 073); ' +
        '"rendering every request" (5 s run) bypasses that cache (requests with credentials are never served from it) and shows the cost of rendering itself.',
    );
  } else out.push(results.ssr?.note ?? 'Not run.');
  out.push('');

  out.push('## Data service (10 connections)');
  out.push('');
  if (results.api?.runs?.length) {
    out.push(
      table(
        ['Call', 'Database', 'req/s', 'p50', 'p99', 'Non-2xx', 'Target'],
        results.api.runs.map((r) => {
          const target =
            r.name === 'collections' && r.database === 'pglite'
              ? `>= 2500 req/s ${mark(verdict(targets.collectionsRps, r.requestsPerSecond))}, p99 <= 10 ms ${mark(verdict(targets.collectionsP99Ms, r.latencyMs.p99))}`
              : '(reported)';
          return [`\`${r.path}\``, r.database, String(r.requestsPerSecond), `${r.latencyMs.p50} ms`, `${r.latencyMs.p99} ms`, String(r.non2xx), target];
        }),
      ),
    );
  }
  for (const note of results.api?.notes ?? []) out.push(`- ${note}`);
  out.push('');

  out.push('## Memory (resident set size)');
  out.push('');
  const memory = results.memory ?? {};
  out.push(
    Object.keys(memory).length
      ? table(
          ['Server', 'Idle', 'After the load'],
          Object.entries(memory).map(([server, m]) => [server, mb(m.idle), mb(m.afterLoad)]),
        )
      : 'Not measured.',
  );
  out.push('');

  if (results.notes?.length) {
    out.push('## Notes');
    out.push('');
    for (const note of results.notes) out.push(`- ${note}`);
    out.push('');
  }
  out.push('## Every target');
  out.push('');
  out.push(table(['Figure', 'Value', 'Target', 'Result'], all.map((c) => [c.figure, c.shown ?? 'n/a', describeTarget(c.target), mark(c.result)])));
  out.push('');
  return out.join('\n');
}
