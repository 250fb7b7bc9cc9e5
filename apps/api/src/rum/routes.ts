import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rumBeaconSchema } from '@oriel/contracts/rum';
import { apiError } from '../http/errors';
import { createRateLimiter, sendRateLimited } from '../http/rate-limit';
import { rumReports } from '../metrics/metrics';
import type { StudioAreaRoutes } from '../staff';
import { type RumContext, listClientErrors, storeClientError, storeVitals, summariseVitals } from './service';


/**
 * `POST /api/rum`: what the apps' `/rum` routes forward of a visitor's beacon (web vitals or a
 * client error), validated, rate-limited per client address, stored aggregated (service.ts).
 */
export async function rumRoutes(app: FastifyInstance, { ipLimit = 120, ...context }: RumContext & { ipLimit?: number }) {
  const limiter = createRateLimiter(context.db, context.clock);
  // Beacons per client address and 10 minutes (RUM_IP_LIMIT): a visitor sends one or two per page view.
  const beaconLimit = { bucket: 'rum-beacon-ip', limit: ipLimit, windowSeconds: 600 };
  app.post('/api/rum', { bodyLimit: 8 * 1024 }, async (request, reply) => {
    const parsed = rumBeaconSchema.safeParse(request.body);
    if (!parsed.success) {
      rumReports.inc({ kind: 'unknown', outcome: 'invalid' });
      return apiError(reply, 400, 'Not a web-vitals or client-error report.', { code: 'invalid_input' });
    }
    const beacon = parsed.data;
    const allowed = await limiter.hit(beaconLimit, request.ip);
    if (!allowed.allowed) {
      rumReports.inc({ kind: beacon.kind, outcome: 'rate_limited' });
      return sendRateLimited(reply, allowed);
    }
    if (beacon.kind === 'vitals') await storeVitals(context, beacon);
    else await storeClientError(context, beacon);
    rumReports.inc({ kind: beacon.kind, outcome: 'stored' });
    return reply.code(204).send();
  });
}

const windowQuery = z.object({ days: z.enum(['7', '28']).default('28') });

/** The studio's pages: web vitals for every member of staff, client errors for admins. */
export function rumStudioRoutes(context: RumContext): StudioAreaRoutes {
  return (app, authorize) => {
    app.get('/api/studio/web-vitals', async (request, reply) => {
      if (!(await authorize(request, reply, 'content.read'))) return reply;
      const query = windowQuery.safeParse(request.query);
      if (!query.success) return apiError(reply, 400, 'Ask for 7 or 28 days.');
      reply.header('cache-control', 'private, no-store');
      return { data: await summariseVitals(context, Number(query.data.days)) };
    });
    app.get('/api/studio/client-errors', async (request, reply) => {
      if (!(await authorize(request, reply, 'monitoring.read'))) return reply;
      reply.header('cache-control', 'private, no-store');
      return { data: await listClientErrors(context) };
    });
  };
}
