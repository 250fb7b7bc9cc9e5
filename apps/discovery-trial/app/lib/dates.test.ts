import { describe, expect, it } from 'vitest';
import { formatDateRange } from './dates';

describe('formatDateRange', () => {
  it('writes a span of days as Hong Kong does, in Hong Kong time', () => {
    expect(formatDateRange('en', '2025-10-09T02:00:00.000Z', '2025-11-02T12:00:00.000Z').replace(/\s/g, ' ')).toBe('9 October – 2 November 2025');
    // ICU writes Chinese ranges in numbers ("9/10/2025 至 2/11/2025"): ours are written out.
    expect(formatDateRange('tc', '2025-10-09T02:00:00.000Z', '2025-11-02T12:00:00.000Z')).toBe('2025年10月9日至11月2日');
    expect(formatDateRange('tc', '2023-10-04T02:00:00.000Z', '2023-10-31T12:00:00.000Z')).toBe('2023年10月4日至31日');
    expect(formatDateRange('tc', '2024-12-20T02:00:00.000Z', '2025-01-05T12:00:00.000Z')).toBe('2024年12月20日至2025年1月5日');
    // 16:00 UTC on 31 May is 1 June in Hong Kong.
    expect(formatDateRange('tc', '2025-05-31T16:00:00.000Z', '2025-06-01T10:00:00.000Z')).toBe('2025年6月1日');
  });
});
