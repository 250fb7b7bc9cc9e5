import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { studioEntryTypeSchema } from '@oriel/contracts/studio';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { apiError } from '../http/errors';
import { campaignOpsRoutes } from '../campaign-ops/routes';
import { CampaignOps } from '../campaign-ops/service';
import { adminChannelAllows } from './admin-channel';
import type { AuditActor } from './audit';
import { readAudit, recordAudit } from './audit';
import { campaignDefinitionRoutes } from '../campaigns/studio-routes';
import { createClock } from '../clock';
import { type StudioAuth, studioAuthPath } from './auth';
import type { JobQueue } from '../jobs/queue';
import type { ScheduledPublication, StudioContent } from './entries';
import { Presence, presenceBeatSeconds } from './edit-guard';
import { StudioError } from './errors';
import { createPreviewToken } from './preview';
import { type Permission, can } from './roles';
import type { StaffAccounts } from './staff';
import type { MediaLibrary } from '../media/library';
import { mediaRoutes } from '../media/routes';

export interface StudioRouteOptions {
  db: Kysely<Database>;
  auth: StudioAuth;
  content: StudioContent;
  staff: StaffAccounts;
  secret: string;
  requireTwoFactor: boolean;
  /** The local admin channel's token (null: the channel is closed, as in tests that do not need it). */
  adminToken: string | null;
  /** The service's clock (APP_NOW): campaign operations tell past slots from coming ones by it, and scheduled publications (decision 207) run on it. */
  clock?: Clock;
  /** The job queue: scheduled publications (decision 207). */
  jobs?: JobQueue;
  /** The media library (apps/api/src/media, decision 200); its routes use this file's role checks. */
  media?: { library: MediaLibrary; uploadLimitBytes: number };
  /** Studio actions of other areas (e.g. bookings' staff cancel), authorised with the same sessions and roles. */
  areaRoutes?: StudioAreaRoutes[];
}

/** Checks the session and the permission; answers 401/403 itself and returns the actor, or null when refused. */
export type StudioAuthorize = (request: FastifyRequest, reply: FastifyReply, permission: Permission) => Promise<(AuditActor & { staffId: string }) | null>;
export type StudioAreaRoutes = (app: FastifyInstance, authorize: StudioAuthorize) => void | Promise<void>;

/** The job that publishes a scheduled revision (decision 207). */
export const scheduledPublicationJob = 'studio.publish-scheduled';

export interface StaffSession {
  id: string;
  email: string;
  name: string;
  role: string;
  twoFactorEnabled: boolean;
}

const bigBody = { bodyLimit: 1024 * 1024 };
const entryParams = z.object({ type: studioEntryTypeSchema, key: z.string().min(1).max(200) });
/** The entry version the change was based on (decision 275); absent from command-line callers. */
const basedOnOf = (body: unknown) => {
  const parsed = z.object({ baseVersion: z.number().int().min(0) }).safeParse(body);
  return parsed.success ? parsed.data.baseVersion : undefined;
};

/** A Fetch API request for better-auth from a Fastify one; the client address is the trusted one. */
function toFetchRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'content-length' || name === 'host') continue;
    for (const v of [value].flat()) headers.append(name, v);
  }
  headers.set('x-forwarded-for', request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(url, { method: request.method, headers, body: hasBody ? JSON.stringify(request.body) : undefined });
}

/**
 * The studio's API on the data service (decisions 130-132): better-auth under /api/studio/auth,
 * then every studio action, each authorised on the server by role (roles.ts). Answers are
 * personal: `Cache-Control: private, no-store`.
 */
