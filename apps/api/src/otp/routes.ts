import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createRateLimiter, sendRateLimited } from '../http/rate-limit';
import { apiError } from '../http/errors';
import { challengeSchema } from './codes';
import { limitKey, normaliseDestination } from './destination';
import { isLoopbackAddress } from './setup';
import { ageDestination, listOutbox } from './queries';
import { type OtpContext, otpPurposes, sendCode, verifyCode, type SendLimit } from './service';
import { breakerAlertLine } from './send-breaker';
import { DeliveryError } from './transports';
import { otpCodes } from '../metrics/metrics';

const channel = z.enum(['sms', 'email']);
const purpose = z.enum(otpPurposes);

const sendBody = z.object({
  channel,
  destination: z.string().max(254),
  purpose,
  locale: z.enum(['en', 'zh-Hant']).default('en'),
  challenge: challengeSchema.optional(),
});

const verifyBody = z.object({
  channel,
  destination: z.string().max(254),
  purpose,
  code: z.string().max(16),
  challenge: z.string().max(64),
});

/** English fallbacks; the sites show their own localised text keyed by `details.code`. */
const limitMessages: Record<SendLimit, string> = {
  cooldown: 'Please wait before requesting another code.',
  destination_limit: 'Too many codes were requested for this destination. Please try again later.',
  ip_limit: 'Too many codes were requested from your network. Please try again later.',
};

export const invalidCodeMessage = 'The verification code is invalid / expired.';
/** A code that has taken its last guess: the same refusal, and the one way on. */
export const usedUpCodeMessage = `${invalidCodeMessage} Please request a new code.`;

function invalidBody(reply: FastifyReply, error: z.ZodError) {
  const issue = error.issues[0];
  return apiError(reply, 400, `Invalid ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`, { code: 'invalid_request' });
}

