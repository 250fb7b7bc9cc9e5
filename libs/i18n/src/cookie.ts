import type { Locale } from './locales';

/** SPEC §4/§9: the chosen locale is kept 365 days in the cookie `i18n_redirected`. */
export const localeCookieName = 'i18n_redirected';
export const localeCookieMaxAge = 365 * 24 * 60 * 60;

/**
 * The cookie as the language switch writes it in the browser. Written by hand on purpose: a fixed
 * name and a value of two letters need no encoding, and the `cookie` library (1 KB gzip) would
 * join every page's first load, which is over its budget. The server reads cookies
 * with `cookie` (./negotiation.ts).
 */
export function serializeLocaleCookie(locale: Locale, options: { secure?: boolean } = {}): string {
  return `${localeCookieName}=${locale}; Max-Age=${localeCookieMaxAge}; Path=/; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}

/**
 * Remembers the visitor's choice in the browser when they use the language switch, so the next
 * first visit to `/` lands in the chosen locale.
 */
export function writeLocaleCookie(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeLocaleCookie(locale, { secure: window.location.protocol === 'https:' });
}
