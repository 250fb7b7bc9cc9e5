import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { callingCodes } from '@oriel/contracts';

export type OtpChannel = 'sms' | 'email';

/** A destination a code can be sent to, in its one canonical spelling (E.164 or lower-case email). */
export interface Destination {
  channel: OtpChannel;
  /** `+85291234567` or `mei.chan@example.com`. */
  address: string;
}

const email = z.email().max(254);

/** SMS go only to the countries the forms offer (+852, +853, +86): any other is toll fraud's favourite. */
const smsCallingCodes = new Set<string>(callingCodes.map((c) => c.code));

/**
 * Normalises what a visitor typed: phone numbers to E.164 (libphonenumber-js; they must be valid
 * numbers of their country, and of a country the forms offer), email addresses to lower case.
 * Null when it is not well formed.
 */
export function normaliseDestination(channel: OtpChannel, raw: string): Destination | null {
  const value = raw.trim();
  if (value.length === 0 || value.length > 254 || value.includes('\u0000')) return null;
  if (channel === 'email') {
    const lower = value.toLowerCase();
    return email.safeParse(lower).success ? { channel, address: lower } : null;
  }
  const phone = parsePhoneNumberFromString(value.startsWith('+') ? value : `+${value}`);
  if (!phone || !phone.isValid() || !smsCallingCodes.has(phone.countryCallingCode)) return null;
  return { channel, address: phone.number };
}
