import type { FastifyReply, FastifyRequest } from 'fastify';

const privateRequests = new WeakSet<object>();

/**
 * Marks an answer as for this viewer only (a preview at a chosen moment), as soon as the request
 * is known to be one: hooks run in the order they were added, so a header set in a later `onSend`
 * came after this cache had stored the answer. The hardening plugin's `onSend` turns the mark into
 * `Cache-Control: private, no-store` before anything (this cache, a CDN) can keep it.
 */
export function markPrivate(request: FastifyRequest): void {
  privateRequests.add(request);
}

export function isMarkedPrivate(request: FastifyRequest): boolean {
  return privateRequests.has(request);
}

/**
 * The last good answer of each public read, served when the database is unavailable. Only
 * responses that are shareable anyway are kept (`Cache-Control: public`), so nothing personal is
 * ever held or served to someone else. Bounded in entries and size.
 */
export class StaleCache {
  private readonly entries = new Map<string, { payload: string | Buffer; type: string; cacheControl: string }>();
  private totalBytes = 0;

  constructor(
    private readonly maxEntries = 500,
    private readonly maxBytes = 512 * 1024,
    /** All the answers together: new query strings by the thousand push out the oldest. */
    private readonly maxTotalBytes = 16 * 1024 * 1024,
  ) {}

  remember(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (isMarkedPrivate(request)) return;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (!/\bpublic\b/.test(cacheControl) || /\b(private|no-store)\b/.test(cacheControl)) return;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return;
    if (payload.length > this.maxBytes) return;
    this.forget(request.url);
    this.entries.set(request.url, { payload, type: String(reply.getHeader('content-type') ?? 'application/json'), cacheControl });
    this.totalBytes += request.url.length + payload.length;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.totalBytes <= this.maxTotalBytes) break;
      this.forget(oldest);
    }
  }

  private forget(url: string) {
    const entry = this.entries.get(url);
    if (!entry) return;
    this.entries.delete(url);
    this.totalBytes -= url.length + entry.payload.length;
  }

  /** Sends the last good answer for this URL, if there is one. */
  serve(request: FastifyRequest, reply: FastifyReply): boolean {
    const entry = this.entries.get(request.url);
    if (!entry) return false;
    reply
      .code(200)
      .header('content-type', entry.type)
      // Short, so browsers and CDNs come back for fresh content once the database is back.
      .header('cache-control', 'public, max-age=10')
      .header('x-served-stale', '1')
      .send(entry.payload);
    return true;
  }
}

const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300', // too_many_connections
  '57014', // query_canceled (statement timeout)
]);

/** True for errors that mean "the database is not answering", not "the request was wrong". */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown[] } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (typeof e.code === 'string' && unavailableCodes.has(e.code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (/Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection/i.test(message)) return true;
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}
