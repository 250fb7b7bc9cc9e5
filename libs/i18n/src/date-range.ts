import type { Locale } from './locales';
import { type DateValue, type MonthStyle, formatDate, toHongKongDate } from './dates';

// Spans of days, in a module of their own: only the boutique list and the campaign cards write
// them, so they load with those and not in the frame every page loads (tools/vite/shared-config.ts).

/**
 * The calendar day in Hong Kong (UTC+8 all year: no summer time since 1979). @oriel/contracts/dates
 * has one with the weekday, through Intl; this one needs neither, and loads with every product
 * page's boutique list.
 */
function hongKongDay(at: Date): { y: number; m: number; d: number } {
  const local = new Date(at.getTime() + 8 * 3600_000);
  return { y: local.getUTCFullYear(), m: local.getUTCMonth() + 1, d: local.getUTCDate() };
}

/**
 * A span of days, cut where a line may break: `[start, separator, end]`, or `[day]` when both ends
 * are the same day. "9 October", " – ", "2 November 2025"; 「2025年10月9日」「至」「11月2日」.
 * Each end is one unit that never breaks across lines ("20 / April" would): only the separator may.
 */
export function dateRangeParts(locale: Locale, from: DateValue, to: DateValue, month: MonthStyle = 'long'): [string] | [string, string, string] {
  const a = toHongKongDate(from);
  const b = toHongKongDate(to);
  const start = hongKongDay(a);
  const end = hongKongDay(b);
  const sameYear = start.y === end.y;
  const sameMonth = sameYear && start.m === end.m;
  if (sameMonth && start.d === end.d) return [formatDate(locale, a, { month })];
  // ICU's Chinese ranges are numeric ("9/10/2025 至 2/11/2025"): written out, as Hong Kong does.
  if (locale === 'tc') return [`${start.y}年${start.m}月${start.d}日`, '至', sameMonth ? `${end.d}日` : sameYear ? `${end.m}月${end.d}日` : `${end.y}年${end.m}月${end.d}日`];
  // British order, as en-GB writes a range: "1 – 2 November 2025", "9 October – 2 November 2025".
  const last = formatDate(locale, b, { month });
  if (sameMonth) return [String(start.d), ' – ', last];
  return [formatDate(locale, a, { month, year: sameYear ? undefined : 'numeric' }), ' – ', last];
}

/** A span of days as one string: "9 October – 2 November 2025", 「2025年10月9日至11月2日」. */
export function formatDateRange(locale: Locale, from: DateValue, to: DateValue, month: MonthStyle = 'long'): string {
  return dateRangeParts(locale, from, to, month).join('');
}
