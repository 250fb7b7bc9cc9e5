import { describe, expect, it } from 'vitest';
import { localeFromPathname, toDataLocale } from './locales';
import { appForPath, localePath, stripLocale, switchLocalePath } from './paths';
import { serializeLocaleCookie } from './cookie';
import { rootLocaleRedirect } from './negotiation';

describe('locale paths', () => {
  it('prefixes Chinese paths with /tc and leaves English bare', () => {
    expect(localePath('en', '/about')).toBe('/about');
    expect(localePath('tc', '/about')).toBe('/tc/about');
    expect(localePath('tc', '/')).toBe('/tc');
    expect(localePath('tc', '/?ref=x')).toBe('/tc?ref=x');
  });

  it('switches language on the same page, keeping the query', () => {
    expect(switchLocalePath('/makeup/lips?sub=lipstick', 'tc')).toBe('/tc/makeup/lips?sub=lipstick');
    expect(switchLocalePath('/tc/makeup/lips?sub=lipstick', 'en')).toBe('/makeup/lips?sub=lipstick');
    expect(switchLocalePath('/tc', 'en')).toBe('/');
    expect(switchLocalePath('/', 'tc')).toBe('/tc');
  });

  it('reads the locale from the path', () => {
    expect(localeFromPathname('/tc/about')).toBe('tc');
    expect(localeFromPathname('/tc')).toBe('tc');
    expect(localeFromPathname('/tcx')).toBe('en');
    // React Router's data request for the Chinese home page on a client navigation (it answered
    // the English loader data, and the page broke with "Application Error").
    expect(localeFromPathname('/tc.data')).toBe('tc');
    expect(localeFromPathname('/tc.database')).toBe('en');
    expect(localeFromPathname('/new-arrivals/fragrance/baume-solide')).toBe('en');
    expect(stripLocale('/tc/about')).toBe('/about');
  });

  it('maps tc to zh-Hant for the data service', () => {
    expect(toDataLocale('tc')).toBe('zh-Hant');
    expect(toDataLocale('en')).toBe('en');
  });

  it('knows which app owns a path', () => {
    expect(appForPath('/discovery-trial/palais-royal-gardens')).toBe('discovery-trial');
    expect(appForPath('/discovery-trialx')).toBe('brand-site');
    expect(appForPath('/fragrance')).toBe('brand-site');
  });
});

describe('locale cookie and root redirect', () => {
  const request = (headers: Record<string, string>, path = '/') => new Request(`http://localhost${path}`, { headers });

  it('writes i18n_redirected for 365 days on the whole site', () => {
    expect(serializeLocaleCookie('tc')).toBe('i18n_redirected=tc; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('reads the cookie among others, and a malformed one does not break the page', () => {
    expect(rootLocaleRedirect(request({ cookie: 'a=%E4; i18n_redirected=tc; b=1' }))).toBe('/tc');
    expect(rootLocaleRedirect(request({ cookie: 'i18n_redirected=%E4%', 'accept-language': 'en' }))).toBeNull();
  });

  it('sends a visitor who chose Chinese from / to /tc', () => {
    expect(rootLocaleRedirect(request({ cookie: 'i18n_redirected=tc' }))).toBe('/tc');
    expect(rootLocaleRedirect(request({ cookie: 'i18n_redirected=en', 'accept-language': 'zh-HK' }))).toBeNull();
  });

  it('follows Accept-Language only without a cookie, only at the root, never for crawlers', () => {
    expect(rootLocaleRedirect(request({ 'accept-language': 'zh-HK,zh;q=0.9,en;q=0.8' }))).toBe('/tc');
    expect(rootLocaleRedirect(request({ 'accept-language': 'en-GB,zh;q=0.5' }))).toBeNull();
    // Chinese ranked above English, behind a language the site does not have.
    expect(rootLocaleRedirect(request({ 'accept-language': 'fr-FR,zh-Hant-TW;q=0.7,en;q=0.3' }))).toBe('/tc');
    expect(rootLocaleRedirect(request({ 'accept-language': 'zh-HK' }, '/?utm_source=x'))).toBe('/tc?utm_source=x');
    expect(rootLocaleRedirect(request({ 'accept-language': 'zh-HK' }, '/about'))).toBeNull();
    expect(
      rootLocaleRedirect(request({ 'accept-language': 'zh-HK', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })),
    ).toBeNull();
  });
});
