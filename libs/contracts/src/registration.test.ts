import { describe, expect, it } from 'vitest';
import { contactNumberProblem, describeError, fieldErrorsOf, registrationSchema } from './registration';

const valid = {
  salutation: 'ms',
  first_name: 'Mei',
  last_name: 'Chan',
  age_range: '25-34',
  email: 'mei.chan@example.com',
  calling_code: '852',
  contact_number: '91234567',
  otp_token: 'proof',
  redemption_location: 'central',
  pickup_date: '2025-04-26',
  pickup_time: '12',
  terms: true,
  marketing_opt_out: false,
  communication: ['email'],
  idempotency_key: '2f0c6c4e-7d7e-4a53-9e3c-0e6b8d1f2a11',
  locale: 'en',
};

const errorsOf = (input: unknown) => {
  const result = registrationSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('the registration schema (browser and server)', () => {
  it('accepts a complete registration', () => {
    expect(registrationSchema.safeParse(valid).success).toBe(true);
  });

  it('gives every field its SPEC §5 message at once, cross-field rules included', () => {
    expect(errorsOf({ idempotency_key: valid.idempotency_key, calling_code: '852', contact_number: '' })).toEqual({
      salutation: 'registration.error.salutation',
      first_name: 'registration.error.firstName',
      last_name: 'registration.error.lastName',
      age_range: 'registration.error.ageRange',
      email: 'registration.error.emailRequired',
      contact_number: 'registration.error.contactNumberRequired',
      redemption_location: 'registration.error.redemptionLocation',
      pickup_date: 'registration.error.pickupDate',
      pickup_time: 'registration.error.pickupTime',
      terms: 'registration.error.terms',
      communication: 'registration.error.communication',
    });
  });

  it('checks the number: digits only, the length of its calling code, verified', () => {
    expect(errorsOf({ ...valid, contact_number: '9123abcd' }).contact_number).toBe('registration.error.onlyNumber');
    // Written with a space or a dash, as the loyalty lookup takes it: the digits count.
    expect(errorsOf({ ...valid, contact_number: '9123 4567' }).contact_number).toBeUndefined();
    expect(registrationSchema.parse({ ...valid, contact_number: ' 9123-4567 ' }).contact_number).toBe('91234567');
    expect(contactNumberProblem('852', '9123 4567')).toBeNull();
    expect(errorsOf({ ...valid, contact_number: '9123-456' }).contact_number).toBe('registration.error.contactNumberLength#num=8');
    expect(errorsOf({ ...valid, contact_number: '9123456' }).contact_number).toBe('registration.error.contactNumberLength#num=8');
    expect(errorsOf({ ...valid, calling_code: '86', province: 'guangdong' }).contact_number).toBe('registration.error.contactNumberLength#num=11');
    expect(errorsOf({ ...valid, otp_token: '' }).contact_number).toBe('registration.error.contactNumberUnverified');
    expect(contactNumberProblem('853', '6612345')).toBe('registration.error.contactNumberLength#num=8');
    expect(contactNumberProblem('852', '91234567')).toBeNull();
    expect(describeError('registration.error.contactNumberLength#num=11')).toEqual({ id: 'registration.error.contactNumberLength', values: { num: '11' } });
  });

  it('asks the province for +86 only, and no preference of a visitor who opts out', () => {
    expect(errorsOf({ ...valid, calling_code: '86', contact_number: '13800138000' }).province).toBe('registration.error.province');
    expect(errorsOf({ ...valid, province: '' }).province).toBeUndefined();
    expect(errorsOf({ ...valid, communication: [], marketing_opt_out: true })).toEqual({});
  });

  it('refuses an invalid email, an unticked agreement and over-long names', () => {
    expect(errorsOf({ ...valid, email: 'mei@' }).email).toBe('registration.error.emailInvalid');
    expect(errorsOf({ ...valid, terms: false }).terms).toBe('registration.error.terms');
    expect(errorsOf({ ...valid, first_name: 'x'.repeat(51) }).first_name).toBe('registration.error.tooLong#max=50');
  });

  it('refuses names with emoji, symbols or look-alike alphabets, and accepts Chinese names', () => {
    expect(errorsOf({ ...valid, first_name: 'Mei 🌸' }).first_name).toBe('hardening.text.emoji');
    expect(errorsOf({ ...valid, last_name: "Chan'; DROP TABLE--" }).last_name).toBe('hardening.text.characters');
    expect(errorsOf({ ...valid, last_name: 'Chаn' }).last_name).toBe('hardening.text.mixedScripts');
    expect(errorsOf({ ...valid, first_name: '美玲', last_name: '陳' })).toEqual({});
  });
});
