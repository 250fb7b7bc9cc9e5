import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Clock } from '../clock';
import { developmentSecrets, loadConfig } from '../config';
import type { Database } from '../db/schema';
import { clientAddressKey } from './client-address';
import { apiError } from './errors';

/**
 * A general rate limiter kept in the database (table `rate_limit_hits`, migration 0030), so a
 * limit holds across every instance of the data service. Fixed windows: each call adds one hit
 * to the bucket/key/window row in one atomic upsert and compares the new count with the limit.
 * Keys are keyed hashes: no IP address, phone number or email is ever stored in clear.
 * How to use it: docs/hardening.md.
 */
export interface RateLimitRule {
  /** What is limited, e.g. `registration-submit-ip`. One bucket per rule. */
  bucket: string;
  /** Hits allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits left in this window after this one (0 when refused). */
  remaining: number;
  /** Seconds until the window ends (when a refused caller may try again). */
  retryAfterSeconds: number;
}

// The rate limiter works on its own table whatever the rest of the schema is.
type RateLimitTables = {
  rate_limit_hits: { bucket: string; key_hash: string; window_start: Date; hits: number; expires_at: Date };
};


/** The keyed hash a value is counted under; a client address counts by its network (client-address.ts). */
export function rateLimitKey(secret: string, bucket: string, value: string): string {
  return createHmac('sha256', secret).update(`rate-limit\u0000${bucket}\u0000${clientAddressKey(value)}`).digest('hex');
}

function windowOf(rule: RateLimitRule, now: Date) {
  const size = rule.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / size) * size;
  return { start: new Date(start), end: new Date(start + size) };
}

export interface RateLimiter {
  /** Counts one hit for `value` (an IP, a normalised phone number or email) and says whether it is allowed. */
  hit(rule: RateLimitRule, value: string): Promise<RateLimitResult>;
  /** Whether `value` is already over the limit in this window, without counting a hit. */
  exhausted(rule: RateLimitRule, value: string): Promise<RateLimitResult | null>;
  /** Takes back one hit (e.g. the SMS gateway failed: the attempt must not count against the visitor). */
  refund(rule: RateLimitRule, value: string): Promise<void>;
  /** Deletes the rows of finished windows. */
  prune(): Promise<number>;
}

export function createRateLimiter(db: Kysely<Database>, clock: Clock, secret = loadConfig().RATE_LIMIT_SECRET ?? developmentSecrets.RATE_LIMIT_SECRET): RateLimiter {
  const tables = db.withTables<RateLimitTables>();
  let hitsSincePrune = 0;
  const limiter: RateLimiter = {
    async hit(rule, value) {
      const now = clock.now();
      const { start, end } = windowOf(rule, now);
      const keyHash = rateLimitKey(secret, rule.bucket, value);
      const row = await tables
        .insertInto('rate_limit_hits')
        .values({ bucket: rule.bucket, key_hash: keyHash, window_start: start, hits: 1, expires_at: end })
        .onConflict((oc) => oc.columns(['bucket', 'key_hash', 'window_start']).doUpdateSet({ hits: sql`rate_limit_hits.hits + 1` }))
        .returning('hits')
        .executeTakeFirstOrThrow();
      if (++hitsSincePrune >= 500) {
        hitsSincePrune = 0;
        void limiter.prune().catch(() => undefined);
      }
      const retryAfterSeconds = Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));
      const allowed = row.hits <= rule.limit;
      return { allowed, remaining: allowed ? rule.limit - row.hits : 0, retryAfterSeconds };
    },
    async exhausted(rule, value) {
      const now = clock.now();
      const { start, end } = windowOf(rule, now);
      const row = await tables
        .selectFrom('rate_limit_hits')
        .select('hits')
        .where('bucket', '=', rule.bucket)
        .where('key_hash', '=', rateLimitKey(secret, rule.bucket, value))
        .where('window_start', '=', start)
        .executeTakeFirst();
      if (!row || row.hits < rule.limit) return null;
      return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000)) };
    },
    async refund(rule, value) {
      const { start } = windowOf(rule, clock.now());
      await tables
        .updateTable('rate_limit_hits')
        .set({ hits: sql`greatest(rate_limit_hits.hits - 1, 0)` })
        .where('bucket', '=', rule.bucket)
        .where('key_hash', '=', rateLimitKey(secret, rule.bucket, value))
        .where('window_start', '=', start)
        .execute();
    },
    async prune() {
      const result = await tables.deleteFrom('rate_limit_hits').where('expires_at', '<', clock.now()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
  return limiter;
}

/** The message ids of a refusal, resolved by the browser in the visitor's language. */
export const rateLimitMessageId = 'hardening.rateLimited';

/** Answers 429 in the Strapi error shape with Retry-After. */
export function sendRateLimited(reply: FastifyReply, result: RateLimitResult) {
  reply.header('retry-after', String(result.retryAfterSeconds));
  return apiError(reply, 429, 'Too many requests. Please try again later.', {
    code: 'rate_limited',
    messageId: rateLimitMessageId,
    retryAfterSeconds: result.retryAfterSeconds,
  });
}

/**
 * A route `preHandler` that limits by client IP (behind the trusted edge, `request.ip` is the
 * visitor's address, see `trustProxy`) and, optionally, by a destination read from the request:
 *
 *   app.post('/api/registrations', { preHandler: rateLimitGuard(limiter, { bucket: 'registration-ip', limit: 10, windowSeconds: 600 }) }, ...)
 */
export function rateLimitGuard(
  limiter: RateLimiter,
  rule: RateLimitRule,
  keyOf: (request: FastifyRequest) => string | undefined = (request) => request.ip,
): preHandlerAsyncHookHandler {
  return async function rateLimitPreHandler(request, reply) {
    const key = keyOf(request);
    if (!key) return;
    const result = await limiter.hit(rule, key);
    reply.header('ratelimit-limit', String(rule.limit));
    reply.header('ratelimit-remaining', String(result.remaining));
    if (!result.allowed) return sendRateLimited(reply, result);
  };
}
