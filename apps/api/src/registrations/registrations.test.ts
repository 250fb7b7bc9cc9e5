import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { seedCampaigns } from '../campaigns';
import { createClock } from '../clock';
import { buildServer } from '../server';
import { purgeExpiredRegistrations } from './queries';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';

const json = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };
const slug = 'le-perce-vent';
// Le Perce-vent is open (1 April - 31 May 2025); its storm-glass sessions start on 26 April.
const appNow = '2025-04-20T10:00:00+08:00';

describe.each(databaseKinds)('registrations on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = createClock(appNow);
  let seq = 0;
  const nextNumber = () => `9${String(1_000_000 + ++seq).padStart(7, '0')}`;

  beforeAll(async () => {
    // Only this area's content: the test does not depend on the other areas' files.
    database = await createTestDatabase(kind, { seed: false });
    await seedCampaigns(database.db);
    app = await buildServer({
      database,
      clock,
      logLevel: 'silent',
      otp: { limits: { ipSendLimit: 100_000, destinationSendLimit: 100, smsPerMinute: 100_000, smsPerHour: 100_000, emailPerMinute: 100_000, emailPerHour: 100_000 } },
      registrationLimit: { max: 100_000, windowMs: 60_000 },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  /** The SMS code flow of the form: send, read the outbox, verify -> the token the form submits. */
  async function verifiedToken(number: string): Promise<string> {
    const destination = `+852${number}`;
    const sent = await app.inject({ method: 'POST', url: '/api/otp/send', headers: json, payload: { channel: 'sms', destination, purpose: 'campaign-registration' } });
    expect(sent.statusCode).toBe(202);
    const outbox = await app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(destination)}` });
    const code = outbox.json().data[0].code as string;
    const verified = await app.inject({ method: 'POST', url: '/api/otp/verify', headers: json, payload: { channel: 'sms', destination, purpose: 'campaign-registration', code, challenge: sent.json().data.challenge } });
    return verified.json().data.verificationToken as string;
  }

  async function slots() {
    const response = await app.inject({ url: `/api/campaigns/${slug}/slots` });
    return response.json().data as { id: number; location: string; date: string; time: string; quota: number; remaining: number }[];
  }

  function body(overrides: Record<string, unknown> & { contact_number: string; otp_token: string; slot: { id: number; location: string; date: string } }) {
    const { slot, ...rest } = overrides;
    return {
      campaign: slug,
      salutation: 'ms',
      first_name: 'Mei',
      last_name: 'Chan',
      age_range: '25-34',
      email: `mei.${rest.contact_number}@example.com`,
      calling_code: '852',
      redemption_location: slot.location,
      pickup_date: slot.date,
      pickup_time: String(slot.id),
      terms: true,
      marketing_opt_out: false,
      communication: ['email', 'whatsapp'],
      idempotency_key: `key-${rest.contact_number}-${Math.random().toString(36).slice(2, 10)}`,
      locale: 'en',
      ...rest,
    };
  }

  const submit = (payload: unknown) => app.inject({ method: 'POST', url: '/api/registrations', headers: json, payload: payload as object });

  it('describes the campaign in both locales with its state, facts and locations', async () => {
    const en = (await app.inject({ url: `/api/campaigns/${slug}?locale=en` })).json().data.attributes;
    expect(en).toMatchObject({ slug, state: 'open', opensAt: '2025-04-01T02:00:00.000Z', registration: { kind: 'workshop', feeHkd: 480, sessionMinutes: 45 } });
    expect(en.registration.locations[0]).toMatchObject({ code: 'central', kind: 'boutique' });
    const zh = (await app.inject({ url: `/api/campaigns/${slug}?locale=zh-Hant` })).json().data.attributes;
    expect(zh.registration.locations[0].name).toBe('中環專門店');
    expect((await app.inject({ url: '/api/campaigns/nothing-here' })).statusCode).toBe(404);
  });

  it('lists the 40 storm-glass sessions (5 days, 12:00-17:15 every 45 minutes) with places left', async () => {
    const all = await slots();
    expect(all).toHaveLength(40);
    expect(all[0]).toMatchObject({ date: '2025-04-26', time: '12:00', quota: 6, remaining: 6 });
    expect(all.at(-1)).toMatchObject({ date: '2025-05-04', time: '17:15' });
  });

  it('books a place with a verified number, and answers a retry with the first answer', async () => {
    const [slot] = await slots();
    const number = nextNumber();
    const payload = body({ contact_number: number, otp_token: await verifiedToken(number), slot: slot! });
    const first = await submit(payload);
    expect(first.statusCode).toBe(201);
    const retry = await submit(payload);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.reference).toBe(first.json().data.reference);
    expect((await slots())[0]!.remaining).toBe(5);
  });

  it('refuses a session of another day or place at its own field, books nothing and keeps the number\'s proof', async () => {
    const all = await slots();
    const [first] = all;
    const otherDay = all.find((s) => s.date !== first!.date)!;
    const number = nextNumber();
    const token = await verifiedToken(number);
    const refused = await submit(body({ contact_number: number, otp_token: token, slot: first!, pickup_date: otherDay.date }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.details.fields).toEqual({ pickup_time: 'registration.error.pickupTimeMismatch' });
    expect((await slots()).find((s) => s.id === first!.id)!.remaining).toBe(first!.remaining);
    const elsewhere = await submit(body({ contact_number: number, otp_token: token, slot: first!, redemption_location: 'nowhere', idempotency_key: `same-form-${number}` }));
    expect(elsewhere.json().error.details.fields).toEqual({ pickup_time: 'registration.error.pickupTimeMismatch' });
    // The same form sent again (its key) with a session of its day books, with the same proof.
    expect((await submit(body({ contact_number: number, otp_token: token, slot: otherDay, idempotency_key: `same-form-${number}` }))).statusCode).toBe(201);
  });

  it('refuses an unverified number, a used number and a used email with the messages of SPEC §8', async () => {
    const [slot] = await slots();
    const unverified = await submit(body({ contact_number: nextNumber(), otp_token: 'not-a-token-at-all', slot: slot! }));
    expect(unverified.statusCode).toBe(422);
    expect(unverified.json().error.details.fields).toEqual({ contact_number: 'registration.error.contactNumberUnverified' });

    const number = nextNumber();
    expect((await submit(body({ contact_number: number, otp_token: await verifiedToken(number), slot: slot! }))).statusCode).toBe(201);
    // Without a proof for the number nothing tells whether it registered (no 409 to list registrants).
    const guessed = await submit(body({ contact_number: number, email: 'someone.else@example.com', otp_token: 'not-a-token', slot: slot! }));
    expect(guessed.statusCode).toBe(422);
    expect(guessed.json().error.details.fields).toEqual({ contact_number: 'registration.error.contactNumberUnverified' });
    const guessedEmail = await submit(body({ contact_number: nextNumber(), email: `mei.${number}@example.com`, otp_token: 'not-a-token', slot: slot! }));
    expect(guessedEmail.statusCode).toBe(422);
    clock.advance(61_000); // the number's resend cooldown
    const samePhone = await submit(body({ contact_number: number, email: 'someone.else@example.com', otp_token: await verifiedToken(number), slot: slot! }));
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().error.message).toBe('Contact number had been used.');
    const other = nextNumber();
    const sameEmail = await submit(body({ contact_number: other, email: `MEI.${number}@Example.com`, otp_token: await verifiedToken(other), slot: slot! }));
    expect(sameEmail.json().error).toMatchObject({ status: 409, message: 'Email had been used.', details: { fields: { email: 'registration.error.emailUsed' } } });
  });
  it('answers a full session "over" whatever the email, so a proof of one number cannot test who has registered', async () => {
    const [, , slot] = await slots();
    const number = nextNumber();
    const registered = `mei.${number}@example.com`;
    expect((await submit(body({ contact_number: number, email: registered, otp_token: await verifiedToken(number), slot: slot! }))).statusCode).toBe(201);
    await database.db.updateTable('campaign_slots').set((eb) => ({ booked: eb.ref('quota') })).where('id', '=', slot!.id).execute();
    const prober = nextNumber();
    const token = await verifiedToken(prober);
    const known = await submit(body({ contact_number: prober, email: registered, otp_token: token, slot: slot! }));
    const unknown = await submit(body({ contact_number: prober, email: 'nobody.here@example.com', otp_token: token, slot: slot! }));
    expect(known.statusCode).toBe(409);
    expect(known.json().error.message).toBe(unknown.json().error.message);
    expect(known.json().error.details).toEqual(unknown.json().error.details);
  });

  it('maps every invalid field to its message id, and refuses cross-site and non-JSON bodies', async () => {
    const response = await submit({ campaign: slug, idempotency_key: 'abcdefabcdefabcdef', calling_code: '852', contact_number: '12ab' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toMatchObject({
      salutation: 'registration.error.salutation',
      first_name: 'registration.error.firstName',
      email: 'registration.error.emailRequired',
      contact_number: 'registration.error.onlyNumber',
      terms: 'registration.error.terms',
    });
    const crossSite = await app.inject({ method: 'POST', url: '/api/registrations', headers: { ...json, 'sec-fetch-site': 'cross-site' }, payload: {} });
    expect(crossSite.statusCode).toBe(403);
    const form = await app.inject({ method: 'POST', url: '/api/registrations', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' });
    expect(form.statusCode).toBe(415);
  });

  it('answers a filled honeypot like a success, and stores nothing', async () => {
    const [slot] = await slots();
    const number = nextNumber();
    const bot = await submit(body({ contact_number: number, otp_token: await verifiedToken(number), slot: slot!, website: 'https://spam.example' }));
    expect(bot.statusCode).toBe(202);
    const rows = await database.db.selectFrom('registrations').select('id').where('phone_normalised', '=', `+852${number}`).execute();
    expect(rows).toHaveLength(0);
  });

  it('gives exactly Q bookings to 10·Q concurrent registrants for a slot of quota Q', async () => {
    const slot = (await slots())[5]!;
    const quota = slot.quota;
    const registrants = [];
    for (let i = 0; i < 10 * quota; i++) {
      const number = nextNumber();
      registrants.push(body({ contact_number: number, otp_token: await verifiedToken(number), slot }));
    }
    const answers = await Promise.all(registrants.map(submit));
    const booked = answers.filter((a) => a.statusCode === 201);
    expect(booked).toHaveLength(quota);
    for (const refused of answers.filter((a) => a.statusCode !== 201)) {
      expect(refused.json().error.message).toBe('Sorry, the chosen timeslot is over, please choose another timeslot to proceed.');
    }
    const row = await database.db.selectFrom('campaign_slots').select(['booked', 'quota']).where('id', '=', slot.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ booked: quota, quota });
    const count = await database.db.selectFrom('registrations').select((eb) => eb.fn.countAll<string>().as('n')).where('slot_id', '=', slot.id).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(quota);
    expect((await slots()).find((s) => s.id === slot.id)!.remaining).toBe(0);
  });

  it('makes one row of 20 identical parallel submits, all answered with the same booking', async () => {
    const slot = (await slots())[10]!;
    const number = nextNumber();
    const payload = body({ contact_number: number, otp_token: await verifiedToken(number), slot });
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(payload)));
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.json().data.reference)).size).toBe(1);
    const rows = await database.db.selectFrom('registrations').select('id').where('phone_normalised', '=', `+852${number}`).execute();
    expect(rows).toHaveLength(1);
    expect((await slots()).find((s) => s.id === slot.id)!.remaining).toBe(slot.remaining - 1);
  });

  it('refuses a slot whose time has passed, and a campaign that has closed', async () => {
    const [slot] = await slots();
    const number = nextNumber();
    clock.advance(7 * 86_400_000); // 27 April: the first session of 26 April is over
    const token = await verifiedToken(number);
    const late = await submit(body({ contact_number: number, otp_token: token, slot: slot! }));
    expect(late.json().error).toMatchObject({ status: 409, details: { fields: { pickup_time: 'registration.error.timeslotOver' } } });
    clock.advance(40 * 86_400_000); // June: the campaign has ended
    const state = (await app.inject({ url: `/api/campaigns/${slug}` })).json().data.attributes.state;
    expect(state).toBe('ended');
    const closed = await submit(body({ contact_number: nextNumber(), otp_token: token, slot: slot! }));
    expect(closed.json().error.details.form).toBe('registration.error.closed');
    clock.advance(-47 * 86_400_000);
  });

  it('exports the registrations and the places left per slot as CSV behind the token', async () => {
    const token = 'a-test-export-token-of-enough-length';
    const exporting = await buildServer({ database, clock, logLevel: "silent", exportToken: token });
    // Closed whatever happens: its workers must not run on into the next file of this worker.
    onTestFinished(() => exporting.close());
    expect((await exporting.inject({ url: `/api/campaigns/${slug}/export/slots.csv` })).statusCode).toBe(401);
    const csv = await exporting.inject({ url: `/api/campaigns/${slug}/export/slots.csv`, headers: { authorization: `Bearer ${token}` } });
    expect(csv.headers['content-type']).toContain('text/csv');
    // A UTF-8 byte-order mark first, so Excel reads Chinese names as Chinese.
    expect(csv.body.split('\r\n')[0]).toBe('\uFEFFslot_id,location,starts_hong_kong,ends_hong_kong,quota,booked,remaining');
    const registrations = await exporting.inject({ url: `/api/campaigns/${slug}/export/registrations.csv`, headers: { authorization: `Bearer ${token}` } });
    expect(registrations.body).toContain('+852');
  });

  it('purges the registrations of a campaign once its retention date has passed, and only then', async () => {
    const count = async () => Number((await database.db.selectFrom('registrations').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    expect(before).toBeGreaterThan(0);
    // Le Perce-vent keeps its registrations until 30 November 2025.
    expect(await purgeExpiredRegistrations(database.db, '2025-11-30')).not.toContainEqual(expect.objectContaining({ slug }));
    expect(await count()).toBe(before);
    const purged = await purgeExpiredRegistrations(database.db, '2025-12-01');
    expect(purged).toContainEqual({ slug, deleted: before });
    expect(await count()).toBe(0);
  });
});
