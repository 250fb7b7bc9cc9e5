import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../server';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';
import { createStudioAuth } from './auth';
import { StaffAccounts } from './staff';
import { loadConfig } from '../config';

const origin = 'http://localhost:3000';
const password = 'correct horse battery staple';
const staffMembers = { admin: 'ada@oriel.example', editor: 'eddie@oriel.example', 'campaign-manager': 'cam@oriel.example' } as const;
type Role = keyof typeof staffMembers;

describe.each(databaseKinds)('studio on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const cookies: Partial<Record<Role, string>> = {};

  const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, role: Role | null, body: unknown = method === 'POST' ? {} : undefined, headers: Record<string, string> = {}) =>
    app.inject({
      method,
      url,
      headers: { origin, host: 'localhost:3000', ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(role ? { cookie: cookies[role]! } : {}), ...headers },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
  const signIn = (email: string, pw = password, ip = '127.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/studio/auth/sign-in/email', headers: { origin, host: 'localhost:3000', 'content-type': 'application/json', 'x-forwarded-for': ip }, payload: JSON.stringify({ email, password: pw }) });
  const publicProduct = async (slug: string, locale = 'en', headers: Record<string, string> = {}) =>
    (await app.inject({ url: `/api/products/${slug}?locale=${locale}`, headers })).json().data.attributes as { description: string; name: string };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildServer({ database, logLevel: 'silent', studio: { signInLimit: 3 } });
    const staff = new StaffAccounts(database.db, createStudioAuth({ db: database.db, secret: loadConfig().STUDIO_SECRET, trustedOrigins: [origin] }));
    for (const [role, email] of Object.entries(staffMembers)) {
      await staff.add({ email: 'test setup' }, { email, role: role as Role, password });
      const response = await signIn(email, password, `192.0.2.${Object.keys(cookies).length + 1}`);
      expect(response.statusCode).toBe(200);
      cookies[role as Role] = [response.headers['set-cookie']].flat().map((c) => String(c).split(';')[0]).join('; ');
    }
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('signs in with a __Host- session cookie: Secure, HttpOnly, SameSite=Strict, Path=/; sessions are in the database', async () => {
    const response = await signIn(staffMembers.editor, password, '198.51.100.7');
    const cookie = [response.headers['set-cookie']].flat().map(String).find((c) => c.startsWith('__Host-studio.session_token='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Strict/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/Domain=/i);
    const sessions = await database.db.selectFrom('staff_sessions' as never).select('id' as never).execute();
    expect(sessions.length).toBeGreaterThanOrEqual(4);
    const me = (await request('GET', '/api/studio/session', 'editor')).json();
    expect(me.data).toMatchObject({ email: staffMembers.editor, role: 'editor' });
    expect((await request('GET', '/api/studio/session', null)).statusCode).toBe(401);
  });

  it('refuses a wrong password, records it, and rate-limits sign-in per address', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await signIn(staffMembers.admin, 'wrong password!!', '203.0.113.9')).statusCode);
    expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
    expect(codes[3]).toBe(429);
    // Another address is not held back by the first one's attempts.
    expect((await signIn(staffMembers.admin, password, '203.0.113.10')).statusCode).toBe(200);
    const audit = (await request('GET', '/api/studio/audit', 'admin')).json().data as { action: string; actor: string }[];
    expect(audit.filter((e) => e.action === 'sign-in.failed' && e.actor === staffMembers.admin)).toHaveLength(3);
    // Refused by the rate limit: counted in the service log, not in the audit log (a flood would hide real events).
    expect(audit.some((e) => e.action === 'sign-in.rate-limited')).toBe(false);
    expect(audit.some((e) => e.action === 'sign-in' && e.actor === staffMembers.editor)).toBe(true);
  });

  it('keeps a draft off the site, shows it through a signed preview, publishes it live, and restores a previous version', async () => {
    const before = await publicProduct('l-eau');
    const detail = (await request('GET', '/api/studio/entries/product/l-eau', 'editor')).json().data;
    const document = structuredClone(detail.live);
    document.en.description = 'A studio-written description.';
    document['zh-Hant'].description = '工作室撰寫的描述。';
    const saved = await request('PUT', '/api/studio/entries/product/l-eau/draft', 'editor', { document });
    expect(saved.statusCode).toBe(200);

    // The public read does not change with a draft.
    expect((await publicProduct('l-eau')).description).toBe(before.description);

    // The preview link shows it, privately; a forged token shows the live site.
    const preview = (await request('POST', '/api/studio/entries/product/l-eau/preview', 'editor')).json().data;
    expect(preview.path).toBe('/fragrance/matin/l-eau');
    const previewed = await app.inject({ url: '/api/products/l-eau?locale=zh-Hant', headers: { 'x-oriel-preview': preview.token } });
    expect(previewed.json().data.attributes.description).toBe('工作室撰寫的描述。');
    expect(previewed.headers['cache-control']).toBe('private, no-store');
    expect((await publicProduct('l-eau', 'en', { 'x-oriel-preview': `${preview.token.split('.')[0]}.forged` })).description).toBe(before.description);

    const published = await request('POST', '/api/studio/entries/product/l-eau/publish', 'editor');
    expect(published.statusCode).toBe(200);
    // The content version changed: every reader sees it within its one-second version check.
    await new Promise((r) => setTimeout(r, 1100));
    expect((await publicProduct('l-eau')).description).toBe('A studio-written description.');
    expect((await publicProduct('l-eau', 'zh-Hant')).description).toBe('工作室撰寫的描述。');

    // History: the files' original, the draft, the publication; restoring the original and publishing it.
    const history = (await request('GET', '/api/studio/entries/product/l-eau', 'editor')).json().data.revisions as { id: number; action: string }[];
    expect(history.map((r) => r.action)).toEqual(['publish', 'draft', 'original']);
    const original = history.find((r) => r.action === 'original')!;
    expect((await request('POST', '/api/studio/entries/product/l-eau/restore', 'editor', { revision: original.id })).statusCode).toBe(200);
    expect((await request('POST', '/api/studio/entries/product/l-eau/publish', 'editor')).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await publicProduct('l-eau')).description).toBe(before.description);

    // Every change is in the audit log with who, before and after.
    const audit = (await request('GET', '/api/studio/audit', 'admin')).json().data as { action: string; actor: string; subject: string; before: { en: { description: string } }; after: { en: { description: string } } }[];
    const publication = audit.find((e) => e.action === 'entry.publish' && e.after.en.description === 'A studio-written description.')!;
    expect(publication).toMatchObject({ actor: staffMembers.editor, subject: 'product:l-eau' });
    expect(publication.before.en.description).toBe(before.description);
  });

  it('previews at a chosen moment: the campaigns answer as at that moment, privately; without it, as now', async () => {
    const statesWith = async (headers: Record<string, string>) => {
      const response = await app.inject({ url: '/api/campaigns?locale=en', headers });
      return { states: new Set((response.json().data as { attributes: { state: string } }[]).map((c) => c.attributes.state)), cacheControl: response.headers['cache-control'] };
    };
    const linkAt = async (at?: string) => (await request('POST', '/api/studio/entries/page/home/preview', 'editor', at ? { at } : {})).json().data as { token: string; path: string };
    const before = await linkAt('2000-01-01T10:00:00+08:00');
    const after = await linkAt('2099-01-01T10:00:00+08:00');
    expect(before.path).toBe('/');
    const early = await statesWith({ 'x-oriel-preview': before.token });
    const late = await statesWith({ 'x-oriel-preview': after.token });
    expect(early.states.has('ended')).toBe(false);
    expect([...late.states]).toEqual(['ended']);
    expect(late.cacheControl).toBe('private, no-store');
    // A link without a moment, or a forged one, leaves the service's own clock.
    const now = await statesWith({});
    expect(await statesWith({ 'x-oriel-preview': (await linkAt()).token })).toEqual(now);
    expect((await statesWith({ 'x-oriel-preview': `${after.token.split('.')[0]}.forged` })).states).toEqual(now.states);
    expect((await request('POST', '/api/studio/entries/page/home/preview', 'editor', { at: 'next tuesday' })).statusCode).toBe(400);
  });

  it('schedules a publication: the job queue publishes the saved draft at that time; a cancelled schedule publishes nothing', async () => {
    await app.jobs.start({ workers: true });
    const story = async () => (await app.inject({ url: '/api/articles/an-evening-ritual?locale=en' })).json().data.attributes as { title: string };
    const before = (await story()).title;
    const detail = (await request('GET', '/api/studio/entries/article/an-evening-ritual', 'editor')).json().data;
    const document = { ...structuredClone(detail.live), en: { ...detail.live.en, title: 'A scheduled title' } };
    const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();
    // Nothing to schedule without a saved draft; never in the past; a campaign manager may not.
    expect((await request('POST', '/api/studio/entries/article/an-evening-ritual/schedule', 'editor', { at: inSeconds(60) })).statusCode).toBe(409);
    expect((await request('PUT', '/api/studio/entries/article/an-evening-ritual/draft', 'editor', { document })).statusCode).toBe(200);
    expect((await request('POST', '/api/studio/entries/article/an-evening-ritual/schedule', 'editor', { at: inSeconds(-60) })).statusCode).toBe(400);
    expect((await request('POST', '/api/studio/entries/article/an-evening-ritual/schedule', 'campaign-manager', { at: inSeconds(60) })).statusCode).toBe(403);

    // Scheduled, then cancelled: the moment passes and the site does not change.
    expect((await request('POST', '/api/studio/entries/article/an-evening-ritual/schedule', 'editor', { at: inSeconds(1) })).statusCode).toBe(200);
    expect((await request('DELETE', '/api/studio/entries/article/an-evening-ritual/schedule', 'editor')).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 4000));
    expect((await story()).title).toBe(before);

    // Scheduled: the entry says when; the site changes once the moment has come, with no one there.
    const at = inSeconds(2);
    expect((await request('POST', '/api/studio/entries/article/an-evening-ritual/schedule', 'editor', { at })).statusCode).toBe(200);
    expect((await request('GET', '/api/studio/entries/article/an-evening-ritual', 'editor')).json().data.scheduled).toMatchObject({ at, by: staffMembers.editor });
    expect((await story()).title).toBe(before);
    await expect.poll(async () => (await story()).title, { timeout: 20_000, interval: 500 }).toBe('A scheduled title');
    const after = (await request('GET', '/api/studio/entries/article/an-evening-ritual', 'editor')).json().data;
    expect(after.scheduled).toBeNull();
    expect(after.draft).toBeNull();
    const audit = (await request('GET', '/api/studio/audit', 'admin')).json().data as { action: string; actor: string }[];
    expect(audit.find((e) => e.action === 'entry.publish-scheduled')?.actor).toBe(`${staffMembers.editor} (scheduled)`);
  });

  it('publishes a release: several entries go live together in one transaction (all or none), now or at a scheduled moment', async () => {
    const product = async (slug: string) => (await app.inject({ url: `/api/products/${slug}?locale=en` })).json().data.attributes as { description: string };
    const draftOf = async (slug: string, description: string, extra: Record<string, unknown> = {}) => {
      const detail = (await request('GET', `/api/studio/entries/product/${slug}`, 'editor')).json().data;
      const document = { ...structuredClone(detail.live), ...extra, en: { ...detail.live.en, description } };
      expect((await request('PUT', `/api/studio/entries/product/${slug}/draft`, 'editor', { document })).statusCode).toBe(200);
    };
    const before = { a: (await product('encre-de-nuit')).description, b: (await product('figue-de-salon')).description };
    // Editors and admins make releases; a campaign manager reads them only.
    expect((await request('POST', '/api/studio/releases', 'campaign-manager', { name: 'Winter launch' })).statusCode).toBe(403);
    expect((await request('POST', '/api/studio/releases', 'editor', { name: ' ' })).statusCode).toBe(400);
    const created = await request('POST', '/api/studio/releases', 'editor', { name: 'Winter launch' });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    expect((await request('GET', '/api/studio/releases', 'campaign-manager')).json().data.map((r: { name: string }) => r.name)).toContain('Winter launch');

    // Only a saved draft can be added; nothing is live until the release is published.
    expect((await request('POST', `/api/studio/releases/${id}/entries`, 'editor', { type: 'product', key: 'encre-de-nuit' })).statusCode).toBe(409);
    await draftOf('encre-de-nuit', 'Released ink.');
    // The second one names a product that does not exist: the release cannot go live while it does.
    await draftOf('figue-de-salon', 'Released fig.', { related: ['no-such-product'] });
    for (const key of ['encre-de-nuit', 'figue-de-salon']) expect((await request('POST', `/api/studio/releases/${id}/entries`, 'editor', { type: 'product', key })).statusCode).toBe(200);
    const other = (await request('POST', '/api/studio/releases', 'editor', { name: 'Another' })).json().data.id;
    expect((await request('POST', `/api/studio/releases/${other}/entries`, 'editor', { type: 'product', key: 'encre-de-nuit' })).json().error.message).toMatch(/already in the release "Winter launch"/);
    expect((await request('DELETE', `/api/studio/releases/${other}`, 'editor', {})).statusCode).toBe(200);

    const refused = await request('POST', `/api/studio/releases/${id}/publish`, 'editor');
    expect(refused.statusCode).toBe(400);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await product('encre-de-nuit')).description).toBe(before.a);

    // A draft saved since it was added is shown; adding it again takes the latest draft.
    await draftOf('figue-de-salon', 'Released fig.');
    let detail = (await request('GET', `/api/studio/releases/${id}`, 'editor')).json().data;
    expect(detail.entries.map((e: { key: string; newerRevision: number | null }) => [e.key, e.newerRevision !== null])).toEqual([
      ['encre-de-nuit', false],
      ['figue-de-salon', true],
    ]);
    expect((await request('POST', `/api/studio/releases/${id}/entries`, 'editor', { type: 'product', key: 'figue-de-salon' })).statusCode).toBe(200);
    detail = (await request('GET', `/api/studio/releases/${id}`, 'editor')).json().data;
    expect(detail.entries.every((e: { newerRevision: number | null }) => e.newerRevision === null)).toBe(true);

    expect((await request('POST', `/api/studio/releases/${id}/publish`, 'campaign-manager')).statusCode).toBe(403);
    // The edit guard: "Publish now" pressed on a page opened before a colleague changed the release
    // is refused, naming them; nothing goes live. The version the page shows now goes through.
    const seen = detail.version;
    expect((await request('DELETE', `/api/studio/releases/${id}/entries`, 'admin', { type: 'product', key: 'figue-de-salon' })).statusCode).toBe(200);
    expect((await request('POST', `/api/studio/releases/${id}/entries`, 'admin', { type: 'product', key: 'figue-de-salon' })).statusCode).toBe(200);
    const staleRelease = await request('POST', `/api/studio/releases/${id}/publish`, 'editor', { baseVersion: seen });
    expect(staleRelease.statusCode).toBe(409);
    expect(staleRelease.json().error.message).toMatch(/^Changed by .+ at \d{2}:\d{2} since you opened it: look at its entries again/);
    expect((await request('POST', `/api/studio/releases/${id}/schedule`, 'editor', { at: new Date(Date.now() + 3_600_000).toISOString(), baseVersion: seen })).statusCode).toBe(409);
    expect((await request('POST', `/api/studio/releases/${id}/publish`, 'editor', { baseVersion: 'two' })).statusCode).toBe(400);
    expect((await product('figue-de-salon')).description).not.toBe('Released fig.');
    const current = (await request('GET', `/api/studio/releases/${id}`, 'editor')).json().data;
    expect(current).toMatchObject({ version: seen + 2, changedBy: staffMembers.admin });
    const published = await request('POST', `/api/studio/releases/${id}/publish`, 'editor', { baseVersion: current.version });
    expect(published.json().data).toMatchObject({ published: 2 });
    await new Promise((r) => setTimeout(r, 1100));
    expect([(await product('encre-de-nuit')).description, (await product('figue-de-salon')).description]).toEqual(['Released ink.', 'Released fig.']);
    expect((await request('GET', '/api/studio/entries/product/encre-de-nuit', 'editor')).json().data.draft).toBeNull();
    expect((await request('GET', `/api/studio/releases/${id}`, 'editor')).json().data).toMatchObject({ status: 'published', publishedBy: staffMembers.editor });
    expect((await request('POST', `/api/studio/releases/${id}/entries`, 'editor', { type: 'product', key: 'encre-de-nuit' })).statusCode).toBe(409);
    const audit = (await request('GET', '/api/studio/audit', 'admin')).json().data as { action: string; subject: string }[];
    expect(audit.filter((e) => e.action === 'entry.publish-release').map((e) => e.subject).sort()).toEqual(['product:encre-de-nuit', 'product:figue-de-salon']);
    expect(audit.some((e) => e.action === 'release.publish' && e.subject === `release:${id}`)).toBe(true);

    // An entry published on its own since it was added is not put back to its older version.
    const stale = (await request('POST', '/api/studio/releases', 'editor', { name: 'Stale' })).json().data.id;
    await draftOf('figue-de-salon', 'Fig, first take.');
    expect((await request('POST', `/api/studio/releases/${stale}/entries`, 'editor', { type: 'product', key: 'figue-de-salon' })).statusCode).toBe(200);
    await draftOf('figue-de-salon', 'Fig, published alone.');
    expect((await request('POST', '/api/studio/entries/product/figue-de-salon/publish', 'editor')).statusCode).toBe(200);
    const refusedStale = await request('POST', `/api/studio/releases/${stale}/publish`, 'editor');
    expect(refusedStale.statusCode).toBe(409);
    expect(refusedStale.json().error.message).toMatch(/was published by .* since it was added/);
    expect((await request('DELETE', `/api/studio/releases/${stale}`, 'editor', {})).statusCode).toBe(200);

    // Scheduled: the job queue publishes it at that moment, with no one there.
    await app.jobs.start({ workers: true });
    const later = (await request('POST', '/api/studio/releases', 'editor', { name: 'Spring' })).json().data.id;
    await draftOf('encre-de-nuit', 'Ink, in spring.');
    expect((await request('POST', `/api/studio/releases/${later}/entries`, 'editor', { type: 'product', key: 'encre-de-nuit' })).statusCode).toBe(200);
    expect((await request('POST', `/api/studio/releases/${later}/schedule`, 'editor', { at: new Date(Date.now() - 60_000).toISOString() })).statusCode).toBe(400);
    const at = new Date(Date.now() + 2000).toISOString();
    expect((await request('POST', `/api/studio/releases/${later}/schedule`, 'editor', { at })).json().data).toEqual({ at });
    expect((await request('GET', `/api/studio/releases/${later}`, 'editor')).json().data).toMatchObject({ status: 'scheduled', scheduledAt: at });
    await expect.poll(async () => (await product('encre-de-nuit')).description, { timeout: 20_000, interval: 500 }).toBe('Ink, in spring.');
    expect((await request('GET', `/api/studio/releases/${later}`, 'editor')).json().data).toMatchObject({ status: 'published', publishedBy: `${staffMembers.editor} (scheduled)` });
  });

  it('refuses a save based on an older version with 409, who changed it and their document; says who else has the entry open', async () => {
    const opened = (await request('GET', '/api/studio/entries/product/point-du-jour', 'editor')).json().data;
    const theirs = structuredClone(opened.live);
    theirs.en.description = 'The admin got there first.';
    expect((await request('PUT', '/api/studio/entries/product/point-du-jour/draft', 'admin', { document: theirs, baseVersion: opened.version })).statusCode).toBe(200);
    const mine = structuredClone(opened.live);
    mine.en.subtitle = 'A subtitle typed meanwhile';
    const stale = await request('PUT', '/api/studio/entries/product/point-du-jour/draft', 'editor', { document: mine, baseVersion: opened.version });
    expect(stale.statusCode).toBe(409);
    const error = stale.json().error;
    expect(error.message).toMatch(/^Changed by .+ at \d{2}:\d{2} since you opened it\./);
    expect(error.details).toMatchObject({ code: 'stale', version: opened.version + 1 });
    expect(error.details.current.en.description).toBe('The admin got there first.');
    expect((await request('POST', '/api/studio/entries/product/point-du-jour/publish', 'editor', { baseVersion: opened.version })).statusCode).toBe(409);

    // Presence: the admin's page beats, the editor sees the admin (and not themself).
    await request('PUT', '/api/studio/presence', 'admin', { subject: 'entry:product:point-du-jour' });
    const seen = (await request('PUT', '/api/studio/presence', 'editor', { subject: 'entry:product:point-du-jour' })).json().data;
    expect(seen.others.map((p: { email: string }) => p.email)).toEqual([staffMembers.admin]);
    await request('DELETE', '/api/studio/presence', 'admin', { subject: 'entry:product:point-du-jour' });
    expect((await request('PUT', '/api/studio/presence', 'editor', { subject: 'entry:product:point-du-jour' })).json().data.others).toEqual([]);
    expect((await request('PUT', '/api/studio/presence', null, { subject: 'entry:product:point-du-jour' })).statusCode).toBe(401);
    await request('DELETE', '/api/studio/entries/product/point-du-jour/draft', 'admin', {});
  });

  it('validates drafts with the content schema and names the field', async () => {
    const detail = (await request('GET', '/api/studio/entries/product/l-eau', 'editor')).json().data;
    const document = structuredClone(detail.live);
    document.variants[0].price = -5;
    document.en.name = '';
    const response = await request('PUT', '/api/studio/entries/product/l-eau/draft', 'editor', { document });
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.details.fields.map((f: { path: string }) => f.path);
    expect(fields).toEqual(expect.arrayContaining(['variants.0.price', 'en.name']));
  });

  it('refuses a publication that breaks a reference (an unknown collection), leaving the site as it was', async () => {
    const detail = (await request('GET', '/api/studio/entries/product/point-du-jour', 'editor')).json().data;
    const document = { ...structuredClone(detail.live), collection: 'no-such-collection' };
    expect((await request('PUT', '/api/studio/entries/product/point-du-jour/draft', 'editor', { document })).statusCode).toBe(200);
    const response = await request('POST', '/api/studio/entries/product/point-du-jour/publish', 'editor');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/no collection "no-such-collection"/);
    expect((await app.inject({ url: '/api/products/point-du-jour' })).statusCode).toBe(200);
  });

  it('edits a makeup category with its sub-categories and the new-arrivals list, flagging a missing sub-category translation', async () => {
    const list = (await request('GET', '/api/studio/entries/category', 'editor')).json().data as { key: string; publicPath: string }[];
    expect(list.map((e) => e.key)).toEqual(expect.arrayContaining(['complexion', 'eyes', 'lips']));
    const category = (await request('GET', '/api/studio/entries/category/lips', 'editor')).json().data;
    const document = structuredClone(category.live);
    document.subCategories[0].en.name = 'Lipstick, studio-named';
    delete document.subCategories[0]['zh-Hant'];
    expect((await request('PUT', '/api/studio/entries/category/lips/draft', 'editor', { document })).statusCode).toBe(200);
    const listed = ((await request('GET', '/api/studio/entries/category', 'editor')).json().data as { key: string; missingTranslations: number; publicPath: string }[]).find((e) => e.key === 'lips')!;
    expect(listed).toMatchObject({ missingTranslations: 1, publicPath: '/makeup/lips' });
    expect((await request('POST', '/api/studio/entries/category/lips/publish', 'editor')).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1100));
    const menu = (await app.inject({ url: '/api/categories/lips?locale=en' })).json().data.attributes as { first_lvl_sub_categories: { name: string }[] };
    expect(menu.first_lvl_sub_categories[0]!.name).toBe('Lipstick, studio-named');

    const arrivals = (await request('GET', '/api/studio/entries/new-arrivals/new-arrivals', 'editor')).json().data;
    const order = [...(arrivals.live.products as string[])].reverse();
    expect((await request('PUT', '/api/studio/entries/new-arrivals/new-arrivals/draft', 'editor', { document: { products: order } })).statusCode).toBe(200);
    expect((await request('POST', '/api/studio/entries/new-arrivals/new-arrivals/publish', 'editor')).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1100));
    const shown = (await app.inject({ url: '/api/new-arrivals?locale=en' })).json().data as { attributes: { slug: string } }[];
    expect(shown.map((p) => p.attributes.slug)).toEqual(order);
    // An unknown product is refused with the field named; the list stays as published.
    expect((await request('PUT', '/api/studio/entries/new-arrivals/new-arrivals/draft', 'editor', { document: { products: ['no-such-product'] } })).statusCode).toBe(200);
    const refused = await request('POST', '/api/studio/entries/new-arrivals/new-arrivals/publish', 'editor');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/no-such-product/);
  });

  describe('roles, each action authorised on the server', () => {
    const draftOf = async () => ({ document: (await request('GET', '/api/studio/entries/product/l-eau', 'admin')).json().data.live });
    const cases: { action: string; allowed: Role[]; run: (role: Role) => Promise<number> }[] = [
      { action: 'read the content list', allowed: ['editor', 'campaign-manager', 'admin'], run: async (role) => (await request('GET', '/api/studio/entries/product', role)).statusCode },
      { action: 'save a draft', allowed: ['editor', 'admin'], run: async (role) => (await request('PUT', '/api/studio/entries/product/l-eau/draft', role, await draftOf())).statusCode },
      {
        action: 'publish',
        allowed: ['editor', 'admin'],
        run: async (role) => {
          await request('PUT', '/api/studio/entries/product/l-eau/draft', 'admin', await draftOf());
          return (await request('POST', '/api/studio/entries/product/l-eau/publish', role)).statusCode;
        },
      },
      { action: 'list the staff', allowed: ['admin'], run: async (role) => (await request('GET', '/api/studio/staff', role)).statusCode },
      { action: 'read the audit log', allowed: ['admin'], run: async (role) => (await request('GET', '/api/studio/audit', role)).statusCode },
      {
        action: 'add a staff account',
        allowed: ['admin'],
        run: async (role) => (await request('POST', '/api/studio/staff', role, { email: `new-${role}@oriel.example`, role: 'editor', password })).statusCode,
      },
    ];
    for (const { action, allowed, run } of cases) {
      for (const role of Object.keys(staffMembers) as Role[]) {
        it(`${role} ${allowed.includes(role) ? 'may' : 'may not'} ${action}`, async () => {
          const status = await run(role);
          if (allowed.includes(role)) expect(status).toBeLessThan(400);
          else expect(status).toBe(403);
        });
      }
    }
    it('nobody signed out may do anything', async () => {
      expect((await request('GET', '/api/studio/entries/product', null)).statusCode).toBe(401);
      expect((await request('POST', '/api/studio/entries/product/l-eau/publish', null)).statusCode).toBe(401);
    });
  });

  it('two adds of one address at once make one account; the other is told it exists (409), never a 500', async () => {
    const staff = new StaffAccounts(database.db, createStudioAuth({ db: database.db, secret: loadConfig().STUDIO_SECRET, trustedOrigins: [origin] }));
    const email = 'twice@oriel.example';
    const outcomes = await Promise.allSettled([0, 1].map(() => staff.add({ email: 'test setup' }, { email, role: 'editor', password })));
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((o) => o.status === 'rejected')!.reason as { status?: number; message: string };
    expect([refused.status, refused.message]).toEqual([409, `${email} already has an account.`]);
    expect((await staff.list()).filter((m) => m.email === email)).toHaveLength(1);
  });

  it('an add whose password cannot be stored leaves no account, and the same add then succeeds', async () => {
    const auth = createStudioAuth({ db: database.db, secret: loadConfig().STUDIO_SECRET, trustedOrigins: [origin] });
    const staff = new StaffAccounts(database.db, auth);
    const email = 'half@oriel.example';
    const { internalAdapter } = await auth.$context;
    const linkAccount = vi.spyOn(internalAdapter, 'linkAccount').mockRejectedValueOnce(new Error('connection lost'));
    try {
      await expect(staff.add({ email: 'test setup' }, { email, role: 'editor', password })).rejects.toThrow('connection lost');
      expect((await staff.list()).map((m) => m.email)).not.toContain(email);
      await staff.add({ email: 'test setup' }, { email, role: 'editor', password });
      expect((await staff.list()).filter((m) => m.email === email)).toHaveLength(1);
    } finally {
      linkAccount.mockRestore();
    }
  });

  it('answers the staff command only on the loopback admin channel with its token', async () => {
    expect((await app.inject({ url: '/api/studio/admin/staff', headers: { authorization: 'Bearer anything' } })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/studio/admin/content', headers: { authorization: 'Bearer anything' } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/studio/admin/content', headers: { authorization: 'Bearer anything', 'content-type': 'application/json' }, payload: '{}' })).statusCode).toBe(403);
  });
});