export async function studioRoutes(app: FastifyInstance, { db, auth, content, staff, secret, requireTwoFactor, adminToken, clock, jobs, media, areaRoutes = [] }: StudioRouteOptions) {
  const presence = new Presence(db);
  jobs?.registerJob<ScheduledPublication>(scheduledPublicationJob, {
    retryLimit: 5,
    handler: async (job) => {
      const outcome = await content.publishScheduled(job);
      app.log.info({ entry: `${job.type}:${job.key}`, outcome }, 'scheduled publication');
    },
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/studio/')) reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
    return payload;
  });

  // better-auth: sign-in, sign-out, session, two-factor. Every sign-in attempt goes to the audit log.
  app.route({
    method: ['GET', 'POST'],
    url: `${studioAuthPath}/*`,
    handler: async (request, reply) => {
      const response = await auth.handler(toFetchRequest(request));
      const text = await response.text();
      const path = new URL(request.url, 'http://x').pathname.slice(studioAuthPath.length);
      await auditSignIn(path, request, response.status, text);
      reply.code(response.status);
      for (const [name, value] of response.headers) if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.send(text);
    },
  });

  async function auditSignIn(path: string, request: FastifyRequest, status: number, body: string) {
    const email = String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase().slice(0, 200);
    const ip = request.ip;
    if (path === '/sign-in/email') {
      const secondFactor = status === 200 && /"twoFactorRedirect":\s*true/.test(body);
      const action = status === 200 ? (secondFactor ? 'sign-in.password-ok-second-factor-next' : 'sign-in') : status === 429 ? 'sign-in.rate-limited' : 'sign-in.failed';
      await recordAudit(db, { email: email || 'unknown', ip }, action, email ? `staff:${email}` : null, null, null);
    } else if (path === '/two-factor/verify-totp') {
      const session = status === 200 ? await sessionFromSetCookie(body) : null;
      await recordAudit(db, { email: session ?? 'unknown', ip }, status === 200 ? 'sign-in.second-factor' : 'sign-in.second-factor-failed', null, null, null);
    } else if (path === '/sign-out') {
      await recordAudit(db, { email: 'session', ip }, 'sign-out', null, null, null);
    } else if (path === '/two-factor/enable' || path === '/two-factor/disable') {
      await recordAudit(db, { email: 'session', ip }, `two-factor.${path.endsWith('enable') ? 'enable' : 'disable'}`, null, null, status === 200 ? 'ok' : `failed (${status})`);
    }
  }

  async function sessionFromSetCookie(body: string): Promise<string | null> {
    try {
      return (JSON.parse(body) as { user?: { email?: string } }).user?.email ?? null;
    } catch {
      return null;
    }
  }

  /** The signed-in staff member, or null. */
  async function sessionOf(request: FastifyRequest): Promise<StaffSession | null> {
    const session = await auth.api.getSession({ headers: toFetchRequest(request).headers });
    if (!session) return null;
    const user = session.user as typeof session.user & { role?: string; twoFactorEnabled?: boolean | null };
    return { id: user.id, email: user.email, name: user.name, role: user.role ?? 'editor', twoFactorEnabled: user.twoFactorEnabled === true };
  }

  /** Checks the session and the permission; answers 401/403 itself and returns null when refused. */
  async function authorize(request: FastifyRequest, reply: FastifyReply, permission: Permission): Promise<(AuditActor & { staffId: string }) | null> {
    const staffMember = await sessionOf(request);
    if (!staffMember) {
      apiError(reply, 401, 'Sign in to the studio first.', { code: 'signed_out' });
      return null;
    }
    if (requireTwoFactor && !staffMember.twoFactorEnabled) {
      apiError(reply, 403, 'Set up your second factor (authenticator app) first.', { code: 'two_factor_required' });
      return null;
    }
    if (!can(staffMember.role, permission)) {
      await recordAudit(db, { email: staffMember.email, ip: request.ip }, 'refused', `${request.method} ${request.url.split('?')[0]}`, null, { role: staffMember.role, permission });
      apiError(reply, 403, `Your role (${staffMember.role}) may not do this.`, { code: 'forbidden' });
      return null;
    }
    return { email: staffMember.email, ip: request.ip, staffId: staffMember.id };
  }

  async function answer(reply: FastifyReply, work: () => Promise<unknown>) {
    try {
      return { data: await work() };
    } catch (error) {
      if (error instanceof StudioError) return apiError(reply, error.status, error.message, { code: 'studio', fields: error.issues, ...error.details });
      throw error;
    }
  }

  function params(request: FastifyRequest, reply: FastifyReply) {
    const parsed = entryParams.safeParse(request.params);
    if (!parsed.success) {
      apiError(reply, 404, 'No such content type.');
      return null;
    }
    return parsed.data;
  }

  app.get('/api/studio/session', async (request, reply) => {
    const staffMember = await sessionOf(request);
    if (!staffMember) return apiError(reply, 401, 'Not signed in.', { code: 'signed_out' });
    return { data: { ...staffMember, twoFactorRequired: requireTwoFactor && !staffMember.twoFactorEnabled } };
  });

  app.get('/api/studio/entries/:type', async (request, reply) => {
    const type = studioEntryTypeSchema.safeParse((request.params as { type: string }).type);
    if (!type.success) return apiError(reply, 404, 'No such content type.');
    if (!(await authorize(request, reply, 'content.read'))) return reply;
    return answer(reply, () => content.list(type.data));
  });

  app.get('/api/studio/entries/:type/:key', async (request, reply) => {
    const p = params(request, reply);
    if (!p || !(await authorize(request, reply, 'content.read'))) return reply;
    return answer(reply, () => content.detail(p.type, p.key));
  });

  app.get('/api/studio/entries/:type/:key/revisions/:id', async (request, reply) => {
    const p = params(request, reply);
    if (!p || !(await authorize(request, reply, 'content.read'))) return reply;
    const id = Number((request.params as { id: string }).id);
    return answer(reply, () => content.revision(p.type, p.key, id));
  });

  app.put('/api/studio/entries/:type/:key/draft', bigBody, async (request, reply) => {
    const p = params(request, reply);
    const actor = p && (await authorize(request, reply, 'content.write'));
    if (!p || !actor) return reply;
    return answer(reply, () => content.saveDraft(actor, p.type, p.key, (request.body as { document?: unknown } | undefined)?.document, { basedOn: basedOnOf(request.body) }));
  });

  app.delete('/api/studio/entries/:type/:key/draft', async (request, reply) => {
    const p = params(request, reply);
    const actor = p && (await authorize(request, reply, 'content.write'));
    if (!p || !actor) return reply;
    return answer(reply, () => content.discard(actor, p.type, p.key, basedOnOf(request.body)).then(() => ({ discarded: true })));
  });

  app.post('/api/studio/entries/:type/:key/publish', async (request, reply) => {
    const p = params(request, reply);
    const actor = p && (await authorize(request, reply, 'content.write'));
    if (!p || !actor) return reply;
    return answer(reply, () => content.publish(actor, p.type, p.key, basedOnOf(request.body)));
  });

  app.post('/api/studio/entries/:type/:key/schedule', async (request, reply) => {
    const p = params(request, reply);
    const actor = p && (await authorize(request, reply, 'content.write'));
    if (!p || !actor) return reply;
    if (!jobs || !clock) return apiError(reply, 503, 'Scheduling needs the job queue.');
    const body = z.object({ at: z.iso.datetime({ offset: true }) }).loose().safeParse(request.body);
    if (!body.success) return apiError(reply, 400, 'Choose when to publish (a date and time).', { code: 'studio', fields: [{ path: 'at', message: 'a date and time' }] });
    const at = new Date(body.data.at);
    if (at.getTime() <= clock.now().getTime()) return apiError(reply, 400, 'Choose a moment in the future, or publish now.', { code: 'studio', fields: [{ path: 'at', message: 'in the past' }] });
    return answer(reply, () => content.schedule(actor, p.type, p.key, at, (trx, payload) => jobs.enqueue(trx, scheduledPublicationJob, payload, { startAfter: at }), basedOnOf(request.body)));
  });

  app.delete('/api/studio/entries/:type/:key/schedule', async (request, reply) => {
    const p = params(request, reply);
    const actor = p && (await authorize(request, reply, 'content.write'));
    if (!p || !actor) return reply;
    return answer(reply, () => content.cancelSchedule(actor, p.type, p.key).then(() => ({ cancelled: true })));
  });

  app.post('/api/studio/entries/:type/:key/restore', async (request, reply) => {
    const p = params(request, reply);
    const actor = p && (await authorize(request, reply, 'content.write'));
    if (!p || !actor) return reply;
    const revision = z.object({ revision: z.number().int() }).loose().safeParse(request.body);
    if (!revision.success) return apiError(reply, 400, 'Name the revision to restore.');
    return answer(reply, () => content.restore(actor, p.type, p.key, revision.data.revision, basedOnOf(request.body)));
  });

  app.post('/api/studio/entries/:type/:key/preview', async (request, reply) => {
    const p = params(request, reply);
    if (!p || !(await authorize(request, reply, 'content.read'))) return reply;
    // Optionally at a chosen moment (decision 206), with its offset: 2026-12-01T10:00:00+08:00.
    const moment = z.object({ at: z.iso.datetime({ offset: true }).optional() }).safeParse(request.body ?? {});
    if (!moment.success) return apiError(reply, 400, 'The moment must be an ISO 8601 date-time with its offset.');
    return answer(reply, async () => {
      const detail = await content.detail(p.type, p.key);
      const claim = { type: p.type, key: p.key, ...(moment.data.at ? { at: moment.data.at } : {}) };
      return { ...createPreviewToken(secret, claim), path: detail.summary.publicPath };
    });
  });

  // Who else has a thing open (decision 275): each open page beats; the answer lists the others.
  const presenceBody = z.object({ subject: z.string().min(3).max(300).regex(/^[a-z-]+:[^\s]+$/) });
  app.put('/api/studio/presence', async (request, reply) => {
    const staffMember = await sessionOf(request);
    if (!staffMember) return apiError(reply, 401, 'Sign in to the studio first.', { code: 'signed_out' });
    const body = presenceBody.safeParse(request.body);
    if (!body.success) return apiError(reply, 400, 'Name what is open.');
    return { data: { others: await presence.beat(body.data.subject, staffMember, clock?.now()), beatSeconds: presenceBeatSeconds } };
  });
  app.delete('/api/studio/presence', async (request, reply) => {
    const staffMember = await sessionOf(request);
    if (!staffMember) return apiError(reply, 401, 'Sign in to the studio first.', { code: 'signed_out' });
    const body = presenceBody.safeParse(request.body);
    if (!body.success) return apiError(reply, 400, 'Name what is open.');
    await presence.leave(body.data.subject, staffMember.email);
    return { data: { left: true } };
  });

  app.get('/api/studio/staff', async (request, reply) => {
    if (!(await authorize(request, reply, 'staff.manage'))) return reply;
    return answer(reply, () => staff.list());
  });

  app.post('/api/studio/staff', async (request, reply) => {
    const actor = await authorize(request, reply, 'staff.manage');
    if (!actor) return reply;
    return answer(reply, () => staff.add(actor, request.body as never));
  });

  app.delete('/api/studio/staff/:email', async (request, reply) => {
    const actor = await authorize(request, reply, 'staff.manage');
    if (!actor) return reply;
    return answer(reply, () => staff.remove(actor, (request.params as { email: string }).email).then(() => ({ removed: true })));
  });

  app.get('/api/studio/audit', async (request, reply) => {
    if (!(await authorize(request, reply, 'audit.read'))) return reply;
    return answer(reply, () => readAudit(db));
  });

  // A campaign's definition: dates, close, texts, theme, a whole file (issue 15, decision 190).
  campaignDefinitionRoutes(app, { db, clock: clock ?? createClock(), secret, authorize, answer });
  // Campaign operations: slots, quotas, registrations, PDPO, dashboard (issue 15, decision 195).
  campaignOpsRoutes(app, { ops: new CampaignOps(db, clock ? () => clock.now() : undefined), authorize, answer });
  if (media) await mediaRoutes(app, { ...media, authorize, answer });

  // The local admin channel of `npm run staff` (admin-channel.ts).
  const commandActor: AuditActor = { email: 'staff command (server console)' };
  app.route({
    method: ['GET', 'POST', 'DELETE'],
    url: '/api/studio/admin/staff',
    handler: async (request, reply) => {
      if (!adminChannelAllows(adminToken, { socketAddress: request.socket.remoteAddress, headers: request.headers })) {
        return apiError(reply, 403, 'The admin channel answers the staff command on this machine only.');
      }
      if (request.method === 'GET') return answer(reply, () => staff.list());
      if (request.method === 'POST') return answer(reply, () => staff.add(commandActor, request.body as never));
      const email = z.object({ email: z.string() }).safeParse(request.body);
      if (!email.success) return apiError(reply, 400, 'Name the account to remove.');
      return answer(reply, () => staff.remove(commandActor, email.data.email).then(() => ({ removed: true })));
    },
  });

  // `npm run content -- export | import` (content-cli.ts) through the same channel.
  const contentActor: AuditActor = { email: 'content command (server console)' };
  app.route({
    method: ['GET', 'POST'],
    url: '/api/studio/admin/content',
    bodyLimit: 1024,
    handler: async (request, reply) => {
      if (!adminChannelAllows(adminToken, { socketAddress: request.socket.remoteAddress, headers: request.headers })) {
        return apiError(reply, 403, 'The admin channel answers the content command on this machine only.');
      }
      if (request.method === 'GET') return answer(reply, () => content.exportDocuments());
      return answer(reply, () => content.importFiles(contentActor));
    },
  });

  for (const add of areaRoutes) await add(app, authorize);
}
