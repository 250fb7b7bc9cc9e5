import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';

/**
 * The request an app server is answering, available to everything that runs for it (loaders,
 * actions, the document renderer, data-service calls) without passing it along: its id and its
 * logger (every line with `reqId`). Set by `app-server.ts` for each request.
 */
export interface RequestContext {
  requestId: string;
  log: Logger;
  /** A studio preview link's token (`?oriel-preview=`): sent on to the data service (decision 132). */
  previewToken?: string;
}

// The app server (build/server/main.js) and the React Router build it loads (build/server/index.js)
// each bundle their own copy of this module: both must find the same store, so it lives on globalThis.
const storeKey = Symbol.for('@oriel/server/request-context');
const registry = globalThis as typeof globalThis & { [storeKey]?: AsyncLocalStorage<RequestContext> };
const storage = (registry[storeKey] ??= new AsyncLocalStorage<RequestContext>());

export function runInRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/**
 * `fetch` that sends the current request's id as `X-Request-Id` (the data service keeps a
 * well-formed one and logs it), so one id follows a page view into the data service's logs.
 * Outside a request it is plain `fetch`.
 */
export const fetchWithRequestId: typeof fetch = (input, init) => {
  const context = storage.getStore();
  if (!context?.requestId) return globalThis.fetch(input, init);
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  if (!headers.has('x-request-id')) headers.set('x-request-id', context.requestId);
  // A preview: the data service answers with the entry's draft laid over the live content.
  if (context.previewToken) headers.set('x-oriel-preview', context.previewToken);
  return globalThis.fetch(input, { ...init, headers });
};

/**
 * Logs a server-side error with the current request's logger (structured, scrubbed, stack in
 * development only); outside an app-server request (`react-router dev`, tests) on the console.
 */
export function logServerError(error: unknown, message: string): void {
  const context = storage.getStore();
  if (context) context.log.error({ err: error }, message);
  else console.error(message, error);
}
