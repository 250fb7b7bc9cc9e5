import { type Locale, localeFromPathname, localeInfo } from './locales';

/** Removes the locale prefix: `/tc/about` -> `/about`, `/tc` -> `/`. */
export function stripLocale(pathname: string): string {
  if (localeFromPathname(pathname) === 'en') return pathname || '/';
  const rest = pathname.slice(3);
  return rest === '' ? '/' : rest;
}

/**
 * The path of `path` (locale-free, starting with `/`, may carry `?query` and `#hash`) in `locale`.
 * `localePath('tc', '/about')` -> `/tc/about`; `localePath('tc', '/')` -> `/tc`.
 */
export function localePath(locale: Locale, path: string): string {
  if (!path.startsWith('/')) throw new Error(`localePath expects an absolute path, got "${path}"`);
  const prefix = localeInfo[locale].prefix;
  if (prefix === '') return path;
  if (path === '/') return prefix;
  if (path.startsWith('/?') || path.startsWith('/#')) return prefix + path.slice(1);
  return prefix + path;
}

/** The same page (path, query and hash kept) in the other locale: what the language switch links to. */
export function switchLocalePath(pathWithQuery: string, target: Locale): string {
  const match = /^([^?#]*)(.*)$/.exec(pathWithQuery);
  const pathname = match?.[1] || '/';
  const rest = match?.[2] ?? '';
  return localePath(target, stripLocale(pathname)) + rest;
}

/** Which app owns a locale-free path: the campaign micro-app owns `/discovery-trial/...`. */
export type AppName = 'brand-site' | 'discovery-trial';
export function appForPath(path: string): AppName {
  return /^\/discovery-trial(\/|$|\?|#)/.test(path) ? 'discovery-trial' : 'brand-site';
}
