// Turns the results of one run into the markdown summary (bench/results/<date>.md, bench/latest.md).
import { KB, describeTarget, targets, verdict } from './targets.mjs';
import { browserFirstLoadChecks, browserFirstLoadTable } from './first-load-browser.mjs';

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
    list.push({ figure: `${name}: ${targets.lcpMs.label}`, value: page.lcpMs, shown: ms(page.lcpMs), target: targets.lcpMs });
    list.push({ figure: `${name}: ${targets.cls.label}`, value: page.cls, shown: page.cls?.toFixed(3), target: targets.cls });
    list.push({ figure: `${name}: ${targets.tbtMs.label}`, value: page.tbtMs, shown: ms(page.tbtMs), target: targets.tbtMs });
  }
  list.push(...browserFirstLoadChecks(results));
  const home = results.ssr?.pages?.find((p) => p.name === 'home');
  if (home) {
    list.push({ figure: targets.homeHtmlBrotli.label, value: home.htmlBrotliBytes, shown: kb(home.htmlBrotliBytes), target: targets.homeHtmlBrotli });
    list.push({ figure: targets.renderRps.label, value: home.ssr.requestsPerSecond, shown: `${home.ssr.requestsPerSecond} req/s`, target: targets.renderRps });
    list.push({ figure: targets.renderP99Ms.label, value: home.ssr.latencyMs.p99, shown: ms(home.ssr.latencyMs.p99), target: targets.renderP99Ms });
  }
  const apiRss = results.memory?.api?.afterLoad;
  if (apiRss) list.push({ figure: targets.apiRssMb.label, value: apiRss / 1e6, shown: `${(apiRss / 1e6).toFixed(0)} MB`, target: targets.apiRssMb });
  const collections = results.api?.runs?.find((r) => r.database === 'pglite' && r.name === 'collections');
  if (collections) {
    list.push({ figure: targets.collectionsRps.label, value: collections.requestsPerSecond, shown: `${collections.requestsPerSecond} req/s`, target: targets.collectionsRps });
    list.push({ figure: targets.collectionsP99Ms.label, value: collections.latencyMs.p99, shown: ms(collections.latencyMs.p99), target: targets.collectionsP99Ms });
  }
  if (results.isolation?.bytes) {
    const bytes = results.isolation.bytes;
    // A signature the studio no longer carries would pass for an absence: no verdict then.
    list.push({ figure: targets.publicStudioCode.label, value: bytes.detectorsWorking ? bytes.found : null, shown: `${bytes.found} in ${bytes.publicFiles} files, ${bytes.pages} pages`, target: targets.publicStudioCode });
  }
  if (results.overhead) {
    const o = results.overhead;
    list.push({ figure: targets.metricsOverheadPercent.label, value: o.differencePercent, shown: `${o.differencePercent} % (${o.metricsOn} req/s on, ${o.metricsOff} off)`, target: targets.metricsOverheadPercent });
  }
  for (const row of isolationRows(results)) {
    list.push({
      figure: row.target.label,
      value: row.measurable ? row.ratio : null,
      shown: `${row.ratio.toFixed(2)} (${row.withRps} / ${row.withoutRps} req/s${row.measurable ? '' : `; the two runs with the studio differ by ${Math.round(row.spread * 100)} %: no verdict`})`,
      target: row.target,
    });
  }
  return list.map((check) => ({ ...check, result: verdict(check.target, check.value) }));
}

/**
 * Render throughput of each public page with the studio up (mean of two runs) against the public
 * servers alone. "Adds nothing" is read as: not slower by more than the spread between the two
 * runs with the studio (at least 5 %): a smaller difference is not a measurement on this machine.
 */
export function isolationRows(results) {
  const iso = results.isolation;
  if (!iso?.withoutStudio?.length) return [];
  return iso.withoutStudio.flatMap((without) => {
    const first = iso.withStudio?.find((r) => r.name === without.name);
    const second = iso.again?.find((r) => r.name === without.name);
    if (!first || !second || !without.requestsPerSecond) return [];
    const withRps = Math.round((first.requestsPerSecond + second.requestsPerSecond) / 2);
    const spread = withRps ? Math.abs(first.requestsPerSecond - second.requestsPerSecond) / withRps : 0;
    const tolerance = Math.max(0.05, Math.ceil(spread * 100) / 100);
    // Two runs with the studio that differ by more than a fifth: the machine is too busy for a verdict.
    const measurable = spread <= 0.2;
    return [
      {
        name: without.name,
        path: without.path,
        withRps,
        withoutRps: without.requestsPerSecond,
        runs: [first.requestsPerSecond, second.requestsPerSecond],
        spread,
        ratio: withRps / without.requestsPerSecond,
        measurable,
        bytesWith: first.htmlBytes,
        bytesWithout: without.htmlBytes,
        p99With: Math.max(first.latencyMs.p99, second.latencyMs.p99),
        p99Without: without.latencyMs.p99,
        target: { label: `${without.name} rendered with the studio up / without it (req/s)`, min: Math.round((1 - tolerance) * 100) / 100, unit: '' },
      },
    ];
  });
}

