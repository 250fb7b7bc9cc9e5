import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { createClock } from '../clock';
import { buildServer } from '../server';
import { type TestDatabase, createTestDatabase } from '../testing/test-database';
import { DeliveryError } from '../otp';
import { scrubPersonalData } from './logging';

/**
 * The logs of a whole flow that sends and checks codes (including failures) are captured at the
 * most verbose level and searched for every piece of personal data and every code that went
 * through the service: none may appear. Request ids must.
 */
describe('structured logs without personal data', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];
  let failDelivery = false;

  beforeAll(async () => {
    database = await createTestDatabase('pglite', { seed: false });
    const { outboxTransport } = await import('../otp');
    const outbox = outboxTransport(database.db, () => new Date());
    const logStream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        callback();
      },
    });
    app = await buildServer({
      database,
      clock: createClock(),
      logLevel: 'trace',
      logStream,
      otp: {
        limits: { ipSendLimit: 1000 },
        transport: {
          name: 'outbox',
          async deliver(message) {
            // A gateway that quotes the number in its error, as real ones do.
            if (failDelivery) throw new DeliveryError(`SMS gateway refused ${JSON.stringify(message).slice(0, 200)}`);
            await outbox.deliver(message);
          },
        },
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('logs method, path, status and request id, but no phone, email, name or code', async () => {
    const json = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };
    const phone = '+852 9123 4567';
    const email = 'mei.chan@example.com';
    // The codes, and the challenges that bind them to their forms (decision 333): never logged.
    const codes: string[] = [];
    for (const [channel, destination] of [
      ['sms', phone],
      ['email', email],
    ] as const) {
      const sent = await app.inject({ method: 'POST', url: '/api/otp/send', headers: json, payload: { channel, destination, purpose: 'loyalty-lookup' } });
      expect(sent.statusCode).toBe(202);
      const outbox = await app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(destination.replace(/\s/g, ''))}` });
      const code = outbox.json().data[0].code as string;
      codes.push(code);
      const challenge = sent.json().data.challenge as string;
      codes.push(challenge);
      expect((await app.inject({ method: 'POST', url: '/api/otp/verify', headers: json, payload: { channel, destination, purpose: 'loyalty-lookup', code, challenge } })).statusCode).toBe(200);
    }
    failDelivery = true;
    expect((await app.inject({ method: 'POST', url: '/api/otp/send', headers: json, payload: { channel: 'sms', destination: '+852 6123 9876', purpose: 'loyalty-lookup' } })).statusCode).toBe(503);
    failDelivery = false;
    await app.inject({ method: 'POST', url: '/api/loyalty/lookup', headers: json, payload: { channel: 'email', destination: email, lastName: 'Chan', last_name: 'Chan' } });
    await app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: json,
      payload: { first_name: 'Siu Ming', last_name: 'Chan', email, contact_number: '91234567', calling_code: '+852' },
    });
    await app.inject({ url: `/api/no-such-route?email=${encodeURIComponent(email)}&phone=91234567` });

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(10);
    expect(log).toMatch(/"reqId":"[0-9a-f-]{36}"/);
    expect(log).toContain('/api/otp/send');
    for (const secret of ['91234567', '9123 4567', '61239876', '6123 9876', 'mei.chan', 'example.com', 'Siu Ming', ...codes]) {
      expect(log, `the logs contain "${secret}"`).not.toContain(secret);
    }
  });

  it('scrubs emails and numbers from free text', () => {
    expect(scrubPersonalData('duplicate key (email)=(a.b@c.hk) for +852 9123 4567 code 123456')).toBe(
      'duplicate key (email)=([redacted-email]) for [redacted-number] code [redacted-number]',
    );
  });
});
