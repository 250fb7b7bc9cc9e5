import type { ReactNode } from 'react';
import { type DateValue, type MonthStyle, dateRangeParts, useLocale } from '@oriel/i18n';

// Spans of days and written facts with dates, in a module of their own: only the boutique list
// and the campaign pages use them, so they load with those and not in the frame every page loads
// (tools/vite/shared-config.ts).

/**
 * A span of days ("9 October – 2 November 2025", 「2025年10月9日至11月2日」): each end stays on one
 * line, and a narrow column breaks the range only between its two ends.
 */
export function DateRangeText({ from, to, month = 'long' }: { from: DateValue; to: DateValue; month?: MonthStyle }) {
  const locale = useLocale();
  const parts = dateRangeParts(locale, from, to, month);
  if (parts.length === 1) return <span className="oriel-nobreak">{parts[0]}</span>;
  const [start, separator, end] = parts;
  return (
    <span data-slot="date-range">
      <span className="oriel-nobreak">{start}</span>
      {separator}
      <span className="oriel-nobreak">{end}</span>
    </span>
  );
}

const months = 'January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec';
/**
 * A day or a run of days with its month ("26–27 April", "2 May 2025"), a time span ("12:00–18:00"),
 * 「2025年4月26至27日」. Built on first use, as a module-level `new RegExp` is kept wherever the
 * module is bundled.
 */
let writtenDate: RegExp | undefined;
const writtenDates = () =>
  (writtenDate ??= new RegExp(
    [
      `\\d{1,2}(?:[–-]\\d{1,2})? (?:${months})(?: \\d{4})?`,
      `(?:${months}) \\d{4}`,
      `\\d{1,2}:\\d{2}(?:[–-]\\d{1,2}:\\d{2})?`,
      '(?:\\d{4}年)?(?:\\d{1,2}月)?\\d{1,2}(?:至\\d{1,2})?日',
    ].join('|'),
    'gu',
  ));

/**
 * Written text (a campaign's facts: "26–27 April and 2–4 May 2025, 12:00–18:00") with each date
 * and time kept on one line, so a narrow column breaks between dates, never inside one.
 * Anything but a string is returned as it is.
 */
export function keepDates(text: ReactNode): ReactNode {
  if (typeof text !== 'string') return text;
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(writtenDates())) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    nodes.push(
      <span key={match.index} className="oriel-nobreak">
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  if (nodes.length === 0) return text;
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}