describe('studio with STUDIO_REQUIRE_2FA=on', () => {
  it('lets a staff member without a second factor sign in but do nothing until it is set up', async () => {
    const database = await createTestDatabase('pglite');
    const app = await buildServer({ database, logLevel: 'silent', studio: { requireTwoFactor: true } });
    try {
      const staff = new StaffAccounts(database.db, createStudioAuth({ db: database.db, secret: loadConfig().STUDIO_SECRET, trustedOrigins: [origin] }));
      await staff.add({ email: 'test setup' }, { email: staffMembers.admin, role: 'admin', password });
      const signedIn = await app.inject({ method: 'POST', url: '/api/studio/auth/sign-in/email', headers: { origin, host: 'localhost:3000', 'content-type': 'application/json' }, payload: JSON.stringify({ email: staffMembers.admin, password }) });
      const cookie = [signedIn.headers['set-cookie']].flat().map((c) => String(c).split(';')[0]).join('; ');
      const session = (await app.inject({ url: '/api/studio/session', headers: { cookie } })).json().data;
      expect(session.twoFactorRequired).toBe(true);
      const list = await app.inject({ url: '/api/studio/entries/product', headers: { cookie } });
      expect(list.statusCode).toBe(403);
      expect(list.json().error.details.code).toBe('two_factor_required');
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
