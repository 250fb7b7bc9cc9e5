// Many instances on one PostgreSQL (docs/deployment.md "Many instances"): the compose
// router runs 2 instances of each server (data service, brand site, campaign app) on a fresh
// database and sends requests to them in turn. Registrations racing across instances never
// overbook, one-time-code state and rate limits hold across instances, and a content change
// reaches every instance's caches within seconds.
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markContentChanged } from '../../apps/api/src/content/version';
import type { Database } from '../../apps/api/src/db/schema';
import { createDatabase, postgresUrl, root, type Running, startNode, waitForStatus } from './processes';

// Seven ports from here: the router, then each instance's (tools/compose/server.mjs).
const base = Number(process.env.E2E_PORT ?? 3300) + 70;
const router = `http://127.0.0.1:${base}`;
const apiInstances = [base + 1, base + 4].map((p) => `http://127.0.0.1:${p}`);
const siteInstances = [base + 2, base + 5].map((p) => `http://127.0.0.1:${p}`);
const ipSendLimit = 16;
const slug = 'le-perce-vent';
const json = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };

describe.skipIf(!postgresUrl)('two instances of each server on one PostgreSQL, behind the router', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let site: Running;
  let seq = 0;
  let accepted = 0;

  beforeAll(async () => {
    database = await createDatabase('ops_multi');
    site = startNode('tools/compose/server.mjs', {
      PORT: String(base),
      COMPOSE_INSTANCES: '2',
      DATABASE_URL: database.url,
      // Le Perce-vent is open; its first storm-glass session (quota 6) is on 26 April.
      APP_NOW: '2025-04-20T10:00:00+08:00',
      OTP_IP_SEND_LIMIT: String(ipSendLimit),
    }, root);
    await waitForStatus(`${router}/readyz`, { process: site, timeoutMs: 240_000 });
  });
  afterAll(async () => {
    await site?.stop();
    await database?.drop();
  });

  const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: json, body: JSON.stringify(body) });
  const nextNumber = () => `9${String(2_000_000 + ++seq).padStart(7, '0')}`;

  /** Sends a code through one instance, reads it from the outbox of the other, verifies it on the router. */
  async function verifiedToken(number: string, first: number): Promise<string> {
    const destination = `+852${number}`;
    const sent = await post(`${apiInstances[first]}/api/otp/send`, { channel: 'sms', destination, purpose: 'campaign-registration' });
    expect(sent.status).toBe(202);
    accepted++;
    const outbox = await (await fetch(`${apiInstances[1 - first]}/api/dev/outbox?to=${encodeURIComponent(destination)}`)).json();
    const { challenge } = (await sent.json()).data;
    const verified = await post(`${router}/api/otp/verify`, { channel: 'sms', destination, purpose: 'campaign-registration', code: outbox.data[0].code, challenge });
    expect(verified.status).toBe(200);
    return (await verified.json()).data.verificationToken;
  }

  it('serves every instance: each answers /readyz, the router spreads requests over them', async () => {
    for (const port of [1, 2, 3, 4, 5, 6]) expect((await fetch(`http://127.0.0.1:${base + port}/readyz`)).status).toBe(200);
    expect((await fetch(`${router}/discovery-trial/${slug}`)).status).toBe(200);
  });

  it('never overbooks: 12 registrants racing for a slot of 6 across both data-service instances get 6 places', async () => {
    const slots = (await (await fetch(`${router}/api/campaigns/${slug}/slots`)).json()).data as { id: number; location: string; date: string; quota: number }[];
    const slot = slots[0]!;
    expect(slot.quota).toBe(6);
    const people = await Promise.all(Array.from({ length: 12 }, async (_, i) => ({ number: nextNumber(), i })).map(async (p) => ({ ...(await p), token: '' })));
    for (const person of people) person.token = await verifiedToken(person.number, person.i % 2);
    const answers = await Promise.all(
      people.map((person) =>
        post(`${apiInstances[person.i % 2]}/api/registrations`, {
          campaign: slug,
          salutation: 'ms',
          first_name: 'Mei',
          last_name: 'Chan',
          age_range: '25-34',
          email: `ops.${person.number}@example.com`,
          calling_code: '852',
          contact_number: person.number,
          otp_token: person.token,
          redemption_location: slot.location,
          pickup_date: slot.date,
          pickup_time: String(slot.id),
          terms: true,
          marketing_opt_out: false,
          communication: ['email'],
          idempotency_key: `ops-${person.number}-race`,
          locale: 'en',
        }).then((r) => r.status),
      ),
    );
    expect(answers.filter((s) => s === 201)).toHaveLength(6);
    expect(answers.filter((s) => s >= 500)).toEqual([]);
    for (const api of apiInstances) {
      const after = (await (await fetch(`${api}/api/campaigns/${slug}/slots`)).json()).data.find((s: { id: number }) => s.id === slot.id);
      expect(after.remaining).toBe(0);
    }
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query('select booked from campaign_slots where id = $1', [slot.id]);
    await client.end();
    expect(rows[0].booked).toBe(6);
  });

  it('holds one-time-code state and rate limits across instances: the cooldown and the per-address limit count on both', async () => {
    const destination = `+852${nextNumber()}`;
    const payload = { channel: 'sms', destination, purpose: 'loyalty-lookup' };
    expect((await post(`${apiInstances[0]}/api/otp/send`, payload)).status).toBe(202);
    accepted++;
    const again = await post(`${apiInstances[1]}/api/otp/send`, payload);
    expect(again.status).toBe(429);
    expect((await again.json()).error.details.code).toBe('cooldown');

    // Every send so far came from 127.0.0.1 (the router's address for the service): OTP_IP_SEND_LIMIT
    // is one budget for both instances, not one each.
    const statuses: number[] = [];
    for (let i = 0; accepted + statuses.filter((s) => s === 202).length <= ipSendLimit && i < ipSendLimit * 2; i++) {
      const res = await post(`${router}/api/otp/send`, { channel: 'sms', destination: `+852${nextNumber()}`, purpose: 'loyalty-lookup' });
      statuses.push(res.status);
      if (res.status === 429) {
        expect((await res.json()).error.details.code).toBe('ip_limit');
        break;
      }
    }
    expect(accepted + statuses.filter((s) => s === 202).length).toBe(ipSendLimit);
    expect(statuses.at(-1)).toBe(429);
  });

  it('shows a content change on every instance within seconds (markContentChanged)', async () => {
    for (const url of siteInstances) expect((await (await fetch(`${url}/fragrance`)).text()).includes('Gratte-ciel')).toBe(true);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 1 }) }) });
    try {
      await db
        .updateTable('collection_texts')
        // What an editor's publish does: the entry's texts change, then markContentChanged.
        .set({ name: 'Gratte-ciel Nocturne', fields: sql`jsonb_set(fields, '{name}', '"Gratte-ciel Nocturne"')` })
        .where('locale', '=', 'en')
        .where('collection_id', '=', (eb) => eb.selectFrom('collections').select('id').where('slug', '=', 'gratte-ciel'))
        .execute();
      await markContentChanged(db);
    } finally {
      await db.destroy();
    }
    // Within seconds: each instance checks the content version at most once a second; 10 s leaves room
    // for a machine busy with the other suites (the figure it took is logged below).
    const changedAt = Date.now();
    for (const url of [...siteInstances, router]) {
      await expect
        .poll(async () => (await (await fetch(`${url}/fragrance`)).text()).includes('Gratte-ciel Nocturne'), { timeout: 10_000, interval: 200, message: url })
        .toBe(true);
    }
    for (const api of apiInstances) {
      const collection = await (await fetch(`${api}/api/collections/gratte-ciel?locale=en`)).json();
      expect(collection.data.attributes.name).toBe('Gratte-ciel Nocturne');
    }
    console.log(`content change visible on every instance after ${Date.now() - changedAt} ms`);
  });
});
