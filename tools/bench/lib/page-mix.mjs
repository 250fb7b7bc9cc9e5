// The HTML cache's hit rate under a page mix (issue 19, "Side by side"; decision 233): autocannon
// over the composed site's public pages, as the load script (tools/load/run.mjs) and the bench's
// templates ask for them, in both locales, with a share of visitors who carry cookies (a consent
// choice, a language choice) or credentials. Each answer is classed from what the server says and
// what was sent: `X-Html-Cache: hit|stale` (libs/server/src/html-cache.ts) is an answer from the
// cache; a request with credentials is never served from it (a bypass, by design); any other
// answer was rendered (a miss). Nothing new is exposed: the header already exists on hits.
import autocannon from 'autocannon';
// The pages of tools/load/run.mjs (without its two data-service calls).
import { publicPages as loadScriptPages } from '../../load/pages.mjs';

/** The visitors of the mix: who they are and the headers their browser sends. */
export const visitors = {
  'first visit': {},
  'consent given': { cookie: 'oriel_consent=accepted' },
  'consent, English chosen': { cookie: 'oriel_consent=accepted; i18n_redirected=en' },
  'consent, Chinese chosen': { cookie: 'oriel_consent=accepted; i18n_redirected=tc' },
  'with credentials': { authorization: 'Bearer bench-visitor' },
};

/**
 * The mix: every load-script page and every measured template (both locales) for first visits;
 * returning visitors (consent cookie, some with a language choice) on the home pages, a
 * collection, a product and a campaign; a request with credentials on two pages. In turn, one
 * request each, on every connection.
 */
export function pageMix(templatePages = []) {
  const firstVisit = [...new Set([...loadScriptPages, ...templatePages.map((page) => page.path)])];
  const pick = (template, locale) => templatePages.find((page) => page.template === template && page.locale === locale)?.path;
  const returning = ['/', '/tc', pick('fragrance collection', 'en'), pick('product detail', 'tc'), '/discovery-trial/palais-royal-gardens'].filter(Boolean);
  return [
    ...firstVisit.map((path) => ({ path, visitor: 'first visit' })),
    ...returning.map((path) => ({ path, visitor: 'consent given' })),
    { path: '/', visitor: 'consent, English chosen' },
    { path: '/tc/fragrance', visitor: 'consent, Chinese chosen' },
    ...['/', '/exclusive-rewards'].map((path) => ({ path, visitor: 'with credentials' })),
  ];
}

/** hit (or stale), miss or bypass, from the answer's X-Html-Cache and what was sent. */
export function classify(headers, visitor) {
  // autocannon hands the raw header names over, as the server spelt them.
  const name = Object.keys(headers).find((key) => key.toLowerCase() === 'x-html-cache');
  const state = name ? String(headers[name]).toLowerCase() : undefined;
  if (state === 'hit' || state === 'stale') return 'hit';
  return visitors[visitor]?.authorization ? 'bypass' : 'miss';
}

/**
 * Loads the mix on `base` and counts the answers per class, visitor and page. The hit rate is the
 * share of the requests the cache may answer (no credentials) that it did answer.
 */
export async function measureCacheHitRate(base, mix, { connections = 10, durationS = 10, warmupS = 2 } = {}) {
  // Every page once first, as a visitor would have before: the cache starts warm, as in production.
  for (const { path } of mix) await fetch(`${base}${path}`).then((response) => response.arrayBuffer()).catch(() => undefined);
  const counts = { hit: 0, miss: 0, bypass: 0, non2xx: 0 };
  const byRequest = mix.map((entry) => ({ ...entry, hit: 0, miss: 0, bypass: 0, non2xx: 0 }));
  let counting = false;
  const requests = mix.map((entry, i) => ({
    method: 'GET',
    path: entry.path,
    headers: { accept: 'text/html', 'accept-encoding': 'br, gzip', ...visitors[entry.visitor] },
    onResponse: (status, _body, _context, headers) => {
      if (!counting) return;
      if (status !== 200) {
        counts.non2xx += 1;
        byRequest[i].non2xx += 1;
        return;
      }
      const kind = classify(headers ?? {}, entry.visitor);
      counts[kind] += 1;
      byRequest[i][kind] += 1;
    },
  }));
  // Each connection walks the whole mix from its own starting point: walked from the top by every
  // connection, a short run would only ever ask for the first pages of the list.
  let clients = 0;
  const setupClient = (client) => {
    const offset = (clients++ * Math.max(1, Math.floor(requests.length / connections))) % requests.length;
    client.setRequests([...requests.slice(offset), ...requests.slice(0, offset)]);
  };
  const run = (duration) =>
    new Promise((resolve, reject) =>
      autocannon({ url: base, connections, duration, requests, setupClient }, (error, result) => (error ? reject(error) : resolve(result))),
    );
  if (warmupS > 0) await run(warmupS);
  counting = true;
  const result = await run(durationS);
  counting = false;
  const eligible = counts.hit + counts.miss;
  return {
    connections,
    durationS,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
    counts,
    hitRate: eligible ? counts.hit / eligible : null,
    servedFromCache: counts.hit / Math.max(1, counts.hit + counts.miss + counts.bypass),
    errors: result.errors + result.timeouts,
    byRequest,
  };
}
