// React Router's default Node document renderer (`react-router reveal entry.server`), shared by the
// apps' `app/entry.server.tsx`, with the CSP nonce the app server drew for this response
// (app-server.ts) on <ServerRouter> and on React's own streaming scripts.
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type HandleErrorFunction, type RouterContextProvider, ServerRouter, isRouteErrorResponse } from 'react-router';
import { logServerError, nonceContext, unavailableRetryAfterSeconds } from './request-context';

/** How long a streamed page may take before React gives up on pending parts (React Router's `streamTimeout`). */
export const documentStreamTimeout = 5_000;

/** The `handleRequest` default export of an app's `entry.server.tsx`. */
export function handleDocumentRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(nonceContext);
  // The data service is unavailable: come back in a few seconds, and no cache keeps this answer.
  if (responseStatusCode === 503) {
    if (!responseHeaders.has('Retry-After')) responseHeaders.set('Retry-After', String(unavailableRetryAfterSeconds));
    responseHeaders.set('Cache-Control', 'no-store');
  }
  // A post to a page without an action: React Router answers 405, which must say what the page takes.
  if (responseStatusCode === 405 && !responseHeaders.has('Allow')) responseHeaders.set('Allow', 'GET, HEAD');
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once; browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), documentStreamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      // A boundary that is ready when the shell is goes out in place. React otherwise moves a large
      // one (the forms in their islands) to the end of the response and reveals it by script a
      // frame later, so a slow link paints the page without it and then shifts everything below.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) logServerError(error, 'streaming the page failed');
      },
    });
  });
}

/**
 * The `handleError` export of an app's `entry.server.tsx`: errors of loaders, actions and rendering
 * go to the request's structured log (libs/server/src/logger.ts: type and scrubbed message, the
 * stack in development only) instead of React Router's plain console output. Requests the visitor
 * abandoned, and answers 4xx, are not server errors.
 */
export const handleServerError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // React Router refuses an action posted from another origin (400, the action never runs) and
  // reports the refusal here: anyone can send one, so it is a warning, not a server error.
  if (refusedAsCrossOrigin(error, request)) logServerError(error, 'action refused: posted from another origin', 'warn');
  else if (!isRouteErrorResponse(error)) logServerError(error, 'request failed');
  // A 4xx (no route matches, a thrown 404) is the visitor's, not the server's: the access line has its status.
  else if (error.status >= 500) logServerError((error as { error?: unknown }).error ?? error, 'request failed');
};

/**
 * React Router's refusal of an action from another origin: the request says it comes from elsewhere
 * and the error is React Router's "… Aborting the action." (an app may allow an origin, such as
 * `null` for the campaign app's manage page: a real error of such an action is still an error).
 */
function refusedAsCrossOrigin(error: unknown, request: Request): boolean {
  const origin = request.headers.get('origin');
  if (request.method === 'GET' || request.method === 'HEAD' || origin === null) return false;
  const foreign = !URL.canParse(origin) || new URL(origin).origin !== new URL(request.url).origin;
  return foreign && error instanceof Error && error.message.endsWith('Aborting the action.');
}
