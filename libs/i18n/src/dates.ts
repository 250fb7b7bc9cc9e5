import { type Locale, timeZone } from './locales';

/**
 * The site's dates, one way everywhere: as Hong Kong writes them, in Hong Kong time whatever the
 * device or server says. English in British order ("20 April 2025", never "April 20, 2025"),
 * Chinese 「2025年4月20日」. A `YYYY-MM-DD` content date is that calendar day in Hong Kong.
 *
 * react-intl's `FormattedDate` would follow the page's `en` tag, which ICU writes in US order:
 * pages format dates here instead (or with `FormattedDay` / `DateRangeText` of @oriel/ui).
 */
const dateTags: Record<Locale, string> = { en: 'en-GB', tc: 'zh-Hant-HK' };

export type DateValue = string | Date;

/** A `YYYY-MM-DD` day is noon in Hong Kong (never the day before in another time zone); anything else as `Date` reads it. */
export function toHongKongDate(value: DateValue): Date {
  if (value instanceof Date) return value;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+08:00`) : new Date(value);
}

const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(dateTags[locale], { timeZone, ...options });
    formats.set(key, format);
  }
  return format;
}

export type MonthStyle = 'long' | 'short';

/** A day: "20 April 2025" (`month: 'short'`: "20 Apr 2025"), 「2025年4月20日」. Other fields (a time) may be added by `options`. */
export function formatDate(locale: Locale, value: DateValue, options: Intl.DateTimeFormatOptions = {}): string {
  return dateFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', ...options }).format(toHongKongDate(value));
}

const hkParts = new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'numeric', year: 'numeric' });
function hongKongDay(at: Date): { y: number; m: number; d: number } {
  const parts = Object.fromEntries(hkParts.formatToParts(at).map((p) => [p.type, p.value]));
  return { y: Number(parts.year), m: Number(parts.month), d: Number(parts.day) };
}

/**
 * A span of days, cut where a line may break: `[start, separator, end]`, or `[day]` when both ends
 * are the same day. "9 October", " – ", "2 November 2025"; 「2025年10月9日」「至」「11月2日」.
 * Each end is one unit that never breaks across lines ("20 / April" would): only the separator may.
 */
export function dateRangeParts(locale: Locale, from: DateValue, to: DateValue, month: MonthStyle = 'long'): [string] | [string, string, string] {
  const a = toHongKongDate(from);
  const b = toHongKongDate(to);
  if (locale === 'en') {
    const parts = dateFormat(locale, { day: 'numeric', month, year: 'numeric' }).formatRangeToParts(a, b);
    // The range's own separator: the shared literal between the start's fields and the end's.
    const cut = parts.findIndex((p, i) => p.source === 'shared' && p.type === 'literal' && parts.slice(i + 1).some((q) => q.source === 'endRange'));
    if (cut < 0) return [parts.map((p) => p.value).join('')];
    const text = (list: typeof parts) => list.map((p) => p.value).join('');
    return [text(parts.slice(0, cut)), parts[cut]!.value, text(parts.slice(cut + 1))];
  }
  // ICU's Chinese ranges are numeric ("9/10/2025 至 2/11/2025"): written by hand, as Hong Kong does.
  const start = hongKongDay(a);
  const end = hongKongDay(b);
  const first = `${start.y}年${start.m}月${start.d}日`;
  if (start.y === end.y && start.m === end.m && start.d === end.d) return [first];
  if (start.y === end.y && start.m === end.m) return [first, '至', `${end.d}日`];
  if (start.y === end.y) return [first, '至', `${end.m}月${end.d}日`];
  return [first, '至', `${end.y}年${end.m}月${end.d}日`];
}

/** A span of days as one string: "9 October – 2 November 2025", 「2025年10月9日至11月2日」. */
export function formatDateRange(locale: Locale, from: DateValue, to: DateValue, month: MonthStyle = 'long'): string {
  return dateRangeParts(locale, from, to, month).join('');
}
