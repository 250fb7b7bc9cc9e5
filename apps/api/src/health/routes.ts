import type { FastifyInstance, FastifyReply } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { readSiteContentVersion } from '../content';
import { observeReadiness } from '../metrics/metrics';

/** Whether start-up has finished (database reached, migrated, seeded), and what it waits for otherwise. */
export interface Readiness {
  ready: boolean;
  waitingFor?: string;
  /** Stopping (SIGTERM): still answering, no longer ready for more. */
  stopping?: boolean;
}

/**
 * Health for load balancers and orchestrators (docs/deployment.md "Health"):
 * - `GET /healthz`: liveness, 200 while the process serves HTTP (no database call);
 * - `GET /readyz`: readiness, 200 once start-up has finished and the database answers, 503 otherwise;
 * - `GET /api/health`: the same as /readyz under the public prefix (kept for existing checks),
 *   its status alone;
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
  // On the instance's port the answer says what start-up waits for (a database's host among it);
  // under the public prefix, which the edge lets through, the status alone.
  const ready = (detail: boolean) => async (_request: unknown, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const about = detail ? { database: kind } : {};
    if (readiness.stopping) return reply.code(503).send({ status: 'stopping', ...about });
    if (!readiness.ready) return reply.code(503).header('retry-after', '5').send({ status: 'starting', ...about, ...(detail ? { waitingFor: readiness.waitingFor } : {}) });
    if (await databaseAnswers()) return { status: 'ok', ...about };
    return reply.code(503).send({ status: 'unavailable', ...about });
  };
  app.get('/readyz', ready(true));
  app.get('/api/health', ready(false));
  app.get('/api/content-version', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { version: await readSiteContentVersion(db) };
  });
}
