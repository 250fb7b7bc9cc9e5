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

/** Fastify's `/api/x/:slug` and `/api/media/:hash/*` in OpenAPI form. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');

/**
 * Serves the document, without the operations this instance does not register (the development
 * outbox routes exist only with OTP_TRANSPORT=outbox).
 */
export async function openApiRoutes(app: FastifyInstance) {
  let body: string | undefined;
  app.get('/api/openapi.json', async (_request, reply) => {
    if (!body) {
      const registered = new Set(app.registeredRoutes.map((r) => `${r.method.toLowerCase()} ${openApiPath(r.url)}`));
      const document = buildOpenApiDocument();
      const paths = Object.fromEntries(
        Object.entries(document.paths)
          .map(([path, item]) => [path, Object.fromEntries(Object.entries(item as object).filter(([method]) => registered.has(`${method} ${path}`)))])
          .filter(([, item]) => Object.keys(item as object).length > 0),
      );
      body = JSON.stringify({ ...document, paths });
    }
    return reply.header('cache-control', 'public, max-age=300').type('application/json; charset=utf-8').send(body);
  });
}
