import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { releaseEntryRefSchema } from '@oriel/contracts/studio-releases';
import type { Clock } from '../clock';
import { apiError } from '../http/errors';
import type { JobQueue } from '../jobs/queue';
import { type StudioAuthorize, baseVersionIn } from '../staff';
import type { ScheduledRelease, StudioReleases } from './releases';

/** The job that publishes a scheduled release. */
export const scheduledReleaseJob = 'studio.publish-release';

export interface ReleaseRouteOptions {
  releases: StudioReleases;
  authorize: StudioAuthorize;
  answer: (reply: FastifyReply, work: () => Promise<unknown>) => Promise<unknown>;
  clock?: Clock;
  jobs?: JobQueue;
}

/**
 * /api/studio/releases: reading needs `content.read`, every change `content.write` (editors,
 * admins), as publishing an entry does.
 */
export function releaseRoutes(app: FastifyInstance, { releases, authorize, answer, clock, jobs }: ReleaseRouteOptions) {
  jobs?.registerJob<ScheduledRelease>(scheduledReleaseJob, {
    retryLimit: 5,
    handler: async (job) => {
      const outcome = await releases.publishScheduled(job);
      app.log.info({ release: job.id, outcome }, 'scheduled release');
    },
  });

  const idOf = (request: FastifyRequest, reply: FastifyReply) => {
    const id = Number((request.params as { id: string }).id);
    if (Number.isInteger(id) && id > 0 && id < 2 ** 31) return id;
    apiError(reply, 404, 'There is no such release.');
    return null;
  };

  app.get('/api/studio/releases', async (request, reply) => {
    if (!(await authorize(request, reply, 'content.read'))) return reply;
    return answer(reply, () => releases.list());
  });

  app.post('/api/studio/releases', async (request, reply) => {
    const actor = await authorize(request, reply, 'content.write');
    if (!actor) return reply;
    return answer(reply, () => releases.create(actor, request.body));
  });

  app.get('/api/studio/releases/:id', async (request, reply) => {
    const id = idOf(request, reply);
    if (id === null || !(await authorize(request, reply, 'content.read'))) return reply;
    return answer(reply, () => releases.detail(id));
  });

  app.delete('/api/studio/releases/:id', async (request, reply) => {
    const id = idOf(request, reply);
    const actor = id !== null && (await authorize(request, reply, 'content.write'));
    if (id === null || !actor) return reply;
    return answer(reply, () => releases.remove(actor, id).then(() => ({ deleted: true })));
  });

  app.post('/api/studio/releases/:id/entries', async (request, reply) => {
    const id = idOf(request, reply);
    const actor = id !== null && (await authorize(request, reply, 'content.write'));
    if (id === null || !actor) return reply;
    const entry = releaseEntryRefSchema.safeParse(request.body);
    if (!entry.success) return apiError(reply, 400, 'Name the entry to add.', { code: 'studio', fields: [{ path: 'entry', message: 'an entry' }] });
    return answer(reply, () => releases.addEntry(actor, id, entry.data.type, entry.data.key));
  });

  app.delete('/api/studio/releases/:id/entries', async (request, reply) => {
    const id = idOf(request, reply);
    const actor = id !== null && (await authorize(request, reply, 'content.write'));
    if (id === null || !actor) return reply;
    const entry = releaseEntryRefSchema.safeParse(request.body);
    if (!entry.success) return apiError(reply, 400, 'Name the entry to remove.');
    return answer(reply, () => releases.removeEntry(actor, id, entry.data.type, entry.data.key).then(() => ({ removed: true })));
  });

  app.post('/api/studio/releases/:id/publish', async (request, reply) => {
    const id = idOf(request, reply);
    const actor = id !== null && (await authorize(request, reply, 'content.write'));
    if (id === null || !actor) return reply;
    const basedOn = baseVersionIn(request.body);
    if (basedOn === null) return apiError(reply, 400, 'baseVersion must be a whole number.');
    return answer(reply, () => releases.publish(actor, id, basedOn));
  });

  app.post('/api/studio/releases/:id/schedule', async (request, reply) => {
    const id = idOf(request, reply);
    const actor = id !== null && (await authorize(request, reply, 'content.write'));
    if (id === null || !actor) return reply;
    if (!jobs || !clock) return apiError(reply, 503, 'Scheduling needs the job queue.');
    const body = z.object({ at: z.iso.datetime({ offset: true }) }).loose().safeParse(request.body);
    if (!body.success) return apiError(reply, 400, 'Choose when to publish (a date and time).', { code: 'studio', fields: [{ path: 'at', message: 'a date and time' }] });
    const basedOn = baseVersionIn(request.body);
    if (basedOn === null) return apiError(reply, 400, 'baseVersion must be a whole number.');
    const at = new Date(body.data.at);
    if (at.getTime() <= clock.now().getTime()) return apiError(reply, 400, 'Choose a moment in the future, or publish now.', { code: 'studio', fields: [{ path: 'at', message: 'in the past' }] });
    return answer(reply, () => releases.schedule(actor, id, at, (trx, payload) => jobs.enqueue(trx, scheduledReleaseJob, payload, { startAfter: at }), basedOn));
  });

  app.delete('/api/studio/releases/:id/schedule', async (request, reply) => {
    const id = idOf(request, reply);
    const actor = id !== null && (await authorize(request, reply, 'content.write'));
    if (id === null || !actor) return reply;
    return answer(reply, () => releases.cancelSchedule(actor, id).then(() => ({ cancelled: true })));
  });
}
