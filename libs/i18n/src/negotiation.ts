import { parseCookie } from 'cookie';
import { isbot } from 'isbot';
import Negotiator from 'negotiator';
import { localeCookieName } from './cookie';
import { isLocale } from './locales';

/**
 * Where a first visit to the English root should go: `/tc` when the locale cookie says `tc`, or,
 * without a cookie, when the browser's `Accept-Language` prefers Chinese (any `zh`) to English
 * (negotiator ranks and matches it). Only at `/`, and never for crawlers, so search engines index
 * both locales as they are. Server only (its own entry, `@oriel/i18n/negotiation`), so neither library reaches a browser.
 */
export function rootLocaleRedirect(request: Request): string | null {
  const url = new URL(request.url);
  if (url.pathname !== '/') return null;
  if (isbot(request.headers.get('user-agent'))) return null;
  const cookies = request.headers.get('cookie');
  const chosen = cookies ? parseCookie(cookies)[localeCookieName] : undefined;
  if (isLocale(chosen)) return chosen === 'tc' ? `/tc${url.search}` : null;
  const acceptLanguage = request.headers.get('accept-language');
  if (!acceptLanguage) return null;
  return new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language(['en', 'zh']) === 'zh' ? `/tc${url.search}` : null;
}
