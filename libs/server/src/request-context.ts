import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';
import { createContext, data } from 'react-router';

/**
 * The request an app server is answering, available to everything that runs for it (loaders,
 * actions, the document renderer, data-service calls) without passing it along: its id and its
 * logger (every line with `reqId`). Set by `app-server.ts` for each request; the app server and the
 * routes are one bundle (the server build's entry is the app's `server/app.ts`), so one store.
 */
export interface RequestContext {
  requestId: string;
  log: Logger;
  /** A studio preview link's token (`?oriel-preview=`): sent on to the data service. */
  previewToken?: string;
  /** The visitor's method: a GET or HEAD page whose data service is unavailable answers 503. */
  method?: string;
}

/**
 * The CSP nonce the app server drew for this response (app-server.ts), handed to React Router
 * through its request context so the document renderer puts it on every script it writes.
 * Unset under `react-router dev`, which sends no CSP.
 */
export const nonceContext = createContext<string | undefined>(undefined);

/** Seconds a visitor (or crawler) should wait before asking again while the data service is unavailable. */
export const unavailableRetryAfterSeconds = 5;

/**
 * Thrown for a page read whose data service is unavailable (it answered 503, or did not answer):
 * React Router renders the error boundary with status 503, whose page says the site is busy in the
 * visitor's language, with `Retry-After` (render-document.tsx). A form's action keeps the
 * data service's own 503 answer, so the form can show its message and keep the visitor's input.
 */
export function serviceUnavailable() {
  return data({ unavailable: true }, { status: 503, headers: { 'Retry-After': String(unavailableRetryAfterSeconds) } });
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runInRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/**
 * `fetch` that sends the current request's id as `X-Request-Id` (the data service keeps a
 * well-formed one and logs it), so one id follows a page view into the data service's logs.
 * Outside a request it is plain `fetch`. For a page read (GET, HEAD), a data service that answers
 * 503 or not at all throws `serviceUnavailable()`.
 */
export const fetchWithRequestId: typeof fetch = async (input, init) => {
  const context = storage.getStore();
  if (!context) return globalThis.fetch(input, init);
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  if (!headers.has('x-request-id')) headers.set('x-request-id', context.requestId);
  // A preview: the data service answers with the entry's draft laid over the live content.
  if (context.previewToken) headers.set('x-oriel-preview', context.previewToken);
  const pageRead = context.method === 'GET' || context.method === 'HEAD';
  if (!pageRead) return globalThis.fetch(input, { ...init, headers });
  let response: Response;
  try {
    response = await globalThis.fetch(input, { ...init, headers });
  } catch (error) {
    // The visitor went away: not an outage.
    if (init?.signal?.aborted) throw error;
    context.log.warn({ err: error }, 'data service unreachable');
    throw serviceUnavailable();
  }
  if (response.status === 503) throw serviceUnavailable();
  return response;
};

/**
 * Logs a server-side error with the current request's logger (structured, scrubbed, stack in
 * development only); outside an app-server request (`react-router dev`, tests) on the console.
 */
export function logServerError(error: unknown, message: string, level: 'error' | 'warn' = 'error'): void {
  const context = storage.getStore();
  if (context) context.log[level]({ err: error }, message);
  else console[level](message, error);
}
