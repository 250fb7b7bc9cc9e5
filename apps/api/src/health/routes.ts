import type { FastifyInstance, FastifyReply } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { readSiteContentVersion } from '../content';
import { observeReadiness } from '../metrics/metrics';

/** Whether start-up has finished (database reached, migrated, seeded), and what it waits for otherwise. */
export interface Readiness {
  ready: boolean;
  waitingFor?: string;
}

/**
 * Health for load balancers and orchestrators (docs/deployment.md "Health"):
 * - `GET /healthz`: liveness, 200 while the process serves HTTP (no database call);
 * - `GET /readyz`: readiness, 200 once start-up has finished and the database answers, 503 otherwise;
 * - `GET /api/health`: the same as /readyz under the public prefix (kept for existing checks);
 * - `GET /api/content-version`: the site's content version (content/version.ts), for whatever
 *   outside this service wants to know that content changed (an edge purge, monitoring).
 */
export async function healthRoutes(app: FastifyInstance, { db, kind, readiness }: { db: Kysely<Database>; kind: string; readiness: Readiness }) {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  const databaseAnswers = () =>
    sql`select 1`.execute(db).then(
      () => true,
      () => false,
    );
  // The same answer for Prometheus (`service_ready`): an instance up but not ready alerts too.
  observeReadiness(async () => readiness.ready && (await databaseAnswers()));
  const ready = async (_request: unknown, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    if (!readiness.ready) return reply.code(503).header('retry-after', '5').send({ status: 'starting', database: kind, waitingFor: readiness.waitingFor });
    if (await databaseAnswers()) return { status: 'ok', database: kind };
    return reply.code(503).send({ status: 'unavailable', database: kind });
  };
  app.get('/readyz', ready);
  app.get('/api/health', ready);
  app.get('/api/content-version', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { version: await readSiteContentVersion(db) };
  });
}
