import { hongKongDate, hongKongSession, hongKongTime } from '@oriel/contracts/dates';
import type { Locale } from '@oriel/i18n';

// Dates as Hong Kong writes them: "10 July 2024" in English, "2024年7月10日" in Chinese, always in
// Hong Kong time whatever the visitor's device says. A Chinese date with its weekday or its time
// takes the one style of the site, e-mails and SMS (@oriel/contracts/dates):
// 「2025年4月26日（星期六）12:00」, short 「4月26日（六）12:00」 (ICU would write 「週六」).
const tags: Record<Locale, string> = { en: 'en-GB', tc: 'zh-Hant-HK' };

export function formatDate(locale: Locale, value: string | Date, options: Intl.DateTimeFormatOptions = {}): string {
  const at = typeof value === 'string' ? new Date(value) : value;
  if (locale === 'tc' && !('day' in options && options.day === undefined) && (options.weekday || options.hour)) {
    const day = hongKongDate(locale, at, options.weekday === 'short' ? 'short' : 'long');
    return options.hour ? `${day}${hongKongTime(at)}` : day;
  }
  return new Intl.DateTimeFormat(tags[locale], { timeZone: 'Asia/Hong_Kong', day: 'numeric', month: 'long', year: 'numeric', ...options }).format(at);
}

/** A session: 「2025年4月26日（星期六）12:00–12:45」, "Saturday 26 April 2025, 12:00–12:45". */
export function formatSession(locale: Locale, from: string, to: string): string {
  return hongKongSession(locale, new Date(from), new Date(to));
}

export const withTime: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** A form's `YYYY-MM-DD` (a Hong Kong calendar day) with its weekday. */
export function formatDay(locale: Locale, isoDate: string): string {
  // 「4月24日（四）」 in Chinese (never ICU's 「週四」).
  return formatDate(locale, new Date(`${isoDate}T12:00:00+08:00`), { weekday: 'short' });
}

const hkParts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Hong_Kong', day: 'numeric', month: 'numeric', year: 'numeric' });
function hkDay(iso: string): { y: number; m: number; d: number } {
  const parts = Object.fromEntries(hkParts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return { y: Number(parts.year), m: Number(parts.month), d: Number(parts.day) };
}

/**
 * A span of days as Hong Kong writes it: "9 October – 2 November 2025", "2025年10月9日至11月2日".
 * Chinese is written by hand: ICU's Chinese ranges are numeric ("9/10/2025 至 2/11/2025").
 */
export function formatDateRange(locale: Locale, from: string, to: string): string {
  if (locale === 'en') {
    return new Intl.DateTimeFormat(tags.en, { timeZone: 'Asia/Hong_Kong', day: 'numeric', month: 'long', year: 'numeric' }).formatRange(new Date(from), new Date(to));
  }
  const a = hkDay(from);
  const b = hkDay(to);
  const start = `${a.y}年${a.m}月${a.d}日`;
  if (a.y === b.y && a.m === b.m && a.d === b.d) return start;
  if (a.y === b.y && a.m === b.m) return `${start}至${b.d}日`;
  if (a.y === b.y) return `${start}至${b.m}月${b.d}日`;
  return `${start}至${b.y}年${b.m}月${b.d}日`;
}
