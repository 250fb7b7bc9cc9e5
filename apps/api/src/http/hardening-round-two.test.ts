import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { seedCampaigns } from '../campaigns';
import { createClock } from '../clock';
import { loadConfig } from '../config';
import { devOutboxEnabled } from '../otp';
import { buildServer } from '../server';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';

/**
 * Regression tests of the second hardening round (docs/hardening.md "Second round"), on PGlite and PostgreSQL: each
 * finding as the attacker found it, answered as it must be now.
 */

const json = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };
const slug = 'le-perce-vent';
const appNow = '2025-04-20T10:00:00+08:00';
const exportToken = 'a-test-export-token-of-enough-length';

describe.each(databaseKinds)('issue 16 on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = createClock(appNow);
  const logLines: string[] = [];
  let seq = 0;
  const nextNumber = () => `6${String(1_000_000 + ++seq).padStart(7, '0')}`;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: false });
    await seedCampaigns(database.db);
    app = await buildServer({
      database,
      clock,
      logLevel: 'warn',
      logStream: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(...String(chunk).split('\n').filter(Boolean));
          done();
        },
      }),
      otp: { limits: { ipSendLimit: 100_000, smsPerMinute: 100_000, smsPerHour: 100_000, emailPerMinute: 100_000, emailPerHour: 100_000 } },
      registrationLimit: { max: 20, windowMs: 10 * 60_000 },
      exportToken,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const sendCode = (destination: string, ip = '127.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/otp/send', headers: json, remoteAddress: ip, payload: { channel: 'sms', destination, purpose: 'campaign-registration' } });

  async function verifiedToken(number: string): Promise<string> {
    const destination = `+852${number}`;
    const sent = await sendCode(destination);
    expect(sent.statusCode).toBe(202);
    const outbox = await app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(destination)}` });
    const code = outbox.json().data[0].code as string;
    const verified = await app.inject({ method: 'POST', url: '/api/otp/verify', headers: json, payload: { channel: 'sms', destination, purpose: 'campaign-registration', code, challenge: sent.json().data.challenge } });
    return verified.json().data.verificationToken as string;
  }

  async function firstSlot() {
    const response = await app.inject({ url: `/api/campaigns/${slug}/slots` });
    return (response.json().data as { id: number; location: string; date: string }[])[3]!;
  }

  function body(number: string, token: string, slot: { id: number; location: string; date: string }, overrides: Record<string, unknown> = {}) {
    return {
      campaign: slug,
      salutation: 'ms',
      first_name: 'Mei',
      last_name: 'Chan',
      age_range: '25-34',
      email: `mei.${number}@example.com`,
      calling_code: '852',
      contact_number: number,
      otp_token: token,
      redemption_location: slot.location,
      pickup_date: slot.date,
      pickup_time: String(slot.id),
      terms: true,
      marketing_opt_out: false,
      communication: ['email'],
      idempotency_key: `key-${number}-${Math.random().toString(36).slice(2, 10)}`,
      locale: 'en',
      ...overrides,
    };
  }

  const submit = (payload: unknown, ip = '127.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/registrations', headers: json, remoteAddress: ip, payload: payload as object });

  it('4: an id beyond the database integer (pickup_time "2147483648") is a field error, not a 500', async () => {
    const slot = await firstSlot();
    const number = nextNumber();
    for (const pickup_time of ['2147483648', '9999999999']) {
      const answer = await submit(body(number, 'not-a-token', slot, { pickup_time }), '198.51.100.4');
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.details.fields.pickup_time).toBe('registration.error.pickupTime');
    }
  });

  it('7: SMS codes only to the calling codes the forms offer (+852, +853, +86)', async () => {
    for (const foreign of ['+2348031234567', '+12025550123', '+79161234567', '+447911123456', '+252612345678']) {
      const answer = await sendCode(foreign, '198.51.100.7');
      expect(answer.statusCode, foreign).toBe(400);
      expect(answer.json().error.details.code).toBe('invalid_destination');
    }
    for (const offered of ['+85261234567', '+85366123456', '+8613812345678']) expect((await sendCode(offered, '198.51.100.7')).statusCode, offered).toBe(202);
  });

  it('13: an idempotency key answers only the request that took it (another body or another proof: 422)', async () => {
    const slot = await firstSlot();
    const number = nextNumber();
    const payload = body(number, await verifiedToken(number), slot);
    const first = await submit(payload);
    expect(first.statusCode).toBe(201);
    // The same request again (a double click, a retry): the first answer.
    expect((await submit(payload)).json().data.reference).toBe(first.json().data.reference);
    // Another visitor reusing the key, with their own details and proof: refused, and told nothing.
    const other = nextNumber();
    const stolen = await submit(body(other, await verifiedToken(other), slot, { idempotency_key: payload.idempotency_key }), '198.51.100.13');
    expect(stolen.statusCode).toBe(422);
    expect(stolen.body).not.toContain(first.json().data.reference);
    // Same details but not the proof: refused too.
    const replay = await submit({ ...payload, otp_token: 'guessed' }, '198.51.100.13');
    expect(replay.statusCode).toBe(422);
    expect(replay.body).not.toContain(first.json().data.reference);
  });

  it('10 + 14: the per-client submit limit holds under 60 parallel submits, and no address is stored in clear', async () => {
    const slot = await firstSlot();
    const ip = '203.0.113.10';
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => submit(body(nextNumber(), `not-a-token-${i}`, slot), ip)));
    const limited = answers.filter((a) => a.statusCode === 429);
    expect(answers.length - limited.length).toBe(20);
    expect(limited[0]!.headers['retry-after']).toMatch(/^\d+$/);
    // The old table of clear-text addresses is gone; the counts are keyed hashes.
    const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_name = 'registration_attempts'`.execute(database.db);
    expect(tables.rows).toEqual([]);
    const dump = JSON.stringify((await sql`select * from rate_limit_hits`.execute(database.db)).rows);
    expect(dump).not.toContain(ip);
    expect(dump).not.toContain('127.0.0.1');
  });

  it('15: wrong export tokens are limited per address (429), and the right one waits out the window too', async () => {
    const url = `/api/campaigns/${slug}/export/slots.csv`;
    const ip = '203.0.113.15';
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await app.inject({ url, remoteAddress: ip, headers: { authorization: `Bearer guess-${i}-xxxxxxxxxxxxxxxxxxxx` } })).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const right = await app.inject({ url, remoteAddress: ip, headers: { authorization: `Bearer ${exportToken}` } });
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toMatch(/^\d+$/);
    // Another address with the right token is not affected.
    expect((await app.inject({ url, remoteAddress: '203.0.113.16', headers: { authorization: `Bearer ${exportToken}` } })).statusCode).toBe(200);
  });

  it('9: wrong guesses back off for longer and longer, and sends per number per day are capped, for whoever made them: the number\'s owner still gets codes', async () => {
    const destination = `+852${nextNumber()}`;
    const guesser = '198.51.100.20';
    const owner = '198.51.100.21';
    const guessAll = async (from: string, challenge: string) => {
      for (let i = 0; i < 5; i++) {
        await app.inject({ method: 'POST', url: '/api/otp/verify', headers: json, remoteAddress: from, payload: { channel: 'sms', destination, purpose: 'campaign-registration', code: '000000', challenge } });
      }
    };
    const waits: number[] = [];
    for (let round = 0; round < 4; round++) {
      let sent = await sendCode(destination, guesser);
      if (sent.statusCode === 429) {
        waits.push(Number(sent.headers['retry-after']));
        // Meanwhile the number's owner, elsewhere, is sent a code at once.
        expect((await sendCode(destination, owner)).statusCode).toBe(202);
        clock.advance(Number(sent.headers['retry-after']) * 1000);
        sent = await sendCode(destination, guesser);
      }
      expect(sent.statusCode).toBe(202);
      await guessAll(guesser, sent.json().data.challenge);
      clock.advance(61_000);
    }
    // After two burnt codes: 15 minutes (less the minute waited), then 30, then 60.
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThan(800);
    expect(waits[1]).toBeGreaterThan(waits[0]! * 1.8);

    // Others who ask for codes to the owner's number and guess at them, from three addresses, 30
    // wrong guesses in all: each guesser waits, the number's owner does not.
    const target = `+852${nextNumber()}`;
    for (const from of ['198.51.100.22', '198.51.100.23', '198.51.100.24']) {
      for (let round = 0; round < 2; round++) {
        const sent = await sendCode(target, from);
        expect(sent.statusCode).toBe(202);
        for (let i = 0; i < 5; i++) {
          await app.inject({ method: 'POST', url: '/api/otp/verify', headers: json, remoteAddress: from, payload: { channel: 'sms', destination: target, purpose: 'campaign-registration', code: '000000', challenge: sent.json().data.challenge } });
        }
        clock.advance(61_000);
      }
    }
    expect((await sendCode(target, '198.51.100.22')).statusCode).toBe(429);
    expect((await sendCode(target, owner)).statusCode).toBe(202);

    // A number nobody guesses on: 10 codes a day from one address, whatever the 10-minute windows
    // allow; another address still gets its codes, up to 30 a day for everyone together.
    const daily = `+852${nextNumber()}`;
    const acceptedFrom = async (ip: string, tries: number) => {
      let accepted = 0;
      for (let i = 0; i < tries; i++) {
        if ((await sendCode(daily, ip)).statusCode === 202) accepted++;
        clock.advance(11 * 60_000);
      }
      return accepted;
    };
    expect(await acceptedFrom('198.51.100.30', 14)).toBe(10);
    expect(await acceptedFrom('198.51.100.31', 3)).toBe(3);
    expect(await acceptedFrom('198.51.100.32', 12)).toBe(10);
    expect(await acceptedFrom('198.51.100.33', 10)).toBe(7);
  });

  it('9: one address may try 100 wrong codes in ten minutes, whatever the numbers, even all at once; a right code is never counted', async () => {
    const from = '198.51.100.40';
    // A right code first: it is not counted against the address.
    const mine = `+852${nextNumber()}`;
    const sent = await sendCode(mine, from);
    expect(sent.statusCode).toBe(202);
    const code = (await app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(mine)}` })).json().data[0].code as string;
    expect((await app.inject({ method: 'POST', url: '/api/otp/verify', headers: json, remoteAddress: from, payload: { channel: 'sms', destination: mine, purpose: 'campaign-registration', code, challenge: sent.json().data.challenge } })).statusCode).toBe(200);
    const challenge = 'guessed-challenge-0000000';
    const destinations = Array.from({ length: 7 }, () => `+852${nextNumber()}`);
    const statuses = (
      await Promise.all(
        Array.from({ length: 104 }, (_, i) =>
          app.inject({ method: 'POST', url: '/api/otp/verify', headers: json, remoteAddress: from, payload: { channel: 'sms', destination: destinations[i % destinations.length], purpose: 'loyalty-lookup', code: '000000', challenge } }),
        ),
      )
    ).map((answer) => answer.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    // Another address is not affected.
    expect((await app.inject({ method: 'POST', url: '/api/otp/verify', headers: json, remoteAddress: '198.51.100.41', payload: { channel: 'sms', destination: destinations[0], purpose: 'loyalty-lookup', code: '000000', challenge } })).statusCode).toBe(400);
  });

  it('2: the development outbox answers this machine only, directly or through the local router', async () => {
    const destination = `+852${nextNumber()}`;
    expect((await sendCode(destination)).statusCode).toBe(202);
    const url = `/api/dev/outbox?to=${encodeURIComponent(destination)}`;
    expect((await app.inject({ url })).statusCode).toBe(200);
    expect((await app.inject({ url, headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(200);
    // Through an edge for a visitor elsewhere, or from another machine: no such resource.
    expect((await app.inject({ url, headers: { 'x-forwarded-for': '203.0.113.2' } })).statusCode).toBe(404);
    expect((await app.inject({ url, headers: { 'x-forwarded-for': '203.0.113.2, 127.0.0.1' } })).statusCode).toBe(404);
    expect((await app.inject({ url, remoteAddress: '203.0.113.2' })).statusCode).toBe(404);
    const age = { method: 'POST' as const, url: '/api/dev/otp/age', headers: { ...json, 'x-forwarded-for': '203.0.113.2' }, payload: { destination, seconds: 600 } };
    expect((await app.inject(age)).statusCode).toBe(404);
  });

  it('7: the global circuit breaker: past its limit a busy address gets no more codes while new visitors\' still go; at twice the limit none go', async () => {
    clock.advance(3_600_000); // a quiet hour: earlier tests' sends are out of the window
    const breakerLog: string[] = [];
    const limited = await buildServer({
      database,
      clock,
      logLevel: 'warn',
      logStream: new Writable({
        write(chunk, _encoding, done) {
          breakerLog.push(...String(chunk).split('\n').filter(Boolean));
          done();
        },
      }),
      otp: { limits: { ipSendLimit: 100_000, smsPerMinute: 3, smsPerHour: 1000, emailPerMinute: 2, emailPerHour: 1000 } },
    });
    // Closed whatever happens: its timers must not run on into the next file of this worker.
    onTestFinished(() => limited.close());
    const send = async (ip: string, channel: 'sms' | 'email' = 'sms', destination = channel === 'sms' ? `+852${nextNumber()}` : `visitor${nextNumber()}@example.com`) => {
      const answer = await limited.inject({ method: 'POST', url: '/api/otp/send', headers: json, remoteAddress: ip, payload: { channel, destination, purpose: 'loyalty-lookup' } });
      return answer.statusCode === 503 ? `503 ${answer.headers['retry-after']}` : answer.statusCode;
    };
    const alerts = (full: boolean) => breakerLog.filter((line) => line.includes('"alert":"sms_circuit_breaker"') && line.includes('"level":50') && line.includes(`"full":${full}`));
    // Two addresses pumping in a loop (this used to stop codes for everyone): two codes each once
    // the third SMS of the minute has gone, then 503 for both.
    const pumped = [];
    for (let i = 0; i < 5; i++) for (const ip of ['198.51.100.40', '198.51.100.41']) pumped.push(await send(ip));
    expect(pumped).toEqual([202, 202, 202, 202, ...Array(6).fill('503 60')]);
    // Past the limit an alert is logged before anyone is refused, and for each refusal.
    expect(alerts(false).length).toBeGreaterThanOrEqual(2);
    // A visitor's code still goes, until the minute has twice the limit (6): then none does.
    expect([await send('198.51.100.42'), await send('198.51.100.43'), await send('198.51.100.44')]).toEqual([202, 202, '503 60']);
    expect(alerts(true)).toHaveLength(1);

    // Parallel requests from one address cannot all read the same count: two codes, then 503.
    clock.advance(61_000);
    for (const ip of ['198.51.100.50', '198.51.100.51', '198.51.100.52']) expect(await send(ip)).toBe(202);
    const burst = await Promise.all(Array.from({ length: 8 }, () => send('198.51.100.53')));
    expect(burst.filter((status) => status === 202)).toHaveLength(2);

    // An IPv6 address counts by its /64: rotating the rest of the address is still one client.
    clock.advance(61_000);
    const rotated = [];
    for (let i = 1; i <= 5; i++) rotated.push(await send(`2001:db8:5:7::${i}`));
    expect(rotated).toEqual([202, 202, 202, '503 60', '503 60']);

    // E-mail has a breaker of its own (2 a minute here); an address that starts with "+" is an
    // e-mail, not a phone number, and counts there (it once counted against the SMS breaker).
    clock.advance(61_000);
    expect([await send('198.51.100.45', 'email', '+a@example.com'), await send('198.51.100.45', 'email', '+b@example.com'), await send('198.51.100.45', 'email')]).toEqual([202, 202, '503 60']);
    expect([await send('198.51.100.46', 'email'), await send('198.51.100.46', 'email'), await send('198.51.100.47', 'email')]).toEqual([202, 202, '503 60']);
    expect(await send('198.51.100.48')).toBe(202);

    // The hour's window: past 2 an hour, a busy address waits for the breaker's ten minutes.
    clock.advance(3_600_000);
    const hourly = await buildServer({ database, clock, logLevel: 'silent', otp: { limits: { ipSendLimit: 100_000, smsPerMinute: 1000, smsPerHour: 2 } } });
    onTestFinished(() => hourly.close());
    const sendHourly = async () => {
      const answer = await hourly.inject({ method: 'POST', url: '/api/otp/send', headers: json, remoteAddress: '198.51.100.60', payload: { channel: 'sms', destination: `+852${nextNumber()}`, purpose: 'loyalty-lookup' } });
      return answer.statusCode === 503 ? `503 ${answer.headers['retry-after']}` : answer.statusCode;
    };
    expect([await sendHourly(), await sendHourly(), await sendHourly()]).toEqual([202, 202, '503 600']);
  });
});

describe('2: the data service refuses to start with the outbox for a public SITE_URL', () => {
  // A public SITE_URL needs the site's own secrets (third round, 2).
  const secrets = { STUDIO_SECRET: 's'.repeat(40), OTP_SECRET: 'o'.repeat(40), RATE_LIMIT_SECRET: 'r'.repeat(40) };
  const config = (env: Record<string, string>) => loadConfig({ ...secrets, ...env });
  it('starts with the outbox for a local origin, refuses a public one unless OTP_DEV_OUTBOX=on (with a warning)', () => {
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    expect(devOutboxEnabled(config({}), warn)).toBe(true);
    expect(devOutboxEnabled(config({ SITE_URL: 'http://127.0.0.1:4000' }), warn)).toBe(true);
    expect(() => devOutboxEnabled(config({ SITE_URL: 'https://www.maison-oriel.example' }), warn)).toThrow(/Refusing to start/);
    expect(devOutboxEnabled(config({ SITE_URL: 'https://www.maison-oriel.example', OTP_DEV_OUTBOX: 'off' }), warn)).toBe(false);
    expect(warnings).toEqual([]);
    expect(devOutboxEnabled(config({ SITE_URL: 'https://staging.maison-oriel.example', OTP_DEV_OUTBOX: 'on' }), warn)).toBe(true);
    expect(warnings[0]).toMatch(/OTP_DEV_OUTBOX=on/);
  });
});
