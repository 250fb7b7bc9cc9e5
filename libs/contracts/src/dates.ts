import type { DataLocale } from './locales';

/**
 * One date style for the site, the e-mails and the SMS (docs/glossary.md, "Dates"): Hong Kong
 * time whatever the device or server says, the weekday in brackets in Chinese.
 *
 *   long:  「2025年4月26日（星期六）」 / "Saturday 26 April 2025"
 *   short: 「4月26日（六）」 / "Sat 26 Apr" (SMS, slot lists: where space is tight)
 *
 * Chinese is assembled by hand: ICU writes 「2025年4月26日星期六」 (no brackets) or 「週六」.
 */
const zone = 'Asia/Hong_Kong';
const parts = new Intl.DateTimeFormat('en-GB', { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric', weekday: 'short' });
const weekdays: Record<string, string> = { Sun: '日', Mon: '一', Tue: '二', Wed: '三', Thu: '四', Fri: '五', Sat: '六' };

function hongKongDay(at: Date): { y: number; m: number; d: number; w: string } {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
  return { y: Number(p.year), m: Number(p.month), d: Number(p.day), w: weekdays[p.weekday ?? 'Sun'] ?? '日' };
}

export type DateStyle = 'long' | 'short';

// Built once: building a formatter costs far more than formatting with it.
const englishDays: Record<DateStyle, Intl.DateTimeFormat> = {
  long: new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: zone }),
  short: new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: zone }),
};
const timeOfDay = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone });

/** A day with its weekday. `zh-Hant` and `tc` both mean Chinese. */
export function hongKongDate(locale: DataLocale | 'tc', at: Date, style: DateStyle = 'long'): string {
  if (locale === 'en') return englishDays[style].format(at).replace(',', '');
  const { y, m, d, w } = hongKongDay(at);
  return style === 'long' ? `${y}年${m}月${d}日（星期${w}）` : `${m}月${d}日（${w}）`;
}

/** A time of day, 24-hour: 「12:00」. */
export function hongKongTime(at: Date): string {
  return timeOfDay.format(at);
}

/**
 * A session: 「2025年4月26日（星期六）12:00–12:45」, "Saturday 26 April 2025, 12:00–12:45".
 * `ascii` writes the range with a hyphen, for English SMS (the en dash is not GSM-7).
 */
export function hongKongSession(locale: DataLocale | 'tc', from: Date, to: Date | null, style: DateStyle = 'long', ascii = false): string {
  const dash = ascii ? '-' : '–';
  const time = to ? `${hongKongTime(from)}${dash}${hongKongTime(to)}` : hongKongTime(from);
  return locale === 'en' ? `${hongKongDate(locale, from, style)}, ${time}` : `${hongKongDate(locale, from, style)}${time}`;
}
