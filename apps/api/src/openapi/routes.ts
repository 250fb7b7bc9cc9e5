import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildOpenApiDocument } from './document';

export interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * Records every route registered after this call (Fastify `onRoute`), so the OpenAPI test can check
 * that none is missing from the document. Call it first in `buildServer`.
 */
export function collectRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  app.decorate('registeredRoutes', routes);
  return routes;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the service (see collectRoutes). */
    registeredRoutes: RegisteredRoute[];
  }
}

export async function openApiRoutes(app: FastifyInstance) {
  const body = JSON.stringify(buildOpenApiDocument());
  app.get('/api/openapi.json', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').type('application/json; charset=utf-8').send(body),
  );
}
