import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { brand } from '@oriel/config';
import { createClock } from '../clock';
import { buildServer } from '../server';
import { readAudit } from '../staff';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';
import { findCampaignContentDir, readCampaignBundle, seedCampaigns } from './load';
import { parse } from 'yaml';
import { closeCampaign, createCampaignDraft, saveCampaign, scheduleCampaign, updateCampaignTexts, updateCampaignTheme } from './manage';

// Campaigns are data. A campaign file loaded into the running service (the admin channel
// of `npm run campaigns -- load`) is served at once, a bad one is refused naming the field, and
// the studio's functions change a campaign's dates, texts and theme.

const token = 'campaigns-test-admin-token';
const now = '2026-03-10T12:00:00+08:00';

/** A campaign file as a campaign team writes it (fixtures/rituel-tasting.yaml), under another slug if asked. */
async function newCampaignFile(slug = 'rituel-tasting'): Promise<string> {
  const text = await readFile(join(import.meta.dirname, 'fixtures', 'rituel-tasting.yaml'), 'utf8');
  return text.replace(/^slug: .*$/m, `slug: ${slug}`);
}

describe.each(databaseKinds)('campaigns as data on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: false });
    await seedCampaigns(database.db);
    app = await buildServer({ database, clock: createClock(now), logLevel: 'silent', studio: { adminToken: token } });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const load = (file: string, text: string, auth = `Bearer ${token}`) =>
    app.inject({ method: 'POST', url: '/api/studio/admin/campaigns', headers: { authorization: auth }, payload: { file, text } });
  const contentVersion = async () => (await app.inject({ url: '/api/content-version' })).json();

  it('names the Matin campaigns with the brand slug from libs/config (content writes {brand-slug})', async () => {
    const list = (await app.inject({ url: '/api/campaigns' })).json().data.map((c: { attributes: { slug: string } }) => c.attributes.slug);
    expect(list).toEqual(expect.arrayContaining([`matin-${brand.slug}`, `matin-${brand.slug}-point-du-jour`]));
  });

  it('loads a new campaign file into the running service: served in both locales, listed, caches told', async () => {
    const before = await contentVersion();
    const text = await newCampaignFile();
    const response = await load('rituel-tasting.yaml', text);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ slug: 'rituel-tasting', created: true, changes: ['16 slots added'] });
    expect(await contentVersion()).not.toEqual(before);
    for (const locale of ['en', 'zh-Hant']) {
      const page = await app.inject({ url: `/api/campaigns/rituel-tasting?locale=${locale}` });
      expect(page.statusCode).toBe(200);
      expect(page.json().data.attributes).toMatchObject({ slug: 'rituel-tasting', state: 'open', theme: { accent: '#7a5c3e', ground: '#f4efe6', motif: 'waves' } });
    }
    expect((await app.inject({ url: '/api/campaigns/rituel-tasting/slots' })).json().data.length).toBeGreaterThan(0);
    const list = (await app.inject({ url: '/api/campaigns' })).json().data.map((c: { attributes: { slug: string } }) => c.attributes.slug);
    expect(list).toContain('rituel-tasting');
    // Loading the same file again updates it.
    expect((await load('rituel-tasting.yaml', text)).json().data).toEqual({ slug: 'rituel-tasting', created: false, changes: [] });
    expect((await readAudit(database.db, { subject: 'campaign:rituel-tasting' })).map((e) => [e.action, e.actor])).toEqual([
      ['campaign.update', 'campaigns command (server console)'],
      ['campaign.create', 'campaigns command (server console)'],
    ]);
  });

  it('refuses a file with an unknown field or a bad date, naming the file and the field, and keeps the last good version', async () => {
    const good = await newCampaignFile();
    const unknown = await load('rituel-tasting.yaml', good.replace(/^opensAt:/m, 'opensOn: 2026-03-01\nopensAt:'));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.message).toBe('rituel-tasting.yaml: opensOn: unknown field (misspelt, or not part of this kind of file)');
    // Misspelt in place (docs/campaigns.md): the misspelling is named, and the field it leaves out.
    const misspelt = await load('rituel-tasting.yaml', good.replace(/^opensAt:/m, 'openAt:'));
    expect(misspelt.json().error.message).toBe('rituel-tasting.yaml: openAt: unknown field (misspelt, or not part of this kind of file); missing: opensAt');

    const badDate = await load('rituel-tasting.yaml', good.replace(/^closesAt: .*$/m, 'closesAt: 2026-02-31T20:00:00+08:00').replace(/title: Rituel tasting$/m, 'title: Changed'));
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json().error.message).toMatch(/^rituel-tasting\.yaml: closesAt: use a date and time with its offset/);
    // Not a date at all: the same report, not a 500 from the sessions' date check.
    const notADate = await load('rituel-tasting.yaml', good.replace(/^closesAt: .*$/m, 'closesAt: 31/03/2026'));
    expect(notADate.statusCode).toBe(422);
    expect(notADate.json().error.message).toMatch(/^rituel-tasting\.yaml: closesAt: use a date and time with its offset/);

    const page = await app.inject({ url: '/api/campaigns/rituel-tasting' });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.attributes.title).toBe('Rituel tasting');
  });

  it('loads a campaign file longer than the 5,000 characters any other field may hold (matin.yaml is 8.7 KB)', async () => {
    const long = `${await newCampaignFile('rituel-long')}\n# ${'A note of the campaign team. '.repeat(250)}\n`;
    expect(long.length).toBeGreaterThan(5_000);
    const response = await load('rituel-long.yaml', long);
    expect(response.statusCode, response.body).toBe(200);
    // Any other field keeps the common limit.
    const other = await app.inject({ method: 'POST', url: '/api/studio/admin/campaigns', headers: { authorization: `Bearer ${token}` }, payload: { file: 'rituel-long.yaml', text: long, note: 'x'.repeat(6_000) } });
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toMatchObject({ message: 'The field "note" is too long (5,000 characters at most).', details: { code: 'invalid_input' } });
  });

  it('answers only the command on this machine with the token', async () => {
    expect((await load('x.yaml', 'slug: x', 'Bearer wrong')).statusCode).toBe(403);
    const forwarded = await app.inject({ method: 'POST', url: '/api/studio/admin/campaigns', headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.9' }, payload: { file: 'x.yaml', text: '' } });
    expect(forwarded.statusCode).toBe(403);
  });

  it('schedules, closes, retitles and re-themes a campaign (the studio functions), each in the audit log', async () => {
    const actor = { email: 'manager@example.com' };
    await scheduleCampaign(database.db, actor, 'rituel-tasting', { opensAt: new Date('2026-03-15T10:00:00+08:00'), closesAt: new Date('2026-03-31T20:00:00+08:00') });
    expect((await app.inject({ url: '/api/campaigns/rituel-tasting' })).json().data.attributes.state).toBe('upcoming');
    await expect(scheduleCampaign(database.db, actor, 'rituel-tasting', { opensAt: new Date('2026-04-01'), closesAt: new Date('2026-03-01') })).rejects.toThrow(/opensAt must be before closesAt/);

    const page = (await app.inject({ url: '/api/campaigns/rituel-tasting?locale=zh-Hant' })).json().data.attributes;
    const { title: _title, kicker, summary, body, facts, edm, thankYou } = page;
    await updateCampaignTexts(database.db, actor, 'rituel-tasting', 'zh-Hant', { title: '香氛儀式品鑑', kicker, summary, body, facts, ...(edm ? { edm } : {}), thankYou });
    expect((await app.inject({ url: '/api/campaigns/rituel-tasting?locale=zh-Hant' })).json().data.attributes.title).toBe('香氛儀式品鑑');
    await expect(updateCampaignTexts(database.db, actor, 'rituel-tasting', 'en', { title: '' })).rejects.toThrow(/texts\.en\./);

    await updateCampaignTheme(database.db, actor, 'rituel-tasting', { accent: '#8fa3b8', ground: '#101418', motif: 'rings' });
    expect((await app.inject({ url: '/api/campaigns/rituel-tasting' })).json().data.attributes.theme).toEqual({ accent: '#8fa3b8', ground: '#101418', motif: 'rings' });
    await expect(updateCampaignTheme(database.db, actor, 'rituel-tasting', { accent: 'red', ground: '#101418' })).rejects.toThrow(/theme\.accent/);

    // A whole definition as data (the studio's form, not a file): created, then refused with its field.
    const definition = parse(await newCampaignFile('rituel-du-matin'));
    expect(await saveCampaign(database.db, actor, definition)).toMatchObject({ slug: 'rituel-du-matin', created: true });
    await expect(saveCampaign(database.db, actor, { ...definition, retentionUntil: '2030-01-01' })).rejects.toThrow(/retentionUntil: .*six months/);
    expect((await app.inject({ url: '/api/campaigns/rituel-du-matin?locale=zh-Hant' })).statusCode).toBe(200);

    await closeCampaign(database.db, actor, 'rituel-tasting', new Date(now));
    expect((await app.inject({ url: '/api/campaigns/rituel-tasting' })).json().data.attributes.state).toBe('ended');
    const actions = (await readAudit(database.db, { subject: 'campaign:rituel-tasting' })).filter((e) => e.actor === actor.email).map((e) => e.action);
    expect(actions).toEqual(['campaign.close', 'campaign.theme', 'campaign.texts', 'campaign.schedule']);
  });

  it('a file load replaces studio changes to slots, reports each change, and never lowers a quota below the bookings', async () => {
    const text = await newCampaignFile('rituel-quotas');
    expect((await load('rituel-quotas.yaml', text)).json().data).toMatchObject({ created: true, changes: ['16 slots added'] });
    const { id: campaignId } = await database.db.selectFrom('campaigns').select('id').where('slug', '=', 'rituel-quotas').executeTakeFirstOrThrow();
    const first = await database.db.selectFrom('campaign_slots').selectAll().where('campaign_id', '=', campaignId).orderBy('starts_at').executeTakeFirstOrThrow();
    // What the studio's campaign operations do: a quota raised, a slot added.
    await database.db.updateTable('campaign_slots').set({ quota: 25 }).where('id', '=', first.id).execute();
    await database.db
      .insertInto('campaign_slots')
      .values({ campaign_id: campaignId, location_id: first.location_id, starts_at: new Date('2026-03-04T18:00:00+08:00'), ends_at: new Date('2026-03-04T22:00:00+08:00'), quota: 6 })
      .execute();

    // The file is the definition: loading it again puts its slots back, and says so, slot by slot.
    expect((await load('rituel-quotas.yaml', text)).json().data.changes).toEqual([
      'slot 2026-03-07 12:00 central: quota 25 -> 20',
      'slot 2026-03-04 18:00 central: removed (not in the file)',
    ]);
    const quotaOfFirst = async () => (await database.db.selectFrom('campaign_slots').select('quota').where('id', '=', first.id).executeTakeFirstOrThrow()).quota;
    const slotCount = async () => (await database.db.selectFrom('campaign_slots').select('id').where('campaign_id', '=', campaignId).execute()).length;
    expect(await quotaOfFirst()).toBe(20);
    expect(await slotCount()).toBe(16);

    // 15 places booked: a file that lowers that slot to 10 is refused, naming the slot; nothing changes.
    await database.db.updateTable('campaign_slots').set({ booked: 15 }).where('id', '=', first.id).execute();
    const lower = await load('rituel-quotas.yaml', text.replace('quota: 20', 'quota: 10').replace('title: Rituel tasting', 'title: Changed'));
    expect(lower.statusCode).toBe(422);
    expect(lower.json().error.message).toBe('rituel-quotas.yaml: registration: slot 2026-03-07 12:00 central: quota 10 is below the 15 already booked; nothing was changed');
    expect(await quotaOfFirst()).toBe(20);
    expect((await app.inject({ url: '/api/campaigns/rituel-quotas' })).json().data.attributes.title).toBe('Rituel tasting');
    // Down to exactly what is booked is allowed, and reported; a booked slot the file drops is kept.
    const dropFirst = text.replace('quota: 20', 'quota: 15');
    expect((await load('rituel-quotas.yaml', dropFirst)).json().data.changes).toContain('slot 2026-03-07 12:00 central: quota 20 -> 15');
    expect((await load('rituel-quotas.yaml', dropFirst.replace('from: 2026-03-02', 'from: 2026-03-08'))).json().data.changes).toEqual([
      'slot 2026-03-07 12:00 central: not in the file, kept (15 booked)',
      'slot 2026-03-07 16:00 central: removed (not in the file)',
    ]);
  });

  it('a file load never silently replaces texts published in the studio since the file was last loaded', async () => {
    const text = await newCampaignFile('rituel-texts');
    await load('rituel-texts.yaml', text);
    const summary = async () => (await app.inject({ url: '/api/campaigns/rituel-texts?locale=en' })).json().data.attributes.summary as string;
    const publishSummary = async (value: string) => {
      const { title, kicker, body, facts, edm, thankYou } = (await app.inject({ url: '/api/campaigns/rituel-texts?locale=en' })).json().data.attributes;
      await updateCampaignTexts(database.db, { email: 'manager@example.com' }, 'rituel-texts', 'en', { title, kicker, summary: value, body, facts, ...(edm ? { edm } : {}), thankYou });
    };
    await publishSummary('A tasting, revised by the team.');

    // The same file again would put its own summary back: refused, naming the text; nothing changes.
    const again = await load('rituel-texts.yaml', text);
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe(
      'rituel-texts.yaml: texts: en.summary was published in the studio since this file was last loaded, and the file would replace it. Copy the studio\'s text into the file (the studio shows them), or load it again saying to replace them (`npm run campaigns -- load --replace-studio-texts`, or the studio\'s "Replace the texts published in the studio"); nothing was changed',
    );
    expect(await summary()).toBe('A tasting, revised by the team.');
    // A text only the file changes is not the studio's: the refusal names the studio's alone.
    const retitled = await load('rituel-texts.yaml', text.replace('title: Rituel tasting', 'title: Rituel tasting II'));
    expect(retitled.json().error.message).toMatch(/^rituel-texts\.yaml: texts: en\.summary was published/);

    // With the studio's text copied into it, the file loads; a text only the file changes is listed.
    const copied = text.replace(/^( +summary: ).*$/m, '$1"A tasting, revised by the team."');
    expect((await load('rituel-texts.yaml', copied)).json().data.changes).toEqual([]);
    expect((await load('rituel-texts.yaml', copied.replace('title: Rituel tasting', 'title: Rituel tasting II'))).json().data.changes).toEqual(['texts en title: "Rituel tasting" -> "Rituel tasting II"']);

    // Told to, the file replaces the studio's text, and says what it replaced.
    await publishSummary('Revised once more.');
    const replaced = await app.inject({ method: 'POST', url: '/api/studio/admin/campaigns', headers: { authorization: `Bearer ${token}` }, payload: { file: 'rituel-texts.yaml', text: copied, replaceStudioTexts: true } });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data.changes).toEqual(['texts en summary: "Revised once more." -> "A tasting, revised by the team."', 'texts en title: "Rituel tasting II" -> "Rituel tasting"']);
    expect(await summary()).toBe('A tasting, revised by the team.');

    // A campaign made in the studio's form: its texts are the studio's until a file agrees with them.
    const definition = parse(await newCampaignFile('rituel-du-jardin'));
    await createCampaignDraft(database.db, { email: 'manager@example.com' }, definition);
    const fromFile = await load('rituel-du-jardin.yaml', (await newCampaignFile('rituel-du-jardin')).replace('title: Rituel tasting', 'title: Rituel du jardin'));
    expect(fromFile.statusCode).toBe(422);
    expect(fromFile.json().error.message).toMatch(/^rituel-du-jardin\.yaml: texts: en\.title was published in the studio/);
  });

  it("the header's Discovery trial link opens the campaign whose file says header: true; one at a time, else the hub", async () => {
    const holders = async () =>
      (await app.inject({ url: '/api/campaigns' })).json().data.filter((c: { attributes: { header?: boolean } }) => c.attributes.header).map((c: { attributes: { slug: string } }) => c.attributes.slug);
    expect(await holders()).toEqual(['palais-royal-gardens']);
    const text = (await newCampaignFile('rituel-header')).replace(/^pages:/m, 'header: true\npages:');
    expect((await load('rituel-header.yaml', text)).json().data.changes).toContain('header: the Discovery trial link now opens this campaign (it opened palais-royal-gardens)');
    expect(await holders()).toEqual(['rituel-header']);
    expect((await load('rituel-header.yaml', text.replace('header: true\n', ''))).json().data.changes).toContain(
      'header: the Discovery trial link no longer opens this campaign (it opens the hub)',
    );
    expect(await holders()).toEqual([]);
    expect((await load('rituel-header.yaml', text.replace('header: true', 'header: yes'))).json().error.message).toMatch(/^rituel-header\.yaml: header: /);
  });

  it('at start-up, loads the good campaign files and reports a bad one (file, field, why); the bad one keeps its last good version', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'oriel-campaigns-'));
    try {
      const content = findCampaignContentDir();
      await cp(join(content, 'campaigns'), join(dir, 'campaigns'), { recursive: true });
      await cp(join(content, 'boutiques'), join(dir, 'boutiques'), { recursive: true });
      const file = join(dir, 'campaigns', 'le-perce-vent.yaml');
      await writeFile(file, (await readFile(file, 'utf8')).replace('title: Le Perce-vent', 'title: Le Perce-vent changed').replace(/^opensAt: .*$/m, 'opensAt: 2025-04-31T10:00:00+08:00'));
      await writeFile(join(dir, 'campaigns', 'rituel-du-soir.yaml'), (await newCampaignFile('rituel-du-soir')).replace('title: Rituel tasting', 'title: Rituel du soir'));
      // A second file claiming the header link is refused: the link opens one campaign.
      await writeFile(join(dir, 'campaigns', 'rituel-de-nuit.yaml'), (await newCampaignFile('rituel-de-nuit')).replace(/^pages:/m, 'header: true\npages:'));
      const bundle = await readCampaignBundle(dir);
      expect(bundle.rejected.map((e) => e.message)).toEqual([
        expect.stringMatching(/^content\/campaigns\/le-perce-vent\.yaml: opensAt: use a date and time/),
        'content/campaigns/rituel-de-nuit.yaml: header: only one campaign opens the header link: content/campaigns/palais-royal-gardens.yaml already does',
      ]);
      expect(bundle.campaigns.map((c) => c.slug)).toContain('rituel-du-soir');

      const reports: string[] = [];
      const changes: string[] = [];
      vi.stubEnv('CONTENT_DIR', dir);
      try {
        await seedCampaigns(database.db, { onBadContent: (line) => reports.push(line), onChange: (line) => changes.push(line) });
      } finally {
        vi.unstubAllEnvs();
      }
      expect(reports).toEqual([expect.stringContaining('le-perce-vent.yaml: opensAt:'), expect.stringContaining('rituel-de-nuit.yaml: header:')]);
      // The content's header campaign holds the link again (the seed re-applies its files).
      const holders = (await app.inject({ url: '/api/campaigns' })).json().data.filter((c: { attributes: { header?: boolean } }) => c.attributes.header);
      expect(holders.map((c: { attributes: { slug: string } }) => c.attributes.slug)).toEqual(['palais-royal-gardens']);
      expect(changes).toEqual(['content/campaigns/palais-royal-gardens.yaml: header: the Discovery trial link now opens this campaign']);
      expect((await app.inject({ url: '/api/campaigns/rituel-du-soir' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/campaigns/le-perce-vent' })).json().data.attributes.title).toBe('Le Perce-vent');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
