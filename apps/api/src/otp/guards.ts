import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from '../http/errors';

/**
 * Refuses what a browser on another site could make a visitor's browser send: a cross-site
 * `Sec-Fetch-Site`, an `Origin` of another host, or a body that is not JSON (forms and
 * `text/plain` are "simple" requests that skip CORS).
 */
export async function refuseCrossSiteAndNonJson(request: FastifyRequest, reply: FastifyReply) {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return apiError(reply, 403, 'Cross-site requests are refused.');
  }
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const host = (request.headers['x-forwarded-host'] as string | undefined) ?? request.headers.host;
    let originHost: string | null = null;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = null;
    }
    if (!originHost || originHost !== host) return apiError(reply, 403, 'Cross-site requests are refused.');
  }
  const type = request.headers['content-type'] ?? '';
  if (!/^application\/json(\s*;|$)/i.test(type)) return apiError(reply, 415, 'Send the request body as application/json.');
}
