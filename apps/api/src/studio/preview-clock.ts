import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import { markPrivate } from '../http/stale-cache';
import { previewHeader, verifyPreviewToken } from '../staff';

/**
 * Preview at a chosen moment: a preview link may name a moment (`at`), like
 * APP_NOW for a whole site. During a request that carries such a valid link, the clock handed to
 * the reads that depend on "now" (campaign states, the brand site's discovery band) runs from that
 * moment; the answer is private and never cached. Writes (one-time codes, registrations) keep the
 * service's own clock: a preview shows, it never acts at another time.
 */
export function previewMomentClock(app: FastifyInstance, base: Clock, secret: string): Clock {
  const moment = new AsyncLocalStorage<{ atMs: number; startedMs: number }>();
  const previewed = new WeakSet<object>();
  app.addHook('onRequest', (request, reply, done) => {
    const token = request.headers[previewHeader];
    const claim = typeof token === 'string' ? verifyPreviewToken(secret, token) : null;
    if (!claim?.at) return done();
    previewed.add(request);
    markPrivate(request);
    moment.run({ atMs: Date.parse(claim.at), startedMs: Date.now() }, done);
  });
  // After the route's own headers: an answer at another moment is for this viewer only.
  app.addHook('onSend', async (request, reply, payload) => {
    if (previewed.has(request)) reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
    return payload;
  });
  return {
    now() {
      const at = moment.getStore();
      return at ? new Date(at.atMs + (Date.now() - at.startedMs)) : base.now();
    },
  };
}
