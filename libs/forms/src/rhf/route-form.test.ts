import { describe, expect, it, vi } from 'vitest';
import { fieldErrorsOf, registrationCandidate, registrationSchema } from '../registration';
import { inquiryErrorsOf, loyaltyInquirySchema } from '../loyalty';
import { loyaltyInquiryMessages } from '../loyalty/messages';
import { registrationMessages } from '../registration/messages';
import { formResolver, postedEntries, serverErrors } from './route-form';

const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe("formResolver: the browser checks with the action's schema", () => {
  const resolver = formResolver(registrationSchema, { messages: registrationMessages, read: (fields) => registrationCandidate(fields, 'en'), serverOnly: ['idempotency_key'] });

  it('gives each field the message id the server gives it, and none for the fields the server fills in', async () => {
    const browser = {
      first_name: '',
      email: 'mei@',
      calling_code: '852',
      contact_number: '912345',
      terms: false,
      communication: [],
      idempotency_key: '',
    };
    const { errors } = await resolver(browser as never, undefined, options);
    const posted = Object.fromEntries(Object.entries(browser).map(([name, value]) => [name, Array.isArray(value) ? value : value === false ? '' : String(value)]));
    const server = registrationSchema.safeParse(registrationCandidate(posted, 'en'));
    expect(server.success).toBe(false);
    const { idempotency_key: _serverOnly, ...expected } = fieldErrorsOf(server.error!);
    expect(Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, (error as { message: string }).message]))).toEqual(expected);
    expect(errors.email?.message).toBe('registration.error.emailInvalid');
    expect(errors.contact_number?.message).toBe('registration.error.contactNumberLength#num=8');
    expect(errors).not.toHaveProperty('idempotency_key');
  });

  it('reads a ticked checkbox and a list as the posted form has them', async () => {
    const { errors } = await resolver({ terms: 'true', communication: ['email'] } as never, undefined, options);
    expect(errors).not.toHaveProperty('terms');
    expect(errors).not.toHaveProperty('communication');
  });

  it('checks the loyalty inquiry by its channel (zod/mini discriminated union)', async () => {
    const lookup = formResolver(loyaltyInquirySchema, { messages: loyaltyInquiryMessages });
    const { errors } = await lookup({ channel: 'email', email: 'x', lastName: '', callingCode: '852', phoneNumber: '' } as never, undefined, options);
    const server = loyaltyInquirySchema.safeParse({ channel: 'email', email: 'x', lastName: '' });
    expect(Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, (error as { message: string }).message]))).toEqual(inquiryErrorsOf(server.error!));
    expect(await lookup({ channel: 'sms', callingCode: '852', phoneNumber: '91234567', lastName: 'Chan', email: '' } as never, undefined, options)).toMatchObject({ errors: {} });
  });

  it('with a loader, fetches the schema when a field is first checked, and checks as with the schema itself', async () => {
    let loads = 0;
    const lookup = formResolver(
      () => {
        loads += 1;
        return import('../loyalty').then((module) => module.loyaltyInquirySchema);
      },
      { messages: loyaltyInquiryMessages },
    );
    expect(loads).toBe(0);
    const input = { channel: 'sms', callingCode: '852', phoneNumber: '12', lastName: '', email: '' };
    const lazy = await lookup(input as never, undefined, options);
    const eager = await formResolver(loyaltyInquirySchema, { messages: loyaltyInquiryMessages })(input as never, undefined, options);
    expect(loads).toBe(1);
    expect(lazy.errors).toEqual(eager.errors);
    expect(Object.keys(lazy.errors).sort()).toEqual(['lastName', 'phoneNumber']);
  });

  it('with a loader that cannot fetch the schema (a lost connection), refuses nothing: the form posts and the action checks', async () => {
    const lost = new TypeError('Failed to fetch dynamically imported module');
    const lookup = formResolver(() => Promise.reject(lost), { messages: loyaltyInquiryMessages });
    const input = { channel: 'sms', callingCode: '852', phoneNumber: '12', lastName: '', email: '' };
    // The failure reaches the page's error monitoring, as an uncaught error would (window 'error').
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    try {
      expect(await lookup(input as never, undefined, options)).toEqual({ values: input, errors: {} });
      expect(reported).toHaveBeenCalledWith(lost);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('serverErrors', () => {
  it("turns the action's field errors into react-hook-form's, message ids kept", () => {
    expect(serverErrors({ email: 'registration.error.emailUsed', phone: undefined })).toEqual({ email: { type: 'server', message: 'registration.error.emailUsed' } });
  });
});

describe("@hookform/resolvers' zodResolver with the zod/mini schemas", () => {
  it('works, and gives the same messages as formResolver (which the forms use, for weight)', async () => {
    const { zodResolver } = await import('@hookform/resolvers/zod');
    const input = { channel: 'sms', callingCode: '852', phoneNumber: '12', lastName: '' };
    const theirs = await zodResolver(loyaltyInquirySchema as never)(input as never, undefined, options);
    const ours = await formResolver(loyaltyInquirySchema, { messages: loyaltyInquiryMessages })(input as never, undefined, options);
    const messages = (errors: object) => Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, (error as { message: string }).message]));
    expect(messages(theirs.errors)).toEqual(messages(ours.errors));
    expect(messages(ours.errors)).toEqual({ phoneNumber: 'loyalty.error.phoneLength#num=8', lastName: 'loyalty.error.lastNameRequired' });
  });
});

describe('postedEntries', () => {
  it('gives react-hook-form\'s nested values of dotted fields back as the form posts them', () => {
    expect(postedEntries({ en: { title: 'Matin', facts: [{ label: 'Where', value: 'Central' }] }, 'zh-Hant': { title: '晨光' }, intent: 'texts' })).toEqual([
      ['en.title', 'Matin'],
      ['en.facts.0.label', 'Where'],
      ['en.facts.0.value', 'Central'],
      ['zh-Hant.title', '晨光'],
      ['intent', 'texts'],
    ]);
  });
});
