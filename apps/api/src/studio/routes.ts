import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAPIError } from 'better-auth/api';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { studioEntryTypeSchema } from '@oriel/contracts/studio';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { apiError } from '../http/errors';
import { CampaignOps, campaignOpsRoutes } from '../campaign-ops';
import { type AuditActor, type Permission, type StudioAreaRoutes, StudioError, adminChannelAllows, baseVersionIn, can, createPreviewToken, readAuditPage, recordAudit } from '../staff';
import type { StaffAccounts } from './staff';
import { campaignDefinitionRoutes } from '../campaigns';
import { createClock } from '../clock';
import { type StudioAuth, publicAuthEndpoints, studioAuthPath, studioOrigins, studioSessionCookie } from './auth';
import type { JobQueue } from '../jobs/queue';
import type { ScheduledPublication, StudioContent } from './entries';
import { Presence, presenceBeatSeconds } from '../staff';
import { type MediaLibrary, mediaRoutes } from '../media';
import { releaseRoutes } from './release-routes';
import { StudioReleases } from './releases';

export interface StudioRouteOptions {
  db: Kysely<Database>;
  auth: StudioAuth;
  content: StudioContent;
  staff: StaffAccounts;
  secret: string;
  requireTwoFactor: boolean;
  /** Failed sign-ins of one account (any address) per 15 minutes (STUDIO_ACCOUNT_SIGN_IN_LIMIT). */
  accountSignInLimit?: number;
  /** A session unused this long ends (STUDIO_SESSION_IDLE_MINUTES). */
  sessionIdleMs?: number;
  /** A session this old ends however active (STUDIO_SESSION_HOURS; better-auth's expiry too). */
  sessionLifetimeMs?: number;
  /** The public origin (SITE_URL): named when a sign-in comes from another one. */
  siteUrl?: string;
  /** The local admin channel's token (null: the channel is closed, as in tests that do not need it). */
  adminToken: string | null;
  /** The service's clock (APP_NOW): campaign operations tell past slots from coming ones by it, and scheduled publications run on it. */
  clock?: Clock;
  /** The job queue: scheduled publications. */
  jobs?: JobQueue;
  /** The media library (apps/api/src/media); its routes use this file's role checks. */
  media?: { library: MediaLibrary; uploadLimitBytes: number; uploadConcurrency?: number };
  /** Studio actions of other areas (e.g. bookings' staff cancel), authorised with the same sessions and roles. */
  areaRoutes?: StudioAreaRoutes[];
}


/** The job that publishes a scheduled revision. */
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
/** The entry version the change was based on; absent from command-line callers. */
const basedOnOf = (body: unknown) => baseVersionIn(body) ?? undefined;

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
 * The studio's API on the data service: better-auth under /api/studio/auth,
 * then every studio action, each authorised on the server by role (roles.ts). Answers are
 * personal: `Cache-Control: private, no-store`.
 */
