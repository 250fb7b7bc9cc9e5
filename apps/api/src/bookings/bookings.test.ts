import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationSchema } from '@oriel/contracts/registration';
import { seedCampaigns } from '../campaigns';
import { createClock } from '../clock';
import { DeliveryError } from '../otp';
import { buildServer } from '../server';
import { registrationsCsv } from '../registrations';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';
import { cancelBooking, reminderTime } from './service';
import type { MessageTransport, OutgoingMessage } from './transport';

const json = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };
const slug = 'le-perce-vent';
// Le Perce-vent is open (1 April - 31 May 2025); its storm-glass sessions (quota 6) start on 26 April.
const appNow = '2025-04-20T10:00:00+08:00';
// The form's spelling of Chinese (whichever of `zh-Hant` and `tc` the schema accepts): the messages do not depend on it.
const chinese = (['zh-Hant', 'tc'] as const).find((l) => !registrationSchema.safeParse({ locale: l }).error?.issues.some((i) => i.path[0] === 'locale'))!;
const limits = { ipSendLimit: 100_000, destinationSendLimit: 100, smsPerMinute: 100_000, smsPerHour: 100_000, emailPerMinute: 100_000, emailPerHour: 100_000 };

const until = async (condition: () => boolean | Promise<boolean>, timeoutMs = 25_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
};

/** A gateway that records what it delivers, and can be down. */
function recordingGateway() {
  const delivered: OutgoingMessage[] = [];
  const state = { down: false, refused: 0 };
  const transport: MessageTransport = {
    name: 'gateway',
    async deliver(message) {
      if (state.down) {
        state.refused++;
        throw new DeliveryError('SMS gateway answered 503');
      }
      delivered.push(message);
    },
  };
  return { transport, delivered, state };
}

