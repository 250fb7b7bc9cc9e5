import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { registry } from '../../apps/api/src/metrics/metrics';

// No container can run here, so the observability files are checked as files: the alert rules and
// the dashboard parse, and every metric they query is one a server exposes (a renamed metric would
// otherwise leave an alert silent for ever).

// Vitest runs from the repository's root.
const read = (path: string) => readFileSync(join(process.cwd(), path), 'utf8');

/** Metric names a PromQL expression reads: labels, functions, keywords and numbers left out. */
export function metricNames(expr: string): string[] {
  const withoutLabels = expr
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/"[^"]*"/g, ' ');
  const functions = new Set(['sum', 'rate', 'irate', 'increase', 'max', 'min', 'avg', 'count', 'histogram_quantile', 'and', 'or', 'unless', 'by', 'abs', 'topk', 'bottomk', 'le']);
  return [...new Set(withoutLabels.match(/[a-zA-Z_:][a-zA-Z0-9_:]*/g) ?? [])].filter((token) => !functions.has(token));
}

async function exposedNames(): Promise<Set<string>> {
  const names = new Set(['up']);
  for (const metric of await registry.getMetricsAsJSON()) {
    names.add(metric.name);
    if (metric.type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${metric.name}${suffix}`);
    if (metric.type === 'summary') for (const suffix of ['_sum', '_count']) names.add(`${metric.name}${suffix}`);
  }
  return names;
}

describe('deploy/ observability files', () => {
  it('reads the metric names of an expression', () => {
    expect(metricNames('sum by (job) (rate(http_server_request_duration_seconds_count{status_code=~"5.."}[5m])) > 0.02')).toEqual(['http_server_request_duration_seconds_count']);
  });

  it('the alert rules parse and query only metrics the servers expose', async () => {
    const exposed = await exposedNames();
    const rules = parse(read('deploy/prometheus/alerts.yml')) as { groups: { rules: { alert: string; expr: string; for?: string }[] }[] };
    const all = rules.groups.flatMap((group) => group.rules);
    expect(all.map((rule) => rule.alert)).toEqual(expect.arrayContaining(['ServerNotReady', 'HighServerErrorRate', 'SlowResponses', 'BookingErrors', 'SmsDeliveryFailing', 'JobQueueBehind']));
    for (const rule of all) {
      const names = metricNames(rule.expr);
      expect(names.length, rule.alert).toBeGreaterThan(0);
      for (const name of names) expect(exposed.has(name), `${rule.alert}: ${name}`).toBe(true);
    }
  });

  it('the dashboard parses and queries only metrics the servers expose', async () => {
    const exposed = await exposedNames();
    const dashboard = JSON.parse(read('deploy/grafana/dashboards/oriel-overview.json')) as { panels: { title: string; targets: { expr: string }[] }[] };
    expect(dashboard.panels.length).toBeGreaterThan(5);
    for (const panel of dashboard.panels) {
      for (const target of panel.targets) for (const name of metricNames(target.expr)) expect(exposed.has(name), `${panel.title}: ${name}`).toBe(true);
    }
  });

  it('Prometheus scrapes every server, and compose mounts the files it names', () => {
    const config = parse(read('deploy/prometheus/prometheus.yml')) as { scrape_configs: { job_name: string }[]; rule_files: string[] };
    expect(config.scrape_configs.map((job) => job.job_name).sort()).toEqual(['api', 'brand-site', 'discovery-trial', 'studio']);
    const compose = parse(read('compose.yaml')) as { services: Record<string, { profiles?: string[]; volumes?: string[] }> };
    expect(compose.services.prometheus?.profiles).toEqual(['observability']);
    expect(compose.services.prometheus?.volumes).toContain('./deploy/prometheus/alerts.yml:/etc/prometheus/alerts.yml:ro');
    expect(compose.services.grafana?.volumes).toContain('./deploy/grafana/dashboards:/var/lib/grafana/dashboards:ro');
  });
});
