import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../clock';
import { loadConfig } from '../config';
import { buildServer } from '../server';
import { createStudioAuth, StaffAccounts } from '../studio';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

const origin = 'http://localhost:3000';
const password = 'correct horse battery staple';
const json = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };
const vitals = (template: string, values: number[], extra: Record<string, unknown> = {}) => ({
  kind: 'vitals',
  view: `view${Math.random().toString(36).slice(2, 12)}`,
  template,
  locale: 'tc',
  device: 'phone',
  connection: '4g',
  reports: values.map((value) => ({ name: 'LCP', value })),
  ...extra,
});
const error = { kind: 'error', type: 'hydration', message: 'Hydration failed because the server rendered text did not match the client.', template: 'fragrance.product', locale: 'en', release: 'a1b2c3d', browser: 'Chrome 140' };

describe('real-user monitoring in the data service', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const cookies: Record<string, string> = {};
  const post = (body: unknown, ip = '198.51.100.7') => app.inject({ method: 'POST', url: '/api/rum', headers: { ...json, 'x-forwarded-for': ip }, payload: JSON.stringify(body) });
  const studio = (url: string, who: 'admin' | 'editor') => app.inject({ url, headers: { origin, host: 'localhost:3000', cookie: cookies[who]! } });

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildServer({ database, clock: createClock('2026-11-20T10:00:00+08:00'), logLevel: 'silent' });
    const staff = new StaffAccounts(database.db, createStudioAuth({ db: database.db, secret: loadConfig().STUDIO_SECRET, trustedOrigins: [origin] }));
    let n = 0;
    for (const [role, email] of [['admin', 'ada@oriel.example'], ['editor', 'eddie@oriel.example']] as const) {
      await staff.add({ email: 'test setup' }, { email, role, password });
      const response = await app.inject({
        method: 'POST',
        url: '/api/studio/auth/sign-in/email',
        headers: { origin, host: 'localhost:3000', 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${++n}` },
        payload: JSON.stringify({ email, password }),
      });
      expect(response.statusCode).toBe(200);
      cookies[role] = [response.headers['set-cookie']].flat().map((c) => String(c).split(';')[0]).join('; ');
    }
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('stores page-view vitals and gives staff the 75th percentile per template and locale', async () => {
    expect((await post(vitals('home', [1000]))).statusCode).toBe(204);
    for (const value of [2000, 3000, 4000]) expect((await post(vitals('home', [value]))).statusCode).toBe(204);
    const summary = await studio('/api/studio/web-vitals?days=7', 'editor');
    expect(summary.statusCode).toBe(200);
    expect(summary.json().data).toContainEqual({ template: 'home', locale: 'tc', metric: 'LCP', p75: 3250, samples: 4 });
    // Nothing but the aggregate columns is kept: no address, no URL, no time finer than the day.
    const columns = Object.keys((await database.db.selectFrom('web_vitals').selectAll().executeTakeFirstOrThrow()) as object);
    expect(columns.sort()).toEqual(['connection', 'day', 'device', 'id', 'locale', 'metric', 'template', 'value']);
  });

  it('refuses what is not a report, and a flood from one address', async () => {
    expect((await post({ ...vitals('home', [1]), template: '/fragrance/matin?email=a@b.c' })).statusCode).toBe(400);
    expect((await post({ ...vitals('home', [1]), reports: [] })).statusCode).toBe(400);
    expect((await post({ kind: 'vitals', view: 'x' })).statusCode).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) statuses.push((await post(vitals('about', [1500]), '203.0.113.9')).statusCode);
    expect(statuses.filter((s) => s === 204)).toHaveLength(120);
    expect(statuses.at(-1)).toBe(429);
  });

  it('records the same client error once, counted, with the release that first showed it; admins only', async () => {
    expect((await post(error)).statusCode).toBe(204);
    expect((await post({ ...error, release: 'd4e5f6a', browser: 'Safari 18' })).statusCode).toBe(204);
    const list = await studio('/api/studio/client-errors', 'admin');
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as { message: string; count: number; firstRelease: string; lastRelease: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ message: error.message, count: 2, firstRelease: 'a1b2c3d', lastRelease: 'd4e5f6a' });
    expect((await studio('/api/studio/client-errors', 'editor')).statusCode).toBe(403);
  });
});

describe('the web-vitals sample', () => {
  it('keeps or drops a page view whole, in the configured share', async () => {
    const { sampled } = await import('./service');
    const views = Array.from({ length: 2000 }, (_, i) => `view${i.toString(36).padStart(6, '0')}`);
    expect(views.every((view) => sampled(view, 1))).toBe(true);
    expect(views.some((view) => sampled(view, 0))).toBe(false);
    const kept = views.filter((view) => sampled(view, 0.25)).length;
    expect(kept).toBeGreaterThan(400);
    expect(kept).toBeLessThan(600);
    expect(views.filter((view) => sampled(view, 0.25))).toEqual(views.filter((view) => sampled(view, 0.25)));
  });
});