describe.each(databaseKinds)('bookings on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let second: FastifyInstance;
  const clock = createClock(appNow);
  const gateway = recordingGateway();
  let seq = 0;
  const nextNumber = () => `6${String(2_000_000 + ++seq).padStart(7, '0')}`;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: false });
    await seedCampaigns(database.db);
    const options = { database, clock, logLevel: 'silent', otp: { limits }, registrationLimit: { max: 100_000, windowMs: 60_000 }, messageTransport: gateway.transport };
    // Two instances of the data service with workers on one database: each message goes out once.
    app = await buildServer({ ...options, jobs: { workers: true, pollingIntervalSeconds: 0.5 } });
    second = await buildServer({ ...options, jobs: { workers: true, pollingIntervalSeconds: 0.5 } });
  });
  afterAll(async () => {
    await app.close();
    await second.close();
    await database.drop();
  });

  async function verifiedToken(destination: string): Promise<string> {
    // A number booking again (after a cancel) asks for a new code: past the resend cooldown.
    await app.inject({ method: 'POST', url: '/api/dev/otp/age', headers: json, payload: { destination, seconds: 600 } });
    const sent = await app.inject({ method: 'POST', url: '/api/otp/send', headers: json, payload: { channel: 'sms', destination, purpose: 'campaign-registration' } });
    if (sent.statusCode !== 202) throw new Error(`code not sent: ${sent.body}`);
    const code = (await app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(destination)}` })).json().data[0].code as string;
    const verified = await app.inject({ method: 'POST', url: '/api/otp/verify', headers: json, payload: { channel: 'sms', destination, purpose: 'campaign-registration', code, challenge: sent.json().data.challenge } });
    if (verified.statusCode !== 200) throw new Error(`code not verified: ${verified.body}`);
    return verified.json().data.verificationToken as string;
  }

  async function slots() {
    return (await app.inject({ url: `/api/campaigns/${slug}/slots` })).json().data as { id: number; location: string; date: string; time: string; remaining: number }[];
  }

  async function book(slot: { id: number; location: string; date: string }, options: { number?: string; locale?: string } = {}) {
    const number = options.number ?? nextNumber();
    const otp_token = await verifiedToken(`+852${number}`);
    const payload = {
      campaign: slug,
      salutation: 'ms',
      first_name: 'Mei',
      last_name: 'Chan',
      age_range: '25-34',
      email: `mei.${number}@example.com`,
      calling_code: '852',
      contact_number: number,
      otp_token,
      redemption_location: slot.location,
      pickup_date: slot.date,
      pickup_time: String(slot.id),
      terms: true,
      marketing_opt_out: false,
      communication: ['email'],
      idempotency_key: `key-${number}-${Math.random().toString(36).slice(2, 10)}`,
      locale: options.locale ?? 'en',
    };
    const submit = async () => {
      const response = await app.inject({ method: 'POST', url: '/api/registrations', headers: json, payload });
      if (response.statusCode >= 400 && response.statusCode !== 409) throw new Error(`booking refused: ${response.statusCode} ${response.body}`);
      return response;
    };
    return { number, payload, submit };
  }

  const view = (token: string, extra: Record<string, unknown> = {}) => app.inject({ method: 'POST', url: '/api/bookings/view', headers: json, payload: { token, ...extra } });
  const change = (token: string, body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/bookings/change', headers: json, payload: { token, ...body } });
  const messagesTo = async (to: string) => (await database.db.selectFrom('booking_messages').selectAll().where('destination', '=', to).orderBy('id').execute());
  /** The code of the short link an SMS carries (`https://…/m/{code}`). */
  const shortCodeIn = (sms: string) => /\/m\/([A-Za-z0-9_-]+)$/.exec(sms)?.[1] ?? '';
  const shortLinkPath = async (code: string) => {
    const answer = await app.inject({ method: 'POST', url: '/api/bookings/short-link', headers: json, payload: { code } });
    return answer.statusCode === 200 ? (answer.json().data.path as string) : null;
  };
  const placesLeft = async (slotId: number) => (await slots()).find((s) => s.id === slotId)?.remaining;

  it('confirms a booking by SMS and email in its language, with reference, manage link and a calendar invite, each sent once by two workers', async () => {
    const [slot] = await slots();
    const { number, submit } = await book(slot!, { locale: chinese });
    const answer = await submit();
    expect(answer.statusCode).toBe(201);
    const { reference, manageToken } = answer.json().data as { reference: string; manageToken: string };
    expect(reference).toMatch(/^LEP-\d{6}$/);
    expect(manageToken).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const messages = await messagesTo(`+852${number}`);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.body).toContain(reference);
    expect(messages[0]!.body).toContain('您已預約「Le Perce-vent 破風」');
    // The SMS carries the short link (two parts at most: sms.test.ts); it leads to the manage page.
    const code = shortCodeIn(messages[0]!.body);
    expect(await shortLinkPath(code)).toBe(`/tc/discovery-trial/${slug}/booking/${manageToken}`);
    // One character changed, and it leads nowhere.
    expect(await shortLinkPath(`${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    const [email] = await messagesTo(`mei.${number}@example.com`);
    expect(email!.body).toContain('預約已確認');
    expect(email!.body).toContain(`/tc/discovery-trial/${slug}/booking/${manageToken}`);
    expect(email!.body).toContain('（星期');
    expect(email!.body).toContain('中環專門店');
    expect(email!.body).toContain('HK$480');
    expect(email!.body).toContain('https://calendar.google.com/calendar/render?');

    // A calendar parser accepts the invite: Hong Kong time, the boutique's address, an alarm.
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(email!.ics!)).getFirstSubcomponent('vevent')!);
    expect(event.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Hong_Kong');
    expect(event.startDate.toString()).toBe(`${slot!.date}T${slot!.time}:00`);
    expect(event.location).toContain('皇后大道中18號');
    expect(event.component.getAllSubcomponents('valarm').length).toBeGreaterThan(0);

    await until(async () => (await messagesTo(`+852${number}`)).every((m) => m.sent_at !== null));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(gateway.delivered.filter((m) => m.destination === `+852${number}`)).toHaveLength(1);
    expect(gateway.delivered.filter((m) => m.destination === `mei.${number}@example.com`)).toHaveLength(1);
  });

  it('books while the gateway is down and delivers the confirmation once when it is back', async () => {
    const [, slot] = await slots();
    gateway.state.down = true;
    const refusedBefore = gateway.state.refused;
    const { number, submit } = await book(slot!);
    expect((await submit()).statusCode).toBe(201);
    await until(() => gateway.state.refused > refusedBefore);
    expect(gateway.delivered.some((m) => m.destination === `+852${number}`)).toBe(false);
    gateway.state.down = false;
    // The job retries with back-off (30 s first): bring the retry forward rather than wait for it,
    // once pg-boss has recorded the failure (just after the handler threw; on a busy machine the
    // update could otherwise come first, find no job to retry, and leave the 30 s wait).
    await until(async () => {
      const moved = await sql`UPDATE pgboss.job SET start_after = now() WHERE name = 'bookings.deliver-message' AND state = 'retry'`.execute(database.db);
      return Number(moved.numAffectedRows ?? 0) > 0;
    });
    await until(() => gateway.delivered.some((m) => m.destination === `+852${number}`));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(gateway.delivered.filter((m) => m.destination === `+852${number}`)).toHaveLength(1);
  });

  it('shows the booking by its link, moves it and cancels it, places following in the same transaction', async () => {
    const all = await slots();
    const from = all[2]!;
    const to = all.find((s) => s.location === from.location && s.id !== from.id && s.remaining > 0)!;
    const { number, submit } = await book(from);
    const { manageToken } = (await submit()).json().data;
    const before = { from: await placesLeft(from.id), to: await placesLeft(to.id) };

    const shown = (await view(manageToken)).json().data;
    expect(shown).toMatchObject({ status: 'booked', campaign: slug, lockedReason: null });
    expect(shown.moveTargets.map((t: { id: number }) => t.id)).toContain(to.id);
    expect(shown.messages.map((m: { channel: string; to: string }) => m.to)).toContain(`+852 •••• ${number.slice(-4)}`);

    const moved = await change(manageToken, { action: 'move', slot: to.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ status: 'moved', startsAt: expect.any(String) });
    expect(await placesLeft(from.id)).toBe(before.from! + 1);
    expect(await placesLeft(to.id)).toBe(before.to! - 1);
    expect((await messagesTo(`+852${number}`)).map((m) => m.kind)).toEqual(['confirmation', 'moved']);
    // The change's message carries the same link: it still opens the booking.
    expect(await shortLinkPath(shortCodeIn((await messagesTo(`+852${number}`))[1]!.body))).toBe(`/discovery-trial/${slug}/booking/${manageToken}`);

    const cancelled = await change(manageToken, { action: 'cancel' });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', lockedReason: 'cancelled', moveTargets: [] });
    expect(await placesLeft(to.id)).toBe(before.to);
    expect((await messagesTo(`+852${number}`)).map((m) => m.kind)).toEqual(['confirmation', 'moved', 'cancelled']);
    // Once cancelled, the short link leads to the campaign's page, to book again.
    expect(await shortLinkPath(shortCodeIn((await messagesTo(`+852${number}`))[2]!.body))).toBe(`/discovery-trial/${slug}`);
    expect((await change(manageToken, { action: 'cancel' })).json()).toMatchObject({ error: { details: { code: 'booking_cancelled' } } });

    // The number and the address are free again for this campaign.
    const again = await book(from, { number });
    expect((await again.submit()).statusCode).toBe(201);

    // The campaign team's export: reference, status, each change with its time, the phone as text.
    const campaignId = (await database.db.selectFrom('campaigns').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
    const lines = (await registrationsCsv(database.db, campaignId)).split('\r\n').filter((line) => line.includes(`+852${number}`));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^\\d+,LEP-\\d{6},cancelled,.*,\\+852${number},.*booked 2025-04-20 10:\\d\\d; moved 2025-04-20 10:\\d\\d; cancelled 2025-04-20 10:\\d\\d`));
    expect(lines[1]).toMatch(/,booked,/);
    expect(lines[0]).not.toContain(`'+852`);
  });

  it('serves `campaigns -- export` through the running service on the local admin channel only', async () => {
    const adminToken = 'a'.repeat(43);
    const running = await buildServer({ database, clock, logLevel: 'silent', studio: { adminToken } });
    const url = `/api/studio/admin/campaigns/${slug}/export/registrations.csv`;
    expect((await running.inject({ url })).statusCode).toBe(403);
    expect((await running.inject({ url, headers: { authorization: `Bearer ${adminToken}`, 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(403);
    const csv = await running.inject({ url, headers: { authorization: `Bearer ${adminToken}` } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toMatch(/^\uFEFFid,reference,status,status_changed_hong_kong,registered_hong_kong,/);
    await running.close();
  });

  it('refuses a tampered token, a malformed one and another campaign\'s, saying nothing of any booking', async () => {
    const [slot] = await slots();
    const { manageToken } = (await (await book(slot!)).submit()).json().data as { manageToken: string };
    const tampered = `${manageToken.slice(0, -1)}${manageToken.endsWith('A') ? 'B' : 'A'}`;
    for (const response of [await view(tampered), await view('not-a-token'), await view(manageToken, { campaign: 'palais-royal-gardens' }), await change(tampered, { action: 'cancel' })]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { details: { code: 'booking_invalid' } } });
      expect(response.body).not.toContain('LEP-');
    }
    expect((await view(manageToken, { campaign: slug })).statusCode).toBe(200);
  });

  it('gives one freed place to exactly one of 20 visitors racing for it', async () => {
    const all = await slots();
    const slot = all.find((s) => s.remaining === 6 && s !== all[0])!;
    const tokens: string[] = [];
    for (let i = 0; i < 6; i++) tokens.push((await (await book(slot)).submit()).json().data.manageToken);
    expect(await placesLeft(slot.id)).toBe(0);
    const racers = await Promise.all(Array.from({ length: 20 }, () => book(slot)));
    expect((await change(tokens[0]!, { action: 'cancel' })).statusCode).toBe(200);
    const answers = await Promise.all(racers.map((r) => r.submit()));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(await placesLeft(slot.id)).toBe(0);
  });

  it('leaves one consistent state when a move and a cancel of the same booking arrive at once', async () => {
    const all = await slots();
    const from = all.find((s) => s.remaining > 1 && s.id > all[10]!.id)!;
    const to = all.find((s) => s.location === from.location && s.id !== from.id && s.remaining > 1 && s.id > all[10]!.id)!;
    const { manageToken } = (await (await book(from)).submit()).json().data;
    const before = { from: await placesLeft(from.id), to: await placesLeft(to.id) };
    await Promise.all([change(manageToken, { action: 'move', slot: to.id }), change(manageToken, { action: 'cancel' })]);
    const final = (await view(manageToken)).json().data;
    // Whatever the order, the booking ends cancelled and holds no place anywhere.
    expect(final.status).toBe('cancelled');
    expect(await placesLeft(from.id)).toBe(before.from! + 1);
    expect(await placesLeft(to.id)).toBe(before.to);
    const live = await database.db.selectFrom('registrations').select(sql<number>`count(*)::int`.as('n')).where('slot_id', 'in', [from.id, to.id]).where('status', '<>', 'cancelled').executeTakeFirstOrThrow();
    const booked = await database.db.selectFrom('campaign_slots').select(sql<number>`sum(booked)::int`.as('n')).where('id', 'in', [from.id, to.id]).executeTakeFirstOrThrow();
    expect(booked.n).toBe(live.n);
  });

  it('reminds the day before at 10:00 Hong Kong time, once, with the confirmation\'s manage link, and not a cancelled booking', async () => {
    expect(reminderTime(new Date('2025-04-26T12:00:00+08:00')).toISOString()).toBe('2025-04-25T02:00:00.000Z');
    expect(reminderTime(new Date('2025-04-26T00:30:00+08:00')).toISOString()).toBe('2025-04-25T02:00:00.000Z');
    const all = await slots();
    const slot = all.find((s) => s.remaining > 3 && s.date === '2025-04-27')!;
    const kept = await book(slot, { locale: chinese });
    const { manageToken: keptToken } = (await kept.submit()).json().data as { manageToken: string };
    const dropped = await book(slot);
    const { manageToken } = (await dropped.submit()).json().data;
    await change(manageToken, { action: 'cancel' });
    // A booking made before manage tokens were derived has no nonce (its token was random): its reminder points
    // to the confirmation's link instead of carrying one that would not open.
    const older = await book(slot);
    const { reference: olderReference } = (await older.submit()).json().data as { reference: string };
    await database.db.updateTable('registrations').set({ manage_link_nonce: null }).where('reference', '=', olderReference).execute();
    // The token itself is nowhere in the database: only its nonce and its keyed hash.
    const stored = await database.db.selectFrom('registrations').selectAll().where('phone_normalised', '=', `+852${kept.number}`).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(keptToken);
    expect(stored.manage_link_nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);

    // Due on 26 April: bring the queued reminders forward instead of waiting six days.
    await sql`UPDATE pgboss.job SET start_after = now() WHERE name = 'bookings.reminder' AND state = 'created'`.execute(database.db);
    await until(async () => (await messagesTo(`+852${kept.number}`)).some((m) => m.kind === 'reminder') && (await messagesTo(`+852${older.number}`)).some((m) => m.kind === 'reminder'));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const reminders = (await messagesTo(`+852${kept.number}`)).filter((m) => m.kind === 'reminder');
    expect(reminders).toHaveLength(1);
    expect((await messagesTo(`+852${dropped.number}`)).filter((m) => m.kind === 'reminder')).toHaveLength(0);

    // SMS and email, in the booking's language, with the link the confirmation gave; it opens the booking.
    const link = `/tc/discovery-trial/${slug}/booking/${keptToken}`;
    expect(reminders[0]!.body).toContain('恭候您');
    expect(reminders[0]!.body).toContain(`更改或取消：`);
    expect(await shortLinkPath(shortCodeIn(reminders[0]!.body))).toBe(link);
    const emailReminder = (await messagesTo(`mei.${kept.number}@example.com`)).find((m) => m.kind === 'reminder')!;
    expect(emailReminder.body).toContain(link);
    expect(emailReminder.body).not.toContain('確認訊息中的連結');
    expect((await view(/booking\/([A-Za-z0-9_-]{32})/.exec(emailReminder.body)![1]!)).json().data).toMatchObject({ status: 'booked', campaign: slug });

    const olderReminder = (await messagesTo(`mei.${older.number}@example.com`)).find((m) => m.kind === 'reminder')!;
    expect(olderReminder.body).not.toContain('/booking/');
    expect(olderReminder.body).toContain('To change or cancel, use the link in your confirmation.');
  });

  it('tells a visitor whose booking staff cancelled what happened and where to book again, in their language', async () => {
    const all = await slots();
    const slot = all.find((s) => s.remaining > 2 && s.date === '2025-04-26')!;
    const context = { db: database.db, clock, jobs: app.jobs, secret: 'not-needed-for-a-cancellation-0000', siteUrl: 'https://maison-oriel.example', transport: gateway.transport, limits: { changesPerDay: 3, changeIpLimit: 20, breaker: limits }, alert: () => undefined };
    for (const [locale, words] of [
      // This context's key is not the one of the links: the SMS falls back to the campaign's page.
      ['en', { sms: 'our team has cancelled your booking', smsAgain: `To book again: https://maison-oriel.example/discovery-trial/${slug}`, again: `To book another session: https://maison-oriel.example/discovery-trial/${slug}` }],
      [chinese, { sms: '我們已取消您於', smsAgain: `如欲再次預約：https://maison-oriel.example/tc/discovery-trial/${slug}`, again: `如欲預約其他時段：https://maison-oriel.example/tc/discovery-trial/${slug}` }],
    ] as const) {
      const booked = await book(slot, { locale });
      const { reference } = (await booked.submit()).json().data as { reference: string };
      const { id } = await database.db.selectFrom('registrations').select('id').where('reference', '=', reference).executeTakeFirstOrThrow();
      expect(await cancelBooking(context, id, { kind: 'staff', staffUserId: 'staff-1' })).toEqual({ ok: true });
      const sms = (await messagesTo(`+852${booked.number}`)).find((m) => m.kind === 'cancelled')!;
      expect(sms.body).toContain(words.sms);
      expect(sms.body).toContain(reference);
      expect(sms.body).toContain(words.smsAgain);
      // No manage link: there is nothing left to change.
      expect(sms.body).not.toContain('/booking/');
      const email = (await messagesTo(`mei.${booked.number}@example.com`)).find((m) => m.kind === 'cancelled')!;
      expect(email.body).toContain(words.again);
      expect(email.body.split('\n')[0]).toMatch(locale === 'en' ? /^Our team has cancelled your booking/ : /^很抱歉，我們已取消您的預約/);
    }
  });

  it('keeps showing a booking whose session has begun but no longer changes it, and refuses the link once expired', async () => {
    const [slot] = await slots();
    const { manageToken } = (await (await book(slot!)).submit()).json().data;
    clock.advance(Date.parse(`${slot!.date}T${slot!.time}:00+08:00`) - clock.now().getTime() + 60_000);
    const shown = await view(manageToken);
    expect(shown.json().data).toMatchObject({ status: 'booked', lockedReason: 'started', moveTargets: [] });
    expect((await change(manageToken, { action: 'cancel' })).json()).toMatchObject({ error: { details: { code: 'booking_started' } } });
    clock.advance(120 * 86_400_000);
    const expired = await view(manageToken);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ error: { details: { code: 'booking_expired' } } });
    expect(expired.body).not.toContain('LEP-');
  });
});
