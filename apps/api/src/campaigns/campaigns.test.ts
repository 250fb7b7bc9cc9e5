import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brand } from '@oriel/config';
import { seededCampaignSlugs } from '@oriel/config/seeded-campaigns';
import { createClock } from '../clock';
import { buildServer } from '../server';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';
import { seedCampaigns } from './load';

interface Listed {
  slug: string;
  state: string;
  opensAt: string;
  closesAt: string;
  sessions: { from: string; to: string } | null;
  offers: string[];
  feeHkd: number | null;
  giveaway: { state: string } | null;
  title: string;
  theme: { design?: string };
}

// GET /api/campaigns: the list the hub and the brand site's band read, by the service's clock.
describe.each(databaseKinds)('the campaign list on %s', (kind) => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: false });
    await seedCampaigns(database.db);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.drop();
  });

  async function listAt(appNow: string, locale = 'en'): Promise<Listed[]> {
    const app = await buildServer({ database, clock: createClock(appNow), logLevel: 'silent' });
    apps.push(app);
    const response = await app.inject({ url: `/api/campaigns?locale=${locale}` });
    expect(response.statusCode).toBe(200);
    return response.json().data.map((c: { attributes: Listed }) => c.attributes);
  }

  it('lists every campaign, newest first, with its state, dates, offers and fee at the given moment', async () => {
    // 20 Oct 2025: Palais Royal Gardens is open, everything before it has ended.
    const list = await listAt('2025-10-20T12:00:00+08:00');
    expect(list.map((c) => c.slug)).toHaveLength(seededCampaignSlugs.length);
    expect(list[0]).toMatchObject({ slug: 'palais-royal-gardens', state: 'open', offers: ['workshop'], feeHkd: 480, title: 'Palais Royal Gardens' });
    expect(list[0]!.sessions?.from.slice(0, 10)).toBe('2025-11-01');
    expect(list.slice(1).every((c) => c.state === 'ended')).toBe(true);
    const matin = list.find((c) => c.slug === `matin-${brand.slug}`)!;
    expect(matin.offers).toEqual(['quiz', 'giveaway']);
    expect(matin.giveaway?.state).toBe('closed');
    // Each card draws its campaign's own emblem: the list names the design folder.
    expect(matin.theme).toMatchObject({ design: 'matin' });
    expect(list.find((c) => c.slug === 'la-fille-tour-de-fer')!.offers).toEqual(['sample', 'giveaway']);
    expect(Date.parse(list[0]!.opensAt)).toBeGreaterThan(Date.parse(list[1]!.opensAt));
  });

  it('says upcoming before a campaign opens, and gives the texts of the locale', async () => {
    const list = await listAt('2025-03-01T12:00:00+08:00', 'zh-Hant');
    expect(list.find((c) => c.slug === 'le-perce-vent')!.state).toBe('upcoming');
    expect(list.find((c) => c.slug === 'palais-royal-gardens')!.title).toBe('皇家宮殿花園');
  });

  it('says full once every place of the sessions still to come is taken, counting neither closed nor past sessions', async () => {
    const now = '2025-10-20T12:00:00+08:00';
    const state = async () => (await listAt(now)).find((c) => c.slug === 'palais-royal-gardens')!.state;
    const slots = () => database.db.selectFrom('campaign_slots as s').innerJoin('campaigns as c', 'c.id', 's.campaign_id').where('c.slug', '=', 'palais-royal-gardens');
    const ids = (await slots().select('s.id').orderBy('s.starts_at').execute()).map((s) => s.id);
    const [last, ...others] = ids.reverse();
    await database.db.updateTable('campaign_slots').set((eb) => ({ booked: eb.ref('quota') })).where('id', 'in', others).execute();
    expect(await state()).toBe('open');
    await database.db.updateTable('campaign_slots').set({ closed_at: new Date(now) }).where('id', '=', last!).execute();
    expect(await state()).toBe('full');
    await database.db.updateTable('campaign_slots').set({ closed_at: null, booked: 0 }).where('id', 'in', ids).execute();
    expect(await state()).toBe('open');
  });

  it('refuses an unknown locale', async () => {
    const app = await buildServer({ database, clock: createClock(), logLevel: 'silent' });
    apps.push(app);
    expect((await app.inject({ url: '/api/campaigns?locale=fr' })).statusCode).toBe(400);
  });
});
