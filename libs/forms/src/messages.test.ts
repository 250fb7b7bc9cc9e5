import { beforeAll, describe, expect, it } from 'vitest';
import { type Locale, type MessageId, loadCatalogue, translate } from '@oriel/i18n';
import { loyaltyInquiryMessages, loyaltyInquirySchema } from './loyalty';
import { type FormMessages, fieldMessages, issueMessage } from './messages';
import { quizMessages } from './quiz';
import { quizStepSchema } from './quiz-schema';
import { emptyRegistrationValues, registrationCandidate, registrationMessages, registrationSchema } from './registration';
import { formResolver } from './rhf/route-form';
import { describeMessage } from './field';

const options = { fields: {}, shouldUseNativeValidation: false } as never;
const locales: Locale[] = ['en', 'tc'];
const text = (locale: Locale, message: string) => {
  const { id, values } = describeMessage(message);
  return translate(locale, id as MessageId, values);
};
const messagesOf = (errors: object) => Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, (error as { message: string }).message]));

let enCatalogue: object;
let zhCatalogue: object;
beforeAll(async () => {
  [enCatalogue, zhCatalogue] = await Promise.all([loadCatalogue('en'), loadCatalogue('tc')]);
});

/** Every message id a map can give (functions are called with values). */
function idsOf(messages: FormMessages): string[] {
  const sample = { code: 'custom', path: [], maximum: 50, params: { num: 8 } };
  const ids = [messages.fallback];
  for (const field of Object.values(messages.fields)) for (const message of Object.values(field)) ids.push(typeof message === 'function' ? message(sample) : message);
  return ids.map((message) => describeMessage(message).id);
}

describe('the validation messages', () => {
  it.each([
    ['registration', registrationMessages],
    ['loyalty', loyaltyInquiryMessages],
    ['quiz', quizMessages],
  ])('of the %s form are in both catalogues', (_name, messages) => {
    for (const id of idsOf(messages)) {
      expect(enCatalogue, id).toHaveProperty([id]);
      expect(zhCatalogue, id).toHaveProperty([id]);
    }
  });

  it('choose by field and issue code, a refinement by its reason, with the values the message needs', () => {
    expect(issueMessage(registrationMessages, { code: 'too_small', path: ['email'] })).toBe('registration.error.emailRequired');
    expect(issueMessage(registrationMessages, { code: 'invalid_format', path: ['email'] })).toBe('registration.error.emailInvalid');
    expect(issueMessage(registrationMessages, { code: 'too_big', path: ['first_name'], maximum: 50 })).toBe('registration.error.tooLong#max=50');
    expect(issueMessage(registrationMessages, { code: 'custom', path: ['contact_number'], params: { reason: 'length', num: 8 } })).toBe('registration.error.contactNumberLength#num=8');
    expect(issueMessage(registrationMessages, { code: 'custom', path: ['contact_number'], params: { reason: 'unverified' } })).toBe('registration.error.contactNumberUnverified');
    expect(issueMessage(loyaltyInquiryMessages, { code: 'custom', path: ['lastName'], params: { reason: 'emoji' } })).toBe('hardening.text.emoji');
    // A field the form does not have (a tampered post) gets the form's general refusal, never zod's English.
    expect(issueMessage(registrationMessages, { code: 'invalid_type', path: ['favourite_colour'], message: 'Invalid input' })).toBe('registration.error.submit');
  });
});

/**
 * The same invalid value, checked by the browser (the form's resolver) and refused by the action
 * (`fieldMessages` over the action's parse of the posted form), reads the same words in each
 * language; and the same as the data service's refusal (the schema's own message ids).
 */
describe('a browser check and a server refusal of the same field read the same words', () => {
  const registrationCases: [string, Partial<Record<string, string | string[]>>][] = [
    ['an e-mail without a domain', { email: 'mei@' }],
    ['a first name with an emoji', { first_name: 'Mei 🌸' }],
    ['a last name too long', { last_name: 'a'.repeat(51) }],
    ['a Hong Kong number of six digits', { contact_number: '912345' }],
    ['a number with letters', { contact_number: '9123abcd' }],
    ['a number of the right length not yet verified', { contact_number: '91234567' }],
    ['a mainland number without a province', { calling_code: '86', contact_number: '13800138000' }],
    ['nothing at all', {}],
  ];

  it.each(registrationCases)('registration: %s', async (_case, typed) => {
    const browser = { ...emptyRegistrationValues(), idempotency_key: 'a'.repeat(20), ...typed };
    const resolver = formResolver(registrationSchema, { messages: registrationMessages, read: (fields) => registrationCandidate(fields, 'en'), serverOnly: ['idempotency_key'] });
    const checked = messagesOf((await resolver(browser as never, undefined, options)).errors);

    const posted = new URLSearchParams();
    for (const [name, value] of Object.entries(browser)) {
      if (Array.isArray(value)) for (const item of value) posted.append(name, item);
      else if (value !== false) posted.append(name, value === true ? 'true' : String(value));
    }
    const fields = Object.fromEntries([...new Set(posted.keys())].map((name) => [name, name === 'communication' ? posted.getAll(name) : posted.get(name)!]));
    fields.communication ??= [];
    const parsed = registrationSchema.safeParse(registrationCandidate(fields, 'en'));
    expect(parsed.success).toBe(false);
    const refused = fieldMessages(registrationMessages, parsed.error!);

    expect(Object.keys(checked).length).toBeGreaterThan(0);
    expect(checked).toEqual(refused);
    for (const [field, message] of Object.entries(checked)) {
      for (const locale of locales) expect(text(locale, message)).toBe(text(locale, refused[field]!));
      // The data service's refusal (the schema's own message) reads the same.
      const own = parsed.error!.issues.find((issue) => issue.path[0] === field)!.message;
      expect(text('en', message)).toBe(text('en', own));
    }
  });

  it.each([
    ['an e-mail without a domain', { channel: 'email', email: 'x@', lastName: 'Chan' }],
    ['a phone number too short', { channel: 'sms', callingCode: '852', phoneNumber: '1234', lastName: 'Chan' }],
    ['a last name of symbols', { channel: 'sms', callingCode: '852', phoneNumber: '91234567', lastName: '#$%' }],
    ['empty fields', { channel: 'sms', callingCode: '852', phoneNumber: '', lastName: '' }],
  ])('loyalty lookup: %s', async (_case, typed) => {
    const checked = messagesOf((await formResolver(loyaltyInquirySchema, { messages: loyaltyInquiryMessages })({ email: '', phoneNumber: '', ...typed } as never, undefined, options)).errors);
    const parsed = loyaltyInquirySchema.safeParse({ email: '', phoneNumber: '', ...typed });
    const refused = fieldMessages(loyaltyInquiryMessages, parsed.error!);
    expect(Object.keys(checked).length).toBeGreaterThan(0);
    expect(checked).toEqual(refused);
    for (const [field, message] of Object.entries(checked)) for (const locale of locales) expect(text(locale, message)).toBe(text(locale, refused[field]!));
    expect(text('en', checked.lastName ?? checked.email ?? checked.phoneNumber!)).not.toMatch(/^Invalid|^Too/);
  });

  it('quiz: no answer chosen', async () => {
    const checked = messagesOf((await formResolver(quizStepSchema, { messages: quizMessages })({ answer: null } as never, undefined, options)).errors);
    const parsed = quizStepSchema.safeParse({ answer: '' });
    expect(checked).toEqual(fieldMessages(quizMessages, parsed.error!));
    expect(text('en', checked.answer!)).toBe('Please choose an answer');
    expect(text('tc', checked.answer!)).not.toBe('Please choose an answer');
  });
});
