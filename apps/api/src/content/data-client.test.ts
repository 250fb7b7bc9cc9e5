import type { AddressInfo } from 'node:net';
// The contract test of libs/data-client against the real service; the service itself never imports the client.
// eslint-disable-next-line @nx/enforce-module-boundaries
import {
  DataServiceError,
  DataShapeError,
  createDataClient,
  fetchArticle,
  fetchArticles,
  fetchBoutiques,
  fetchCategory,
  fetchCollection,
  fetchCollectionList,
  fetchFinder,
  fetchHomeCollection,
  fetchHomeCollections,
  fetchMenu,
  fetchNewArrivals,
  fetchPage,
  fetchProduct,
  fetchProducts,
  fetchSitemap,
  getJson,
  isNotFound,
  productListResponseSchema,
  withMinimumDelay,
  type DataClient,
} from '@oriel/data-client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../server';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';

// The data-client against the real service on an ephemeral port: every fetcher's schema must accept
// what the service really sends, in both locales.
describe.each(databaseKinds)('data-client against the running service on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let client: DataClient;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildServer({ database, logLevel: 'silent' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    client = createDataClient({ baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/` });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('reads the header menu and every content page in English and Chinese', async () => {
    for (const locale of ['en', 'tc'] as const) {
      const menu = await fetchMenu(client, locale);
      expect(menu.collections).toHaveLength(5);
      expect(menu.categories.map((c) => c.slug)).toEqual(['complexion', 'eyes', 'lips']);

      const collections = await fetchCollectionList(client, locale);
      expect(collections.data[0]!.attributes.slug).toBe('matin');
      const collection = await fetchCollection(client, locale, 'collection-noire');
      expect(collection.data.attributes.locale).toBe(locale === 'en' ? 'en' : 'zh-Hant');
      const home = await fetchHomeCollections(client, locale);
      expect((await fetchHomeCollection(client, locale, home.data[0]!.attributes.slug)).data.attributes.story.length).toBeGreaterThan(0);
      const lips = await fetchCategory(client, locale, 'lips');
      const lipsticks = await fetchProducts(client, locale, { category: 'lips', subCategory: lips.data.attributes.first_lvl_sub_categories[0]!.slug });
      expect(lipsticks.data.length).toBeGreaterThan(0);
      const product = await fetchProduct(client, locale, lipsticks.data[0]!.attributes.slug);
      expect(product.data.attributes.images.length).toBeGreaterThan(0);
      expect((await fetchNewArrivals(client, locale)).data.length).toBeGreaterThan(3);
      expect((await fetchFinder(client, locale)).data.olfactoryFamilies.length).toBeGreaterThan(3);
      const articles = await fetchArticles(client, locale);
      expect((await fetchArticle(client, locale, articles.data[0]!.attributes.slug)).data.attributes.body.length).toBeGreaterThan(0);
      for (const key of ['about', 'terms-of-use', 'privacy-policy', 'cookie-policy', 'home-fragrance-warranty', 'exclusive-rewards', 'loyalty-program'] as const) {
        expect((await fetchPage(client, locale, key)).data.attributes.sections.length).toBeGreaterThan(0);
      }
      expect((await fetchBoutiques(client, locale, 'pop-up')).data).toHaveLength(3);
    }
    expect((await fetchSitemap(client)).data.articles.length).toBeGreaterThan(3);
  });

  it('maps tc to zh-Hant in the request and sends several finder values as $in', async () => {
    const zh = await fetchProducts(client, 'tc', { line: 'fragrance', olfactoryFamily: ['woody', 'amber'] });
    expect(zh.meta.locale).toBe('zh-Hant');
    expect(new Set(zh.data.map((p) => p.attributes.olfactoryFamily?.slug))).toEqual(new Set(['woody', 'amber']));
  });

  it('rejects a missing entry with a 404 DataServiceError', async () => {
    const error = await fetchProduct(client, 'en', 'no-such-product').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataServiceError);
    expect(isNotFound(error)).toBe(true);
    expect((error as DataServiceError).message).toBe('No product "no-such-product"');
  });

  it('reads an address too long to name an entry (414, as anyone can type) as not found, so pages answer 404, not 500', async () => {
    const error = await fetchProduct(client, 'en', 'a'.repeat(3000)).catch((e: unknown) => e);
    expect((error as DataServiceError).status).toBe(414);
    expect(isNotFound(error)).toBe(true);
  });

  it('names the field when a response does not match its schema', async () => {
    const error = await getJson(client, '/api/products/l-eau', productListResponseSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataShapeError);
    expect((error as DataShapeError).field).toBe('data');
  });

  it('holds a client-side fetch for at least 200 ms, and no longer than the fetch itself', async () => {
    const started = Date.now();
    await withMinimumDelay(fetchPage(client, 'en', 'about'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(195);
    await expect(withMinimumDelay(fetchPage(client, 'en', 'about').then(() => Promise.reject(new Error('boom'))))).rejects.toThrow('boom');
  });
});
