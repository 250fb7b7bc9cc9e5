import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/**
 * What the app servers refuse before React Router sees a request, and how they read bodies
 * (docs/hardening.md "Requests the app servers refuse"). React Router reads a request body only
 * as far as the action asks and never drains the rest: the unread bytes stayed on the keep-alive
 * connection and the next request on it (through the router: another visitor's) hung. So a body
 * is read whole, up to a limit, before the app runs, and the app gets a copy of it.
 */

/** Largest body of a form action or data request: the data service's own limit. */
export const requestBodyLimitBytes = 64 * 1024;

/**
 * A refused body up to this size is still read (and thrown away) so its connection stays usable:
 * closing with unread bytes makes the kernel reset the connection, and the client may lose the
 * 413 (or the next answer) with it. A larger declared body is refused and its connection closed.
 */
export const refusedBodyDrainBytes = 16 * 1024 * 1024;

/** Methods a page or form action answers; anything else is 405 (`new Request` throws on TRACE). */
export const pageMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const allowed = new Set<string>(pageMethods);

export interface Refusal {
  status: 400 | 405 | 413;
  headers?: Record<string, string>;
  text: string;
}

const isControlCharacter = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** Why `req` is refused before the app runs, or null when it may go on. */
export function requestRefusal(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>, limit = requestBodyLimitBytes): Refusal | null {
  if (!allowed.has(req.method ?? '')) return { status: 405, headers: { Allow: pageMethods.join(', ') }, text: 'Method Not Allowed' };
  const target = req.url ?? '/';
  if (!target.startsWith('/')) return { status: 400, text: 'Bad Request' };
  let pathname: string;
  try {
    pathname = new URL(target, 'http://localhost').pathname;
    // A malformed or overlong percent-encoding (`/%ff`, `/%C0%AF`) names no page.
    pathname = decodeURIComponent(pathname);
  } catch {
    return { status: 400, text: 'Bad Request' };
  }
  // No address of the site holds a control character (`/article/%00`).
  if (isControlCharacter(pathname)) return { status: 400, text: 'Bad Request' };
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) return { status: 413, text: 'Payload Too Large' };
  return null;
}

/** Whether React Router reads a body for this method (node-fetch-server: every method but GET and HEAD). */
export function carriesBody(method: string | undefined): boolean {
  return method !== 'GET' && method !== 'HEAD';
}

/**
 * Reads the whole body of `req`, or resolves null as soon as it exceeds `limit` bytes (chunked
 * bodies declare no length). After null the rest is still read and discarded, so the refusal can
 * be sent and the connection closed cleanly.
 */
export function readBodyWithin(req: IncomingMessage, limit = requestBodyLimitBytes): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > limit) {
        over = true;
        chunks.length = 0;
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.once('end', () => resolve(over ? null : Buffer.concat(chunks)));
    req.once('error', reject);
    req.once('aborted', () => reject(new Error('request aborted')));
  });
}

/**
 * A stand-in for `req` whose body is `body`, already read: what React Router's request listener
 * reads (method, url, headers, socket, the body as a stream).
 */
export function withReadBody(req: IncomingMessage, body: Buffer): IncomingMessage {
  const replay = Readable.from(body.length ? [body] : []);
  return Object.assign(replay, {
    method: req.method,
    url: req.url,
    headers: req.headers,
    rawHeaders: req.rawHeaders,
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
    socket: req.socket,
    connection: req.socket,
    complete: true,
    aborted: false,
  }) as unknown as IncomingMessage;
}

/** Sends a refusal; a refused body may be partly unread, so its connection is not reused. */
export function sendRefusal(res: ServerResponse, refusal: Refusal, { closeConnection = false } = {}) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = refusal.status;
  for (const [name, value] of Object.entries(refusal.headers ?? {})) res.setHeader(name, value);
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  if (closeConnection) res.setHeader('Connection', 'close');
  res.end(refusal.text);
}
