import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../server';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';

describe.each(databaseKinds)('menu calls of SPEC §7 on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildServer({ database, logLevel: 'silent' });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('lists active collections newest first, in the Strapi v4 shape, in Chinese', async () => {
    const response = await app.inject({
      url: '/api/collections?locale=zh-Hant&filters[status][$eq]=Active&sort[0]=date:desc&sort[1]=id:desc',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta.pagination).toMatchObject({ page: 1, pageCount: 1, total: body.data.length });
    expect(body.data[0].attributes).toMatchObject({ slug: 'matin', name: '晨光系列', locale: 'zh-Hant' });
    const dates = body.data.map((d: { attributes: { date: string } }) => d.attributes.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(response.headers['cache-control']).toContain('s-maxage');
  });

  it('lists makeup categories with their first-level sub-categories', async () => {
    const response = await app.inject({ url: '/api/categories/get-all-categories-with-sub-categories?locale=en' });
    const body = response.json();
    expect(body.map((c: { slug: string }) => c.slug)).toEqual(['complexion', 'eyes', 'lips']);
    expect(body[2].first_lvl_sub_categories[0]).toEqual({ name: 'Lipstick', slug: 'lipstick' });
  });

  it('refuses an unknown locale with a clear 400', async () => {
    const response = await app.inject({ url: '/api/collections?locale=fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('Unknown locale "fr"');
  });

  it('answers 404 JSON for an unknown resource and reports health', async () => {
    expect((await app.inject({ url: '/api/nothing' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ok', database: kind });
    // Under the public prefix, which the edge lets through: the status alone.
    expect((await app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });
});
