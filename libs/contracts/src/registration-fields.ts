// The registration form's choices, limits and number rule without the schema (registration.ts):
// the campaign form's island draws the form with these, and fetches the schema, with zod, only
// when it first checks a field.
import { callingCodes, digitsFor, numberDigits } from './calling-codes';
import type { RegistrationField } from './registration';

export const salutations = ['ms', 'mrs', 'mr'] as const;
export const ageRanges = ['18-24', '25-34', '35-44', '45-54', '55-plus'] as const;
export const communicationChannels = ['email', 'mobile', 'sms', 'social_media', 'whatsapp'] as const;

/** Length limits of the free-text fields (SPEC §5 leaves them open; docs/decisions/051). */
export const registrationLimits = { name: 50, email: 254, idempotencyKey: 64 } as const;

export type Salutation = (typeof salutations)[number];
export type AgeRange = (typeof ageRanges)[number];
export type CommunicationChannel = (typeof communicationChannels)[number];

/** Largest id of a row (PostgreSQL `integer`, `serial`). */
export const maxDatabaseId = 2_147_483_647;

const callingCodeValues = callingCodes.map((c) => c.code) as string[];

/** The fields in the order they appear on the form (focus goes to the first one in error). */
export const registrationFieldOrder: RegistrationField[] = [
  'salutation',
  'first_name',
  'last_name',
  'age_range',
  'email',
  'calling_code',
  'contact_number',
  'province',
  'redemption_location',
  'pickup_date',
  'pickup_time',
  'terms',
  'communication',
];

/**
 * What is wrong with a number before a code can be sent to it (the same rules as the schema), or
 * null when it can receive one.
 */
export function contactNumberProblem(callingCode: string, contactNumber: string): string | null {
  if (!callingCodeValues.includes(callingCode)) return 'registration.error.callingCode';
  const value = numberDigits(contactNumber);
  if (value === '') return 'registration.error.contactNumberRequired';
  if (!/^\d+$/.test(value)) return 'registration.error.onlyNumber';
  const digits = digitsFor(callingCode);
  if (digits !== undefined && value.length !== digits) return `registration.error.contactNumberLength#num=${digits}`;
  return null;
}

/** `registration.error.contactNumberLength#num=8` -> `{ id, values: { num: '8' } }`. */
export function describeError(message: string): { id: string; values: Record<string, string> } {
  const [id = message, query = ''] = message.split('#');
  return { id, values: Object.fromEntries(new URLSearchParams(query)) };
}

