import { type Registry, collectDefaultMetrics } from 'prom-client';

/**
 * A server's process metrics (docs/observability.md): event-loop lag, heap, resident memory, GC
 * and handles (the nodejs_* and process_* families), on every server's registry alike. The lag is
 * sampled every 100 ms, not every 10 ms (prom-client's default): waking 100 times a second cost an
 * idle process about 1 % of a core, and 10 samples a second are plenty for a scrape's p99.
 */
export function collectProcessMetrics(registry: Registry): void {
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 100 });
}
