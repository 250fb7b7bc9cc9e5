import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** Liveness and readiness for a load balancer: ready means the database answers. */
export async function healthRoutes(app: FastifyInstance, { db, kind }: { db: Kysely<Database>; kind: string }) {
  app.get('/api/health', async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      reply.header('cache-control', 'no-store');
      return { status: 'ok', database: kind };
    } catch {
      return reply.code(503).header('cache-control', 'no-store').send({ status: 'unavailable', database: kind });
    }
  });
}
