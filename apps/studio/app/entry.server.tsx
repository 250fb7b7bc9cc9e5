// Server entry: React Router's default Node document renderer with the response's CSP nonce, and
// errors to the request's structured log (libs/server/src/render-document.tsx).
export {
  documentStreamTimeout as streamTimeout,
  handleDocumentRequest as default,
  handleServerError as handleError,
} from '@oriel/server/render-document';
