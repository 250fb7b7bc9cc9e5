// zod/mini: the campaign form checks with this schema in the browser, and the classic API is not
// tree-shaken (18 KB gzip in the form's island). Same rules, same messages.
import { z } from 'zod/mini';
import { dataLocales } from './locales';
import { honeypotShape } from './honeypot-shape';
import { callingCodes, digitsFor, numberDigits } from './calling-codes';
import { provinces } from './provinces';
import { ageRanges, communicationChannels, maxDatabaseId, registrationLimits, salutations } from './registration-fields';
import { personNameReason, textGuardMessages } from './text-guards';

/**
 * The sample / workshop registration form of SPEC §3, as ONE schema: the form checks with it in
 * the browser (form.ts reads the form), the campaign page's action and the data service re-check with it. Every
 * message is a message id (area `registration`) resolved at render time; a message that needs a
 * value carries it after `#` (`registration.error.contactNumberLength#num=8`, see `describeError`).
 */

export * from './registration-fields';

const provinceValues = provinces.map((p) => p.value) as string[];
// The HTML living standard's e-mail rule (what <input type=email> accepts), with a dot in the domain.
const emailPattern = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

const tooLong = (max: number) => `registration.error.tooLong#max=${max}`;
const requiredText = (id: string, max: number, ...more: z.core.$ZodCheck<string>[]) =>
  z.string({ error: id }).check(z.trim(), z.minLength(1, id), z.maxLength(max, tooLong(max)), ...more);
// Names are letters of one writing system (docs/hardening.md): no emoji, symbols or look-alike mixes.
const nameText = (id: string, max: number) =>
  requiredText(
    id,
    max,
    z.superRefine((value: string, ctx) => {
      const reason = personNameReason(value);
      if (reason) ctx.addIssue({ code: 'custom', message: textGuardMessages[reason], params: { reason } });
    }),
  );
const choice = <T extends readonly [string, ...string[]]>(values: T, id: string) => z.enum(values, { error: id });

export const registrationSchema = z
  .object({
    salutation: choice(salutations, 'registration.error.salutation'),
    first_name: nameText('registration.error.firstName', registrationLimits.name),
    last_name: nameText('registration.error.lastName', registrationLimits.name),
    age_range: choice(ageRanges, 'registration.error.ageRange'),
    email: requiredText('registration.error.emailRequired', registrationLimits.email, z.regex(emailPattern, 'registration.error.emailInvalid')),
    calling_code: z.string({ error: 'registration.error.callingCode' }).check(z.refine((v: string) => callingCodes.some((c) => c.code === v), 'registration.error.callingCode')),
    contact_number: z
      .string({ error: 'registration.error.contactNumberRequired' })
      .check(
        z.overwrite(numberDigits),
        z.minLength(1, 'registration.error.contactNumberRequired'),
        z.maxLength(20, 'registration.error.onlyNumber'),
        z.regex(/^\d+$/, 'registration.error.onlyNumber'),
      ),
    /** Proof from the OTP service that this number received and returned its code. */
    otp_token: z._default(z.string().check(z.maxLength(512)), ''),
    province: z._default(z.string().check(z.maxLength(40)), ''),
    redemption_location: z
      .string({ error: 'registration.error.redemptionLocation' })
      .check(z.minLength(1, 'registration.error.redemptionLocation'), z.maxLength(60)),
    pickup_date: z.string({ error: 'registration.error.pickupDate' }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'registration.error.pickupDate')),
    /** The id of the chosen time slot (its time is shown, its id is sent). */
    pickup_time: z.string({ error: 'registration.error.pickupTime' }).check(
      z.regex(/^\d{1,10}$/, 'registration.error.pickupTime'),
      // A database id (PostgreSQL integer): a larger number made the slot lookup fail with a 500.
      z.refine((v: string) => Number(v) <= maxDatabaseId, 'registration.error.pickupTime'),
    ),
    terms: z.boolean({ error: 'registration.error.terms' }).check(z.refine((v: boolean) => v, 'registration.error.terms')),
    marketing_opt_out: z._default(z.boolean(), false),
    communication: z._default(
      z.array(choice(communicationChannels, 'registration.error.communication')).check(z.maxLength(communicationChannels.length)),
      [],
    ),
    /** Honeypot: hidden from people, filled in by bots (./honeypot.ts). */
    ...honeypotShape,
    idempotency_key: z.string().check(z.regex(/^[A-Za-z0-9-]{16,64}$/, 'registration.error.submit')),
    /** The page's language as the data service names it (`zh-Hant`, not the URL's `tc`). */
    locale: z._default(z.enum(dataLocales), 'en'),
  })
  // Cross-field rules run even when other fields fail, so a first submit shows every message at once.
  .check(
    z.superRefine(
      (raw: Record<string, unknown>, ctx) => {
        const value = raw as Partial<Record<keyof typeof raw, unknown>>;
        const code = typeof value.calling_code === 'string' ? value.calling_code : '';
        const number = typeof value.contact_number === 'string' ? value.contact_number.trim() : '';
        const digits = digitsFor(code);
        if (digits !== undefined && /^\d+$/.test(number)) {
          if (number.length !== digits) ctx.addIssue({ code: 'custom', path: ['contact_number'], message: `registration.error.contactNumberLength#num=${digits}`, params: { reason: 'length', num: digits } });
          else if (!value.otp_token) ctx.addIssue({ code: 'custom', path: ['contact_number'], message: 'registration.error.contactNumberUnverified', params: { reason: 'unverified' } });
        }
        if (code === '86' && !provinceValues.includes(String(value.province ?? ''))) {
          ctx.addIssue({ code: 'custom', path: ['province'], message: 'registration.error.province' });
        }
        const channels = Array.isArray(value.communication) ? value.communication : [];
        if (value.marketing_opt_out !== true && channels.length === 0) {
          ctx.addIssue({ code: 'custom', path: ['communication'], message: 'registration.error.communication' });
        }
      },
      { when: () => true },
    ),
  );

export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;
export type RegistrationField = keyof Registration;

/** Field errors of a failed parse, first message per field, in form order. */
export function fieldErrorsOf(error: z.core.$ZodError): Partial<Record<RegistrationField, string>> {
  const result: Partial<Record<RegistrationField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as RegistrationField | undefined;
    if (field && !(field in result)) result[field] = issue.message;
  }
  return result;
}