export async function studioRoutes(app: FastifyInstance, { db, auth, content, staff, secret, requireTwoFactor, accountSignInLimit = 10, sessionIdleMs = 60 * 60_000, sessionLifetimeMs = 12 * 3600_000, siteUrl = 'http://localhost:3000', adminToken, clock, jobs, media, areaRoutes = [] }: StudioRouteOptions) {
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

  const accountWindowMs = 15 * 60_000;
  const site = new URL(siteUrl).origin;
  const trusted = new Set(studioOrigins(siteUrl));

  // better-auth answers sign-in (password, then a TOTP or backup code) and sign-out, nothing else:
  // its other endpoints (set up or remove a second factor, change the password or the account,
  // revoke sessions) would bypass the studio's rules, which its own routes below apply.
  app.route({
    method: ['GET', 'POST'],
    url: `${studioAuthPath}/*`,
    handler: async (request, reply) => {
      const path = new URL(request.url, 'http://x').pathname.slice(studioAuthPath.length);
      if (request.method !== 'POST' || !(publicAuthEndpoints as readonly string[]).includes(path)) return apiError(reply, 404, `No such studio endpoint: ${studioAuthPath}${path}`);
      const origin = request.headers.origin;
      if (origin !== undefined && !trusted.has(origin)) {
        return apiError(reply, 403, `This address (${origin}) is not the site's address: open the studio at ${site}/studio to sign in.`, { code: 'wrong_origin', siteUrl: site });
      }
      const body = (request.body ?? {}) as { email?: unknown; trustDevice?: unknown };
      if (body.trustDevice) return apiError(reply, 400, 'The studio asks for the second factor at every sign-in: trustDevice is refused.', { code: 'trust_device_refused' });
      const email = typeof body.email === 'string' ? body.email.trim().toLowerCase().slice(0, 200) : '';
      const account = path === '/sign-in/email' && email ? await db.selectFrom('staff_users').select(['id', 'email']).where('email', '=', email).executeTakeFirst() : undefined;
      if (account && (await failedSignIns(account.email)) >= accountSignInLimit) {
        reply.header('retry-after', String(accountWindowMs / 1000));
        return apiError(reply, 429, 'Too many failed sign-ins for this account. Wait 15 minutes, or ask an admin.', { code: 'account_limited' });
      }
      const signingOut = path === '/sign-out' ? await sessionOf(request, { touch: false }) : null;
      // A code is checked against the sign-in in progress (its two-factor cookie) only: with a
      // session cookie, better-auth would take it as confirming a set-up instead.
      const forwarded = path.startsWith('/two-factor/') ? withoutSessionCookie(request) : request;
      const response = await auth.handler(toFetchRequest(forwarded));
      const text = await response.text();
      await auditSignIn(path, request, response.status, text, account?.email ?? null, signingOut?.email ?? null);
      reply.code(response.status);
      for (const [name, value] of response.headers) if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.send(text);
    },
  });

  function withoutSessionCookie(request: FastifyRequest): FastifyRequest {
    const cookie = String(request.headers.cookie ?? '')
      .split(';')
      .filter((c) => !c.trim().startsWith(`${studioSessionCookie}=`))
      .join(';');
    return { ...request, url: request.url, protocol: request.protocol, host: request.host, ip: request.ip, body: request.body, method: request.method, headers: { ...request.headers, cookie } } as FastifyRequest;
  }

  async function failedSignIns(email: string): Promise<number> {
    const row = await db
      .selectFrom('studio_audit')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('action', '=', 'sign-in.failed')
      .where('subject', '=', `staff:${email}`)
      .where('at', '>', new Date(Date.now() - accountWindowMs))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Security events only: sign-ins and failures of real accounts, second-factor and backup-code
   * sign-ins, sign-outs. Attempts on addresses with no account, and attempts the rate limit
   * refused, carry an attacker's choice of email: they are counted in the service log instead.
   */
  async function auditSignIn(path: string, request: FastifyRequest, status: number, body: string, account: string | null, signedOut: string | null) {
    const ip = request.ip;
    const userEmail = () => {
      try {
        return (JSON.parse(body) as { user?: { email?: string } }).user?.email ?? 'unknown';
      } catch {
        return 'unknown';
      }
    };
    if (path === '/sign-in/email') {
      if (!account || status === 429) {
        request.log.warn({ attempt: status === 429 ? 'rate-limited' : 'no such account', statusCode: status }, 'studio sign-in refused (not in the audit log)');
        return;
      }
      const secondFactor = status === 200 && /"twoFactorRedirect":\s*true/.test(body);
      const action = status === 200 ? (secondFactor ? 'sign-in.password-ok-second-factor-next' : 'sign-in') : 'sign-in.failed';
      await recordAudit(db, { email: account, ip }, action, `staff:${account}`, null, null);
      if (action === 'sign-in.failed' && (await failedSignIns(account)) === accountSignInLimit) {
        await recordAudit(db, { email: account, ip }, 'sign-in.account-limited', `staff:${account}`, null, { failures: accountSignInLimit, minutes: accountWindowMs / 60_000 });
      }
    } else if (path === '/two-factor/verify-totp' || path === '/two-factor/verify-backup-code') {
      if (status === 429) return;
      const kind = path.endsWith('backup-code') ? 'sign-in.backup-code' : 'sign-in.second-factor';
      const email = status === 200 ? userEmail() : 'unknown';
      await recordAudit(db, { email, ip }, status === 200 ? kind : `${kind}-failed`, status === 200 ? `staff:${email}` : null, null, null);
    } else if (path === '/sign-out' && signedOut) {
      await recordAudit(db, { email: signedOut, ip }, 'sign-out', `staff:${signedOut}`, null, null);
    }
  }

  /**
   * The signed-in staff member, or null. better-auth ends a session at its absolute lifetime; the
   * idle timeout is counted here from its last use (`updatedAt`, written at most once a minute).
   * A read a studio page made by itself while nobody was at the screen (`X-Staff-Activity: idle`:
   * a heartbeat, a figure's refresh) is not use: an unattended page does not keep a session alive.
   */
  async function sessionOf(request: FastifyRequest, { touch = request.headers['x-staff-activity'] !== 'idle' } = {}): Promise<StaffSession | null> {
    const session = await auth.api.getSession({ headers: toFetchRequest(request).headers });
    if (!session) return null;
    const user = session.user as typeof session.user & { role?: string; twoFactorEnabled?: boolean | null };
    const now = Date.now();
    const idle = now - new Date(session.session.updatedAt).getTime();
    const age = now - new Date(session.session.createdAt).getTime();
    if (idle > sessionIdleMs || age > sessionLifetimeMs) {
      await db.deleteFrom('staff_sessions').where('id', '=', session.session.id).execute();
      await recordAudit(db, { email: user.email, ip: request.ip }, 'session.ended', `staff:${user.email}`, null, { reason: idle > sessionIdleMs ? 'idle' : 'lifetime' });
      return null;
    }
    if (touch && idle > 60_000) await db.updateTable('staff_sessions').set({ updatedAt: new Date(now) }).where('id', '=', session.session.id).execute();
    return { id: user.id, email: user.email, name: user.name, role: user.role ?? 'editor', twoFactorEnabled: user.twoFactorEnabled === true };
  }

  /** Signed in, and with a second factor when the studio requires one; answers 401/403 itself. */
  async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<StaffSession | null> {
    const staffMember = await sessionOf(request);
    if (!staffMember) {
      apiError(reply, 401, 'Sign in to the studio first.', { code: 'signed_out' });
      return null;
    }
    if (requireTwoFactor && !staffMember.twoFactorEnabled) {
      apiError(reply, 403, 'Set up your second factor (authenticator app) first.', { code: 'two_factor_required' });
      return null;
    }
    return staffMember;
  }

  /** Checks the session and the permission; answers 401/403 itself and returns null when refused. */
  async function authorize(request: FastifyRequest, reply: FastifyReply, permission: Permission): Promise<(AuditActor & { staffId: string }) | null> {
    const staffMember = await authenticate(request, reply);
    if (!staffMember) return null;
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
    // Optionally at a chosen moment, with its offset: 2026-12-01T10:00:00+08:00.
    const moment = z.object({ at: z.iso.datetime({ offset: true }).optional() }).safeParse(request.body ?? {});
    if (!moment.success) return apiError(reply, 400, 'The moment must be an ISO 8601 date-time with its offset.');
    return answer(reply, async () => {
      const detail = await content.detail(p.type, p.key);
      const claim = { type: p.type, key: p.key, ...(moment.data.at ? { at: moment.data.at } : {}) };
      return { ...createPreviewToken(secret, claim), path: detail.summary.publicPath };
    });
  });

  // Who else has a thing open: each open page beats; the answer lists the others.
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

  // A second factor is set up through a one-time link an admin issues.
  app.post('/api/studio/staff/:email/enrolment-link', async (request, reply) => {
    const actor = await authorize(request, reply, 'staff.manage');
    if (!actor) return reply;
    return answer(reply, () => staff.issueEnrolmentLink(actor, (request.params as { email: string }).email));
  });

  app.post('/api/studio/staff/:email/reset-second-factor', async (request, reply) => {
    const actor = await authorize(request, reply, 'staff.manage');
    if (!actor) return reply;
    return answer(reply, () => staff.resetSecondFactor(actor, (request.params as { email: string }).email));
  });

  const enrolStart = z.object({ token: z.string().min(20).max(100), password: z.string().min(1).max(256) });
  const enrolConfirm = z.object({ token: z.string().min(20).max(100), code: z.string().trim().regex(/^\d{6}$/) });

  /** Signed in (the second factor is what is being set up) and holding a valid link of this account. */
  async function enrolling(request: FastifyRequest, reply: FastifyReply, token: string): Promise<StaffSession | null> {
    const staffMember = await sessionOf(request);
    if (!staffMember) {
      apiError(reply, 401, 'Sign in to the studio first.', { code: 'signed_out' });
      return null;
    }
    if (!(await staff.enrolmentLinkValid(token, staffMember.id))) {
      await recordAudit(db, { email: staffMember.email, ip: request.ip }, 'two-factor.link-refused', `staff:${staffMember.email}`, null, null);
      apiError(reply, 403, 'This set-up link is not yours, was used already or has expired. Ask an admin for a new one.', { code: 'enrolment_link_invalid' });
      return null;
    }
    return staffMember;
  }

  /** Step 1: the password again; answers the authenticator key and the backup codes, shown once. */
  app.post('/api/studio/account/two-factor', async (request, reply) => {
    const body = enrolStart.safeParse(request.body);
    if (!body.success) return apiError(reply, 400, 'Give the set-up link and your password.', { code: 'studio' });
    const staffMember = await enrolling(request, reply, body.data.token);
    if (!staffMember) return reply;
    try {
      const started = await auth.api.enableTwoFactor({ body: { password: body.data.password }, headers: toFetchRequest(request).headers });
      const uri = 'totpURI' in started ? String(started.totpURI) : '';
      return { data: { totpURI: uri, secret: new URL(uri).searchParams.get('secret') ?? '', backupCodes: 'backupCodes' in started ? started.backupCodes : [] } };
    } catch (error) {
      if (!isAPIError(error)) throw error;
      return apiError(reply, 400, 'The password is not right.', { code: 'password_wrong' });
    }
  });

  /** Step 2: the first code from the authenticator turns the second factor on and uses the link. */
  app.post('/api/studio/account/two-factor/confirm', async (request, reply) => {
    const body = enrolConfirm.safeParse(request.body);
    if (!body.success) return apiError(reply, 400, 'Enter the 6-digit code from your authenticator app.', { code: 'studio' });
    const staffMember = await enrolling(request, reply, body.data.token);
    if (!staffMember) return reply;
    try {
      const confirmed = await auth.api.verifyTOTP({ body: { code: body.data.code }, headers: toFetchRequest(request).headers, returnHeaders: true });
      await staff.useEnrolmentLink(body.data.token);
      await recordAudit(db, { email: staffMember.email, ip: request.ip }, 'two-factor.enable', `staff:${staffMember.email}`, { twoFactorEnabled: staffMember.twoFactorEnabled }, { twoFactorEnabled: true });
      const cookies = confirmed.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return { data: { twoFactorEnabled: true } };
    } catch (error) {
      if (!isAPIError(error)) throw error;
      return apiError(reply, 400, 'That code is not right. Check the time on your phone and try the next code.', { code: 'code_wrong' });
    }
  });

  const passwordChange = z.object({ currentPassword: z.string().min(1).max(256), newPassword: z.string().min(12).max(256) });

  /** A staff member's own password; every other session of the account ends with the change. */
  app.post('/api/studio/account/password', async (request, reply) => {
    const staffMember = await authenticate(request, reply);
    if (!staffMember) return reply;
    const body = passwordChange.safeParse(request.body);
    if (!body.success) return apiError(reply, 400, 'The new password needs 12 characters or more.', { code: 'studio', fields: [{ path: 'newPassword', message: 'at least 12 characters' }] });
    const sessions = await db.selectFrom('staff_sessions').select('id').where('userId', '=', staffMember.id).execute();
    try {
      const changed = await auth.api.changePassword({ body: { ...body.data, revokeOtherSessions: true }, headers: toFetchRequest(request).headers, returnHeaders: true });
      const actor = { email: staffMember.email, ip: request.ip };
      await recordAudit(db, actor, 'password.change', `staff:${staffMember.email}`, null, null);
      await recordAudit(db, actor, 'sessions.revoke', `staff:${staffMember.email}`, null, { ended: sessions.length - 1, reason: 'password change' });
      const cookies = changed.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return { data: { changed: true } };
    } catch (error) {
      if (!isAPIError(error)) throw error;
      await recordAudit(db, { email: staffMember.email, ip: request.ip }, 'password.change-failed', `staff:${staffMember.email}`, null, null);
      return apiError(reply, 400, 'The current password is not right.', { code: 'studio', fields: [{ path: 'currentPassword', message: 'not right' }] });
    }
  });

  const auditQuery = z.object({
    before: z.coerce.number().int().positive().optional(),
    action: z.string().trim().max(100).optional(),
    actor: z.string().trim().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  });

  app.get('/api/studio/audit', async (request, reply) => {
    if (!(await authorize(request, reply, 'audit.read'))) return reply;
    const query = auditQuery.safeParse(request.query);
    if (!query.success) return apiError(reply, 400, 'The audit filters are not valid.', { code: 'studio' });
    const page = await readAuditPage(db, { ...query.data, action: query.data.action || undefined, actor: query.data.actor || undefined });
    return { data: page.events, meta: { next: page.next } };
  });

  // A campaign's definition: dates, close, texts, theme, a whole file.
  campaignDefinitionRoutes(app, { db, clock: clock ?? createClock(), secret, authorize, answer });
  // Campaign operations: slots, quotas, registrations, PDPO, dashboard.
  campaignOpsRoutes(app, { ops: new CampaignOps(db, clock ? () => clock.now() : undefined), authorize, answer });
  // Releases: several entries' drafts published together, now or at a scheduled moment.
  releaseRoutes(app, { releases: new StudioReleases(db, content), authorize, answer, clock, jobs });
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

  // `npm run staff -- enrol <email>`: the first admin's set-up link (no admin exists to issue it).
  app.post('/api/studio/admin/staff/enrolment', async (request, reply) => {
    if (!adminChannelAllows(adminToken, { socketAddress: request.socket.remoteAddress, headers: request.headers })) {
      return apiError(reply, 403, 'The admin channel answers the staff command on this machine only.');
    }
    const email = z.object({ email: z.string() }).safeParse(request.body);
    if (!email.success) return apiError(reply, 400, 'Name the account.');
    return answer(reply, () => staff.issueEnrolmentLink(commandActor, email.data.email));
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
