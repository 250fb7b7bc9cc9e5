import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCampaignFile, seedCampaigns } from '../campaigns';
import { ContentError } from '../content';
import { OtherSiteError, commandIdentity, openAdminChannel, runningAdminChannel, createPreviewToken, previewHeader } from '../staff';
import { createStudioAuth, StaffAccounts } from '../studio';
import { createClock } from '../clock';
import { developmentSecrets, loadConfig } from '../config';
import { writePrivateFile } from '../registrations';
import { buildServer, type ServerOptions } from '../server';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';

/**
 * Regression tests of the third hardening round (docs/hardening.md "Third round", data service,
 * bookings and configuration): each finding as the attacker found it, answered as it must be now.
 */

const origin = 'http://localhost:3000';
const password = 'correct horse battery staple';
const json = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };
const slug = 'le-perce-vent';
// Le Perce-vent is open (1 April - 31 May 2025) and takes bookings.
const appNow = '2025-04-20T10:00:00+08:00';

const until = async (condition: () => boolean | Promise<boolean>, timeoutMs = 20_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe.each(databaseKinds)('hardening, third round, on %s', (kind) => {
  let database: TestDatabase;
  const clock = createClock(appNow);
  const servers: FastifyInstance[] = [];
  let seq = 0;
  const nextNumber = () => `6${String(3_000_000 + ++seq).padStart(7, '0')}`;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: false });
    await seedCampaigns(database.db);
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database.drop();
  });

  async function server(options: Partial<ServerOptions> = {}, logLines?: string[]): Promise<FastifyInstance> {
    const app = await buildServer({
      database,
      clock,
      logLevel: logLines ? 'warn' : 'silent',
      ...(logLines
        ? {
            logStream: new Writable({
              write(chunk, _encoding, done) {
                logLines.push(...String(chunk).split('\n').filter(Boolean));
                done();
              },
            }),
          }
        : {}),
      registrationLimit: { max: 100_000, windowMs: 60_000 },
      ...options,
      otp: { limits: { ipSendLimit: 100_000, destinationSendLimit: 100, smsPerMinute: 100_000, smsPerHour: 100_000, emailPerMinute: 100_000, emailPerHour: 100_000, ...options.otp?.limits } },
    });
    servers.push(app);
    return app;
  }

  async function slots(app: FastifyInstance) {
    return (await app.inject({ url: `/api/campaigns/${slug}/slots` })).json().data as { id: number; location: string; date: string; time: string; remaining: number }[];
  }

  /** A booking made as a visitor makes it: code, verification, registration. */
  async function book(app: FastifyInstance, slot: { id: number; location: string; date: string }) {
    const number = nextNumber();
    const destination = `+852${number}`;
    const sent = await app.inject({ method: 'POST', url: '/api/otp/send', headers: json, payload: { channel: 'sms', destination, purpose: 'campaign-registration' } });
    if (sent.statusCode !== 202) throw new Error(`code not sent: ${sent.body}`);
    const code = (await app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(destination)}` })).json().data[0].code as string;
    const verified = await app.inject({ method: 'POST', url: '/api/otp/verify', headers: json, payload: { channel: 'sms', destination, purpose: 'campaign-registration', code, challenge: sent.json().data.challenge } });
    const answer = await app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: json,
      payload: {
        campaign: slug,
        salutation: 'ms',
        first_name: 'Mei',
        last_name: 'Chan',
        age_range: '25-34',
        email: `pump.${number}@example.com`,
        calling_code: '852',
        contact_number: number,
        otp_token: verified.json().data.verificationToken,
        redemption_location: slot.location,
        pickup_date: slot.date,
        pickup_time: String(slot.id),
        terms: true,
        marketing_opt_out: false,
        communication: ['email'],
        idempotency_key: `pump-key-${number}-0000`,
        locale: 'en',
      },
    });
    if (answer.statusCode !== 201) throw new Error(`booking refused: ${answer.statusCode} ${answer.body}`);
    return { destination, token: answer.json().data.manageToken as string };
  }

  /** Two slots of one place with room, to move between. */
  async function twoSlots(app: FastifyInstance) {
    const all = (await slots(app)).filter((s) => s.remaining > 2);
    const first = all[0]!;
    const second = all.find((s) => s.location === first.location && s.id !== first.id)!;
    return [first, second] as const;
  }

  const change = (app: FastifyInstance, token: string, body: Record<string, unknown>, ip = '127.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/bookings/change', headers: json, remoteAddress: ip, payload: { token, campaign: slug, ...body } });
  const smsTo = async (destination: string) => database.db.selectFrom('booking_messages').selectAll().where('destination', '=', destination).orderBy('id').execute();

  describe('1: SMS and job pumping through the manage link', () => {
    it('refuses a fourth move of one booking in a day (429 booking_limit), and writes no message for it', async () => {
      const app = await server({ bookingLimits: { changesPerDay: 3, changeIpLimit: 1000 } });
      const [a, b] = await twoSlots(app);
      const { destination, token } = await book(app, a);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await change(app, token, { action: 'move', slot: i % 2 === 0 ? b.id : a.id })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
      const refused = await change(app, token, { action: 'move', slot: b.id });
      expect(refused.json().error.details.code).toBe('booking_limit');
      expect(refused.headers['retry-after']).toBeDefined();
      // The confirmation and three moves: four SMS, not seven.
      expect(await smsTo(destination)).toHaveLength(4);
      // Cancelling stays possible (it is final, so it cannot be looped).
      expect((await change(app, token, { action: 'cancel' })).statusCode).toBe(200);
    });

    it('refuses changes from one client address beyond its hourly limit, whatever the booking', async () => {
      const app = await server({ bookingLimits: { changesPerDay: 3, changeIpLimit: 4 } });
      const [a, b] = await twoSlots(app);
      const one = await book(app, a);
      const two = await book(app, a);
      const ip = '203.0.113.77';
      expect((await change(app, one.token, { action: 'move', slot: b.id }, ip)).statusCode).toBe(200);
      expect((await change(app, two.token, { action: 'move', slot: b.id }, ip)).statusCode).toBe(200);
      expect((await change(app, one.token, { action: 'move', slot: a.id }, ip)).statusCode).toBe(200);
      expect((await change(app, two.token, { action: 'move', slot: a.id }, ip)).statusCode).toBe(200);
      const fifth = await change(app, one.token, { action: 'move', slot: b.id }, ip);
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json().error.details.code).toBe('booking_limit');
      // Another address is not affected.
      expect((await change(app, two.token, { action: 'move', slot: b.id }, '203.0.113.78')).statusCode).toBe(200);
    });

    it('holds booking SMS at the global circuit breaker\'s ceiling (with an alert), and counts them for one-time codes too', async () => {
      await database.db.deleteFrom('booking_messages').execute();
      await database.db.deleteFrom('otp_sends').execute();
      const logLines: string[] = [];
      // One SMS an hour: the code is the first; the confirmation goes while the breaker is half open
      // (booking messages have limits of their own); the move's SMS meets the ceiling, twice the limit.
      const app = await server({ otp: { limits: { smsPerHour: 1 } }, bookingLimits: { changesPerDay: 3, changeIpLimit: 1000 }, jobs: { workers: true, pollingIntervalSeconds: 0.5 } }, logLines);
      const [a, b] = await twoSlots(app);
      const { destination, token } = await book(app, a);
      await until(async () => (await smsTo(destination)).every((m) => m.sent_at !== null));
      expect((await change(app, token, { action: 'move', slot: b.id })).statusCode).toBe(200);
      await until(async () => (await smsTo(destination)).some((m) => m.last_error === 'SMS circuit breaker open'));
      const messages = await smsTo(destination);
      expect(messages.map((m) => m.sent_at !== null)).toEqual([true, false]);
      expect(logLines.some((line) => line.includes('"alert":"sms_circuit_breaker"') && line.includes('"level":50'))).toBe(true);
      // The breaker is one: the booking messages count against one-time codes as well.
      const code = await app.inject({ method: 'POST', url: '/api/otp/send', headers: json, payload: { channel: 'sms', destination: `+852${nextNumber()}`, purpose: 'campaign-registration' } });
      expect(code.statusCode).toBe(503);
    });
  });

  /** A signed-in staff member's cookie (the studio's sign-in, as the studio app calls it). */
  async function staffCookie(app: FastifyInstance, role: 'campaign-manager' | 'admin', email: string) {
    const staff = new StaffAccounts(database.db, createStudioAuth({ db: database.db, secret: loadConfig().STUDIO_SECRET, trustedOrigins: [origin] }));
    await staff.add({ email: 'test setup' }, { email, role, password });
    const response = await app.inject({
      method: 'POST',
      url: '/api/studio/auth/sign-in/email',
      headers: { origin, host: 'localhost:3000', 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${++seq % 250}` },
      payload: JSON.stringify({ email, password }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return [response.headers['set-cookie']].flat().map((c) => String(c).split(';')[0]).join('; ');
  }

  describe('3: a campaign file cannot ask for millions of slots (the studio)', () => {
    it('answers 400 naming the field, at once, and builds no slot', async () => {
      const app = await server();
      const cookie = await staffCookie(app, 'campaign-manager', 'slots.manager@oriel.example');
      const text = (await readFile(join(import.meta.dirname, '..', 'campaigns', 'fixtures', 'rituel-tasting.yaml'), 'utf8')).replace('to: 2026-03-31', 'to: 2099-12-31').replace(/\n\s+weekdays: \[6, 0\]/, '');
      const started = performance.now();
      const answer = await app.inject({ method: 'POST', url: '/api/studio/campaign-files', headers: { origin, host: 'localhost:3000', cookie, 'content-type': 'application/json' }, payload: JSON.stringify({ file: 'rituel-tasting.yaml', text }) });
      expect(performance.now() - started).toBeLessThan(2000);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.details.fields).toEqual([{ path: 'registration.locations.0.schedule.0.to', message: expect.stringMatching(/not within the campaign's dates/) }]);
      expect(await database.db.selectFrom('campaigns').select('id').where('slug', '=', 'rituel-tasting').executeTakeFirst()).toBeUndefined();
    });
  });

  describe('11: links checked by the data service', () => {
    it('refuses http:, data:, javascript:, custom schemes and //host in a …Url field of a draft, naming the field', async () => {
      const app = await server();
      const cookie = await staffCookie(app, 'admin', 'links.admin@oriel.example');
      const headers = { origin, host: 'localhost:3000', cookie, 'content-type': 'application/json' };
      const entry = (await app.inject({ url: '/api/studio/entries/boutique/central', headers })).json().data;
      const document = entry.draft ?? entry.live ?? entry.document;
      expect(document.mapUrl).toMatch(/^https:/);
      const save = (mapUrl: string) => app.inject({ method: 'PUT', url: '/api/studio/entries/boutique/central/draft', headers, payload: JSON.stringify({ document: { ...document, mapUrl } }) });
      for (const bad of ['http://maps.example.com/central', 'data:text/html,<script>alert(1)</script>', 'javascript:alert(1)', 'intent://maps#Intent;end', '//evil.example/x']) {
        const answer = await save(bad);
        expect(answer.statusCode, bad).toBe(400);
        expect(answer.json().error.details.fields[0].path, bad).toBe('mapUrl');
      }
      expect((await save('https://maps.google.com/?q=Central')).statusCode).toBe(200);
    });
  });

  describe('13: exports', () => {
    it('audits a download with CAMPAIGN_EXPORT_TOKEN as a studio export is', async () => {
      const exportToken = 'an-export-token-for-the-third-round';
      const app = await server({ exportToken });
      const answer = await app.inject({ url: `/api/campaigns/${slug}/export/registrations.csv`, headers: { authorization: `Bearer ${exportToken}` }, remoteAddress: '198.51.100.9' });
      expect(answer.statusCode).toBe(200);
      const rows = await database.db.selectFrom('studio_audit').selectAll().where('action', '=', 'registrations.export').where('subject', '=', `campaign:${slug}`).execute();
      expect(rows).toEqual([expect.objectContaining({ actor: 'CAMPAIGN_EXPORT_TOKEN', ip: '198.51.100.9' })]);
    });
  });

  describe('14: a campaign read at a preview moment', () => {
    it('is private, and never the stale answer a visitor gets while the database is away', async () => {
      const app = await server();
      let databaseDown = false;
      app.addHook('onRequest', async () => {
        if (databaseDown) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      });
      const url = `/api/campaigns/${slug}?locale=en`;
      const publicRead = await app.inject({ url });
      expect(publicRead.json().data.attributes.state).toBe('open');
      expect(publicRead.headers['cache-control']).toMatch(/public/);
      // Before it opened: upcoming, at the staff's chosen moment, for the staff member only.
      const { token } = createPreviewToken(loadConfig().STUDIO_SECRET, { type: 'campaign', key: slug, at: '2025-03-01T10:00:00+08:00' });
      const previewed = await app.inject({ url, headers: { [previewHeader]: token } });
      expect(previewed.json().data.attributes.state).toBe('upcoming');
      expect(previewed.headers['cache-control']).toBe('private, no-store');
      databaseDown = true;
      const stale = await app.inject({ url });
      databaseDown = false;
      expect(stale.statusCode).toBe(200);
      expect(stale.headers['x-served-stale']).toBe('1');
      expect(stale.json().data.attributes.state).toBe('open');
    });
  });

  describe('8: hostile input on the manage routes', () => {
    it('answers a slot id beyond a PostgreSQL integer with 422, not 500', async () => {
      const app = await server();
      const [a] = await twoSlots(app);
      const { token } = await book(app, a);
      for (const slot of [2147483648, 1e300, '99999999999999999999']) {
        const answer = await change(app, token, { action: 'move', slot });
        expect(answer.statusCode).toBe(422);
        expect(answer.json().error.details.code).toBe('booking_slot');
      }
    });

    it('never answers 5xx to hostile values on the manage routes with a valid token (fuzz)', async () => {
      const app = await server({ bookingLimits: { changesPerDay: 3, changeIpLimit: 100_000 } });
      const [a] = await twoSlots(app);
      const { token } = await book(app, a);
      const hostile = fc.oneof(
        fc.integer(),
        fc.double(),
        fc.constantFrom(2147483648, -2147483649, Number.MAX_SAFE_INTEGER + 2, '2147483648', '1e308', 'NaN', '', null, true, [], {}, '\u0000', "' OR '1'='1", '𝟙', ' 7 '),
        fc.string(),
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom('/api/bookings/view', '/api/bookings/change', '/api/bookings/invite'), fc.constantFrom('move', 'cancel', 'other', null), hostile, hostile, async (url, action, slot, locale) => {
          const answer = await app.inject({ method: 'POST', url, headers: json, payload: { token, campaign: slug, action, slot, ...(locale === null ? {} : { locale }) } });
          expect(answer.statusCode, `${url} ${JSON.stringify({ action, slot, locale })}: ${answer.body}`).toBeLessThan(500);
        }),
        { numRuns: 150 },
      );
    });
  });
});

