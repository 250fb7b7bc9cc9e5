import { parseCookie, stringifySetCookie } from 'cookie';
import type { Locale } from './locales';

/** SPEC §4/§9: the chosen locale is kept 365 days in the cookie `i18n_redirected`. */
export const localeCookieName = 'i18n_redirected';
export const localeCookieMaxAge = 365 * 24 * 60 * 60;

export function serializeLocaleCookie(locale: Locale, options: { secure?: boolean } = {}): string {
  return stringifySetCookie({ name: localeCookieName, value: locale, maxAge: localeCookieMaxAge, path: '/', sameSite: 'lax', secure: options.secure });
}

/** One cookie of a `Cookie` header (or `document.cookie`), decoded; undefined when absent. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  return cookieHeader ? parseCookie(cookieHeader)[name] : undefined;
}

/**
 * Remembers the visitor's choice in the browser when they use the language switch, so the next
 * first visit to `/` lands in the chosen locale.
 */
export function writeLocaleCookie(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeLocaleCookie(locale, { secure: window.location.protocol === 'https:' });
}
