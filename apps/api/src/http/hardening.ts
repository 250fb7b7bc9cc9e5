import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { createNonce, securityHeaders } from '@oriel/server/security-headers';
import { activeTraceId } from '@oriel/server/logger';
import type { Database } from '../db/schema';
import { apiError } from './errors';
import { inputProblem } from './input';
import { uploadContentType } from '../media';
import { logRedactPaths, logSerializers, scrubLogObject, scrubPersonalData } from './logging';
import { StaleCache, isDatabaseUnavailable, isMarkedPrivate } from './stale-cache';

/**
 * The data service's shared defences, applied to every route of every area (docs/hardening.md):
 * security headers and request ids on every response; on every state-changing request, refusal
 * of cross-site requests and of bodies that are not JSON; refusal of NUL bytes, control
 * characters and over-long strings anywhere in the input; database outages answered with 503 +
 * Retry-After (writes) or the last good answer (public reads); readiness for the load balancer.
 */

/** The Fastify options the hardening relies on: trusted proxy, request ids, redacted logs, body limit. */
export function hardenedServerOptions({
  logLevel = 'info',
  trustProxy = 'loopback',
  logStream,
}: {
  logLevel?: string;
  /** Who may set X-Forwarded-For: the edge only (tools/compose/server.mjs overwrites it). */
  trustProxy?: string | string[] | boolean;
  /** Tests capture the logs here. */
  logStream?: NodeJS.WritableStream;
}): FastifyServerOptions {
  return {
    logger: {
      level: logLevel,
      redact: { paths: logRedactPaths, censor: '[redacted]' },
      serializers: logSerializers,
      formatters: { log: (object) => scrubLogObject(object) as Record<string, unknown> },
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map((a) => (typeof a === 'string' ? scrubPersonalData(a) : a)) as Parameters<typeof method>);
        },
      },
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: 64 * 1024,
    // A request whose body trickles in is dropped after two minutes (Fastify sets no limit; a
    // photograph of 20 MB still has 170 KB/s), as the app servers' Node default does after five.
    requestTimeout: 120_000,
    trustProxy,
    // genReqId reads X-Request-Id itself, keeping it only when well-formed.
    requestIdHeader: false,
    // With tracing on, the request's trace id (continued from the app's `traceparent`): the same
    // id as the app's logs. Otherwise an incoming id is kept only when it looks like
    // one (it ends up in logs and headers).
    genReqId: (req) => {
      const traceId = activeTraceId();
      if (traceId) return traceId;
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    return503OnClosing: true,
    // Malformed URLs and over-long path parameters never reach the routes: answer them in the
    // same shape, with the same headers.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(request, reply);
      const status = error.statusCode ?? 400;
      return apiError(reply, status, status === 414 ? 'The address is too long.' : 'The address is not valid.', {
        code: 'invalid_input',
        messageId: hardeningMessageIds.invalidInput,
      });
    },
  };
}

function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id);
  for (const [name, value] of Object.entries(securityHeaders({ nonce: createNonce() }))) reply.header(name, value);
  // The API is called by our own pages; nobody else's page may read or frame it.
  reply.header('cross-origin-resource-policy', 'same-origin');
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Message ids the browser resolves in the visitor's language (area `hardening`). */
export const hardeningMessageIds = {
  crossSite: 'hardening.crossSite',
  unsupportedMediaType: 'hardening.unsupportedMediaType',
  payloadTooLarge: 'hardening.payloadTooLarge',
  invalidInput: 'hardening.invalidInput',
  serviceUnavailable: 'hardening.serviceUnavailable',
} as const;

function sameSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  // `request.host` honours X-Forwarded-Host from the trusted edge only.
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

export interface HardeningOptions {
  db: Kysely<Database>;
  /** Seconds a client should wait before retrying while the database is unavailable. */
  retryAfterSeconds?: number;
}

