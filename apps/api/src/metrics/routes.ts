import type { FastifyInstance } from 'fastify';
import { httpRequestDuration, registry } from './metrics';

/**
 * `GET /metrics` in Prometheus's text format, on the service's own port. The local router and the
 * nginx edge route only `/api/...` here and refuse `/metrics` themselves, so visitors never reach
 * it (docs/observability.md). Every request is timed by its route template, never its raw URL.
 */
export async function metricsRoutes(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    httpRequestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', async (_request, reply) => {
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}

// Like fastify-plugin: the timing hook applies to every route of the server, not only inside this plugin.
(metricsRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
