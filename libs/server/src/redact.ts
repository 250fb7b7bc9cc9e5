import type { MiddlewareFunction } from 'react-router';

/**
 * Secrets that travel in addresses, kept out of every server's logs (the data service's, the app
 * servers', the edge's advice in docs/deployment.md): a booking's manage token is a path segment
 * (`…/booking/{token}`), a second-factor set-up link too (`/studio/enrol/{token}`), a studio
 * preview link and the thank-you page carry theirs in the query (`oriel-preview`, `booking`).
 */
export const tokenPathSegments = ['booking', 'studio/enrol'] as const;
export const tokenQueryParameters = ['oriel-preview', 'booking', 'token'] as const;

const pathToken = new RegExp(`(/(?:${tokenPathSegments.join('|')})/)[^/?#\\s"'<>]+`, 'g');
const queryToken = new RegExp(`([?&](?:${tokenQueryParameters.join('|')})=)[^&#\\s"'<>]+`, 'g');

/** The text with every token of an address replaced by `[token]`. */
export function redactTokens(text: string): string {
  return text.replace(pathToken, '$1[token]').replace(queryToken, '$1[token]');
}

/**
 * Whether a page's address carries a token (manage page, thank-you page with its booking, studio
 * preview): such a page sends `Referrer-Policy: no-referrer` and loads no third-party script.
 */
export function addressCarriesToken(url: URL): boolean {
  if (tokenQueryParameters.some((name) => url.searchParams.has(name))) return true;
  return /\/booking\/[^/]+/.test(url.pathname) || url.pathname.startsWith('/studio/enrol/');
}

/**
 * React Router middleware of the app servers: a page whose address carries a token tells the
 * browser to send no Referer anywhere, not even to this site's own assets (an edge logs Referers).
 */
export const noReferrerForTokenPages: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (addressCarriesToken(new URL(request.url))) response.headers.set('Referrer-Policy', 'no-referrer');
  return response;
};
