/** The two locales of the site. `en` has no path prefix; `tc` lives under `/tc`. */
export const locales = ['en', 'tc'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

interface LocaleInfo {
  /** Path prefix in routes ('' for the default locale). */
  prefix: '' | '/tc';
  /** Locale code the data service understands (SPEC §7: en, otherwise zh-Hant). */
  dataLocale: 'en' | 'zh-Hant';
  /** BCP 47 tag for `<html lang>`, `hreflang` and Intl formatting. */
  htmlLang: 'en' | 'zh-Hant-HK';
  hreflang: 'en-HK' | 'zh-Hant-HK';
  ogLocale: 'en_HK' | 'zh_HK';
  /** The locale's own name, for the language switch. */
  nativeName: string;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { prefix: '', dataLocale: 'en', htmlLang: 'en', hreflang: 'en-HK', ogLocale: 'en_HK', nativeName: 'English' },
  tc: { prefix: '/tc', dataLocale: 'zh-Hant', htmlLang: 'zh-Hant-HK', hreflang: 'zh-Hant-HK', ogLocale: 'zh_HK', nativeName: '繁體中文' },
};

export const timeZone = 'Asia/Hong_Kong';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Locale of a URL path: `/tc` and `/tc/...` are Chinese, everything else English. */
export function localeFromPathname(pathname: string): Locale {
  // `/tc.data`: React Router's data request for the Chinese home page itself.
  return pathname === '/tc' || pathname === '/tc.data' || pathname.startsWith('/tc/') ? 'tc' : 'en';
}

/** The data-service locale for a route locale: the single place where `tc` becomes `zh-Hant`. */
export function toDataLocale(locale: Locale): 'en' | 'zh-Hant' {
  return localeInfo[locale].dataLocale;
}
