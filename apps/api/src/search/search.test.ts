import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findContentDir } from '../content';
import { seedContent } from '../studio';
import { buildServer } from '../server';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';

interface Hit {
  kind: string;
  slug: string;
  title: string;
  line: string | null;
  collection: { slug: string } | null;
  category: { slug: string } | null;
  image: { url: string } | null;
}

describe.each(databaseKinds)('search on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let dir: string;
  const search = async (q: string, locale = 'en') => {
    const response = await app.inject({ url: '/api/search', query: { q, locale } });
    return { status: response.statusCode, headers: response.headers, body: response.json() as { data: Hit[]; meta: { query: string; total: number; locale: string } } };
  };
  const slugs = (hits: Hit[]) => hits.map((h) => `${h.kind}:${h.slug}`);

  beforeAll(async () => {
    // A copy of the content that a test edits and reloads, as an editor would.
    dir = await mkdtemp(join(tmpdir(), 'oriel-search-'));
    await cp(findContentDir(), dir, { recursive: true });
    database = await createTestDatabase(kind, { seed: false });
    await seedContent(database.db, { contentDir: dir });
    app = await buildServer({ database, logLevel: 'silent' });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('finds a collection, its products and its story from part of a word, the collection first', async () => {
    const { status, headers, body } = await search('mat');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    expect(body.data[0]).toMatchObject({ kind: 'collection', slug: 'matin', title: 'Matin', line: 'fragrance' });
    expect(slugs(body.data)).toEqual(expect.arrayContaining(['product:rouge-matin', 'article:the-making-of-matin']));
    expect(body.meta).toMatchObject({ query: 'mat', locale: 'en', total: body.data.length });
    expect(body.data[0]!.image?.url).toMatch(/^\/api\/media\/[0-9a-f]+\/collections\/matin-hero\.svg$/);
  });

  it('finds the lipsticks by "rouge", with what their page path needs, whatever the case', async () => {
    const { body } = await search('ROUGE');
    expect(slugs(body.data).slice(0, 2).sort()).toEqual(['product:rouge-matin', 'product:rouge-palais']);
    expect(body.data[0]).toMatchObject({ line: 'makeup', category: { slug: 'lips' }, collection: null });
    expect(body.data[0]!.image).not.toBeNull();
  });

  it('finds shades by their names, and every word of a query', async () => {
    expect(slugs((await search('pêche')).body.data)).toContain('product:rouge-matin');
    expect(slugs((await search('蜜桃', 'zh-Hant')).body.data)).toContain('product:rouge-matin');
    const both = (await search('rouge pêche')).body.data;
    expect(slugs(both)).toEqual(['product:rouge-matin']);
  });

  it('finds Chinese words inside longer names, in Chinese', async () => {
    const { body } = await search('香氛', 'zh-Hant');
    expect(body.meta.locale).toBe('zh-Hant');
    expect(slugs(body.data)).toEqual(expect.arrayContaining(['collection:a-la-maison', 'product:bougie-jardin-mouille', 'product:bougie-salon-d-hiver']));
    expect(body.data.find((h) => h.slug === 'a-la-maison')?.title).toBe('香居系列');
    // ...and from the English site, answered in English.
    expect((await search('香居')).body.data.find((h) => h.slug === 'a-la-maison')?.title).toBe('The at-home collection');
    const lips = (await search('唇', 'zh-Hant')).body.data;
    expect(lips[0]).toMatchObject({ kind: 'category', slug: 'lips', title: '唇妝' });
  });

  it('finds what a visitor spells otherwise: 香薰 for 香氛, yet 香薰機 still finds the diffuser', async () => {
    const { body } = await search('香薰', 'zh-Hant');
    expect(body.data.map((h) => h.title)).toContain('香居系列');
    expect((await search('香氛', 'zh-Hant')).body.meta.total).toBeLessThanOrEqual(body.meta.total);
    const diffuser = await search('香薰機', 'zh-Hant');
    expect(diffuser.body.meta.total).toBeGreaterThan(0);
  });

  it('finds a Chinese page by its English name, and answers in the language asked', async () => {
    const { body } = await search('matin', 'zh-Hant');
    expect(body.data[0]).toMatchObject({ kind: 'collection', slug: 'matin', title: '晨光系列' });
    expect(body.data.find((h) => h.slug === 'the-making-of-matin')?.title).toBe('晨光系列的誕生');
    // The collection's perfumes too, as on the English site: its English name is theirs as well.
    const english = (await search('matin')).body.data.filter((h) => h.kind === 'product');
    const chinese = body.data.filter((h) => h.kind === 'product');
    expect(english.length).toBeGreaterThan(2);
    expect(chinese.map((h) => h.slug).sort()).toEqual(english.map((h) => h.slug).sort());
  });

  it('finds a misspelt name by trigram similarity', async () => {
    expect(slugs((await search('rouge palias')).body.data)).toContain('product:rouge-palais');
  });

  it('answers no results for an empty or blank query, and for words that are nowhere', async () => {
    for (const q of ['', '   ', '\u3000']) {
      const { status, body } = await search(q);
      expect(status).toBe(200);
      expect(body).toEqual({ data: [], meta: { query: '', locale: 'en', total: 0 } });
    }
    expect((await search('zzzqqq')).body.data).toEqual([]);
    expect((await app.inject({ url: '/api/search' })).json().meta.total).toBe(0);
  });

  it('treats SQL and LIKE syntax as text: no error, no match-everything, the tables intact', async () => {
    for (const q of ["' OR 1=1 --", "matin'; DROP TABLE products; --", '%', '_', '\\', '%_%', '.*', '$1', "')) UNION SELECT 1 --", '"', '<script>alert(1)</script>']) {
      const { status, body } = await search(q);
      expect(status, q).toBe(200);
      expect(body.data, q).toEqual([]);
    }
    expect((await search('rouge')).body.data.length).toBeGreaterThan(0);
  });

  it('bounds the query and the locale', async () => {
    expect((await search('a'.repeat(100))).status).toBe(200);
    const long = await search('a'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ data: null, error: { status: 400 } });
    expect((await search('matin', 'fr')).status).toBe(400);
    // Full-width Latin typed on a Chinese keyboard is searched as ASCII.
    expect((await search('ＭＡＴＩＮ')).body.data[0]).toMatchObject({ slug: 'matin' });
    // A repeated parameter searches its first value.
    expect((await app.inject({ url: '/api/search?q=matin&q=rouge' })).json().meta.query).toBe('matin');
  });

  it('sees a content change on the next search', async () => {
    expect((await search('Aurore')).body.data).toEqual([]);
    const file = join(dir, 'products/fragrance/point-du-jour.yaml');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace(/^( {2}name: )(.*)$/m, '$1Aurore $2'));
    expect((await seedContent(database.db, { contentDir: dir })).changed).toBe(true);
    expect(slugs((await search('Aurore')).body.data)).toEqual(['product:point-du-jour']);
  });

  it('is documented in the OpenAPI document', async () => {
    const document = (await app.inject({ url: '/api/openapi.json' })).json();
    expect(document.paths['/api/search'].get.operationId).toBe('search');
  });
});
