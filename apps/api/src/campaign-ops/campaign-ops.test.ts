import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationReference } from '@oriel/contracts/campaign-ops';
import { seedCampaigns } from '../campaigns';
import { createClock } from '../clock';
import { loadConfig } from '../config';
import { buildServer } from '../server';
import { createStudioAuth, StaffAccounts } from '../studio';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';

// Campaign operations in the studio: quotas never below bookings (refused with a clear message,
// and by the database itself), "Quota full" lifts when a quota is raised, slots added and closed,
// registrations searched, PDPO opt-outs and purge, every change audited, roles checked on the server.
const origin = 'http://localhost:3000';
const password = 'correct horse battery staple';
const staffMembers = { admin: 'ada@oriel.example', editor: 'eddie@oriel.example', 'campaign-manager': 'cam@oriel.example' } as const;
type Role = keyof typeof staffMembers;
const slug = 'le-perce-vent';
// Le Perce-vent is open (1 April - 31 May 2025); its sessions start on 26 April.
const appNow = '2025-04-20T10:00:00+08:00';

describe.each(databaseKinds)('campaign operations on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const cookies: Partial<Record<Role, string>> = {};
  let seq = 0;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, role: Role | null, body?: unknown) =>
    app.inject({
      method,
      url,
      headers: { origin, host: 'localhost:3000', ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(role ? { cookie: cookies[role]! } : {}) },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
  const publicSlots = async () => (await app.inject({ url: `/api/campaigns/${slug}/slots` })).json().data as { id: number; quota: number; remaining: number }[];
  const studioSlots = async () => (await call('GET', `/api/studio/campaigns/${slug}/slots`, 'campaign-manager')).json().data as { slots: { id: number; quota: number; booked: number; remaining: number; closed: boolean; date: string; time: string; location: string }[] };

  /** n registrations in a slot, as the registration service leaves them (row + booked count). */
  async function book(slotId: number, n: number, who: Partial<{ first: string; last: string; email: string; phone: string }> = {}) {
    const { id: campaignId } = await database.db.selectFrom('campaigns').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      seq += 1;
      const phone = who.phone ?? `9${String(7_000_000 + seq)}`;
      const email = who.email ?? `visitor${seq}@example.com`;
      await database.db.updateTable('campaign_slots').set((eb) => ({ booked: eb('booked', '+', 1) })).where('id', '=', slotId).execute();
      const row = await database.db
        .insertInto('registrations')
        .values({
          campaign_id: campaignId,
          slot_id: slotId,
          salutation: 'ms',
          first_name: who.first ?? 'Mei',
          last_name: who.last ?? `Visitor${seq}`,
          age_range: '25-34',
          email,
          email_normalised: email.toLowerCase(),
          calling_code: '+852',
          contact_number: phone,
          phone_normalised: `+852${phone}`,
          province: null,
          communication: ['email'],
          marketing_opt_out: false,
          marketing_opt_out_at: null,
          statement_version: '2025-03',
          terms_accepted_at: new Date(`2025-04-1${seq % 3}T09:00:00+08:00`),
          locale: 'en',
          created_at: new Date(`2025-04-1${seq % 3}T09:00:00+08:00`),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    return ids;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: false });
    await seedCampaigns(database.db);
    app = await buildServer({ database, clock: createClock(appNow), logLevel: 'silent' });
    const staff = new StaffAccounts(database.db, createStudioAuth({ db: database.db, secret: loadConfig().STUDIO_SECRET, trustedOrigins: [origin] }));
    let n = 0;
    for (const [role, email] of Object.entries(staffMembers)) {
      await staff.add({ email: 'test setup' }, { email, role: role as Role, password });
      const response = await app.inject({
        method: 'POST',
        url: '/api/studio/auth/sign-in/email',
        headers: { origin, host: 'localhost:3000', 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${++n}` },
        payload: JSON.stringify({ email, password }),
      });
      expect(response.statusCode).toBe(200);
      cookies[role as Role] = [response.headers['set-cookie']].flat().map((c) => String(c).split(';')[0]).join('; ');
    }
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('refuses a quota below what is booked with a clear message; the database refuses it too', async () => {
    const slot = (await studioSlots()).slots.filter((s) => s.quota >= 3)[0]!;
    await book(slot.id, 2);
    const refused = await call('PUT', `/api/studio/campaigns/${slug}/slots/${slot.id}/quota`, 'campaign-manager', { quota: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('2 places are already booked in this slot: the quota cannot go below 2.');
    expect((await studioSlots()).slots.find((s) => s.id === slot.id)).toMatchObject({ quota: slot.quota, booked: 2 });
    // Whatever the code path, the CHECK of the table keeps booked <= quota.
    await expect(sql`UPDATE campaign_slots SET quota = 1 WHERE id = ${slot.id}`.execute(database.db)).rejects.toThrow(/campaign_slots_within_quota/);
    expect((await call('PUT', `/api/studio/campaigns/${slug}/slots/${slot.id}/quota`, 'campaign-manager', { quota: -1 })).statusCode).toBe(400);
  });

  it('lowers a quota to what is booked ("Quota full" on the page), raises it ("Quota full" lifts), and audits both', async () => {
    const slot = (await studioSlots()).slots.filter((s) => s.quota >= 3)[1]!;
    await book(slot.id, 1);
    const full = await call('PUT', `/api/studio/campaigns/${slug}/slots/${slot.id}/quota`, 'campaign-manager', { quota: 1 });
    expect(full.statusCode).toBe(200);
    // The registration form shows "Quota full" for a slot with nothing remaining.
    expect((await publicSlots()).find((s) => s.id === slot.id)).toMatchObject({ quota: 1, remaining: 0 });
    const raised = await call('PUT', `/api/studio/campaigns/${slug}/slots/${slot.id}/quota`, 'campaign-manager', { quota: 4 });
    expect(raised.json().data).toMatchObject({ quota: 4, booked: 1, remaining: 3 });
    expect((await publicSlots()).find((s) => s.id === slot.id)).toMatchObject({ quota: 4, remaining: 3 });
    const audit = (await call('GET', '/api/studio/audit', 'admin')).json().data as { action: string; actor: string; subject: string; before: unknown; after: unknown }[];
    const changes = audit.filter((e) => e.action === 'slot.quota' && e.subject === `slot:${slug}/${slot.id}`);
    expect(changes.map((e) => [e.before, e.after])).toEqual([
      [{ quota: 1 }, { quota: 4 }],
      [{ quota: slot.quota }, { quota: 1 }],
    ]);
    expect(changes[0]!.actor).toBe(staffMembers['campaign-manager']);
  });

  it('adds a slot (offered on the page), refuses a second one at the same time, closes and reopens it', async () => {
    const added = await call('POST', `/api/studio/campaigns/${slug}/slots`, 'campaign-manager', { location: 'central', date: '2025-05-02', time: '18:30', minutes: 45, quota: 6 });
    expect(added.statusCode).toBe(200);
    const id = added.json().data.id as number;
    expect((await studioSlots()).slots.find((s) => s.id === id)).toMatchObject({ date: '2025-05-02', time: '18:30', quota: 6, booked: 0, remaining: 6, closed: false, location: 'central' });
    expect((await publicSlots()).some((s) => s.id === id)).toBe(true);
    const again = await call('POST', `/api/studio/campaigns/${slug}/slots`, 'campaign-manager', { location: 'central', date: '2025-05-02', time: '18:30', minutes: 45, quota: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('A slot already starts at 18:30 on 2025-05-02 at this location.');
    const bad = await call('POST', `/api/studio/campaigns/${slug}/slots`, 'campaign-manager', { location: 'central', date: '2 May', time: '18:30', minutes: 45, quota: 2 });
    expect(bad.json().error.details.fields).toEqual([{ path: 'date', message: 'Use a date as YYYY-MM-DD.' }]);

    expect((await call('POST', `/api/studio/campaigns/${slug}/slots/${id}/close`, 'campaign-manager', {})).statusCode).toBe(200);
    expect((await studioSlots()).slots.find((s) => s.id === id)?.closed).toBe(true);
    expect((await publicSlots()).some((s) => s.id === id)).toBe(false);
    expect((await call('POST', `/api/studio/campaigns/${slug}/slots/${id}/reopen`, 'campaign-manager', {})).statusCode).toBe(200);
    expect((await publicSlots()).some((s) => s.id === id)).toBe(true);
    const actions = ((await call('GET', '/api/studio/audit', 'admin')).json().data as { action: string; subject: string }[]).filter((e) => e.subject === `slot:${slug}/${id}`).map((e) => e.action);
    expect(actions).toEqual(['slot.reopen', 'slot.close', 'slot.add']);
  });

  it('finds a registration by reference, phone, email or name and shows its details and history', async () => {
    const slot = (await studioSlots()).slots.filter((s) => s.remaining >= 1)[0]!;
    const id = (await book(slot.id, 1, { first: 'Florence', last: 'Wong', email: 'Florence.Wong@example.com', phone: '61234567' }))[0]!;
    const search = async (q: string) => ((await call('GET', `/api/studio/campaigns/${slug}/registrations?q=${encodeURIComponent(q)}`, 'campaign-manager')).json().data as { id: number }[]).map((r) => r.id);
    expect(await search(registrationReference(slug, id))).toEqual([id]);
    expect(await search('6123 4567')).toEqual([id]);
    expect(await search('florence.wong@')).toEqual([id]);
    expect(await search('wong florence')).toEqual([id]);
    expect(await search('nobody at all')).toEqual([]);

    const detail = (await call('GET', `/api/studio/campaigns/${slug}/registrations/${id}`, 'campaign-manager')).json().data;
    expect(detail).toMatchObject({ reference: registrationReference(slug, id), name: 'Florence Wong', phone: '+85261234567', marketingOptOut: false, history: [] });
    const optedOut = await call('POST', `/api/studio/campaigns/${slug}/registrations/${id}/opt-out`, 'campaign-manager', {});
    expect(optedOut.json().data.marketingOptOut).toBe(true);
    const after = (await call('GET', `/api/studio/campaigns/${slug}/registrations/${id}`, 'campaign-manager')).json().data;
    expect(after.marketingOptOut).toBe(true);
    expect(after.history).toMatchObject([{ action: 'registration.opt-out', actor: staffMembers['campaign-manager'] }]);
    const optOuts = (await call('GET', `/api/studio/campaigns/${slug}/opt-outs`, 'campaign-manager')).json().data as { id: number }[];
    expect(optOuts.map((r) => r.id)).toContain(id);
    const csv = await call('GET', `/api/studio/campaigns/${slug}/registrations.csv`, 'campaign-manager');
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('Florence,Wong');
    // Excel opens it as UTF-8 (a byte-order mark first), with every time in Hong Kong time.
    expect(csv.body.startsWith('\uFEFFid,reference,status,status_changed_hong_kong,registered_hong_kong,')).toBe(true);
    expect(csv.body).toMatch(/,booked,\d{4}-\d\d-\d\d \d\d:\d\d,\d{4}-\d\d-\d\d \d\d:\d\d,/);
    expect(csv.body).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/);
  });

  it('counts registrations per day and fill per location for the dashboard', async () => {
    const dashboard = (await call('GET', `/api/studio/campaigns/${slug}/dashboard`, 'campaign-manager')).json().data as {
      perDay: { date: string; registrations: number }[];
      perLocation: { booked: number }[];
      perSlot: { booked: number }[];
    };
    const registrations = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM registrations`.execute(database.db)).rows[0]!.n);
    expect(dashboard.perDay.reduce((sum, d) => sum + d.registrations, 0)).toBe(registrations);
    expect(dashboard.perDay.map((d) => d.date)).toEqual(['2025-04-10', '2025-04-11', '2025-04-12']);
    expect(dashboard.perLocation.reduce((sum, l) => sum + l.booked, 0)).toBe(registrations);
    expect(dashboard.perSlot.reduce((sum, s) => sum + s.booked, 0)).toBe(registrations);
  });

  it('purges registrations now only when the campaign is named; slot counts stay; the purge is audited', async () => {
    const wrong = await call('POST', `/api/studio/campaigns/${slug}/purge`, 'campaign-manager', { confirm: 'yes' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(`Type the campaign's name, ${slug}, to confirm the purge.`);
    const bookedBefore = (await studioSlots()).slots.reduce((sum, s) => sum + s.booked, 0);
    const purged = await call('POST', `/api/studio/campaigns/${slug}/purge`, 'campaign-manager', { confirm: slug });
    expect(purged.json().data.deleted).toBeGreaterThan(0);
    expect((await call('GET', `/api/studio/campaigns/${slug}/registrations`, 'campaign-manager')).json().data).toEqual([]);
    expect((await studioSlots()).slots.reduce((sum, s) => sum + s.booked, 0)).toBe(bookedBefore);
    const audit = (await call('GET', '/api/studio/audit', 'admin')).json().data as { action: string; after: unknown }[];
    expect(audit.find((e) => e.action === 'registrations.purge')?.after).toEqual({ deleted: purged.json().data.deleted });
  });

  it('role checks on the server: an editor cannot see registrations or change slots; a campaign manager cannot manage staff', async () => {
    for (const [method, url] of [
      ['GET', `/api/studio/campaigns`],
      ['GET', `/api/studio/campaigns/${slug}/registrations`],
      ['GET', `/api/studio/campaigns/${slug}/registrations/1`],
      ['GET', `/api/studio/campaigns/${slug}/registrations.csv`],
      ['GET', `/api/studio/campaigns/${slug}/opt-outs`],
      ['GET', `/api/studio/campaigns/${slug}/dashboard`],
      ['PUT', `/api/studio/campaigns/${slug}/slots/1/quota`],
      ['POST', `/api/studio/campaigns/${slug}/purge`],
    ] as const) {
      const response = await call(method, url, 'editor', method === 'GET' ? undefined : { quota: 9, confirm: slug });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.body).not.toContain('@example.com');
    }
    expect((await call('GET', `/api/studio/campaigns/${slug}/registrations`, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/studio/staff', 'campaign-manager')).statusCode).toBe(403);
    expect((await call('POST', '/api/studio/staff', 'campaign-manager', { email: 'new@oriel.example', role: 'admin', password })).statusCode).toBe(403);
    expect((await call('GET', '/api/studio/audit', 'campaign-manager')).statusCode).toBe(403);
    // The admin may do everything a campaign manager may.
    expect((await call('GET', `/api/studio/campaigns/${slug}/registrations`, 'admin')).statusCode).toBe(200);
    const refusals = ((await call('GET', '/api/studio/audit', 'admin')).json().data as { action: string; actor: string }[]).filter((e) => e.action === 'refused');
    expect(refusals.some((e) => e.actor === staffMembers.editor)).toBe(true);
    expect(refusals.some((e) => e.actor === staffMembers['campaign-manager'])).toBe(true);
  });
});
