import type { Locale } from '@oriel/i18n';

// Dates as Hong Kong writes them: "10 July 2024" in English, "2024年7月10日" in Chinese, always in
// Hong Kong time whatever the visitor's device says.
const tags: Record<Locale, string> = { en: 'en-GB', tc: 'zh-Hant-HK' };

export function formatDate(locale: Locale, value: string | Date, options: Intl.DateTimeFormatOptions = {}): string {
  return new Intl.DateTimeFormat(tags[locale], { timeZone: 'Asia/Hong_Kong', day: 'numeric', month: 'long', year: 'numeric', ...options }).format(
    typeof value === 'string' ? new Date(value) : value,
  );
}

export const withTime: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** A form's `YYYY-MM-DD` (a Hong Kong calendar day) with its weekday. */
export function formatDay(locale: Locale, isoDate: string): string {
  return formatDate(locale, new Date(`${isoDate}T12:00:00+08:00`), { weekday: 'short' });
}
