/**
 * The visitor's cookie choice, kept in a first-party cookie that the cookie-choice action sets
 * and the root loader reads (HttpOnly, the page's scripts never need it): `accepted` lets the tag manager and chat widget load,
 * `rejected` keeps them off. No choice yet means off, with the banner shown.
 */
import { parseCookie, stringifySetCookie } from 'cookie';

export type ConsentChoice = 'accepted' | 'rejected';

export const consentCookieName = 'oriel_consent';
/** Six months, then the visitor is asked again. */
export const consentMaxAgeSeconds = 182 * 24 * 60 * 60;

/** The stored choice in a request's `Cookie` header (server side: the root loader), or null. */
export function readConsent(cookieHeader: string | null | undefined): ConsentChoice | null {
  const value = cookieHeader ? parseCookie(cookieHeader)[consentCookieName] : undefined;
  return value === 'accepted' || value === 'rejected' ? value : null;
}

/** The `Set-Cookie` of the cookie-choice action (server side). */
export function serializeConsent(choice: ConsentChoice, { secure }: { secure: boolean }): string {
  return stringifySetCookie({ name: consentCookieName, value: choice, maxAge: consentMaxAgeSeconds, path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/** The banner's one intent (the choice is the pressed button's `choice`). */
export const consentIntent = 'cookie-choice';

/** Where each app's cookie-choice action answers (a route of its own, outside the locale trees). */
export const consentActionPaths = { 'brand-site': '/cookie-choice', 'discovery-trial': '/discovery-trial/cookie-choice' } as const;

/** The query that opens the banner from the cookie policy when JavaScript is off (`?cookie-settings=open`). */
export const consentSettingsParam = 'cookie-settings';

/** The root loader's reading of the request: the stored choice, and whether the cookie policy asked for the banner. */
export function consentFromRequest(request: Request, url: URL): { choice: ConsentChoice | null; open: boolean } {
  return { choice: readConsent(request.headers.get('cookie')), open: url.searchParams.get(consentSettingsParam) === 'open' };
}

/** The page's query without the parameter that opened the banner. */
export function pageQuery(search: string): [string, string][] {
  return [...new URLSearchParams(search)].filter(([name]) => name !== consentSettingsParam);
}

export function pathWithQuery(pathname: string, query: [string, string][]): string {
  return query.length ? `${pathname}?${new URLSearchParams(query)}` : pathname;
}
