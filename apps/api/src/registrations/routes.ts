import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { fieldErrorsOf, registrationSchema } from '@oriel/contracts/registration';
import { isHoneypotFilled } from '@oriel/contracts/honeypot';
import { apiError } from '../http/errors';
import { findCampaign } from '../campaigns';
import { adminChannelAllows, recordAudit } from '../staff';
import { registrationsCsv, slotsCsv } from './csv';
import { createRateLimiter, sendRateLimited } from '../http/rate-limit';
import { type RegistrationContext, submitRegistration } from './service';
import { bookingEvents } from '../metrics/metrics';

export interface RegistrationRouteOptions extends RegistrationContext {
  /** CAMPAIGN_EXPORT_TOKEN: the CSV exports answer 404 while it is not configured. */
  exportToken?: string;
  /** Submits per client address in `windowMs` (held in the database, so across instances). */
  submitLimit?: { max: number; windowMs: number };
  /** The local admin channel's token (`npm run campaigns -- export` while the service runs); null: closed. */
  adminToken?: string | null;
}

const envelope = z.object({ campaign: z.string().regex(/^[a-z0-9-]{1,80}$/) }).loose();

/** Connection-level failures: the database is down or restarting, so the visitor should retry. */
function databaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: string })?.code ?? '';
  return ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006'].includes(code) || /Connection terminated|connect ECONNREFUSED/i.test(String((error as Error)?.message));
}

function unavailable(reply: FastifyReply) {
  reply.header('retry-after', '5');
  return apiError(reply, 503, 'The reservation service is unavailable for a moment. Please try again.', { form: 'registration.error.unavailable', fields: {} });
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Wrong export tokens per client address per 15 minutes; then every attempt answers 429 until the window ends. */
export const exportTokenFailureRule = { bucket: 'campaign-export-token-failure', limit: 10, windowSeconds: 900 };

export async function registrationRoutes(app: FastifyInstance, options: RegistrationRouteOptions) {
  const limit = options.submitLimit ?? { max: 20, windowMs: 10 * 60_000 };
  // Keyed hashes in `rate_limit_hits`, one atomic upsert per submit: exact under concurrency, no address in clear.
  const limiter = createRateLimiter(options.db, options.clock);
  const submitRule = { bucket: 'registration-submit-ip', limit: limit.max, windowSeconds: Math.max(1, Math.round(limit.windowMs / 1000)) };

  app.post('/api/registrations', async (request, reply) => {
    const head = envelope.safeParse(request.body);
    if (!head.success) return apiError(reply, 400, 'Name the campaign: { "campaign": "<slug>", ... }', { fields: {}, form: 'registration.error.submit' });
    const parsed = registrationSchema.safeParse(request.body);
    if (!parsed.success) {
      const fields = fieldErrorsOf(parsed.error);
      return apiError(reply, 400, 'Some fields need attention.', { fields, ...(fields.idempotency_key ? { form: 'registration.error.submit' } : {}) });
    }
    // The honeypot (libs/contracts/src/honeypot.ts): invisible to people, so a filled one is a bot.
    // It is answered like a success and nothing is stored, so it learns nothing.
    if (isHoneypotFilled(parsed.data)) return reply.code(202).header('cache-control', 'no-store').send({ data: null });
    try {
      const attempt = await limiter.hit(submitRule, request.ip);
      if (!attempt.allowed) {
        reply.header('retry-after', String(attempt.retryAfterSeconds));
        return apiError(reply, 429, 'Too many submissions from your network. Please try again later.', { fields: {}, form: 'registration.error.submit' });
      }
      const outcome = await submitRegistration(options, head.data.campaign, parsed.data);
      if (!outcome.ok) return apiError(reply, outcome.status, outcome.message, { fields: outcome.fields, ...(outcome.form ? { form: outcome.form } : {}) });
      // 201: a new booking; 200 is the stored answer to a retried submit.
      if (outcome.status === 201) bookingEvents.inc({ campaign: head.data.campaign, event: 'made' });
      return reply.code(outcome.status).header('cache-control', 'no-store').send({ data: outcome.booking });
    } catch (error) {
      if (databaseUnavailable(error)) {
        request.log.warn({ code: (error as { code?: string }).code }, 'registration refused: database unavailable');
        return unavailable(reply);
      }
      throw error;
    }
  });

  /**
   * `npm run campaigns -- export` while the service runs: PGlite is one process's database, so the
   * command reads through this process (the admin channel: loopback, no proxy, its token).
   */
  app.get('/api/studio/admin/campaigns/:slug/export/:part', async (request, reply) => {
    if (!adminChannelAllows(options.adminToken ?? null, { socketAddress: request.socket.remoteAddress, headers: request.headers })) {
      return apiError(reply, 403, 'The admin channel answers the campaigns command on this machine only.');
    }
    const { slug, part } = request.params as { slug: string; part: string };
    if (part !== 'registrations.csv' && part !== 'slots.csv') return apiError(reply, 404, 'Export registrations.csv or slots.csv.');
    const campaign = await findCampaign(options.db, slug, 'en');
    if (!campaign) return apiError(reply, 404, `No campaign "${slug}"`);
    const csv = part === 'slots.csv' ? await slotsCsv(options.db, campaign.id) : await registrationsCsv(options.db, campaign.id);
    return reply.header('content-type', 'text/csv; charset=utf-8').header('cache-control', 'no-store').send(csv);
  });

  /** CSV for the campaign team: `Authorization: Bearer <CAMPAIGN_EXPORT_TOKEN>`. */
  app.get('/api/campaigns/:slug/export/:part', async (request, reply) => {
    const { slug, part } = request.params as { slug: string; part: string };
    if (!options.exportToken) return apiError(reply, 404, `No resource at GET ${request.url.split('?')[0]}`);
    // Guessing the token: a few wrong ones per address, then nothing (not even the right one) until the window ends.
    const locked = await limiter.exhausted(exportTokenFailureRule, request.ip);
    if (locked) return sendRateLimited(reply, locked);
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!sameToken(token, options.exportToken)) {
      const failure = await limiter.hit(exportTokenFailureRule, request.ip);
      if (!failure.allowed) return sendRateLimited(reply, failure);
      reply.header('www-authenticate', 'Bearer');
      return apiError(reply, 401, 'A valid export token is required.');
    }
    if (part !== 'registrations.csv' && part !== 'slots.csv') return apiError(reply, 404, 'Export registrations.csv or slots.csv.');
    const campaign = await findCampaign(options.db, slug, 'en');
    if (!campaign) return apiError(reply, 404, `No campaign "${slug}"`);
    const csv = part === 'slots.csv' ? await slotsCsv(options.db, campaign.id) : await registrationsCsv(options.db, campaign.id);
    // Audited as a studio export is: who (the token, from which address), what, when.
    await recordAudit(options.db, { email: 'CAMPAIGN_EXPORT_TOKEN', ip: request.ip }, part === 'slots.csv' ? 'slots.export' : 'registrations.export', `campaign:${slug}`, null, null);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${slug}-${part}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
