import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findContentDir } from '../content';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { Presence, StudioError, hongKongTimeOf } from '../staff';
import { StudioContent } from './entries';

const ada = { email: 'ada@oriel.example' };
const ben = { email: 'ben@oriel.example' };

/** The refusal of a change: its message and the details the studio shows the difference with. */
async function refusal(work: Promise<unknown>): Promise<StudioError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StudioError);
  return error as StudioError;
}

describe('lost updates: every change carries the version it was based on', () => {
  let database: TestDatabase;
  let content: StudioContent;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    content = new StudioContent(database.db, findContentDir());
    await content.seed();
    await database.db.insertInto('staff_users').values({ id: 'b1', name: 'Ben Chan', email: ben.email, emailVerified: false, role: 'editor', twoFactorEnabled: false, createdAt: new Date(), updatedAt: new Date() } as never).execute();
  });
  afterAll(() => database.drop());

  it('refuses a save based on a version someone else has saved over, naming them and the time, with their text', async () => {
    const opened = await content.detail('product', 'l-eau');
    expect(opened.version).toBe(0);
    // Ben saves a description; Ada, whose page was opened before, saves a subtitle.
    const bens = structuredClone(opened.live) as { en: Record<string, string> };
    bens.en.description = 'Ben wrote this description.';
    const saved = await content.saveDraft(ben, 'product', 'l-eau', bens, { basedOn: opened.version });
    expect(saved.version).toBe(1);
    const adas = structuredClone(opened.live) as { en: Record<string, string> };
    adas.en.subtitle = 'Ada wrote this subtitle.';
    const refused = await refusal(content.saveDraft(ada, 'product', 'l-eau', adas, { basedOn: opened.version }));
    expect(refused.status).toBe(409);
    expect(refused.message).toMatch(/^Changed by Ben Chan at \d{2}:\d{2} since you opened it\./);
    expect(refused.details).toMatchObject({ code: 'stale', version: 1, by: 'Ben Chan' });
    expect((refused.details.current as { en: { description: string } }).en.description).toBe('Ben wrote this description.');

    // Nothing was lost: Ben's draft stands; Ada's merged save (based on version 1) keeps both.
    expect(((await content.detail('product', 'l-eau')).draft as { en: { description: string } }).en.description).toBe('Ben wrote this description.');
    const merged = { ...bens, en: { ...bens.en, subtitle: 'Ada wrote this subtitle.' } };
    expect((await content.saveDraft(ada, 'product', 'l-eau', merged, { basedOn: 1 })).version).toBe(2);
    const after = (await content.detail('product', 'l-eau')).draft as { en: Record<string, string> };
    expect(after.en).toMatchObject({ description: 'Ben wrote this description.', subtitle: 'Ada wrote this subtitle.' });
  });

  it('refuses a stale publish and a stale discard: neither throws away a draft the person has not seen', async () => {
    const seen = (await content.detail('product', 'l-eau')).version;
    const draft = (await content.detail('product', 'l-eau')).draft!;
    await content.saveDraft(ben, 'product', 'l-eau', { ...draft, en: { ...(draft.en as object), description: 'Ben, once more.' } }, { basedOn: seen });
    expect((await refusal(content.publish(ada, 'product', 'l-eau', seen))).status).toBe(409);
    expect((await refusal(content.discard(ada, 'product', 'l-eau', seen))).status).toBe(409);
    expect(((await content.detail('product', 'l-eau')).draft as { en: { description: string } }).en.description).toBe('Ben, once more.');
    // Based on the latest version, the publication goes through and counts as a change too.
    const latest = (await content.detail('product', 'l-eau')).version;
    const published = await content.publish(ada, 'product', 'l-eau', latest);
    expect(published.entryVersion).toBe(latest + 1);
    expect((await refusal(content.saveDraft(ben, 'product', 'l-eau', draft, { basedOn: latest }))).message).toMatch(/^Changed by ada@oriel.example at/);
  });

  it('refuses a text over its length limit, naming the field (a 315-character name broke the product page)', async () => {
    const detail = await content.detail('product', 'point-du-jour');
    const long = structuredClone(detail.live) as { en: Record<string, string> };
    long.en.name = 'N'.repeat(315);
    const refused = await refusal(content.saveDraft(ada, 'product', 'point-du-jour', long, { basedOn: detail.version }));
    expect(refused.status).toBe(400);
    expect(refused.issues).toEqual([{ path: 'en.name', message: 'must be at most 80 characters' }]);
    long.en.name = 'N'.repeat(80);
    expect((await content.saveDraft(ada, 'product', 'point-du-jour', long, { basedOn: detail.version })).version).toBe(detail.version + 1);
  });

  it('lists a scheduled entry as Scheduled until the schedule is cancelled', async () => {
    const status = async () => (await content.list('product')).find((e) => e.key === 'point-du-jour')!.status;
    expect(await status()).toBe('changed');
    const version = (await content.detail('product', 'point-du-jour')).version;
    await content.schedule(ada, 'product', 'point-du-jour', new Date(Date.now() + 86_400_000), async () => {}, version);
    expect(await status()).toBe('scheduled');
    await content.cancelSchedule(ada, 'product', 'point-du-jour');
    expect(await status()).toBe('changed');
  });

  it('tells the time as Hong Kong staff read it', () => {
    const now = new Date('2026-11-27T08:00:00Z');
    expect(hongKongTimeOf(new Date('2026-11-27T06:02:00Z'), now)).toBe('14:02');
    expect(hongKongTimeOf(new Date('2026-11-25T06:02:00Z'), now)).toBe('14:02 on 25 Nov');
  });
});

describe('presence: who else has it open, across instances', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(() => database.drop());

  it('lists the others with the thing open, forgets those who left or stopped beating', async () => {
    // Two instances of the data service: two Presence objects over one database.
    const one = new Presence(database.db);
    const two = new Presence(database.db);
    const t0 = new Date('2026-11-27T06:00:00Z');
    expect(await one.beat('entry:product:l-eau', { email: ada.email, name: 'Ada' }, t0)).toEqual([]);
    const seenByBen = await two.beat('entry:product:l-eau', { email: ben.email, name: 'Ben' }, new Date(t0.getTime() + 5_000));
    expect(seenByBen.map((p) => p.name)).toEqual(['Ada']);
    // Another entry is another subject.
    expect(await two.beat('entry:product:matin', { email: ben.email, name: 'Ben' }, t0)).toEqual([]);
    // Ada's page stops beating: after 45 seconds she is no longer shown.
    expect(await two.beat('entry:product:l-eau', { email: ben.email, name: 'Ben' }, new Date(t0.getTime() + 60_000))).toEqual([]);
    // Leaving removes at once.
    await one.beat('entry:product:l-eau', { email: ada.email, name: 'Ada' }, new Date(t0.getTime() + 61_000));
    await one.leave('entry:product:l-eau', ada.email);
    expect(await two.beat('entry:product:l-eau', { email: ben.email, name: 'Ben' }, new Date(t0.getTime() + 62_000))).toEqual([]);
  });
});
