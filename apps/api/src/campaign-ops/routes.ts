import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuditActor, Permission } from '../staff';
import type { CampaignOps } from './service';

export interface CampaignOpsRouteOptions {
  ops: CampaignOps;
  /** The studio's own check (studio/routes.ts): session, second factor, role; refusals audited. */
  authorize: (request: FastifyRequest, reply: FastifyReply, permission: Permission) => Promise<AuditActor | null>;
  answer: (reply: FastifyReply, work: () => Promise<unknown>) => Promise<unknown>;
}

/**
 * /api/studio/campaigns: slots and quotas, registrations, PDPO and the dashboard.
 * Every route needs `campaigns.write` (campaign manager, admin): an editor sees
 * none of it, registrations above all.
 */
export function campaignOpsRoutes(app: FastifyInstance, { ops, authorize, answer }: CampaignOpsRouteOptions) {
  const slugOf = (request: FastifyRequest) => (request.params as { slug: string }).slug;
  const idOf = (request: FastifyRequest) => {
    const id = Number((request.params as { id: string }).id);
    return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : -1;
  };

  app.get('/api/studio/campaigns', async (request, reply) => {
    if (!(await authorize(request, reply, 'campaigns.write'))) return reply;
    return answer(reply, () => ops.campaigns());
  });

  app.get('/api/studio/campaigns/:slug/slots', async (request, reply) => {
    if (!(await authorize(request, reply, 'campaigns.write'))) return reply;
    return answer(reply, () => ops.slots(slugOf(request)));
  });

  app.post('/api/studio/campaigns/:slug/slots', async (request, reply) => {
    const actor = await authorize(request, reply, 'campaigns.write');
    if (!actor) return reply;
    return answer(reply, () => ops.addSlot(actor, slugOf(request), request.body));
  });

  app.put('/api/studio/campaigns/:slug/slots/:id/quota', async (request, reply) => {
    const actor = await authorize(request, reply, 'campaigns.write');
    if (!actor) return reply;
    return answer(reply, () => ops.setQuota(actor, slugOf(request), idOf(request), request.body));
  });

  app.post('/api/studio/campaigns/:slug/slots/:id/close', async (request, reply) => {
    const actor = await authorize(request, reply, 'campaigns.write');
    if (!actor) return reply;
    return answer(reply, () => ops.setClosed(actor, slugOf(request), idOf(request), true, request.body));
  });

  app.post('/api/studio/campaigns/:slug/slots/:id/reopen', async (request, reply) => {
    const actor = await authorize(request, reply, 'campaigns.write');
    if (!actor) return reply;
    return answer(reply, () => ops.setClosed(actor, slugOf(request), idOf(request), false, request.body));
  });

  app.get('/api/studio/campaigns/:slug/registrations', async (request, reply) => {
    if (!(await authorize(request, reply, 'campaigns.write'))) return reply;
    const q = String((request.query as { q?: unknown }).q ?? '');
    return answer(reply, () => ops.searchRegistrations(slugOf(request), q));
  });

  app.get('/api/studio/campaigns/:slug/registrations.csv', async (request, reply) => {
    const actor = await authorize(request, reply, 'campaigns.write');
    if (!actor) return reply;
    const slug = slugOf(request);
    const csv = await answer(reply, () => ops.exportCsv(actor, slug));
    if (reply.sent || reply.statusCode >= 400) return csv;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${slug}-registrations.csv"`)
      .send((csv as { data: string }).data);
  });

  app.get('/api/studio/campaigns/:slug/opt-outs', async (request, reply) => {
    if (!(await authorize(request, reply, 'campaigns.write'))) return reply;
    return answer(reply, () => ops.optOuts(slugOf(request)));
  });

  app.get('/api/studio/campaigns/:slug/registrations/:id', async (request, reply) => {
    if (!(await authorize(request, reply, 'campaigns.write'))) return reply;
    return answer(reply, () => ops.registration(slugOf(request), idOf(request)));
  });

  app.post('/api/studio/campaigns/:slug/registrations/:id/opt-out', async (request, reply) => {
    const actor = await authorize(request, reply, 'campaigns.write');
    if (!actor) return reply;
    return answer(reply, () => ops.recordOptOut(actor, slugOf(request), idOf(request)));
  });

  app.post('/api/studio/campaigns/:slug/purge', async (request, reply) => {
    const actor = await authorize(request, reply, 'campaigns.write');
    if (!actor) return reply;
    return answer(reply, () => ops.purge(actor, slugOf(request), request.body));
  });

  app.get('/api/studio/campaigns/:slug/dashboard', async (request, reply) => {
    if (!(await authorize(request, reply, 'campaigns.write'))) return reply;
    return answer(reply, () => ops.dashboard(slugOf(request)));
  });
}
