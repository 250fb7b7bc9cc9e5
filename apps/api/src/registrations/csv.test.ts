import { describe, expect, it } from 'vitest';
import { csvText } from './csv';

describe('registrations CSV cells', () => {
  it('writes a plain E.164 number as it is, and guards every other cell a spreadsheet would evaluate', () => {
    expect(csvText('+85291234567')).toBe('+85291234567');
    expect(csvText('=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`);
    expect(csvText('+852 9123 4567')).toBe(`'+852 9123 4567`);
    expect(csvText('+1+1')).toBe(`'+1+1`);
    expect(csvText('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(csvText('Chan')).toBe('Chan');
  });

  it('writes moments in Hong Kong time, as every other screen shows them', () => {
    expect(csvText(new Date('2026-11-27T06:02:00Z'))).toBe('2026-11-27 14:02');
  });
});
