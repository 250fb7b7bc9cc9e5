import { describe, expect, it } from 'vitest';
import { normalisePhone, normalisePhoneParts, smsCallingCodes } from './phone';

describe('the one phone normaliser', () => {
  it('spells a number of an offered country one way, however it was typed', () => {
    for (const typed of ['+85291234567', '+852 9123 4567', '852-9123-4567', ' +852 (9123) 4567 ']) expect(normalisePhone(typed)).toBe('+85291234567');
    expect(normalisePhoneParts('852', '9123 4567')).toBe('+85291234567');
    expect(normalisePhoneParts('853', '66123456')).toBe('+85366123456');
    expect(normalisePhoneParts('86', '13812345678')).toBe('+8613812345678');
  });

  it('refuses numbers that are not valid in their country, and every country the forms do not offer', () => {
    expect(normalisePhoneParts('852', '1234567')).toBeNull();
    expect(normalisePhoneParts('86', '12345')).toBeNull();
    expect(normalisePhone('+447700900123')).toBeNull();
    expect(normalisePhoneParts('44', '7700900123')).toBeNull();
    expect(normalisePhoneParts('+852', '91234567')).toBeNull();
    expect(normalisePhone('')).toBeNull();
    expect(normalisePhone('+852 9123 4567\u0000')).toBeNull();
    expect([...smsCallingCodes]).toEqual(['852', '853', '86']);
  });
});
