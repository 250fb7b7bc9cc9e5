import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createClock } from '../clock';
import { buildServer } from '../server';
import { otpPruneEvery } from './service';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';
import { DeliveryError, type OtpTransport } from './transports';

const json = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };

describe.each(databaseKinds)('one-time codes on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = createClock();
  let failDelivery = false;
  let phoneSeq = 0;
  /** A fresh, valid Hong Kong mobile number per test, so the per-destination limits do not meet. */
  const nextPhone = () => {
    const digits = `6${String(10_000_000 + ++phoneSeq).slice(1)}`;
    return `+852 ${digits.slice(0, 4)} ${digits.slice(4)}`;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: false });
    const outbox = (await import('./transports')).outboxTransport(database.db, () => clock.now());
    const transport: OtpTransport = {
      name: 'outbox',
      async deliver(message) {
        if (failDelivery) throw new DeliveryError('SMS gateway answered 502');
        await outbox.deliver(message);
      },
    };
    app = await buildServer({ database, clock, logLevel: 'silent', otp: { transport, limits: { ipSendLimit: 1000 } } });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  // The challenge of the latest code sent to each destination, as the form that asked holds it.
  const challenges = new Map<string, string>();
  const keyOf = (destination: string) => destination.replace(/[\s-]/g, '').toLowerCase();
  const send = async (destination: string, options: { channel?: 'sms' | 'email'; purpose?: string; ip?: string; challenge?: string } = {}) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/otp/send',
      headers: json,
      remoteAddress: options.ip ?? '203.0.113.7',
      payload: { channel: options.channel ?? (destination.includes('@') ? 'email' : 'sms'), destination, purpose: options.purpose ?? 'loyalty-lookup', challenge: options.challenge },
    });
    if (answer.statusCode === 202) challenges.set(keyOf(destination), answer.json().data.challenge);
    return answer;
  };
  const verify = (destination: string, code: string, purpose = 'loyalty-lookup', challenge = challenges.get(keyOf(destination))) =>
    app.inject({
      method: 'POST',
      url: '/api/otp/verify',
      headers: json,
      payload: { channel: destination.includes('@') ? 'email' : 'sms', destination, purpose, code, challenge },
    });
  const latestCode = async (to: string): Promise<string> => {
    const response = await app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
    return response.json().data[0].code;
  };
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('sends a six-digit code, verifies it once, and keeps only its hash', async () => {
    const phone = nextPhone();
    const sent = await send(phone);
    expect(sent.statusCode).toBe(202);
    expect(sent.headers['cache-control']).toBe('no-store');
    expect(sent.json().data).toEqual({ channel: 'sms', challenge: expect.stringMatching(/^[\w-]{22}$/), expiresInSeconds: 180, resendAfterSeconds: 60 });
    const code = await latestCode(phone.replace(/\s/g, ''));
    expect(code).toMatch(/^\d{6}$/);
    const stored = await database.db.selectFrom('otp_codes').selectAll().where('destination', '=', phone.replace(/\s/g, '')).execute();
    expect(JSON.stringify(stored)).not.toContain(code);

    const first = await verify(phone, code);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ verified: true, verificationToken: expect.any(String) });
    const again = await verify(phone, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({ message: 'The verification code is invalid / expired.', details: { code: 'otp_invalid' } });
  });

  it('lists the outbox newest first, for the E.164 number however it was typed', async () => {
    const phone = nextPhone();
    const first = await send(phone);
    clock.advance(61_000);
    // "Resend Again": the form brings the first send's challenge, so the new code replaces that one.
    await send(phone.replace('+852 ', '+852-'), { challenge: first.json().data.challenge });
    const outbox = (await app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(phone.replace(/\s/g, ''))}` })).json().data;
    expect(outbox).toHaveLength(2);
    expect(outbox[0].createdAt > outbox[1].createdAt).toBe(true);
    expect(outbox[0].body).toContain(outbox[0].code);
    // Only the newest code is valid.
    expect((await verify(phone, outbox[1].code)).statusCode).toBe(400);
    expect((await verify(phone, outbox[0].code)).statusCode).toBe(200);
  });

  it('binds a code to its purpose: a loyalty code cannot verify a registration', async () => {
    const email = 'purpose@example.com';
    await send(email);
    const code = await latestCode(email);
    expect((await verify(email, code, 'campaign-registration')).statusCode).toBe(400);
    expect((await verify('PURPOSE@example.com', code, 'loyalty-lookup')).statusCode).toBe(200);
  });

  it('checks a guess only against the code of its challenge: without it nobody can spend, or replace, the code its owner is typing', async () => {
    const phone = nextPhone();
    const owner = await send(phone, { ip: '203.0.113.50' });
    const code = await latestCode(keyOf(phone));
    const ownerChallenge = owner.json().data.challenge as string;
    // Someone else, from another address, guesses at the number with no challenge, a made-up one,
    // and the challenge of a send of their own (a new code for the number, which the owner keeps).
    clock.advance(61_000);
    const theirs = await send(phone, { ip: '203.0.113.51' });
    expect(theirs.statusCode).toBe(202);
    expect(theirs.json().data.challenge).not.toBe(ownerChallenge);
    const guess = (challenge: string | undefined) =>
      app.inject({ method: 'POST', url: '/api/otp/verify', headers: json, remoteAddress: '203.0.113.51', payload: { channel: 'sms', destination: phone, purpose: 'loyalty-lookup', code: wrong(code), challenge } });
    expect((await guess(undefined)).statusCode).toBe(400);
    for (const challenge of ['made-up-challenge-000000', theirs.json().data.challenge]) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => guess(challenge)));
      expect(answers.every((a) => a.statusCode === 400)).toBe(true);
    }
    // The owner's code is the owner's still, with all its attempts; not with another challenge.
    expect((await verify(phone, code, 'loyalty-lookup', theirs.json().data.challenge)).statusCode).toBe(400);
    expect((await verify(phone, code, 'loyalty-lookup', ownerChallenge)).statusCode).toBe(200);
  });

  it('burns a code after exactly five wrong guesses, even when twenty arrive at once', async () => {
    const phone = nextPhone();
    await send(phone);
    const code = await latestCode(phone.replace(/\s/g, ''));
    const guesses = await Promise.all(Array.from({ length: 20 }, () => verify(phone, wrong(code))));
    expect(guesses.every((g) => g.statusCode === 400)).toBe(true);
    const row = await database.db.selectFrom('otp_codes').select('attempts').where('destination', '=', phone.replace(/\s/g, '')).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    // The right code now meets the same refusal, which says the one way on: a new code.
    const late = await verify(phone, code);
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toMatchObject({ message: 'The verification code is invalid / expired. Please request a new code.', details: { code: 'otp_used_up' } });
  });

  it('still accepts the right code after four wrong guesses', async () => {
    const phone = nextPhone();
    await send(phone);
    const code = await latestCode(phone.replace(/\s/g, ''));
    for (let i = 0; i < 4; i++) {
      const guess = await verify(phone, wrong(code));
      expect(guess.statusCode).toBe(400);
      expect(guess.json().error.details.code).toBe('otp_invalid');
    }
    expect((await verify(phone, code)).statusCode).toBe(200);
  });

  it('says at the fifth wrong guess that only a new code will do', async () => {
    const phone = nextPhone();
    await send(phone);
    const code = await latestCode(phone.replace(/\s/g, ''));
    for (let i = 0; i < 4; i++) expect((await verify(phone, wrong(code))).json().error.details.code).toBe('otp_invalid');
    expect((await verify(phone, wrong(code))).json().error.details.code).toBe('otp_used_up');
  });

  it('expires phone codes after 3 minutes and email codes after 10', async () => {
    const phone = nextPhone();
    const email = `expiry-${kind}@example.com`;
    await send(phone);
    await send(email);
    const phoneCode = await latestCode(phone.replace(/\s/g, ''));
    const emailCode = await latestCode(email);
    clock.advance(181_000);
    expect((await verify(phone, phoneCode)).json().error.message).toBe('The verification code is invalid / expired.');
    clock.advance(9 * 60_000 - 181_000 - 1_000);
    const emailStillValid = await verify(email, emailCode);
    expect(emailStillValid.statusCode).toBe(200);

    const email2 = `expiry2-${kind}@example.com`;
    await send(email2);
    const code2 = await latestCode(email2);
    clock.advance(600_000);
    expect((await verify(email2, code2)).statusCode).toBe(400);
  });

  it('holds a 60-second resend cooldown with Retry-After', async () => {
    const phone = nextPhone();
    expect((await send(phone)).statusCode).toBe(202);
    clock.advance(20_000);
    const early = await send(phone);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('40');
    expect(early.json().error.details).toEqual({ code: 'cooldown', retryAfterSeconds: 40 });
    clock.advance(40_000);
    expect((await send(phone)).statusCode).toBe(202);
  });

  it('counts an e-mail address\'s "+tags" as its mailbox: a loop over ana+1@, ana+2@ … gets no fresh allowance', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const mailbox = `ana-${kind}@example.com`;
    // An address of its own: the per-address limit is not what is tested here.
    const ip = '198.51.100.23';
    expect((await send(mailbox, { ip })).statusCode).toBe(202);
    const tagged = await send(`Ana-${kind}+1@example.com`, { ip });
    expect(tagged.statusCode).toBe(429);
    expect(tagged.json().error.details.code).toBe('cooldown');
    for (let i = 2; i <= 5; i++) {
      clock.advance(61_000);
      expect((await send(`ana-${kind}+${i}@example.com`, { ip })).statusCode).toBe(202);
    }
    clock.advance(61_000);
    expect((await send(`ana-${kind}+6@example.com`, { ip })).json().error.details.code).toBe('destination_limit');
    // Each code went to the address typed, and the last one verifies there.
    const code = await latestCode(`ana-${kind}+5@example.com`);
    expect((await verify(`ana-${kind}+5@example.com`, code)).statusCode).toBe(200);
    // Another mailbox keeps its own limits.
    expect((await send(`bob-${kind}@example.com`, { ip })).statusCode).toBe(202);
  });

  it('allows at most five sends per destination in ten minutes, whatever the purpose', async () => {
    // The clock only moves when the test moves it: the exact Retry-After below must not depend on
    // how long six requests take on a busy machine (two test files run at once).
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const phone = nextPhone();
    for (let i = 0; i < 5; i++) {
      expect((await send(phone, { purpose: i % 2 ? 'campaign-registration' : 'loyalty-lookup' })).statusCode).toBe(202);
      clock.advance(61_000);
    }
    const sixth = await send(phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.details.code).toBe('destination_limit');
    // The oldest of the five leaves the window 10 minutes after it was sent: 5 x 61 s have passed.
    expect(Number(sixth.headers['retry-after'])).toBe(600 - 5 * 61);
    clock.advance((600 - 5 * 61) * 1000);
    expect((await send(phone)).statusCode).toBe(202);
  });

  it('refuses cross-site requests and bodies that are not JSON', async () => {
    const base = { method: 'POST' as const, url: '/api/otp/send', payload: { channel: 'sms', destination: nextPhone(), purpose: 'loyalty-lookup' } };
    expect((await app.inject({ ...base, headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(403);
    expect((await app.inject({ ...base, headers: { 'content-type': 'application/json', origin: 'https://evil.example', host: 'localhost' } })).statusCode).toBe(403);
    const form = await app.inject({ method: 'POST', url: '/api/otp/send', headers: { 'content-type': 'text/plain' }, payload: 'channel=sms' });
    expect(form.statusCode).toBe(415);
  });

  it('answers 400 for a destination that is not well formed', async () => {
    const badPhone = await send('+852 1234', { channel: 'sms' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().error.details.code).toBe('invalid_destination');
    expect((await send('not-an-email', { channel: 'email' })).statusCode).toBe(400);
    expect((await send('+852 9999 0000', { purpose: 'everything' })).statusCode).toBe(400);
  });

  it('keeps the records of codes (numbers, addresses) for 48 hours: an instance deletes older ones as it sends', async () => {
    const old = nextPhone().replace(/ /g, '');
    const longAgo = new Date(clock.now().getTime() - 49 * 3_600_000);
    await database.db.insertInto('otp_sends').values({ destination: old, ip_hash: 'x', created_at: longAgo }).execute();
    await database.db.insertInto('otp_codes').values({ destination: old, channel: 'sms', purpose: 'loyalty-lookup', code_hash: 'x', created_at: longAgo, expires_at: longAgo }).execute();
    await database.db.insertInto('otp_outbox').values({ destination: old, channel: 'sms', purpose: 'loyalty-lookup', code: '123456', body: 'x', created_at: longAgo }).execute();
    await database.db.insertInto('otp_verifications').values({ token_hash: 'old', destination: old, purpose: 'loyalty-lookup', created_at: longAgo, expires_at: longAgo }).execute();
    const rows = async (destination: string) => {
      let n = 0;
      for (const table of ['otp_sends', 'otp_codes', 'otp_outbox', 'otp_verifications'] as const) n += (await database.db.selectFrom(table).select('destination').where('destination', '=', destination).execute()).length;
      return n;
    };
    expect(await rows(old)).toBe(4);
    const recent = nextPhone();
    expect((await send(recent)).statusCode).toBe(202);
    // However many codes the other tests sent, within the next `otpPruneEvery` the instance prunes.
    for (let i = 0; i < otpPruneEvery && (await rows(old)) > 0; i++) expect((await send(`visitor${i}@example.com`, { ip: `198.51.100.${i % 250}` })).statusCode).toBe(202);
    expect(await rows(old)).toBe(0);
    expect(await rows(recent.replace(/ /g, ''))).toBeGreaterThan(0);
  });

  it('does not count a send the gateway failed to deliver', async () => {
    const phone = nextPhone();
    failDelivery = true;
    const failed = await send(phone);
    failDelivery = false;
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['retry-after']).toBe('30');
    expect((await send(phone)).statusCode).toBe(202);
  });

  it('"Resend Again" keeps the form\'s challenge and replaces its code, once the new code is delivered; a made-up challenge is not kept', async () => {
    const phone = nextPhone();
    const first = (await send(phone)).json().data.challenge as string;
    const firstCode = await latestCode(keyOf(phone));
    clock.advance(61_000);
    const again = await send(phone, { challenge: first });
    expect(again.json().data.challenge).toBe(first);
    const secondCode = await latestCode(keyOf(phone));
    expect(secondCode).not.toBe(firstCode);
    const rows = await database.db.selectFrom('otp_codes').select('superseded').where('destination', '=', keyOf(phone)).orderBy('created_at').execute();
    expect(rows.map((r) => r.superseded)).toEqual([true, false]);
    expect((await verify(phone, firstCode, 'loyalty-lookup', first)).statusCode).toBe(400);
    expect((await verify(phone, secondCode, 'loyalty-lookup', first)).statusCode).toBe(200);

    // A challenge no send handed out for this number is replaced by a new one.
    const other = nextPhone();
    const madeUp = 'a-challenge-i-made-up-00';
    const answer = await send(other, { challenge: madeUp });
    expect(answer.statusCode).toBe(202);
    expect(answer.json().data.challenge).not.toBe(madeUp);
    expect((await verify(other, await latestCode(keyOf(other)), 'loyalty-lookup', madeUp)).statusCode).toBe(400);
  });

  it('keeps the code of a resend that failed to deliver: the one on the phone still verifies', async () => {
    const phone = nextPhone();
    const challenge = (await send(phone)).json().data.challenge as string;
    const code = await latestCode(keyOf(phone));
    clock.advance(61_000);
    failDelivery = true;
    expect((await send(phone, { challenge })).statusCode).toBe(503);
    failDelivery = false;
    expect((await verify(phone, code, 'loyalty-lookup', challenge)).statusCode).toBe(200);
  });
});

describe.each(databaseKinds)('per-IP send limit on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: false });
    app = await buildServer({ database, clock: createClock(), logLevel: 'silent', otp: { limits: { ipSendLimit: 3 } } });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('accepts exactly the limit from one address, even in parallel, and tells when to retry', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/otp/send',
          headers: json,
          remoteAddress: '198.51.100.9',
          payload: { channel: 'email', destination: `ip-${i}@example.com`, purpose: 'campaign-registration' },
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 202)).toHaveLength(3);
    const refused = responses.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.json().error.details.code).toBe('ip_limit');
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(590);
    const other = await app.inject({
      method: 'POST',
      url: '/api/otp/send',
      headers: json,
      remoteAddress: '198.51.100.10',
      payload: { channel: 'email', destination: 'ip-other@example.com', purpose: 'campaign-registration' },
    });
    expect(other.statusCode).toBe(202);
  });
});
