// @vitest-environment node
// The Strapi side of `npm run bench`: the SPEC §7 query as Strapi 5 spells it, and
// the bench's check of the answer, against a stub that answers as Strapi 5 does.
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureStrapi, strapiCollectionsPath, strapiSettings } from './strapi.mjs';

/** The query as Strapi's qs parser would read it (its LHS bracket syntax), from the path the bench sends. */
function parsed(path: string) {
  const url = new URL(path, 'http://strapi.test');
  return { pathname: url.pathname, params: Object.fromEntries(url.searchParams) };
}

describe('the SPEC §7 collections query for Strapi 5', () => {
  it('asks for the published Active collections of the locale, newest first, name and slug only', () => {
    const { pathname, params } = parsed(strapiCollectionsPath({ locale: 'zh-Hant' }));
    expect(pathname).toBe('/api/collections');
    expect(params).toEqual({
      locale: 'zh-Hant',
      status: 'published',
      'filters[collectionStatus][$eq]': 'Active',
      'sort[0]': 'date:desc',
      'sort[1]': 'id:desc',
      'fields[0]': 'name',
      'fields[1]': 'slug',
      'pagination[page]': '1',
      'pagination[pageSize]': '100',
    });
  });

  it('names the status field and the collection as configured (status itself is reserved in Strapi 5)', () => {
    const settings = strapiSettings({ STRAPI_URL: 'http://cms.test/', STRAPI_STATUS_FIELD: 'state', STRAPI_COLLECTION: 'fragrance-collections' });
    expect(settings).toMatchObject({ base: 'http://cms.test', statusField: 'state', collection: 'fragrance-collections' });
    const { pathname, params } = parsed(strapiCollectionsPath(settings ?? {}));
    expect(pathname).toBe('/api/fragrance-collections');
    expect(params['filters[state][$eq]']).toBe('Active');
    expect(strapiSettings({})).toBeNull();
  });
});

describe('measureStrapi against a stub Strapi 5', () => {
  let server: Server;
  let base: string;
  const seen: { url: string; authorization?: string }[] = [];
  let answer: (url: URL) => { status: number; body: unknown };

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
      const { status, body } = answer(new URL(req.url ?? '/', 'http://stub'));
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const strapi5 = (url: URL) =>
    url.searchParams.get('filters[collectionStatus][$eq]') === 'Active' && url.searchParams.get('status') === 'published'
      ? { status: 200, body: { data: [{ id: 2, documentId: 'b2', name: 'Jardins', slug: 'jardins' }], meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 1 } } } }
      : { status: 400, body: { error: { status: 400, name: 'ValidationError', message: 'Invalid key status' } } };

  it('loads the query with the API token and reports requests per second', async () => {
    answer = strapi5;
    const run = await measureStrapi({ base, token: 'bench-token', collection: 'collections', statusField: 'collectionStatus' }, { connections: 2, durationS: 1, warmupS: 0 });
    expect(run).toMatchObject({ database: 'Strapi 5', entries: 1, non2xx: 0 });
    expect(run.requestsPerSecond).toBeGreaterThan(0);
    expect(seen.every((request) => request.authorization === 'Bearer bench-token')).toBe(true);
  });

  it('skips, saying why, when the answer is not the list (a Strapi 4 answer, or a refused query)', async () => {
    answer = () => ({ status: 200, body: { data: [{ id: 1, attributes: { name: 'Jardins', slug: 'jardins' } }], meta: { pagination: { page: 1 } } } });
    expect((await measureStrapi({ base, collection: 'collections', statusField: 'collectionStatus' }, { connections: 1, durationS: 1, warmupS: 0 })).skipped).toMatch(/Strapi 4/);
    answer = strapi5;
    expect((await measureStrapi({ base, collection: 'collections', statusField: 'status' }, { connections: 1, durationS: 1, warmupS: 0 })).skipped).toMatch(/answers 400/);
  });

  it('says it was skipped without STRAPI_URL', async () => {
    expect((await measureStrapi(null, { connections: 1, durationS: 1, warmupS: 0 })).skipped).toMatch(/no STRAPI_URL/);
  });
});
