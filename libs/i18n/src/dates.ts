import { type Locale, timeZone } from './locales';

/**
 * The site's dates, one way everywhere: as Hong Kong writes them, in Hong Kong time whatever the
 * device or server says. English in British order ("20 April 2025", never "April 20, 2025"),
 * Chinese 「2025年4月20日」. A `YYYY-MM-DD` content date is that calendar day in Hong Kong.
 *
 * react-intl's `FormattedDate` would follow the page's `en` tag, which ICU writes in US order:
 * pages format dates here instead (in React, `DateText` / `DateRangeText` of @oriel/ui).
 */
const dateTags: Record<Locale, string> = { en: 'en-GB', tc: 'zh-Hant-HK' };

export type DateValue = string | Date;

/** A `YYYY-MM-DD` day is noon in Hong Kong (never the day before in another time zone); anything else as `Date` reads it. */
export function toHongKongDate(value: DateValue): Date {
  if (value instanceof Date) return value;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+08:00`) : new Date(value);
}

export type MonthStyle = 'long' | 'short';

// Building an Intl.DateTimeFormat costs far more than formatting with one, and a page writes
// dozens of dates: one formatter per language and set of options, kept (the sets are few, all in code).
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A day: "20 April 2025" (`month: 'short'`: "20 Apr 2025"), 「2025年4月20日」. Other fields (a time) may be added by `options`. */
export function formatDate(locale: Locale, value: DateValue, options: Intl.DateTimeFormatOptions = {}): string {
  // `year: undefined` (no year) is a set of its own: the key names every option given.
  const key = `${locale} ${Object.entries(options).join(' ')}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(dateTags[locale], { timeZone, day: 'numeric', month: 'long', year: 'numeric', ...options });
    formatters.set(key, formatter);
  }
  return formatter.format(toHongKongDate(value));
}
