import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampaigns } from '../campaigns';
import { createClock } from '../clock';
import { buildServer } from '../server';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

const json = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };
const slug = 'le-perce-vent';
const limits = { ipSendLimit: 100_000, destinationSendLimit: 100, smsPerMinute: 100_000, smsPerHour: 100_000, emailPerMinute: 100_000, emailPerHour: 100_000 };

/** One sample's value from Prometheus's text format (0 when the series does not exist yet). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const labelText = line.slice(name.length + 1, line.indexOf('}'));
    if (wanted.every((pair) => labelText.split(',').includes(pair))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

describe('metrics of the data service', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const scrape = async () => {
    const response = await app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };

  beforeAll(async () => {
    database = await createTestDatabase('pglite', { seed: false });
    await seedCampaigns(database.db);
    app = await buildServer({ database, clock: createClock('2025-04-20T10:00:00+08:00'), logLevel: 'silent', otp: { limits }, registrationLimit: { max: 100_000, windowMs: 60_000 } });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('serves the process, request, database and queue families in Prometheus format', async () => {
    await app.inject({ url: `/api/campaigns/${slug}/slots` });
    const text = await scrape();
    for (const family of ['nodejs_eventloop_lag_seconds', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'db_query_duration_seconds_bucket', 'db_pool_connections', 'job_queue_oldest_age_seconds']) {
      expect(text, family).toContain(`${family}`);
    }
    // Timed by its route template, never by the raw URL (bounded labels).
    expect(sample(text, 'http_server_request_duration_seconds_count', { route: '/api/campaigns/:slug/slots', status_code: '200' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(`route="/api/campaigns/${slug}/slots"`);
    // Ready as /readyz says (the readiness alert reads it).
    expect(text).toMatch(/^service_ready 1$/m);
  });

  it('counts a refused code and a booking', async () => {
    const before = await scrape();
    const number = '62345678';
    const destination = `+852${number}`;
    const send = (payload: object) => app.inject({ method: 'POST', url: '/api/otp/send', headers: json, payload: { channel: 'sms', destination, purpose: 'campaign-registration', ...payload } });
    const sent = await send({});
    expect(sent.statusCode).toBe(202);
    const challenge = sent.json().data.challenge as string;
    // A wrong code is rejected; sending again at once is refused by the resend cooldown.
    const wrong = await app.inject({ method: 'POST', url: '/api/otp/verify', headers: json, payload: { channel: 'sms', destination, purpose: 'campaign-registration', code: '000000', challenge } });
    expect(wrong.statusCode).toBe(400);
    expect((await send({})).statusCode).toBe(429);
    const code = (await app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(destination)}` })).json().data[0].code as string;
    const verified = await app.inject({ method: 'POST', url: '/api/otp/verify', headers: json, payload: { channel: 'sms', destination, purpose: 'campaign-registration', code, challenge } });
    const [slot] = (await app.inject({ url: `/api/campaigns/${slug}/slots` })).json().data as { id: number; location: string; date: string }[];
    const booked = await app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: json,
      payload: {
        campaign: slug, salutation: 'ms', first_name: 'Mei', last_name: 'Chan', age_range: '25-34', email: `mei.${number}@example.com`,
        calling_code: '852', contact_number: number, otp_token: verified.json().data.verificationToken, redemption_location: slot!.location,
        pickup_date: slot!.date, pickup_time: String(slot!.id), terms: true, marketing_opt_out: false, communication: ['email'],
        idempotency_key: `metrics-${number}`, locale: 'en',
      },
    });
    expect(booked.statusCode).toBe(201);

    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) => sample(after, name, labels) - sample(before, name, labels);
    expect(moved('otp_codes_total', { event: 'sent', channel: 'sms' })).toBe(1);
    expect(moved('otp_codes_total', { event: 'refused', channel: 'sms' })).toBe(1);
    expect(moved('otp_codes_total', { event: 'rejected', channel: 'sms' })).toBe(1);
    expect(moved('otp_codes_total', { event: 'verified', channel: 'sms' })).toBe(1);
    expect(moved('bookings_total', { campaign: slug, event: 'made' })).toBe(1);
    // The confirmation's jobs wait in the queue (no workers in this test).
    expect(sample(after, 'job_queue_jobs', { state: 'created' })).toBeGreaterThanOrEqual(1);
  });
});
