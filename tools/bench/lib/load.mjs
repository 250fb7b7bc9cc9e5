// HTTP load with autocannon: a short warm-up (JIT, caches, connection pools), then the measured run.
import autocannon from 'autocannon';

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * Requests per second and latency of GET `url` at `connections` connections for `durationS`
 * seconds, after `warmupS` seconds of the same load. Non-2xx answers are counted and reported:
 * a fast error page is not a fast page.
 */
export async function measure(url, { connections = 10, durationS = 10, warmupS = 2, headers = {} } = {}) {
  const options = { url, connections, headers, pipelining: 1 };
  if (warmupS > 0) await run({ ...options, duration: warmupS });
  const result = await run({ ...options, duration: durationS });
  return {
    url,
    connections,
    durationS,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    throughputBytesPerSecond: Math.round(result.throughput.average),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
