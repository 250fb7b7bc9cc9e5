import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { callingCodes } from './calling-codes';
import type { LoyaltyInquiry } from './loyalty';

/**
 * The one phone normaliser: every place that takes a phone number in (sending and
 * checking a code, a registration and its duplicate check, a loyalty lookup, the loyalty CSV
 * import) turns it into its E.164 spelling here, with libphonenumber-js, and only for the calling
 * codes the forms offer: SMS to any other country is toll fraud's favourite (docs/hardening.md).
 * Its own entry point (`@oriel/contracts/phone`): the metadata stays out of the browser's bundles.
 */
export const smsCallingCodes: ReadonlySet<string> = new Set(callingCodes.map((c) => c.code));

/** `+85291234567` for a valid number of an offered country, written any usual way (`+852 9123-4567`, `85291234567`); null otherwise. */
export function normalisePhone(raw: string): string | null {
  const value = raw.trim();
  if (value.length === 0 || value.length > 32 || value.includes('\u0000')) return null;
  const phone = parsePhoneNumberFromString(value.startsWith('+') ? value : `+${value}`);
  if (!phone || !phone.isValid() || !smsCallingCodes.has(phone.countryCallingCode)) return null;
  return phone.number;
}

/** The same, from a form's two fields: the calling code (`852`) and the local number. */
export function normalisePhoneParts(callingCode: string, localNumber: string): string | null {
  if (!/^\d{1,3}$/.test(callingCode)) return null;
  return normalisePhone(`+${callingCode} ${localNumber}`);
}

/** Where a loyalty lookup's code goes: the member's number in E.164 (null when not a valid one) or the email address. */
export function inquiryDestination(inquiry: LoyaltyInquiry): string | null {
  return inquiry.channel === 'sms' ? normalisePhoneParts(inquiry.callingCode, inquiry.phoneNumber) : inquiry.email.toLowerCase();
}
