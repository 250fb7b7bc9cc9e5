import { describe, expect, it } from 'vitest';
import { describeLoyaltyError, loyaltyInquirySchema, loyaltyLookupSchema } from './loyalty';
import { inquiryDestination } from './phone';

const messages = (input: unknown) => {
  const result = loyaltyInquirySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the loyalty inquiry schema (browser and data service)', () => {
  it('accepts phone + last name, stripping spaces, and builds the E.164 destination', () => {
    const inquiry = loyaltyInquirySchema.parse({ channel: 'sms', callingCode: '852', phoneNumber: '9123 4567', lastName: ' Chan ' });
    expect(inquiry).toEqual({ channel: 'sms', callingCode: '852', phoneNumber: '91234567', lastName: 'Chan' });
    expect(inquiryDestination(inquiry)).toBe('+85291234567');
  });

  it('accepts email + last name and lower-cases the destination', () => {
    const inquiry = loyaltyInquirySchema.parse({ channel: 'email', email: 'Mei.Chan@Example.com', lastName: 'Chan' });
    expect(inquiryDestination(inquiry)).toBe('mei.chan@example.com');
  });

  it('names each problem with a message id of the loyalty area', () => {
    expect(messages({ channel: 'sms', callingCode: '852', phoneNumber: '', lastName: '' })).toEqual([
      'phoneNumber: loyalty.error.phoneRequired',
      'lastName: loyalty.error.lastNameRequired',
    ]);
    expect(messages({ channel: 'sms', callingCode: '852', phoneNumber: '9123abcd', lastName: 'Chan' })).toEqual(['phoneNumber: loyalty.error.onlyNumber']);
    expect(messages({ channel: 'sms', callingCode: '86', phoneNumber: '91234567', lastName: 'Chan' })).toEqual(['phoneNumber: loyalty.error.phoneLength#num=11']);
    // Too many digits, written with spaces as a visitor types them: a length refusal, not "only number".
    expect(messages({ channel: 'sms', callingCode: '852', phoneNumber: '9123 4567 8901 2345', lastName: 'Chan' })).toEqual(['phoneNumber: loyalty.error.phoneLength#num=8']);
    expect(messages({ channel: 'sms', callingCode: '852', phoneNumber: '9'.repeat(21), lastName: 'Chan' })).toContain('phoneNumber: loyalty.error.tooLong#max=20');
    expect(messages({ channel: 'sms', callingCode: '1', phoneNumber: '91234567', lastName: 'Chan' })).toEqual(['callingCode: loyalty.error.callingCode']);
    expect(messages({ channel: 'email', email: 'mei.chan@', lastName: 'Chan' })).toEqual(['email: loyalty.error.emailInvalid']);
    expect(messages({ channel: 'email', email: 'a@b.co', lastName: 'x'.repeat(51) })).toEqual(['lastName: loyalty.error.tooLong#max=50']);
    expect(messages({ channel: 'email', email: 'a@b.co', lastName: "Chan'; DROP TABLE loyalty_members;--" })).toEqual(['lastName: hardening.text.characters']);
    expect(messages({ channel: 'email', email: 'a@b.co', lastName: 'Chan 🌸' })).toEqual(['lastName: hardening.text.emoji']);
    expect(messages({ channel: 'email', email: 'a@b.co', lastName: "O'Neil-Chan" })).toEqual([]);
  });

  it('splits a message id from its values', () => {
    expect(describeLoyaltyError('loyalty.error.phoneLength#num=8')).toEqual({ id: 'loyalty.error.phoneLength', values: { num: '8' } });
    expect(describeLoyaltyError('loyalty.error.emailInvalid')).toEqual({ id: 'loyalty.error.emailInvalid', values: {} });
  });

  it('requires the verification token on the lookup request', () => {
    expect(loyaltyLookupSchema.safeParse({ channel: 'email', email: 'a@b.co', lastName: 'Lee' }).success).toBe(false);
    expect(loyaltyLookupSchema.safeParse({ channel: 'email', email: 'a@b.co', lastName: 'Lee', verificationToken: 't' }).success).toBe(true);
  });
});