async function hardeningPlugin(app: FastifyInstance, { db, retryAfterSeconds = 5 }: HardeningOptions) {
  const stale = new StaleCache();
  // Every route registered after this plugin, for the fuzz test (docs/hardening.md).
  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });

  app.addHook('onRequest', async (request, reply) => {
    setSecurityHeaders(request, reply);
    if (!stateChanging.has(request.method)) return;
    if (!sameSite(request)) {
      return apiError(reply, 403, 'Cross-site requests are refused.', { code: 'cross_site', messageId: hardeningMessageIds.crossSite });
    }
    const type = request.headers['content-type'];
    const needsJson = request.method !== 'DELETE' || hasBody(request);
    // The media library's upload routes alone take a raw image body (apps/api/src/media/routes.ts).
    const imageUpload = request.routeOptions.config?.rawImageUpload === true;
    if (needsJson && !(imageUpload ? uploadContentType : /^application\/json\s*(;|$)/i).test(type ?? '')) {
      return apiError(reply, 415, imageUpload ? 'Send the photograph itself as image/jpeg, image/png, image/webp or image/avif.' : 'Send the request body as application/json.', {
        code: 'unsupported_media_type',
        messageId: hardeningMessageIds.unsupportedMediaType,
      });
    }
  });

  app.addHook('preValidation', async (request, reply) => {
    const fileText = request.routeOptions.config?.fileTextField;
    const problem = inputProblem(request.query, 'query') ?? inputProblem(request.params, 'path') ?? inputProblem(request.body, 'body', '', 0, fileText);
    if (problem) return apiError(reply, 400, problem, { code: 'invalid_input', messageId: hardeningMessageIds.invalidInput });
  });

  // Graceful shutdown: answers still under way when SIGTERM arrives tell their keep-alive
  // connection to close, so the server can stop as soon as they are sent.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // The drain before a stop (main.ts, SHUTDOWN_DRAIN_SECONDS): every answer closes its connection.
  app.decorate('beginDrain', () => {
    closing = true;
  });

  // Public reads keep their last good answer for when the database goes away.
  app.addHook('onSend', async (request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    if (isMarkedPrivate(request)) reply.header('cache-control', 'private, no-store');
    if (request.method === 'GET' && reply.statusCode === 200) stale.remember(request, reply, payload);
    return payload;
  });

  app.get('/api/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await Promise.race([
        sql`select 1`.execute(db),
        new Promise((_, reject) => setTimeout(() => reject(new Error('database too slow')), 1500).unref()),
      ]);
      return { status: 'ready' };
    } catch {
      return reply.code(503).header('retry-after', String(retryAfterSeconds)).send({ status: 'unavailable' });
    }
  });

  // Set here, before any area registers its routes: a plugin keeps the error handler its parent
  // had when it was registered, so a handler set at the end of buildServer never reached them.
  app.setErrorHandler(handleError);
  app.decorate('hardening', { routes, handleError });

  /** Client errors in the Strapi shape, database outages as 503 or stale reads, the rest as 500. */
  function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    // The client went away before its body ended (ECONNRESET from its own connection): nobody to
    // answer, and nothing to do with the database, whose outage alerts must not be set off by anyone.
    if (request.raw.readableAborted) {
      request.log.info({ reason: error.code ?? error.message }, 'client closed the request');
      return reply.code(400).send();
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ databaseError: error.code ?? error.message }, 'database unavailable');
      if (request.method === 'GET' && stale.serve(request, reply)) return reply;
      reply.header('retry-after', String(retryAfterSeconds));
      return apiError(reply, 503, 'The service is briefly unavailable. Please try again in a moment; nothing you entered is lost.', {
        code: 'service_unavailable',
        messageId: hardeningMessageIds.serviceUnavailable,
        retryAfterSeconds,
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return apiError(reply, 413, 'The request is too large (64 KB at most).', { code: 'payload_too_large', messageId: hardeningMessageIds.payloadTooLarge });
    }
    if (status === 415) {
      return apiError(reply, 415, 'Send the request body as application/json.', { code: 'unsupported_media_type', messageId: hardeningMessageIds.unsupportedMediaType });
    }
    if (status >= 400 && status < 500) {
      return apiError(reply, status, error.validation ? `Invalid request: ${error.message}` : error.message, {
        code: 'invalid_input',
        messageId: hardeningMessageIds.invalidInput,
      });
    }
    request.log.error({ err: error }, 'request failed');
    return apiError(reply, 500, 'Internal server error');
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    hardening: { routes: { method: string; url: string }[]; handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply };
    /** From now on every answer closes its kept-alive connection (the drain before a stop). */
    beginDrain(): void;
  }
}

// Like fastify-plugin: the hooks apply to every route of the server, not only inside this plugin.
(hardeningPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export const hardening = hardeningPlugin;
