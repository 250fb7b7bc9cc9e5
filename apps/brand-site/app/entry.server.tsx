// Server entry: the shared document renderer with this app's CSP (libs/server/src/render-document.tsx).
import { createDocumentRequestHandler, documentStreamTimeout } from '@oriel/server/render-document';
import { originsOf, tagManagerOrigins } from '@oriel/server';
import { env } from './lib/env.server';

export const streamTimeout = documentStreamTimeout;

/** Loader, action and render errors go to the request's structured log (libs/server/src/logger.ts). */
export { handleServerError as handleError } from '@oriel/server/render-document';

export default createDocumentRequestHandler({
  thirdPartyOrigins: [...(env.GTM_ID ? tagManagerOrigins : []), ...originsOf([env.CHAT_WIDGET_SRC, env.JQUERY_SRC])],
});
