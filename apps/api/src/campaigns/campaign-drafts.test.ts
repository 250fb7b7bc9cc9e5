import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../clock';
import { loadConfig } from '../config';
import { buildServer } from '../server';
import { createStudioAuth, StaffAccounts } from '../studio';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';

// Campaigns made in the studio's form: a new campaign is private until published,
// draft texts show in a preview only, "Duplicate" reads a campaign back as a whole definition,
// and a save based on an older version (texts, dates, a slot's quota) is refused with who changed
// it and when, instead of undoing a colleague's work.

const origin = 'http://localhost:3000';
const password = 'correct horse battery staple';
const staffMembers = { 'campaign-manager': 'ana@oriel.example', admin: 'ben@oriel.example' } as const;
type Role = keyof typeof staffMembers;

describe.each(databaseKinds)('campaign drafts and versions on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let definition: Record<string, unknown>;
  const cookies: Partial<Record<Role, string>> = {};
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, role: Role, body?: unknown) =>
    app.inject({
      method,
      url,
      headers: { origin, host: 'localhost:3000', cookie: cookies[role]!, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
  const publicPage = (slug: string, headers: Record<string, string> = {}) => app.inject({ url: `/api/campaigns/${slug}?locale=en`, headers });
  const listed = async () => ((await app.inject({ url: '/api/campaigns?locale=en' })).json().data as { attributes: { slug: string } }[]).map((c) => c.attributes.slug);
  const previewHeaders = async (slug: string) => ({ 'x-oriel-preview': (await call('POST', `/api/studio/campaigns/${slug}/preview`, 'campaign-manager', {})).json().data.token as string });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildServer({ database, clock: createClock('2026-03-10T12:00:00+08:00'), logLevel: 'silent' });
    const staff = new StaffAccounts(database.db, createStudioAuth({ db: database.db, secret: loadConfig().STUDIO_SECRET, trustedOrigins: [origin] }));
    for (const [role, email] of Object.entries(staffMembers)) {
      await staff.add({ email: 'test setup' }, { email, role: role as Role, password });
      const response = await app.inject({
        method: 'POST',
        url: '/api/studio/auth/sign-in/email',
        headers: { origin, host: 'localhost:3000', 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${Object.keys(cookies).length + 40}` },
        payload: JSON.stringify({ email, password }),
      });
      expect(response.statusCode).toBe(200);
      cookies[role as Role] = [response.headers['set-cookie']].flat().map((c) => String(c).split(';')[0]).join('; ');
    }
    definition = { ...parse(await readFile(join(import.meta.dirname, 'fixtures', 'rituel-tasting.yaml'), 'utf8')), slug: 'form-tasting' };
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('keeps a campaign made in the form private until it is published, then lists and serves it', async () => {
    const created = await call('POST', '/api/studio/campaigns/definitions', 'campaign-manager', { definition });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ slug: 'form-tasting', created: true });
    expect((await publicPage('form-tasting')).statusCode).toBe(404);
    expect(await listed()).not.toContain('form-tasting');
    expect((await app.inject({ url: '/api/campaigns/form-tasting/slots' })).statusCode).toBe(404);

    // A preview link shows it, privately.
    const preview = await publicPage('form-tasting', await previewHeaders('form-tasting'));
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.json().data.attributes.title).toBe('Rituel tasting');

    // The same address again is refused, naming the field.
    const again = await call('POST', '/api/studio/campaigns/definitions', 'campaign-manager', { definition });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details.fields[0].path).toBe('slug');

    const { version, publishedAt } = (await call('GET', '/api/studio/campaigns/form-tasting/definition', 'campaign-manager')).json().data;
    expect(publishedAt).toBeNull();
    const published = await call('POST', '/api/studio/campaigns/form-tasting/definition/publish', 'campaign-manager', { baseVersion: version });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.published).toContain('campaign');
    expect((await publicPage('form-tasting')).statusCode).toBe(200);
    expect(await listed()).toContain('form-tasting');
  });

  it('shows draft texts in a preview only, until they are published', async () => {
    const before = (await call('GET', '/api/studio/campaigns/form-tasting/definition', 'campaign-manager')).json().data;
    const texts = { en: { ...before.texts.en, title: 'Rituel tasting, second sitting' }, 'zh-Hant': { ...before.texts['zh-Hant'], title: '香氛儀式品鑑（加場）' } };
    const saved = await call('PUT', '/api/studio/campaigns/form-tasting/definition/drafts', 'campaign-manager', { baseVersion: before.version, texts });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await publicPage('form-tasting')).json().data.attributes.title).toBe('Rituel tasting');
    expect((await publicPage('form-tasting', await previewHeaders('form-tasting'))).json().data.attributes.title).toBe('Rituel tasting, second sitting');
    const after = (await call('GET', '/api/studio/campaigns/form-tasting/definition', 'campaign-manager')).json().data;
    expect(after.drafts.en.title).toBe('Rituel tasting, second sitting');
    expect(after.texts.en.title).toBe('Rituel tasting');

    expect((await call('POST', '/api/studio/campaigns/form-tasting/definition/publish', 'campaign-manager', { baseVersion: after.version })).statusCode).toBe(200);
    expect((await publicPage('form-tasting')).json().data.attributes.title).toBe('Rituel tasting, second sitting');
    expect((await call('GET', '/api/studio/campaigns/form-tasting/definition', 'campaign-manager')).json().data.drafts).toEqual({});
  });

  it('refuses a save based on an older version, with who changed the campaign and when', async () => {
    const opened = (await call('GET', '/api/studio/campaigns/form-tasting/definition', 'campaign-manager')).json().data;
    // The admin saves first...
    const theirs = { en: { ...opened.texts.en, summary: 'Ben’s summary.' }, 'zh-Hant': opened.texts['zh-Hant'] };
    expect((await call('PUT', '/api/studio/campaigns/form-tasting/definition/drafts', 'admin', { baseVersion: opened.version, texts: theirs })).statusCode).toBe(200);
    // ...then the manager, from the page opened before: refused, Ben's text kept.
    const mine = { en: { ...opened.texts.en, kicker: 'Ana’s kicker' }, 'zh-Hant': opened.texts['zh-Hant'] };
    const stale = await call('PUT', '/api/studio/campaigns/form-tasting/definition/drafts', 'campaign-manager', { baseVersion: opened.version, texts: mine });
    expect(stale.statusCode).toBe(409);
    // The entries' refusal (edit guard): who, when in Hong Kong time, and the campaign as it is now to merge with.
    expect(stale.json().error.message).toMatch(/^Changed by ben at \d\d:\d\d since you opened it\./);
    expect(stale.json().error.details).toMatchObject({ code: 'stale', by: 'ben', version: opened.version + 1 });
    expect(stale.json().error.details.current.drafts.en.summary).toBe('Ben’s summary.');
    const now = (await call('GET', '/api/studio/campaigns/form-tasting/definition', 'campaign-manager')).json().data;
    expect(now.drafts.en.summary).toBe('Ben’s summary.');
    expect(now.drafts.en.kicker).not.toBe('Ana’s kicker');

    // Publishing and moving the dates from the old version are refused too.
    expect((await call('POST', '/api/studio/campaigns/form-tasting/definition/publish', 'campaign-manager', { baseVersion: opened.version })).statusCode).toBe(409);
    const dates = { opensAt: '2026-03-01T10:00:00+08:00', closesAt: '2026-04-30T20:00:00+08:00' };
    expect((await call('PUT', '/api/studio/campaigns/form-tasting/definition/schedule', 'campaign-manager', { ...dates, baseVersion: opened.version })).statusCode).toBe(409);
    expect((await call('PUT', '/api/studio/campaigns/form-tasting/definition/schedule', 'campaign-manager', { ...dates, baseVersion: now.version })).statusCode).toBe(200);
  });

  it('refuses a quota or a closing saved from a page opened before a colleague changed the slot, naming who', async () => {
    const { slots } = (await call('GET', '/api/studio/campaigns/form-tasting/slots', 'campaign-manager')).json().data;
    const slot = slots.find((s: { past: boolean }) => !s.past);
    const quota = (role: Role, value: number, baseVersion: number) => call('PUT', `/api/studio/campaigns/form-tasting/slots/${slot.id}/quota`, role, { quota: value, baseVersion });
    expect((await quota('admin', slot.quota + 5, slot.version)).statusCode).toBe(200);
    const stale = await quota('campaign-manager', slot.quota - 1, slot.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toMatch(/^Changed by ben at \d\d:\d\d since you opened it\./);
    expect(stale.json().error.details).toMatchObject({ code: 'stale', version: slot.version + 1, current: { quota: slot.quota + 5, closed: false } });
    // Closing from the same old page is refused too; based on the version the refusal named, it goes through.
    expect((await call('POST', `/api/studio/campaigns/form-tasting/slots/${slot.id}/close`, 'campaign-manager', { baseVersion: slot.version })).statusCode).toBe(409);
    const slotNow = async () => (await call('GET', '/api/studio/campaigns/form-tasting/slots', 'campaign-manager')).json().data.slots.find((s: { id: number }) => s.id === slot.id);
    expect(await slotNow()).toMatchObject({ quota: slot.quota + 5, closed: false });
    expect((await quota('campaign-manager', slot.quota - 1, slot.version + 1)).statusCode).toBe(200);
    expect(await slotNow()).toMatchObject({ quota: slot.quota - 1, version: slot.version + 2 });
  });

  it('reads a campaign back as a whole definition that makes a duplicate with the same sessions', async () => {
    const file = await call('GET', '/api/studio/campaigns/form-tasting/definition/file', 'campaign-manager');
    expect(file.statusCode, file.body).toBe(200);
    const copy = { ...file.json().data, slug: 'form-tasting-copy' };
    const created = await call('POST', '/api/studio/campaigns/definitions', 'campaign-manager', { definition: copy });
    expect(created.statusCode, created.body).toBe(200);
    const slotsOf = async (slug: string) =>
      ((await call('GET', `/api/studio/campaigns/${slug}/slots`, 'campaign-manager')).json().data.slots as { location: string; startsAt: string; quota: number; closed: boolean }[])
        .filter((s) => !s.closed)
        .map((s) => `${s.location} ${s.startsAt} ${s.quota}`);
    expect(await slotsOf('form-tasting-copy')).toEqual(await slotsOf('form-tasting'));
    const copied = (await call('GET', '/api/studio/campaigns/form-tasting-copy/definition', 'campaign-manager')).json().data;
    expect(copied.texts.en.title).toBe('Rituel tasting, second sitting');
    expect(copied.publishedAt).toBeNull();
  });
});