export function renderMarkdown(results, { chart } = {}) {
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
  const measured = all.filter((c) => c.result === 'pass' || c.result === 'short');
  const unjudged = all.length - measured.length;
  out.push(`**${measured.length - short.length} of ${measured.length} targets met**${unjudged ? ` (${unjudged} more figure${unjudged > 1 ? 's' : ''} without a verdict: see the list)` : ''}. Every figure with its target is listed at the end; what was tried and what is left, with owners: \`bench/README.md\`.`);
  out.push('');
  if (chart) {
    out.push(`![Every figure as a fraction of its target, pass or short](${chart})`);
    out.push('');
    out.push(`The chart ([${chart}](${chart})) draws every figure with a target as a fraction of it (1 = the target, longer is better; a circle is a pass, a triangle is short).`);
    out.push('');
  }

  out.push('## Lighthouse 13 (mobile preset, throttling applied to the real load: `devtools`, Debian Chromium)');
  out.push('');
  if (results.lighthouse?.protocol) {
    out.push(`Served over ${results.lighthouse.protocol}, as nginx serves visitors (\`tools/bench/lib/http2-edge.mjs\`).`);
    out.push('');
  }
  if (results.lighthouse?.pages?.length) {
    out.push(
      table(
        ['Page', 'Locale', 'Path', 'Score', 'Simulated score (information)', 'FCP', 'LCP (<= 2.0 s)', 'CLS (0)', 'TBT (<= 100 ms)', 'Total bytes', 'JS bytes'],
        results.lighthouse.pages.map((p) => [
          p.template,
          p.locale,
          `\`${p.path}\``,
          p.score?.toFixed(2) ?? 'n/a',
          p.simulatedScore?.toFixed(2) ?? 'n/a',
          ms(p.fcpMs),
          `${ms(p.lcpMs)} ${mark(verdict(targets.lcpMs, p.lcpMs))}`,
          `${p.cls?.toFixed(3)} ${mark(verdict(targets.cls, p.cls))}`,
          `${ms(p.tbtMs)} ${mark(verdict(targets.tbtMs, p.tbtMs))}`,
          kb(p.totalBytes),
          kb(p.jsBytes),
        ]),
      ),
    );
  } else out.push(results.lighthouse?.note ?? 'Not run.');
  for (const skipped of results.pages?.skipped ?? []) out.push(`- skipped: ${skipped.template} (${skipped.locale})${skipped.path ? ` \`${skipped.path}\`` : ''}: ${skipped.reason}`);
  out.push('');

  out.push(...browserFirstLoadTable(results));
  out.push("## First-load JavaScript per route (from Vite's build manifest)");
  out.push('');
  const rows = [];
  for (const [app, routes] of Object.entries(results.firstLoad?.apps ?? {})) {
    for (const route of routes ?? []) {
      rows.push([app, `\`${route.path}\``, route.id, kb(route.raw), kb(route.gzip), kb(route.brotli), String(route.files.length)]);
    }
  }
  out.push(rows.length ? table(['App', 'Route', 'Module', 'Raw', 'Gzip', 'Brotli', 'Files'], rows) : 'No client build found.');
  out.push('');

  out.push('## Server rendering against the same HTML as a static file (same process, same run)');
  out.push('');
  if (results.ssr?.pages?.length) {
    out.push(
      table(
        ['Page', 'Path', 'Rendered req/s (home >= 300)', 'Rendered p50 / p99 (home <= 100 ms)', 'Static req/s', 'Static p50 / p99', 'Rendered / static', 'HTML', 'HTML brotli as served (home <= 12 KB)'],
        results.ssr.pages.map((p) => [
          p.name,
          `\`${p.path}\``,
          `${p.ssr.requestsPerSecond}${p.name === 'home' ? ` ${mark(verdict(targets.renderRps, p.ssr.requestsPerSecond))}` : ''}`,
          `${p.ssr.latencyMs.p50} / ${p.ssr.latencyMs.p99} ms${p.name === 'home' ? ` ${mark(verdict(targets.renderP99Ms, p.ssr.latencyMs.p99))}` : ''}`,
          String(p.static.requestsPerSecond),
          `${p.static.latencyMs.p50} / ${p.static.latencyMs.p99} ms`,
          p.ratio.toFixed(2),
          kb(p.htmlBytes),
          `${kb(p.htmlBrotliBytes)}${p.name === 'home' ? ` ${mark(verdict(targets.homeHtmlBrotli, p.htmlBrotliBytes))}` : ''}`,
        ]),
      ),
    );
    out.push('');
    out.push(
      'Every request is rendered (the app servers keep no page cache; a CDN or the edge caches what the pages\' Cache-Control allows). ' +
        'The static file is the same HTML served by the same process.',
    );
  } else out.push(results.ssr?.note ?? 'Not run.');
  out.push('');

  out.push('## Prometheus metrics: home render throughput on and off (tracing off)');
  out.push('');
  if (results.overhead) {
    const o = results.overhead;
    out.push(
      table(
        ['Metrics on (req/s)', 'METRICS=off (req/s)', 'Difference (<= 5 %)', 'Runs on / off'],
        [[String(o.metricsOn), String(o.metricsOff), `${o.differencePercent} % ${mark(verdict(targets.metricsOverheadPercent, o.differencePercent))}`, `${o.runs.on.join(', ')} / ${o.runs.off.join(', ')}`]],
      ),
    );
    out.push('');
    out.push('A second brand-site server against the same data service, restarted for each run, alternating off and on. Tracing is off (no OTEL_EXPORTER_OTLP_ENDPOINT): the OpenTelemetry SDK is not loaded.');
  } else out.push('Not run.');
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

  out.push('### Side by side: the SPEC §7 collections query on Strapi 5');
  out.push('');
  const strapi = results.strapi;
  if (!strapi) out.push('Not run.');
  else if (strapi.skipped) out.push(`Skipped: ${strapi.skipped}. Set \`STRAPI_URL\` (and \`STRAPI_TOKEN\`, \`STRAPI_STATUS_FIELD\`; \`npm run bench -- --help\`) to measure it.`);
  else {
    const ours = (results.api?.runs ?? []).filter((r) => r.name === 'collections');
    out.push(
      table(
        ['Server', 'Query', 'req/s', 'p50', 'p99', 'Non-2xx'],
        [
          ...ours.map((r) => [`this data service (${r.database})`, `\`${r.path}\``, String(r.requestsPerSecond), `${r.latencyMs.p50} ms`, `${r.latencyMs.p99} ms`, String(r.non2xx)]),
          ['Strapi 5', `\`${strapi.path}\``, String(strapi.requestsPerSecond), `${strapi.latencyMs.p50} ms`, `${strapi.latencyMs.p99} ms`, String(strapi.non2xx)],
        ],
      ),
    );
    out.push('');
    out.push(`Same load (${strapi.connections} connections, ${strapi.durationS} s); Strapi at ${strapi.base}, ${strapi.entries} collections in its answer. Strapi runs wherever STRAPI_URL points: compare only when it runs on this machine.`);
  }
  out.push('');

  out.push('## Studio and campaign operations against the public pages');
  out.push('');
  const iso = results.isolation;
  if (iso?.bytes) {
    const bytes = iso.bytes;
    out.push(
      `**Bytes (exact):** ${bytes.found} finds of studio or campaign-operation code in the ${bytes.publicFiles} client files of the brand site and the campaign app ` +
        `(every file any page may load, islands included) and in the HTML of the ${bytes.pages} measured pages. Each signature is first found in the studio's own build (${bytes.studioFiles} files), so it still detects what it names:`,
    );
    out.push('');
    out.push(
      table(
        ['Signature', 'Searched for', "In the studio's build", 'In public files', 'In public pages'],
        bytes.signatures.map((s) => [s.name, `\`${s.text}\``, s.inStudio ? 'found' : '**not found: stale signature**', s.inPublicFiles.join(', ') || 'none', s.inPublicPages.join(', ') || 'none']),
      ),
    );
    out.push('');
    const rows = isolationRows(results);
    if (rows.length) {
      out.push(
        '**Render time (measured):** each public page rendered on every request , on the composed site with the studio server up (two runs) ' +
          'and then on the data service, brand site and campaign app alone, without the studio, from the same snapshot. The data service carries its studio and campaign-operation routes in both ' +
          '(they are not a separate build). Read "adds nothing" as: not slower by more than the spread of the two runs with the studio (at least 5 %).',
      );
      out.push('');
      out.push(
        table(
          ['Page', 'With the studio: req/s (two runs)', 'Without: req/s', 'With / without', 'p99 with / without', 'HTML bytes with / without'],
          rows.map((r) => [
            `${r.name} \`${r.path}\``,
            `${r.withRps} (${r.runs.join(', ')})`,
            String(r.withoutRps),
            r.measurable ? `${r.ratio.toFixed(2)} ${mark(verdict(r.target, r.ratio))} (>= ${r.target.min})` : `${r.ratio.toFixed(2)} (runs ${Math.round(r.spread * 100)} % apart: no verdict)`,
            `${r.p99With} / ${r.p99Without} ms`,
            `${r.bytesWith} / ${r.bytesWithout}`,
          ]),
        ),
      );
    } else if (iso.note) out.push(iso.note);
  } else out.push('Not run.');
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
