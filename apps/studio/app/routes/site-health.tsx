import { Link, useLoaderData } from 'react-router';
import { type ClientErrorRow, type WebVitalName, type WebVitalsSummaryRow, webVitalNames, webVitalThresholds } from '@oriel/contracts/rum';
import { PageHeader } from '../components/admin-ui';
import { inHongKong } from '../lib/moment';
import { required, studioApi } from '../lib/api.server';
import type { Route } from './+types/site-health';

export function meta() {
  return [{ title: 'Site health · Studio' }];
}

/**
 * What real visitors experience (docs/observability.md): the 75th percentile of each Core Web
 * Vital per page template and language over 7 or 28 days, against Google's thresholds; and, for
 * admins, the errors their browsers met, each with the release that first showed it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const days = new URL(request.url).searchParams.get('days') === '7' ? 7 : 28;
  const [vitals, errorAnswer] = await Promise.all([
    required(request, studioApi<WebVitalsSummaryRow[]>(request, `/api/studio/web-vitals?days=${days}`)),
    studioApi<ClientErrorRow[]>(request, '/api/studio/client-errors'),
  ]);
  // Client errors are for admins: others see the web vitals alone.
  const errors = errorAnswer.ok || errorAnswer.status !== 403 ? await required(request, Promise.resolve(errorAnswer)) : null;
  return { days, vitals, errors };
}

type Rating = 'good' | 'needs improvement' | 'poor';
function rate(metric: WebVitalName, value: number): Rating {
  const { good, poor } = webVitalThresholds[metric];
  return value <= good ? 'good' : value <= poor ? 'needs improvement' : 'poor';
}
const shown = (metric: WebVitalName, value: number) => (metric === 'CLS' ? value.toFixed(2) : `${Math.round(value).toLocaleString('en-HK')} ms`);
const threshold = (metric: WebVitalName) => {
  const { good, poor } = webVitalThresholds[metric];
  return metric === 'CLS' ? `good ≤ ${good}, poor > ${poor}` : `good ≤ ${good} ms, poor > ${poor} ms`;
};

export default function SiteHealth() {
  const { days, vitals, errors } = useLoaderData<typeof loader>();
  const rows = new Map<string, { template: string; locale: string; cells: Partial<Record<WebVitalName, WebVitalsSummaryRow>> }>();
  for (const row of vitals) {
    const key = `${row.template}|${row.locale}`;
    const entry = rows.get(key) ?? { template: row.template, locale: row.locale, cells: {} };
    entry.cells[row.metric] = row;
    rows.set(key, entry);
  }
  return (
    <>
      <PageHeader title="Site health">
        <nav aria-label="Period" className="studio-segmented">
          <Link to="?days=7" aria-current={days === 7 ? 'page' : undefined}>
            Last 7 days
          </Link>
          <Link to="?days=28" aria-current={days === 28 ? 'page' : undefined}>
            Last 28 days
          </Link>
        </nav>
      </PageHeader>
      <section aria-labelledby="vitals-heading">
        <h2 id="vitals-heading">What visitors experience (75th percentile, last {days} days)</h2>
        <p className="studio-hint">
          Measured in real visitors&apos; browsers on a sample of page views. A page template is good when three visits in four are at least this fast. Thresholds:{' '}
          {webVitalNames.map((name) => `${name} ${threshold(name)}`).join(' · ')}.
        </p>
        {rows.size === 0 ? (
          <p role="status">No visits have been measured in this period yet. Figures appear as visitors browse the site.</p>
        ) : (
          <table className="studio-table">
            <thead>
              <tr>
                <th scope="col">Page template</th>
                <th scope="col">Language</th>
                {webVitalNames.map((name) => (
                  <th key={name} scope="col">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...rows.values()].map((row) => (
                <tr key={`${row.template}|${row.locale}`}>
                  <th scope="row">{row.template}</th>
                  <td>{row.locale === 'tc' ? 'Chinese' : 'English'}</td>
                  {webVitalNames.map((name) => {
                    const cell = row.cells[name];
                    if (!cell) return <td key={name}>—</td>;
                    const rating = rate(name, cell.p75);
                    return (
                      <td key={name} data-rating={rating}>
                        {shown(name, cell.p75)} <span className="studio-rating">({rating}, {cell.samples} visits)</span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {errors ? (
        <section aria-labelledby="errors-heading">
          <h2 id="errors-heading">Errors in visitors&apos; browsers</h2>
          {errors.length === 0 ? (
            <p role="status">No errors have been reported by visitors&apos; browsers.</p>
          ) : (
            <table className="studio-table">
              <thead>
                <tr>
                  <th scope="col">Error</th>
                  <th scope="col">Page template</th>
                  <th scope="col">Times</th>
                  <th scope="col">First seen (Hong Kong)</th>
                  <th scope="col">Last seen (Hong Kong)</th>
                  <th scope="col">Release that introduced it</th>
                  <th scope="col">Latest browser</th>
                </tr>
              </thead>
              <tbody>
                {errors.map((e) => (
                  <tr key={e.fingerprint}>
                    <td>
                      <strong>{e.type === 'hydration' ? 'Page did not match the server' : e.type === 'render' ? 'Page failed to draw' : e.type === 'unhandledrejection' ? 'Unhandled failure' : 'Script error'}</strong>
                      <br />
                      <code>{e.message}</code>
                    </td>
                    <td>{e.template}</td>
                    <td>{e.count.toLocaleString('en-HK')}</td>
                    <td>{inHongKong(e.firstSeen)}</td>
                    <td>{inHongKong(e.lastSeen)}</td>
                    <td>
                      <code>{e.firstRelease}</code>
                      {e.lastRelease !== e.firstRelease ? (
                        <>
                          {' '}
                          (still in <code>{e.lastRelease}</code>)
                        </>
                      ) : null}
                    </td>
                    <td>{e.browser}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ) : null}
    </>
  );
}