/**
 * The development outbox answers only a client on this machine that did not come through a
 * proxy, or came through the local router for a client on this machine (`npm start`: every
 * X-Forwarded-For entry loopback). Through an edge in front of the public, the visitor's own
 * address is in X-Forwarded-For, so it is refused, whatever TRUST_PROXY says.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  const forwarded = request.headers['x-forwarded-for'];
  if (forwarded === undefined) return true;
  return [forwarded]
    .flat()
    .join(',')
    .split(',')
    .every((entry) => isLoopbackAddress(entry.trim()));
}

export async function otpRoutes(app: FastifyInstance, { otp, devOutbox }: { otp: OtpContext; devOutbox: boolean }) {
  if (otp.transport.name === 'outbox') {
    app.log.warn(`OTP_TRANSPORT=outbox: one-time codes are stored in the database and NOT delivered; /api/dev/outbox is ${devOutbox ? 'enabled for this machine only' : 'off'}.`);
  }

  app.post('/api/otp/send', async (request, reply) => {
    const parsed = sendBody.safeParse(request.body);
    if (!parsed.success) return invalidBody(reply, parsed.error);
    const destination = normaliseDestination(parsed.data.channel, parsed.data.destination);
    if (!destination) {
      return apiError(reply, 400, parsed.data.channel === 'sms' ? 'The phone number is not valid.' : 'Email is invalid', { code: 'invalid_destination' });
    }
    let result;
    try {
      result = await sendCode(otp, { destination, purpose: parsed.data.purpose, locale: parsed.data.locale, ip: request.ip, challenge: parsed.data.challenge });
    } catch (error) {
      if (!(error instanceof DeliveryError)) throw error;
      request.log.warn({ channel: destination.channel, reason: error.message }, 'one-time code not delivered');
      otpCodes.inc({ event: 'failed', channel: destination.channel });
      reply.header('retry-after', '30');
      return apiError(reply, 503, 'The code could not be sent just now. Please try again in a moment.', { code: 'delivery_failed', retryAfterSeconds: 30 });
    }
    if (!result.ok) otpCodes.inc({ event: 'refused', channel: destination.channel });
    if (!result.ok && result.limit === 'circuit_breaker') {
      // An alert: sends across all numbers exceed what the site ever needs (SMS pumping, toll fraud).
      const refusal = breakerAlertLine(result.breaker, otp.clock.now());
      if (refusal) request.log.error(refusal.fields, refusal.message);
      reply.header('retry-after', String(result.retryAfterSeconds));
      return apiError(reply, 503, 'The code could not be sent just now. Please try again in a moment.', {
        code: 'delivery_failed',
        retryAfterSeconds: result.retryAfterSeconds,
      });
    }
    if (!result.ok) {
      reply.header('retry-after', String(result.retryAfterSeconds));
      return apiError(reply, 429, limitMessages[result.limit], { code: result.limit, retryAfterSeconds: result.retryAfterSeconds });
    }
    otpCodes.inc({ event: 'sent', channel: destination.channel });
    const line = breakerAlertLine(result.breaker, otp.clock.now());
    if (line) request.log.error(line.fields, line.message);
    return reply
      .code(202)
      .header('cache-control', 'no-store')
      .send({ data: { channel: destination.channel, challenge: result.challenge, expiresInSeconds: result.expiresInSeconds, resendAfterSeconds: result.resendAfterSeconds } });
  });

  // Wrong codes per client address, whatever the numbers: nobody can spend other people's codes'
  // attempts (or guess at many numbers) from one address. A right code is never counted.
  const limiter = createRateLimiter(otp.db, otp.clock);
  const wrongCodes = { bucket: 'otp-verify-ip', limit: otp.limits.verifyIpLimit, windowSeconds: otp.limits.windowSeconds };

  app.post('/api/otp/verify', async (request, reply) => {
    const parsed = verifyBody.safeParse(request.body);
    if (!parsed.success) return invalidBody(reply, parsed.error);
    const destination = normaliseDestination(parsed.data.channel, parsed.data.destination);
    const code = parsed.data.code.trim();
    const challenge = challengeSchema.safeParse(parsed.data.challenge);
    if (!destination || !/^\d{6}$/.test(code) || !challenge.success) return apiError(reply, 400, invalidCodeMessage, { code: 'otp_invalid' });
    // Counted first (one atomic hit, so a parallel burst cannot pass the limit), refunded when right.
    const attempt = await limiter.hit(wrongCodes, request.ip);
    if (!attempt.allowed) return sendRateLimited(reply, attempt);
    const result = await verifyCode(otp, { destination, purpose: parsed.data.purpose, code, challenge: challenge.data, ip: request.ip });
    otpCodes.inc({ event: result.ok ? 'verified' : 'rejected', channel: destination.channel });
    if (!result.ok) return result.usedUp ? apiError(reply, 400, usedUpCodeMessage, { code: 'otp_used_up' }) : apiError(reply, 400, invalidCodeMessage, { code: 'otp_invalid' });
    await limiter.refund(wrongCodes, request.ip);
    return reply
      .header('cache-control', 'no-store')
      .send({ data: { verified: true, verificationToken: result.verificationToken, expiresInSeconds: result.expiresInSeconds } });
  });

  if (otp.transport.name !== 'outbox' || !devOutbox) return;

  const notHere = (request: FastifyRequest, reply: FastifyReply) => apiError(reply, 404, `No resource at ${request.method} ${request.url.split('?')[0]}`);

  app.get('/api/dev/outbox', async (request, reply) => {
    if (!fromThisMachine(request)) return notHere(request, reply);
    const to = String((request.query as Record<string, unknown>).to ?? '');
    const destination = normaliseDestination(to.includes('@') ? 'email' : 'sms', to);
    if (!destination) return apiError(reply, 400, 'Give ?to= an E.164 phone number or an email address.');
    const rows = await listOutbox(otp.db, destination.address);
    return reply.header('cache-control', 'no-store').send({
      data: rows.map((r) => ({
        destination: r.destination,
        channel: r.channel,
        purpose: r.purpose,
        code: r.code,
        body: r.body,
        createdAt: new Date(r.created_at).toISOString(),
      })),
    });
  });

  const ageBody = z.object({ destination: z.string().max(254), seconds: z.number().int().min(1).max(86_400) });
  app.post('/api/dev/otp/age', async (request, reply) => {
    if (!fromThisMachine(request)) return notHere(request, reply);
    const parsed = ageBody.safeParse(request.body);
    if (!parsed.success) return invalidBody(reply, parsed.error);
    const to = parsed.data.destination;
    const destination = normaliseDestination(to.includes('@') ? 'email' : 'sms', to);
    if (!destination) return apiError(reply, 400, 'Give an E.164 phone number or an email address.');
    await ageDestination(otp.db, destination.address, parsed.data.seconds, limitKey(destination));
    return reply.code(204).send();
  });
}
