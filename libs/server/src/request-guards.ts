import type { NextFunction, Request, Response } from 'express';

/**
 * What the app servers refuse before React Router sees a request (docs/hardening.md "Requests
 * the app servers refuse"). The edge (nginx, tools/compose/server.mjs) caps bodies too, chunked
 * ones included, and sends each request with a body on a connection of its own.
 */

/** Largest body of a form action or data request: the data service's own limit. */
export const requestBodyLimitBytes = 64 * 1024;

/**
 * Methods a page or form action answers; anything else is 405 (`new Request` throws on TRACE). Every
 * form of the apps posts (a browser's form knows no other method); the studio's PUT and DELETE go
 * from its server to the data service, never from a browser to a page.
 */
const pageMethods = ['GET', 'HEAD', 'POST'] as const;
const allowed = new Set<string>(pageMethods);

/** C0 and C1 controls and DEL: the characters the data service refuses in any field (apps/api/src/http/input.ts). */
const hasControlCharacter = (text: string) =>
  [...text].some((c) => {
    const code = c.charCodeAt(0);
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });

/** Why a request is refused before the app runs, or null when it may go on. */
function requestRefusal(req: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> }) {
  if (!allowed.has(req.method ?? '')) return { status: 405, text: 'Method Not Allowed' } as const;
  const target = req.url ?? '/';
  if (!target.startsWith('/')) return { status: 400, text: 'Bad Request' } as const;
  try {
    // A malformed or overlong percent-encoding (`/%ff`, `/%C0%AF`) names no page, and no address
    // of the site holds a control character (`/article/%00`, `/article/%c2%85`).
    if (hasControlCharacter(decodeURIComponent(new URL(target, 'http://localhost').pathname))) return { status: 400, text: 'Bad Request' } as const;
  } catch {
    return { status: 400, text: 'Bad Request' } as const;
  }
  if (Number(req.headers['content-length'] ?? 0) > requestBodyLimitBytes) return { status: 413, text: 'Payload Too Large' } as const;
  // A body of no declared length (chunked) could only be capped by counting it as React Router reads
  // it. Browsers declare the length of every form post and data request, and nginx, which reads a
  // body whole before passing it on, declares it too: such a body is refused before it is read.
  if (req.headers['transfer-encoding'] !== undefined) return { status: 411, text: 'Length Required' } as const;
  return null;
}

export function refuseBadRequests(req: Request, res: Response, next: NextFunction) {
  const refusal = requestRefusal(req);
  if (!refusal) return next();
  if (refusal.status === 405) res.set('Allow', pageMethods.join(', '));
  // The body of unknown length is not read: the connection closes after the answer.
  if (refusal.status === 411) res.set('Connection', 'close');
  res.status(refusal.status).set('Cache-Control', 'no-store').type('text/plain').send(refusal.text);
}

/**
 * React Router reads a request body only as far as the action asks and never drains the rest:
 * left on a kept-alive connection, the unread bytes would be taken for the next request. Once the
 * answer is sent, whatever is left of the body is read and thrown away.
 */
export function drainUnreadBody(req: Request, res: Response, next: NextFunction) {
  res.once('finish', () => {
    if (req.complete) return;
    // React Router's reader paused the stream and will not read again: take it off and discard the rest.
    req.removeAllListeners('data');
    req.resume();
  });
  next();
}
