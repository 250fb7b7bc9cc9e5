import { hongKongDate, hongKongSession, hongKongTime } from '@oriel/contracts/dates';
import { type Locale, formatDate as formatSiteDate } from '@oriel/i18n';

// Dates as the whole site writes them (@oriel/i18n: "10 July 2024", "2024年7月10日", Hong Kong
// time). A Chinese date with its weekday or its time takes the one style of the site, e-mails and
// SMS (@oriel/contracts/dates): 「2025年4月26日（星期六）12:00」, short 「4月26日（六）12:00」 (ICU would write 「週六」).

export function formatDate(locale: Locale, value: string | Date, options: Intl.DateTimeFormatOptions = {}): string {
  const at = typeof value === 'string' ? new Date(value) : value;
  if (locale === 'tc' && !('day' in options && options.day === undefined) && (options.weekday || options.hour)) {
    const day = hongKongDate(locale, at, options.weekday === 'short' ? 'short' : 'long');
    return options.hour ? `${day}${hongKongTime(at)}` : day;
  }
  return formatSiteDate(locale, at, options);
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
