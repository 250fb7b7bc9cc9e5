// zod/mini: the lookup form checks with these schemas in the browser, and the classic API is not
// tree-shaken (17 KB gzip in the form's island). Same rules, same messages.
import { z } from 'zod/mini';
import { callingCodes, digitsFor, numberDigits } from './calling-codes';
import { personNameReason, textGuardMessages } from './text-guards';

/**
 * The loyalty inquiry of SPEC §3 (phone + last name, or email + last name) as one schema: the
 * lookup form validates with it in the browser and the data service re-checks with it. Messages
 * are message ids of the `loyalty` area, resolved at render time; `#num=8` carries a value.
 */

/** Characters a visitor may type; the phone's count includes the spaces and dashes it may be written with. */
export const loyaltyLimits = { lastName: 50, email: 254, phone: 20 } as const;

const callingCodeValues = callingCodes.map((c) => c.code) as string[];
// The HTML living standard's e-mail rule (what <input type=email> accepts), with a dot in the domain.
const emailPattern = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

const lastName = z.string({ error: 'loyalty.error.lastNameRequired' }).check(
  z.trim(),
  z.minLength(1, 'loyalty.error.lastNameRequired'),
  z.maxLength(loyaltyLimits.lastName, `loyalty.error.tooLong#max=${loyaltyLimits.lastName}`),
  // Letters of one writing system only (docs/hardening.md): no emoji, symbols or look-alike mixes.
  z.superRefine((value: string, ctx) => {
    const reason = value ? personNameReason(value) : null;
    if (reason) ctx.addIssue({ code: 'custom', message: textGuardMessages[reason], params: { reason } });
  }),
);

export const loyaltyPhoneInquirySchema = z
  .object({
    channel: z.literal('sms'),
    callingCode: z.string({ error: 'loyalty.error.callingCode' }).check(z.refine((v: string) => callingCodeValues.includes(v), 'loyalty.error.callingCode')),
    phoneNumber: z.pipe(
      z.pipe(
        z.string({ error: 'loyalty.error.phoneRequired' }).check(z.maxLength(loyaltyLimits.phone, `loyalty.error.tooLong#max=${loyaltyLimits.phone}`)),
        z.transform(numberDigits),
      ),
      // Too many digits is a length refusal (below), never "only number".
      z.string().check(z.minLength(1, 'loyalty.error.phoneRequired'), z.regex(/^\d*$/, 'loyalty.error.onlyNumber')),
    ),
    lastName,
  })
  .check(
    z.superRefine((value: { callingCode: string; phoneNumber: string }, ctx) => {
      const digits = digitsFor(value.callingCode);
      if (digits && /^\d+$/.test(value.phoneNumber) && value.phoneNumber.length !== digits) {
        ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: `loyalty.error.phoneLength#num=${digits}`, params: { reason: 'length', num: digits } });
      }
    }),
  );

export const loyaltyEmailInquirySchema = z.object({
  channel: z.literal('email'),
  email: z
    .string({ error: 'loyalty.error.emailRequired' })
    .check(
      z.trim(),
      z.minLength(1, 'loyalty.error.emailRequired'),
      z.maxLength(loyaltyLimits.email, `loyalty.error.tooLong#max=${loyaltyLimits.email}`),
      z.regex(emailPattern, 'loyalty.error.emailInvalid'),
    ),
  lastName,
});

export const loyaltyInquirySchema = z.discriminatedUnion('channel', [loyaltyPhoneInquirySchema, loyaltyEmailInquirySchema]);
export type LoyaltyInquiry = z.infer<typeof loyaltyInquirySchema>;
export type LoyaltyInquiryInput = z.input<typeof loyaltyInquirySchema>;

/** The lookup request: the inquiry plus the OTP service's proof that the destination was verified. */
export const loyaltyLookupSchema = z.intersection(loyaltyInquirySchema, z.object({ verificationToken: z.string().check(z.minLength(1), z.maxLength(200)) }));
export type LoyaltyLookupRequest = z.input<typeof loyaltyLookupSchema>;

/** Splits `loyalty.error.phoneLength#num=8` into a message id and its values. */
export function describeLoyaltyError(message: string): { id: string; values: Record<string, string> } {
  const [id = message, query = ''] = message.split('#');
  return { id, values: Object.fromEntries(new URLSearchParams(query)) };
}

export const loyaltyInquiryFields = ['callingCode', 'phoneNumber', 'email', 'lastName'] as const;
export type LoyaltyInquiryField = (typeof loyaltyInquiryFields)[number];

/** Field errors of a failed inquiry parse (message ids), first message per field. */
export function inquiryErrorsOf(error: z.core.$ZodError): Partial<Record<LoyaltyInquiryField, string>> {
  const result: Partial<Record<LoyaltyInquiryField, string>> = {};
  for (const issue of error.issues) {
    const field = loyaltyInquiryFields.find((name) => name === issue.path[0]);
    if (field && !(field in result)) result[field] = issue.message;
  }
  return result;
}

// The member view (data service answer) is server-side: its own module, re-exported.
export * from './loyalty-member';
