// React Router's default Node document renderer plus the per-response CSP nonce, shared by both
// apps' `app/entry.server.tsx`. The nonce goes on <ServerRouter> (React Router's inline scripts,
// <Links>, <Scripts>, <ScrollRestoration>) and on React's own streaming scripts, and the same nonce
// into this response's Content-Security-Policy.
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type HandleErrorFunction, ServerRouter, isRouteErrorResponse } from 'react-router';
import { compactRouterScripts } from './compact-scripts';
import { lowerModulePreloadPriority } from './preload-priority';
import { scriptsAfterFirstPaint } from './scripts-after-paint';
import { logServerError } from './request-context';
import { contentSecurityPolicy, createNonce } from './security-headers';

/** How long a streamed page may take before React gives up on pending parts (React Router's `streamTimeout`). */
export const documentStreamTimeout = 5_000;

/** The `handleRequest` default export of an app's `entry.server.tsx`. */
export function createDocumentRequestHandler({ thirdPartyOrigins }: { thirdPartyOrigins: readonly string[] }) {
  return function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
    const nonce = createNonce();
    responseHeaders.set('Content-Security-Policy', contentSecurityPolicy({ nonce, thirdPartyOrigins }));
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
        // one (over 12.8 KB with what came before it: the forms in their islands) to the end of the
        // response and reveals it by script a frame later, so a slow link paints the page without
        // it and then shifts everything below (CLS 0.022 measured on /exclusive-rewards).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // The first stream after React (no PassThrough): it lowers the script preloads' priority
          // and passes on each of React's batches as one chunk (preload-priority.ts, decision 221).
          const body = lowerModulePreloadPriority();
          body.once('finish', () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // The hydration fetches wait for the first paint (decision 235).
          const page = body.pipe(scriptsAfterFirstPaint(nonce)).pipe(compactRouterScripts());
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(page), { headers: responseHeaders, status: responseStatusCode }));
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
  };
}

/**
 * The `handleError` export of an app's `entry.server.tsx`: errors of loaders, actions and rendering
 * go to the request's structured log (libs/server/src/logger.ts: type and scrubbed message, the
 * stack in development only) instead of React Router's plain console output. Requests the visitor
 * abandoned, and answers 4xx, are not server errors.
 */
export const handleServerError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (!isRouteErrorResponse(error)) logServerError(error, 'request failed');
  // A 4xx (no route matches, a thrown 404) is the visitor's, not the server's: the access line has its status.
  else if (error.status >= 500) logServerError((error as { error?: unknown }).error ?? error, 'request failed');
};
