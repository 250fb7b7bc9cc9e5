/**
 * Calling codes offered on the forms, with the exact number of digits of a local mobile number
 * (SPEC §5 leaves the counts open: these are the national mobile lengths, recorded in
 * docs/decisions/).
 */
export const callingCodes = [
  { code: '852', digits: 8, en: 'Hong Kong +852', zhHant: '香港 +852' },
  { code: '853', digits: 8, en: 'Macau +853', zhHant: '澳門 +853' },
  { code: '86', digits: 11, en: 'Mainland China +86', zhHant: '中國內地 +86' },
] as const;

export type CallingCode = (typeof callingCodes)[number]['code'];

export function digitsFor(code: string): number | undefined {
  return callingCodes.find((c) => c.code === code)?.digits;
}

/** A local number's digits, however a visitor wrote it ("9123 4567", "9123-4567"). */
export function numberDigits(written: string): string {
  return written.replace(/[\s-]/g, '');
}
