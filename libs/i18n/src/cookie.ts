import { isbot } from 'isbot';
import { type Locale, isLocale } from './locales';

/** SPEC §4/§9: the chosen locale is kept 365 days in the cookie `i18n_redirected`. */
export const localeCookieName = 'i18n_redirected';
export const localeCookieMaxAge = 365 * 24 * 60 * 60;

export function serializeLocaleCookie(locale: Locale, options: { secure?: boolean } = {}): string {
  return `${localeCookieName}=${locale}; Max-Age=${localeCookieMaxAge}; Path=/; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}

export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

function prefersChinese(acceptLanguage: string | null): boolean {
  if (!acceptLanguage) return false;
  const ranked = acceptLanguage
    .split(',')
    .map((entry) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((e) => e.tag && e.tag !== '*' && !Number.isNaN(e.q))
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.tag.startsWith('zh') ?? false;
}

/**
 * Where a first visit to the English root should go: `/tc` when the locale cookie says `tc`, or,
 * without a cookie, when the browser prefers Chinese. Only at `/`, and never for crawlers, so
 * search engines index both locales as they are.
 */
export function rootLocaleRedirect(request: Request): string | null {
  const url = new URL(request.url);
  if (url.pathname !== '/') return null;
  if (isbot(request.headers.get('user-agent'))) return null;
  const chosen = readCookie(request.headers.get('cookie'), localeCookieName);
  if (isLocale(chosen)) return chosen === 'tc' ? `/tc${url.search}` : null;
  return prefersChinese(request.headers.get('accept-language')) ? `/tc${url.search}` : null;
}

/**
 * Remembers the visitor's choice in the browser when they use the language switch, so the next
 * first visit to `/` lands in the chosen locale.
 */
export function writeLocaleCookie(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeLocaleCookie(locale, { secure: window.location.protocol === 'https:' });
}
