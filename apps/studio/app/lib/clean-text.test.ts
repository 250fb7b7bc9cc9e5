import { describe, expect, it } from 'vitest';
import { cleanListText, cleanText } from './clean-text';

describe('cleaning pasted text', () => {
  it('drops zero-width spaces, soft hyphens, byte-order marks and Word bullets; turns tabs into a space', () => {
    expect(cleanText('Eau\u200B de\u00AD par\u00ADfum\uFEFF')).toBe('Eau de parfum');
    expect(cleanText('\uF0B7\tTop notes')).toBe(' Top notes');
    expect(cleanText('Size\t\t100 ml')).toBe('Size 100 ml');
    expect(cleanText('line one\r\nline two')).toBe('line one\nline two');
  });

  it('keeps emoji whole: the joiner inside a family and the variation selector of a heart', () => {
    expect(cleanText('For 👩\u200D🌾 gardeners ❤\uFE0F')).toBe('For 👩\u200D🌾 gardeners ❤\uFE0F');
    // A joiner between letters builds nothing: it goes.
    expect(cleanText('gar\u200Dden')).toBe('garden');
  });

  it('keeps Chinese text as it is', () => {
    expect(cleanText('晨光之水，清新宜人。')).toBe('晨光之水，清新宜人。');
  });

  it('splits a pasted Word list into one item per line, bullets and numbers dropped', () => {
    expect(cleanListText('•\tBergamot\n•\tJasmine\n\uF0B7\tCedar')).toBe('Bergamot\nJasmine\nCedar');
    expect(cleanListText('1. First\n2) Second')).toBe('First\nSecond');
  });
});
