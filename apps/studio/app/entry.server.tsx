// Server entry: the shared document renderer with its strict CSP; the studio loads no third party.
import { createDocumentRequestHandler, documentStreamTimeout } from '@oriel/server/render-document';

export const streamTimeout = documentStreamTimeout;
export { handleServerError as handleError } from '@oriel/server/render-document';

export default createDocumentRequestHandler({ thirdPartyOrigins: [] });