describe('2: a public site refuses to start with the development secrets', () => {
  const publicSite = { SITE_URL: 'https://www.maison-oriel.example', OTP_DEV_OUTBOX: 'off' };
  const own = { STUDIO_SECRET: 'a-studio-secret-of-this-site-only-0000', OTP_SECRET: 'an-otp-secret-of-this-site-only-00000000', RATE_LIMIT_SECRET: 'a-rate-limit-secret-of-this-site' };
  const failure = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      return (error as Error).message;
    }
    return 'started';
  };

  it('names each missing, empty or development secret on a line of its own, values unprinted', () => {
    const message = failure({ ...publicSite, STUDIO_SECRET: developmentSecrets.STUDIO_SECRET, OTP_SECRET: '' });
    const lines = message.split('\n');
    expect(lines.filter((line) => /^ {2}(STUDIO_SECRET|OTP_SECRET|RATE_LIMIT_SECRET) = /.test(line))).toHaveLength(3);
    expect(message).toMatch(/STUDIO_SECRET = text of \d+ characters: expected a secret of this site's own, not the development value/);
    expect(message).toMatch(/OTP_SECRET = (empty|not set): expected a secret of this site's own/);
    expect(message).toMatch(/RATE_LIMIT_SECRET = not set: expected a secret of this site's own/);
    expect(message).not.toContain(developmentSecrets.STUDIO_SECRET);
    expect(failure({ ...publicSite, ...own, OTP_SECRET: developmentSecrets.OTP_SECRET })).toMatch(/^ {2}OTP_SECRET = /m);
    expect(failure({ ...publicSite, ...own, RATE_LIMIT_SECRET: developmentSecrets.RATE_LIMIT_SECRET })).toMatch(/^ {2}RATE_LIMIT_SECRET = /m);
  });

  it('starts with the site\'s own secrets, and on this machine with none at all', () => {
    expect(failure({ ...publicSite, ...own })).toBe('started');
    expect(failure({})).toBe('started');
    expect(failure({ SITE_URL: 'http://127.0.0.1:4050' })).toBe('started');
    expect(failure({ SITE_URL: 'http://[::1]:4050' })).toBe('started');
  });
});

describe('3: a campaign file cannot ask for millions of slots', () => {
  const fixture = () => readFile(join(import.meta.dirname, '..', 'campaigns', 'fixtures', 'rituel-tasting.yaml'), 'utf8');
  const everyQuarterHour = (count: number) => `[${Array.from({ length: count }, (_, i) => `"${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}"`).join(', ')}]`;
  const refusal = (text: string) => {
    try {
      parseCampaignFile('campaigns/rituel-tasting.yaml', text, new Set(['central']));
    } catch (error) {
      if (error instanceof ContentError) return error;
      throw error;
    }
    return null;
  };

  it('refuses sessions outside the campaign\'s dates (to 2099), naming the field, before any slot is built', async () => {
    const text = (await fixture()).replace('to: 2026-03-31', 'to: 2099-12-31').replace(/\n\s+weekdays: \[6, 0\]/, '').replace('times: ["12:00", "16:00"]', `times: ${everyQuarterHour(24)}`);
    const started = performance.now();
    const error = refusal(text);
    expect(performance.now() - started).toBeLessThan(500);
    expect(error?.field).toBe('registration.locations.0.schedule.0.to');
    expect(error?.detail).toMatch(/2099-12-31 is not within the campaign's dates \(2026-03-01 to 2026-03-31/);
    const early = refusal((await fixture()).replace('from: 2026-03-02', 'from: 2026-02-01'));
    expect(early?.field).toBe('registration.locations.0.schedule.0.from');
    const listed = refusal((await fixture()).replace(/from: 2026-03-02\n\s+to: 2026-03-31\n\s+weekdays: \[6, 0\]/, 'dates: [2026-03-07, 2030-01-01]'));
    expect(listed?.field).toBe('registration.locations.0.schedule.0.dates.1');
  });

  it('refuses more than 2000 sessions for one campaign, naming the schedule that passes the limit', async () => {
    const daily = (await fixture()).replace(/\n\s+weekdays: \[6, 0\]/, '').replace('times: ["12:00", "16:00"]', `times: ${everyQuarterHour(40)}`);
    // 30 days × 40 times = 1200 sessions: fine. Twice that is not.
    expect(refusal(daily)).toBeNull();
    const schedule = /(\s+- from: 2026-03-02[\s\S]+?quota: 20)/.exec(daily)![1]!;
    const error = refusal(daily.replace(schedule, `${schedule}${schedule}`));
    expect(error?.field).toBe('registration.locations.0.schedule.1.times');
    expect(error?.detail).toMatch(/more than 2000 sessions/);
  });
});

describe('13: an export written to a file', () => {
  it('is readable by its owner only (0600), also over a world-readable file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'oriel-export-'));
    try {
      const fresh = join(dir, 'fresh.csv');
      await writePrivateFile(fresh, 'a,b\r\n');
      expect((await stat(fresh)).mode & 0o777).toBe(0o600);
      const old = join(dir, 'old.csv');
      await writeFile(old, 'x', { mode: 0o644 });
      await writePrivateFile(old, 'a,b\r\n');
      expect((await stat(old)).mode & 0o777).toBe(0o600);
      expect(await readFile(old, 'utf8')).toBe('a,b\r\n');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('7: npm run staff reaches the site PORT (or its data folder) names, or refuses', () => {
  it('refuses the channel of another site, naming both, and uses the channel of its own', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'oriel-admin-'));
    try {
      const file = join(dir, 'studio-admin.json');
      const env = { INIT_CWD: dir };
      // The site on port 3600 started last from this checkout, with its own data folder.
      const site3600 = commandIdentity({ SITE_URL: 'http://localhost:3600', PGLITE_DATA_DIR: '.data/site-3600' }, env);
      const channel = await openAdminChannel(file, 'http://127.0.0.1:3601', site3600);
      const command = (config: { PORT?: string; PGLITE_DATA_DIR: string }) =>
        runningAdminChannel(file, commandIdentity({ SITE_URL: 'http://localhost:3000', ...config }, env), { ...env, ...(config.PORT ? { PORT: config.PORT } : {}) });
      expect(() => command({ PORT: '3500', PGLITE_DATA_DIR: '.data/site-3500' })).toThrow(OtherSiteError);
      expect(() => command({ PORT: '3500', PGLITE_DATA_DIR: '.data/site-3600' })).toThrow(/PORT=3500 names another site than the one running: .*serves http:\/\/localhost:3600/);
      expect(() => command({ PGLITE_DATA_DIR: '.data/site-3500' })).toThrow(/this command's database is pglite:.*site-3500, but the data service .* with pglite:.*site-3600/);
      expect(command({ PORT: '3600', PGLITE_DATA_DIR: '.data/site-3600' })?.url).toBe('http://127.0.0.1:3601');
      expect(command({ PGLITE_DATA_DIR: '.data/site-3600' })?.url).toBe('http://127.0.0.1:3601');
      // A second site started since on the same machine wrote its own file: the first one, stopping,
      // leaves it in place for its staff command; the second removes its own.
      const site3700 = commandIdentity({ SITE_URL: 'http://localhost:3700', PGLITE_DATA_DIR: '.data/site-3700' }, env);
      const second = await openAdminChannel(file, 'http://127.0.0.1:3701', site3700);
      await channel.close();
      expect(runningAdminChannel(file, site3700, env)?.url).toBe('http://127.0.0.1:3701');
      await second.close();
      expect(runningAdminChannel(file, site3700, env)).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
