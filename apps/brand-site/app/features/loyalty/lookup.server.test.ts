import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeMessage, lookupIntents } from '@oriel/forms';
import { loyaltyInquirySchema } from '@oriel/forms/loyalty';
import { loyaltyInquiryMessages } from '@oriel/forms/loyalty';
import { formResolver } from '@oriel/forms/rhf';
import { type Locale, type MessageId, loadCatalogue, translate } from '@oriel/i18n';
import { type LookupAnswer, lookupAction } from './lookup.server';

const options = { fields: {}, shouldUseNativeValidation: false } as never;
const text = (locale: Locale, message: string) => {
  const { id, values } = describeMessage(message);
  return translate(locale, id as MessageId, values);
};

beforeAll(async () => {
  await Promise.all([loadCatalogue('en'), loadCatalogue('tc')]);
});
afterEach(() => vi.unstubAllGlobals());

/** A post of the lookup form as the browser sends it, to the page's action. */
async function post(fields: Record<string, string>) {
  const request = new Request('http://localhost/exclusive-rewards', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' }, body: new URLSearchParams(fields) });
  const answer = (await lookupAction(request, 'en')) as unknown as { data: LookupAnswer; init: { status: number } };
  return answer;
}

describe('the lookup action refuses a wrong field with the words of the browser check', () => {
  it.each([
    ['a phone number too short', { channel: 'sms', callingCode: '852', phoneNumber: '1234', email: '', lastName: 'Chan' }],
    ['an e-mail without a domain', { channel: 'email', callingCode: '852', phoneNumber: '', email: 'mei@', lastName: 'Chan' }],
    ['a last name with an emoji', { channel: 'sms', callingCode: '852', phoneNumber: '91234567', email: '', lastName: 'Chan 🌸' }],
  ])('%s', async (_case, typed) => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const refused = await post({ ...typed, intent: lookupIntents.send });
    expect(refused.init.status).toBe(400);
    // Refused before the data service is asked anything.
    expect(fetch).not.toHaveBeenCalled();
    const served = refused.data.step === 'form' ? refused.data.errors : {};

    const checked = (await formResolver(loyaltyInquirySchema, { messages: loyaltyInquiryMessages })(typed as never, undefined, options)).errors;
    const browser = Object.fromEntries(Object.entries(checked).map(([name, error]) => [name, (error as { message: string }).message]));
    expect(Object.keys(browser).length).toBe(1);
    expect(served).toEqual(browser);
    for (const locale of ['en', 'tc'] as const) {
      for (const [field, message] of Object.entries(browser)) expect(text(locale, served[field as keyof typeof served]!)).toBe(text(locale, message));
    }
  });
});

describe('a refused code says when to try again', () => {
  it('answers the data service\'s 429 with its Retry-After, the form kept', async () => {
    const refusal = { error: { status: 429, name: 'TooManyRequestsError', message: 'Too many codes were requested for this destination. Please try again later.', details: { code: 'destination_limit', retryAfterSeconds: 661 } } };
    vi.stubGlobal('fetch', vi.fn(async () => Response.json(refusal, { status: 429, headers: { 'retry-after': '661' } })));
    const refused = (await post({ channel: 'sms', callingCode: '852', phoneNumber: '91234567', email: '', lastName: 'Chan', intent: lookupIntents.send })) as unknown as { data: LookupAnswer; init: { status: number; headers: Record<string, string> } };
    expect(refused.init.status).toBe(429);
    expect(refused.init.headers['Retry-After']).toBe('661');
    expect(refused.data).toMatchObject({ step: 'form', values: { phoneNumber: '91234567', lastName: 'Chan' }, otpError: { id: 'otp.error.destinationLimit', values: { minutes: 12 } } });
  });
});
