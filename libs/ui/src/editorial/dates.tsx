import { type DateValue, type MonthStyle, formatDate, useLocale } from '@oriel/i18n';

/**
 * A day as the site writes it ("20 April 2025", 「2025年4月20日」: @oriel/i18n's `formatDate`),
 * kept on one line: "20 / April 2025" never splits at the end of a line. `dateTime` marks it up as a
 * `<time>` for machines.
 */
export function DateText({ value, month = 'long', dateTime }: { value: DateValue; month?: MonthStyle; dateTime?: string }) {
  const locale = useLocale();
  const text = formatDate(locale, value, { month });
  return dateTime ? (
    <time dateTime={dateTime} className="oriel-nobreak">
      {text}
    </time>
  ) : (
    <span className="oriel-nobreak">{text}</span>
  );
}
