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

describe('the code is bound to the form that asked for it (decision 333)', () => {
  const typed = { channel: 'sms', callingCode: '852', phoneNumber: '91234567', email: '', lastName: 'Chan' };
  const challenge = 'Qm9va2luZy1jaGFsbGVuZ2U';
  const sentFields = { otp_resend_at: String(Date.now() - 1000), otp_valid_minutes: '3', otp_challenge: challenge };
  const bodyOf = (fetch: ReturnType<typeof vi.fn>) => JSON.parse(String((fetch.mock.calls[0]![1] as RequestInit).body)) as Record<string, unknown>;

  it('hands the challenge of the send to the form, and "Resend Again" brings it back', async () => {
    const fetch = vi.fn(async () => Response.json({ data: { channel: 'sms', challenge: 'bmV3LWNoYWxsZW5nZS0wMDA', expiresInSeconds: 180, resendAfterSeconds: 60 } }, { status: 202 }));
    vi.stubGlobal('fetch', fetch);
    const first = await post({ ...typed, intent: lookupIntents.send });
    expect(bodyOf(fetch).challenge).toBeUndefined();
    expect(first.data).toMatchObject({ step: 'form', otp: { status: 'sent', challenge: 'bmV3LWNoYWxsZW5nZS0wMDA' } });
    fetch.mockClear();
    await post({ ...typed, ...sentFields, intent: lookupIntents.send });
    expect(bodyOf(fetch).challenge).toBe(challenge);
  });

  it('a cooldown keeps the challenge of the code on its way', async () => {
    const refusal = { error: { status: 429, name: 'TooManyRequestsError', message: 'Please wait before requesting another code.', details: { code: 'cooldown', retryAfterSeconds: 40 } } };
    vi.stubGlobal('fetch', vi.fn(async () => Response.json(refusal, { status: 429, headers: { 'retry-after': '40' } })));
    const refused = await post({ ...typed, ...sentFields, intent: lookupIntents.send });
    expect(refused.data).toMatchObject({ step: 'form', otp: { status: 'sent', challenge } });
  });

  it('verifies with the challenge; a form without one is told the code is invalid, and nothing is asked', async () => {
    const fetch = vi.fn(async () => Response.json({ error: { status: 400, name: 'BadRequestError', message: 'The verification code is invalid / expired.', details: { code: 'otp_invalid' } } }, { status: 400 }));
    vi.stubGlobal('fetch', fetch);
    await post({ ...typed, ...sentFields, code: '123456', intent: lookupIntents.verify });
    expect(bodyOf(fetch)).toMatchObject({ code: '123456', challenge });
    fetch.mockClear();
    const lost = await post({ ...typed, code: '123456', intent: lookupIntents.verify });
    expect(fetch).not.toHaveBeenCalled();
    expect(lost.data).toMatchObject({ step: 'form', otpError: { id: 'otp.error.invalid' } });
  });

  it('a code that has had its five guesses says, in both languages, that only a new code will do; the sent step stays for "Resend Again"', async () => {
    const refusal = { error: { status: 400, name: 'BadRequestError', message: 'The verification code is invalid / expired. Please request a new code.', details: { code: 'otp_used_up' } } };
    vi.stubGlobal('fetch', vi.fn(async () => Response.json(refusal, { status: 400 })));
    const refused = await post({ ...typed, ...sentFields, code: '123456', intent: lookupIntents.verify });
    expect(refused.data).toMatchObject({ step: 'form', otp: { status: 'sent', challenge }, otpError: { id: 'otp.error.usedUp' } });
    expect(translate('en', 'otp.error.usedUp')).toBe('The verification code is invalid / expired. Please request a new code.');
    expect(translate('tc', 'otp.error.usedUp')).toBe('驗證碼無效／已過期。請重新索取驗證碼。');
  });
});
