import { parseCookie } from 'cookie';
import { type MiddlewareFunction, redirect } from 'react-router';
import { loadCatalogues } from '@oriel/i18n';
import { rootLocaleRedirect } from '@oriel/i18n/negotiation';

/**
 * The server half of the root route both public apps share (their `app/root.tsx` keeps only its
 * loader, its clock and its name): every catalogue in memory before any loader, meta or render
 * calls translate(); while the pre-release gate is on, nothing of the site may be indexed; and a
 * studio preview (`?oriel-preview=`, rendered with the entry's draft) is for this visitor only.
 */
export function frameMiddleware({ noindex }: { noindex: boolean }): MiddlewareFunction<Response> {
  return async ({ request }, next) => {
    await loadCatalogues();
    const response = await next();
    if (noindex) response.headers.set('X-Robots-Tag', 'noindex');
    if (new URL(request.url).searchParams.has('oriel-preview')) {
      response.headers.set('Cache-Control', 'private, no-store');
      response.headers.set('X-Robots-Tag', 'noindex');
    }
    return response;
  };
}

/**
 * A first visit at `/` goes to `/tc` when the visitor chose Chinese or the browser prefers it
 * (libs/i18n/src/negotiation.ts). Called by the root loader, so it runs on the document request
 * and on a language switch, not on every navigation.
 */
export function redirectFirstVisit(request: Request): void {
  const target = rootLocaleRedirect(request);
  if (target) throw redirect(target);
}

/**
 * Whether the pre-release gate covers this request: it is on and the request does not carry its
 * one-day unlock cookie (SPEC §4; the browser side is `PrereleaseGate` in libs/ui).
 */
export function gateLocked(request: Request, gate: { username: string } | null): boolean {
  if (!gate) return false;
  const cookies = request.headers.get('cookie');
  return !cookies || parseCookie(cookies)['sl-brand-uat-login'] !== '1';
}

/**
 * A studio preview link (`?oriel-preview=`): the moment the page shows (the link's chosen moment,
 * or now), for the "Preview — not live" bar; null on any other page and once the link has expired
 * (the data service then answers the live content, which must not be labelled a preview). The
 * signature is the data service's to check: the bar only reads the link's own claim.
 */
export function studioPreviewOf(url: URL, now: Date): { at: string } | null {
  const token = url.searchParams.get('oriel-preview');
  const payload = token?.split('.')[0];
  if (!payload || payload.length > 1000) return null;
  try {
    const claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { at?: unknown; exp?: unknown };
    if (typeof claim.exp !== 'number' || claim.exp * 1000 <= now.getTime()) return null;
    const at = typeof claim.at === 'string' && !Number.isNaN(Date.parse(claim.at)) ? new Date(claim.at) : now;
    return { at: at.toISOString() };
  } catch {
    return null;
  }
}
