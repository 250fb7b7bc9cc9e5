import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { collectProcessMetrics } from '@oriel/server/process-metrics';

/**
 * The data service's Prometheus metrics (docs/observability.md). One registry per process, as
 * prom-client is meant to be used: areas count their events here and `GET /metrics` on the
 * service's own port serves them. Labels are few and bounded (route templates, never raw URLs;
 * campaign slugs, a few dozen at most).
 */
export const registry = new Registry();
// Event-loop lag, heap, resident memory, GC and handles, as on the app servers.
collectProcessMetrics(registry);

export const httpRequestDuration = new Histogram({
  name: 'http_server_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route template and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const dbQueryDuration = new Histogram({
  name: 'db_query_duration_seconds',
  help: 'Time of one database query, by outcome (ok or error).',
  labelNames: ['outcome'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
  registers: [registry],
});

export const otpCodes = new Counter({
  name: 'otp_codes_total',
  help: 'One-time codes by event (sent, failed to deliver, refused by a limit or the breaker, verified, rejected as wrong or expired) and channel.',
  labelNames: ['event', 'channel'] as const,
  registers: [registry],
});

export const messagesDelivered = new Counter({
  name: 'messages_total',
  help: 'Booking messages by transport, channel and outcome: sent, retried (sent after a failure), failed (to be retried) or held by the SMS circuit breaker.',
  labelNames: ['transport', 'channel', 'outcome'] as const,
  registers: [registry],
});

export const bookingEvents = new Counter({
  name: 'bookings_total',
  help: 'Bookings made, moved and cancelled, by campaign.',
  labelNames: ['campaign', 'event'] as const,
  registers: [registry],
});

export const cacheLookups = new Counter({
  name: 'cache_lookups_total',
  help: 'Look-ups of the content cache, by outcome (hit or miss).',
  labelNames: ['cache', 'outcome'] as const,
  registers: [registry],
});

export const rumReports = new Counter({
  name: 'rum_reports_total',
  help: 'Real-user reports received from the apps: web vitals and client errors, stored or refused.',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});

/** What a scrape reads from the database and the pool at that moment (set by `observe*`). */
interface Sources {
  pool?: () => { total: number; idle: number; waiting: number };
  jobs?: () => Promise<{ queue: string; state: string; count: number; oldestSeconds: number }[]>;
  ready?: () => Promise<boolean>;
}
const sources: Sources = {};

/** The connection pool's state at each scrape. */
export function observePool(read: NonNullable<Sources['pool']>): void {
  sources.pool = read;
}

/** The job queue's depth and age per job kind at each scrape. */
export function observeJobQueue(read: NonNullable<Sources['jobs']>): void {
  sources.jobs = read;
}

/** Readiness at each scrape, as `GET /readyz` answers it. */
export function observeReadiness(read: NonNullable<Sources['ready']>): void {
  sources.ready = read;
}

new Gauge({
  name: 'service_ready',
  help: 'Whether this data service is ready, as GET /readyz says: 1 once started (database reached, migrated, seeded) while the database answers, else 0.',
  registers: [registry],
  async collect() {
    if (!sources.ready) return;
    this.set((await sources.ready().catch(() => false)) ? 1 : 0);
  },
});

new Gauge({
  name: 'db_pool_connections',
  help: 'Database connections of this process, by state (total, idle, waiting for a connection).',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const pool = sources.pool?.();
    if (!pool) return;
    this.set({ state: 'total' }, pool.total);
    this.set({ state: 'idle' }, pool.idle);
    this.set({ state: 'waiting' }, pool.waiting);
  },
});

// One query at each scrape sets both job gauges; the depth's collect runs first (registration order).
const jobAge = new Gauge({
  name: 'job_queue_oldest_age_seconds',
  help: 'Age of the oldest job waiting to run (created or retry), by job kind.',
  labelNames: ['queue'] as const,
});
new Gauge({
  name: 'job_queue_jobs',
  help: 'Jobs in the queue by job kind and state (created, retry, active, failed).',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
  async collect() {
    if (!sources.jobs) return;
    const rows = await sources.jobs().catch(() => []);
    this.reset();
    jobAge.reset();
    const oldest = new Map<string, number>();
    for (const row of rows) {
      this.set({ queue: row.queue, state: row.state }, row.count);
      const waiting = row.state === 'created' || row.state === 'retry';
      oldest.set(row.queue, Math.max(oldest.get(row.queue) ?? 0, waiting ? row.oldestSeconds : 0));
    }
    for (const [queue, seconds] of oldest) jobAge.set({ queue }, seconds);
  },
});
registry.registerMetric(jobAge);
