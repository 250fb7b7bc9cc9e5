import { expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { buildServer } from '../server';

it('answers 503 with Retry-After and a localised form message when the database cannot be reached', async () => {
  // A PostgreSQL that is not there: every query fails to connect.
  const database = await openDatabase({ databaseUrl: 'postgres://oriel@127.0.0.1:9/oriel', pgliteDataDir: '' });
  const app = await buildServer({ database, logLevel: 'silent' });
  try {
    const response = await app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      payload: {
        campaign: 'le-perce-vent',
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
        pickup_time: '1',
        terms: true,
        communication: ['email'],
        idempotency_key: '5b1c0d9e-8f7a-4c3b-a2d1-0e9f8a7b6c5d',
      },
    });
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json().error.details.form).toBe('registration.error.unavailable');
  } finally {
    await app.close();
    await database.close();
  }
});
