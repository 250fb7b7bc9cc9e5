import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../clock';
import { loadConfig } from '../config';
import { buildServer } from '../server';
import { createStudioAuth, StaffAccounts } from '../studio';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';

// A campaign manager creates a campaign from its file, moves its dates, edits its texts
// and theme and closes it in the studio; an editor may not. Each answer is what the public
// campaign endpoint then says.

const origin = 'http://localhost:3000';
const password = 'correct horse battery staple';
const staffMembers = { editor: 'eddie@oriel.example', 'campaign-manager': 'cam@oriel.example' } as const;
type Role = keyof typeof staffMembers;

describe.each(databaseKinds)('a campaign definition in the studio on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const cookies: Partial<Record<Role, string>> = {};
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, role: Role, body?: unknown) =>
    app.inject({
      method,
      url,
      headers: { origin, host: 'localhost:3000', cookie: cookies[role]!, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
  const publicCampaign = async (locale = 'en') => (await app.inject({ url: `/api/campaigns/rituel-tasting?locale=${locale}` })).json().data?.attributes;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildServer({ database, clock: createClock('2026-03-10T12:00:00+08:00'), logLevel: 'silent' });
    const staff = new StaffAccounts(database.db, createStudioAuth({ db: database.db, secret: loadConfig().STUDIO_SECRET, trustedOrigins: [origin] }));
    for (const [role, email] of Object.entries(staffMembers)) {
      await staff.add({ email: 'test setup' }, { email, role: role as Role, password });
      const response = await app.inject({
        method: 'POST',
        url: '/api/studio/auth/sign-in/email',
        headers: { origin, host: 'localhost:3000', 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${Object.keys(cookies).length + 20}` },
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

  it('creates, schedules, edits and closes a campaign for a campaign manager; refuses an editor', async () => {
    const text = await readFile(join(import.meta.dirname, 'fixtures', 'rituel-tasting.yaml'), 'utf8');
    expect((await call('POST', '/api/studio/campaign-files', 'editor', { file: 'rituel-tasting.yaml', text })).statusCode).toBe(403);
    const created = await call('POST', '/api/studio/campaign-files', 'campaign-manager', { file: 'rituel-tasting.yaml', text });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toEqual({ slug: 'rituel-tasting', created: true, changes: ['16 slots added'] });
    expect((await publicCampaign()).state).toBe('open');

    // A signed preview link to its page at a moment: before it opened, it was upcoming.
    const preview = await call('POST', '/api/studio/campaigns/rituel-tasting/preview', 'campaign-manager', { at: '2026-02-20T12:00:00+08:00' });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.path).toBe('/discovery-trial/rituel-tasting');
    const previewed = await app.inject({ url: '/api/campaigns/rituel-tasting?locale=en', headers: { 'x-oriel-preview': preview.json().data.token } });
    expect(previewed.json().data.attributes.state).toBe('upcoming');
    expect(previewed.headers['cache-control']).toBe('private, no-store');
    expect((await publicCampaign()).state).toBe('open');
    expect((await call('POST', '/api/studio/campaigns/rituel-tasting/preview', 'editor', {})).statusCode).toBe(403);
    expect((await call('POST', '/api/studio/campaigns/no-such-campaign/preview', 'campaign-manager', {})).statusCode).toBe(404);

    const refused = await call('POST', '/api/studio/campaign-files', 'campaign-manager', { file: 'rituel-tasting.yaml', text: text.replace('motif: waves', 'motif: stars') });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fields).toEqual([{ path: 'theme.motif', message: expect.any(String) }]);

    const definition = (await call('GET', '/api/studio/campaigns/rituel-tasting/definition', 'campaign-manager')).json().data;
    expect(definition).toMatchObject({ slug: 'rituel-tasting', theme: { motif: 'waves' }, texts: { 'zh-Hant': { title: '香氛儀式品鑑' } } });
    expect((await call('GET', '/api/studio/campaigns/rituel-tasting/definition', 'editor')).statusCode).toBe(403);

    const moved = await call('PUT', '/api/studio/campaigns/rituel-tasting/definition/schedule', 'campaign-manager', { opensAt: '2026-03-20T10:00:00+08:00', closesAt: '2026-04-30T20:00:00+08:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await publicCampaign()).toMatchObject({ state: 'upcoming', closesAt: '2026-04-30T12:00:00.000Z' });
    const backwards = await call('PUT', '/api/studio/campaigns/rituel-tasting/definition/schedule', 'campaign-manager', { opensAt: '2026-05-20T10:00:00+08:00', closesAt: '2026-04-30T20:00:00+08:00' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toContain('opensAt must be before closesAt');

    const texts = { ...definition.texts.en, title: 'Rituel tasting, extended' };
    expect((await call('PUT', '/api/studio/campaigns/rituel-tasting/definition/texts/en', 'campaign-manager', texts)).statusCode).toBe(200);
    expect((await publicCampaign()).title).toBe('Rituel tasting, extended');
    expect((await publicCampaign('zh-Hant')).title).toBe('香氛儀式品鑑');
    // The file again from the studio's file form: the title published since is refused, unless the form says to replace it.
    const again = await call('POST', '/api/studio/campaign-files', 'campaign-manager', { file: 'rituel-tasting.yaml', text });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toContain('en.title was published in the studio since this file was last loaded');
    expect((await publicCampaign()).title).toBe('Rituel tasting, extended');
    const replaced = await call('POST', '/api/studio/campaign-files', 'campaign-manager', { file: 'rituel-tasting.yaml', text, replaceStudioTexts: true });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data.changes).toContain('texts en title: "Rituel tasting, extended" -> "Rituel tasting"');
    expect((await publicCampaign()).title).toBe('Rituel tasting');

    const theme = await call('PUT', '/api/studio/campaigns/rituel-tasting/definition/theme', 'campaign-manager', { accent: '#c9a46a', ground: '#1a1d24', motif: 'rays' });
    expect(theme.statusCode).toBe(200);
    expect((await publicCampaign()).theme).toEqual({ accent: '#c9a46a', ground: '#1a1d24', motif: 'rays' });

    expect((await call('POST', '/api/studio/campaigns/rituel-tasting/definition/close', 'campaign-manager', {})).statusCode).toBe(200);
    expect((await publicCampaign()).state).toBe('ended');
    expect((await call('POST', '/api/studio/campaigns/no-such-campaign/definition/close', 'campaign-manager', {})).statusCode).toBe(404);
  });
});
