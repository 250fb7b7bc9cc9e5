import type { NextFunction, Request, Response } from 'express';
import { Histogram, Registry } from 'prom-client';
import { type ServerBuild, matchRoutes } from 'react-router';
import { z } from 'zod';
import { collectProcessMetrics } from './process-metrics';

/**
 * `METRICS=off` leaves the timing and `/metrics` out of an app server (a site nobody scrapes;
 * the bench's overhead figure, tools/bench). On by default.
 */
export function metricsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const parsed = z.enum(['on', 'off']).default('on').safeParse(env.METRICS === '' ? undefined : env.METRICS);
  if (!parsed.success) throw new Error(`Invalid app-server configuration:\n  METRICS: expected on or off`);
  return parsed.data === 'on';
}

/**
 * An app server's Prometheus metrics (docs/observability.md): request time by React Router route
 * template (route ids without their locale suffix: `fragrance.product`, never the URL), status
 * and method, plus the process's event-loop lag, heap and resident memory. Served on the app's
 * own port at `/metrics`; the router and the edge refuse that path on the public port.
 */
export function createAppMetrics(build: ServerBuild | (() => Promise<ServerBuild>)) {
  const registry = new Registry();
  collectProcessMetrics(registry);
  const duration = new Histogram({
    name: 'http_server_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  let routes: RouteMatcher | null = null;
  const matcherOf = async () => (routes ??= routeMatcher(typeof build === 'function' ? await build() : build));
  // Matching a path against the whole route tree costs about 2 ms (React Router flattens the
  // tree on every call), a twentieth of a home render: each path's label is kept once found.
  // Bounded, so a crawl of made-up paths cannot grow it without end.
  const labels = new Map<string, string>();
  const labelOf = (pathname: string, match: RouteMatcher) => {
    let label = labels.get(pathname);
    if (label === undefined) {
      label = routeLabel(pathname, match);
      if (labels.size >= 2000) labels.clear();
      labels.set(pathname, label);
    }
    return label;
  };

  return {
    registry,
    /** Times every request once it has been answered. */
    timing(req: Request, res: Response, next: NextFunction) {
      const end = duration.startTimer({ method: req.method });
      res.once('finish', () => {
        void matcherOf().then((match) => end({ route: labelOf(req.path, match), status_code: String(res.statusCode) }));
      });
      next();
    },
    async serve(_req: Request, res: Response) {
      res.set('Cache-Control', 'no-store').type(registry.contentType).send(await registry.metrics());
    },
  };
}

type RouteMatcher = (pathname: string) => string | undefined;

/** Assets, health and metrics by their kind; pages by the template of the route React Router picks. */
function routeLabel(pathname: string, match: RouteMatcher): string {
  if (/\/assets\//.test(pathname)) return 'assets';
  if (pathname === '/healthz' || pathname === '/readyz' || pathname === '/metrics') return pathname;
  const id = match(pathname.replace(/\.data$/, '').replace(/\/_root$/, '/') || '/');
  return id ? id.replace(/\.(en|tc)$/, '') : 'unmatched';
}

/** The leaf route id for a path, from the server build's route manifest (React Router's own matcher). */
function routeMatcher(build: ServerBuild): RouteMatcher {
  type Node = { id: string; path?: string; index?: boolean; children: Node[] };
  const nodes = new Map<string, Node>();
  for (const route of Object.values(build.routes)) if (route) nodes.set(route.id, { id: route.id, path: route.path, index: route.index, children: [] });
  const roots: Node[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return (pathname) => matchRoutes(roots as never, pathname)?.at(-1)?.route.id as string | undefined;
}
