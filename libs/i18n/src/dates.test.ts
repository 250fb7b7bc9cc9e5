import { describe, expect, it } from 'vitest';
import { dateRangeParts, formatDateRange } from './date-range';
import { formatDate } from './dates';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatDate', () => {
  it('writes English days in British order, never US order, in Hong Kong time', () => {
    expect(formatDate('en', '2025-01-01')).toBe('1 January 2025');
    expect(formatDate('en', '2022-12-30', { month: 'short' })).toBe('30 Dec 2022');
    // 20:00 UTC on 19 April is 20 April in Hong Kong.
    expect(formatDate('en', '2025-04-19T20:00:00.000Z')).toBe('20 April 2025');
    expect(formatDate('tc', '2025-04-20')).toBe('2025年4月20日');
  });
});

describe('formatDateRange', () => {
  it('writes a span of days as Hong Kong does, in Hong Kong time', () => {
    expect(plain(formatDateRange('en', '2025-10-09T02:00:00.000Z', '2025-11-02T12:00:00.000Z'))).toBe('9 October – 2 November 2025');
    expect(plain(formatDateRange('en', '2025-04-12', '2025-05-03', 'short'))).toBe('12 Apr – 3 May 2025');
    // ICU writes Chinese ranges in numbers ("9/10/2025 至 2/11/2025"): ours are written out.
    expect(formatDateRange('tc', '2025-10-09T02:00:00.000Z', '2025-11-02T12:00:00.000Z')).toBe('2025年10月9日至11月2日');
    expect(formatDateRange('tc', '2023-10-04T02:00:00.000Z', '2023-10-31T12:00:00.000Z')).toBe('2023年10月4日至31日');
    expect(formatDateRange('tc', '2024-12-20T02:00:00.000Z', '2025-01-05T12:00:00.000Z')).toBe('2024年12月20日至2025年1月5日');
    // 16:00 UTC on 31 May is 1 June in Hong Kong.
    expect(formatDateRange('tc', '2025-05-31T16:00:00.000Z', '2025-06-01T10:00:00.000Z')).toBe('2025年6月1日');
  });

  it('cuts a range only between its two ends, each end whole', () => {
    expect(dateRangeParts('en', '2025-10-09', '2025-11-02').map(plain)).toEqual(['9 October', ' – ', '2 November 2025']);
    expect(dateRangeParts('en', '2025-11-01', '2025-11-02').map(plain)).toEqual(['1', ' – ', '2 November 2025']);
    expect(dateRangeParts('en', '2024-12-30', '2025-01-03').map(plain)).toEqual(['30 December 2024', ' – ', '3 January 2025']);
    expect(dateRangeParts('en', '2025-04-20', '2025-04-20').map(plain)).toEqual(['20 April 2025']);
    expect(dateRangeParts('tc', '2025-10-09', '2025-11-02')).toEqual(['2025年10月9日', '至', '11月2日']);
  });
});
