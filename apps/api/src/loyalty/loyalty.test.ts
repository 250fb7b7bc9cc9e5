import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../clock';
import { buildServer } from '../server';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';
import { programmeProblems } from './programme';
import { seedLoyalty } from './seed';
import { closeYearForAll, recomputeAll } from './service';

const json = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };

describe.each(databaseKinds)('loyalty lookup on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = createClock();

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: false });
    await seedLoyalty(database.db);
    await seedLoyalty(database.db); // idempotent
    app = await buildServer({ database, clock, logLevel: 'silent', otp: { limits: { ipSendLimit: 1000 } } });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: json, payload });
  const codeFor = async (to: string) => (await app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().data[0].code as string;

  /** Sends a code, verifies it, and returns the proof, as the lookup page does. */
  async function verified(channel: 'sms' | 'email', destination: string): Promise<string> {
    const sent = await post('/api/otp/send', { channel, destination, purpose: 'loyalty-lookup' });
    expect(sent.statusCode).toBe(202);
    const code = await codeFor(destination);
    const verify = await post('/api/otp/verify', { channel, destination, purpose: 'loyalty-lookup', code, challenge: sent.json().data.challenge });
    return verify.json().data.verificationToken;
  }

  it('shows a verified member her computed standing, by phone, without caching', async () => {
    const token = await verified('sms', '+85291234567');
    const response = await post('/api/loyalty/lookup', { channel: 'sms', callingCode: '852', phoneNumber: '9123 4567', lastName: 'chan', verificationToken: token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().data).toEqual({
      salutation: 'Ms.',
      firstName: 'Mei',
      lastName: 'Chan',
      tier: 'Gold',
      points: 1620,
      pointsExpireOn: `${new Date().getUTCFullYear()}-12-31`,
      band: { band: 'high' },
    });
  });

  it('finds the Silver and Black members by email, with their bands', async () => {
    const wong = await post('/api/loyalty/lookup', {
      channel: 'email',
      email: 'KaHo.Wong@example.com',
      lastName: 'Wong',
      verificationToken: await verified('email', 'kaho.wong@example.com'),
    });
    expect(wong.json().data).toMatchObject({ salutation: 'Mr.', tier: 'Silver', points: 720, band: { band: 'medium', nextThreshold: 900, pointsNeeded: 180 } });
    const lee = await post('/api/loyalty/lookup', {
      channel: 'email',
      email: 'siuling.lee@example.com',
      lastName: 'Lee',
      verificationToken: await verified('email', 'siuling.lee@example.com'),
    });
    expect(lee.json().data).toMatchObject({ salutation: 'Mrs.', tier: 'Black', points: 120, band: { band: 'low', nextThreshold: 300, pointsNeeded: 180 } });
  });

  it('answers the send step identically for a member and a non-member', async () => {
    const member = await post('/api/otp/send', { channel: 'sms', destination: '+852 9345 6789', purpose: 'loyalty-lookup' });
    const stranger = await post('/api/otp/send', { channel: 'sms', destination: '+852 9000 1111', purpose: 'loyalty-lookup' });
    expect(stranger.statusCode).toBe(member.statusCode);
    // The same answer but for each send's own challenge (random, the same length).
    const withoutChallenge = (r: typeof member) => ({ ...r.json().data, challenge: (r.json().data.challenge as string).length });
    expect(withoutChallenge(stranger)).toEqual(withoutChallenge(member));
    const headers = (r: typeof member) => Object.keys(r.headers).filter((h) => !['date', 'x-request-id', 'content-length'].includes(h)).sort();
    expect(headers(stranger)).toEqual(headers(member));
    // Both received a code: a non-member cannot be told apart before verification.
    expect(await codeFor('+85290001111')).toMatch(/^\d{6}$/);
  });

  it('tells a verified non-member, or a wrong last name, that the content is for members only', async () => {
    const stranger = await post('/api/loyalty/lookup', {
      channel: 'sms',
      callingCode: '852',
      phoneNumber: '90001234',
      lastName: 'Chan',
      verificationToken: await verified('sms', '+85290001234'),
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.details.code).toBe('not_member');
    clock.advance(61_000);
    const wrongName = await post('/api/loyalty/lookup', {
      channel: 'email',
      email: 'mei.chan@example.com',
      lastName: 'Wong',
      verificationToken: await verified('email', 'mei.chan@example.com'),
    });
    expect(wrongName.statusCode).toBe(404);
  });

  it('refuses a lookup without a valid proof, or with the proof of another destination, or twice', async () => {
    const body = { channel: 'sms', callingCode: '852', phoneNumber: '92345678', lastName: 'Wong' };
    const forged = await post('/api/loyalty/lookup', { ...body, verificationToken: 'not-a-token' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toBe('The verification code is invalid / expired.');
    clock.advance(61_000);
    const otherToken = await verified('sms', '+85290005555');
    expect((await post('/api/loyalty/lookup', { ...body, verificationToken: otherToken })).statusCode).toBe(400);
    const token = await verified('sms', '+85292345678');
    expect((await post('/api/loyalty/lookup', { ...body, verificationToken: token })).statusCode).toBe(200);
    expect((await post('/api/loyalty/lookup', { ...body, verificationToken: token })).statusCode).toBe(400);
  });

  it('validates the inquiry with the shared schema', async () => {
    const response = await post('/api/loyalty/lookup', { channel: 'sms', callingCode: '852', phoneNumber: '9123', lastName: 'Chan', verificationToken: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toMatchObject({ field: 'phoneNumber', messageId: 'loyalty.error.phoneLength#num=8' });
  });

  it('serves the programme in both languages: three tiers and nine gifts at the thresholds', async () => {
    expect(programmeProblems()).toEqual([]);
    const en = (await app.inject({ url: '/api/loyalty/programme?locale=en' })).json().data;
    const tc = (await app.inject({ url: '/api/loyalty/programme?locale=zh-Hant' })).json().data;
    expect(en.tiers.map((t: { name: string }) => t.name)).toEqual(['Black', 'Silver', 'Gold']);
    expect(tc.tiers.map((t: { name: string }) => t.name)).toEqual(['黑卡', '銀卡', '金卡']);
    expect(en.gifts).toHaveLength(9);
    expect(en.gifts.filter((g: { detail: string }) => /next purchase of HK\$(2|4),000/.test(g.detail))).toHaveLength(2);
    expect((await app.inject({ url: '/api/loyalty/programme?locale=fr' })).statusCode).toBe(400);
  });

  it('recomputes idempotently and closes the year: Gold renews, Black with a purchase becomes Silver, points expire', async () => {
    const year = new Date().getUTCFullYear();
    expect(await recomputeAll(database.db, year)).toMatchObject({ members: 3, changed: 0 });
    expect(await closeYearForAll(database.db, year)).toEqual({ closed: 3, tiers: { Gold: 1, Silver: 2 } });
    expect(await closeYearForAll(database.db, year)).toEqual({ closed: 0, tiers: {} });
    const mei = await database.db.selectFrom('loyalty_members').selectAll().where('last_name', '=', 'Chan').executeTakeFirstOrThrow();
    expect(mei).toMatchObject({ tier: 'Gold', points: 0, points_year: year + 1 });
  });

  it('answers what the OpenAPI document says, for the send, the verify, the lookup and the programme', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema({ $id: 'doc', components: doc.components });
    const check = (path: string, method: 'get' | 'post', status: string, body: unknown) => {
      const schema = doc.paths[path][method].responses[status].content['application/json'].schema;
      const validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')));
      expect(validate(body) ? [] : validate.errors).toEqual([]);
    };
    clock.advance(61_000);
    const sent = await post('/api/otp/send', { channel: 'sms', destination: '+85293456789', purpose: 'loyalty-lookup' });
    check('/api/otp/send', 'post', '202', sent.json());
    const code = await codeFor('+85293456789');
    const verifiedResponse = await post('/api/otp/verify', { channel: 'sms', destination: '+85293456789', purpose: 'loyalty-lookup', code, challenge: sent.json().data.challenge });
    check('/api/otp/verify', 'post', '200', verifiedResponse.json());
    const lookup = await post('/api/loyalty/lookup', {
      channel: 'sms',
      callingCode: '852',
      phoneNumber: '93456789',
      lastName: 'Lee',
      verificationToken: verifiedResponse.json().data.verificationToken,
    });
    check('/api/loyalty/lookup', 'post', '200', lookup.json());
    check('/api/loyalty/programme', 'get', '200', (await app.inject({ url: '/api/loyalty/programme?locale=zh-Hant' })).json());
    check('/api/dev/outbox', 'get', '200', (await app.inject({ url: '/api/dev/outbox?to=%2B85293456789' })).json());
  });
});
