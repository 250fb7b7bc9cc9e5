import { describe, expect, it } from 'vitest';
import { hongKongMoment, inHongKong } from './moment';

describe('Hong Kong moments', () => {
  it('reads a datetime-local value as Hong Kong time and shows it back', () => {
    const moment = hongKongMoment('2026-12-01T10:00')!;
    expect(moment).toBe('2026-12-01T10:00:00+08:00');
    expect(new Date(moment).toISOString()).toBe('2026-12-01T02:00:00.000Z');
    expect(inHongKong('2026-12-01T02:00:00.000Z')).toBe('2026-12-01 10:00');
  });
  it('ignores an empty or malformed value', () => {
    expect(hongKongMoment('')).toBeUndefined();
    expect(hongKongMoment('tomorrow')).toBeUndefined();
    expect(hongKongMoment(null)).toBeUndefined();
  });
});
