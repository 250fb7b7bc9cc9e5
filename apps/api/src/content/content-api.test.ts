import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { brand } from '@oriel/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../server';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';
import { findContentDir } from './loader';
import { seedContent } from '../studio';

describe.each(databaseKinds)('content API on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildServer({ database, logLevel: 'silent' });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('serves a collection page: the collection with its story, then its products', async () => {
    const collection = (await get('/api/collections/matin?locale=zh-Hant')).json();
    expect(collection.data.attributes).toMatchObject({ slug: 'matin', name: '晨光系列', status: 'Active', line: 'fragrance', locale: 'zh-Hant' });
    expect(collection.data.attributes.story.length).toBeGreaterThan(1);
    expect(collection.data.attributes.heroImage).toMatchObject({ width: 1600, height: 900, alt: '晨光系列' });

    const products = (await get('/api/products?locale=en&filters[collection][slug][$eq]=matin')).json();
    expect(products.data.map((p: { attributes: { name: string } }) => p.attributes.name)).toEqual(['L’eau', 'Dans le bleu qui pétille', 'Parole d’eau', 'Point du jour']);
    expect(products.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 4 });
  });

  it('serves a product with its details, prices and related products, tag labels in each language', async () => {
    const en = (await get('/api/products/l-eau?locale=en')).json().data.attributes;
    expect(en).toMatchObject({ name: 'L’eau', tag: 'best_seller', tagLabel: 'BEST-SELLER', priceFrom: 880, currency: 'HKD', olfactoryFamily: { slug: 'aquatic', name: 'Aquatic' } });
    expect(en.variants.map((v: { size: string }) => v.size)).toEqual(['50ml', '100ml']);
    expect(en.notes.top).toBe('Pear skin, bergamot');
    expect(en.related[0].attributes.slug).toBe('point-du-jour');
    expect(en.related.length).toBeLessThanOrEqual(4);
    expect(en.related.every((r: { attributes: { slug: string } }) => r.attributes.slug !== 'l-eau')).toBe(true);
    const zh = (await get('/api/products/point-du-jour?locale=zh-Hant')).json().data.attributes;
    expect(zh).toMatchObject({ tag: 'new', tagLabel: '新品', subtitle: 'Eau de parfum', locale: 'zh-Hant' });
  });

  it('filters makeup by category and ?sub= sub-category, with shades', async () => {
    const lips = (await get('/api/products?locale=en&filters[category][slug][$eq]=lips')).json();
    expect(lips.data.map((p: { attributes: { slug: string } }) => p.attributes.slug)).toEqual(['rouge-palais', 'rouge-matin', 'baume-de-rose']);
    const balms = (await get('/api/products?locale=zh-Hant&filters[category][slug][$eq]=lips&filters[subCategory][slug][$eq]=lip-balm')).json();
    expect(balms.data).toHaveLength(1);
    expect(balms.data[0].attributes.subCategory).toEqual({ slug: 'lip-balm', name: '潤唇膏' });
    const rouge = (await get('/api/products/rouge-palais?locale=zh-Hant')).json().data.attributes;
    expect(rouge.variants[0]).toMatchObject({ shade: '#a52a34', label: '01 宮廷紅' });
    const category = (await get('/api/categories/eyes?locale=en')).json().data.attributes;
    expect(category.first_lvl_sub_categories.map((s: { slug: string }) => s.slug)).toEqual(['eyeshadow', 'mascara']);
  });

  it('finds fragrances by olfactory family, mood and tag, and counts them in the finder facets', async () => {
    const woody = (await get('/api/products?filters[line][$eq]=fragrance&filters[olfactoryFamily][slug][$eq]=woody')).json();
    expect(woody.data.length).toBeGreaterThan(0);
    expect(woody.data.every((p: { attributes: { olfactoryFamily: { slug: string } } }) => p.attributes.olfactoryFamily.slug === 'woody')).toBe(true);
    const either = (await get('/api/products?filters[mood][slug][$in][0]=daring&filters[mood][slug][$in][1]=serene')).json();
    expect(either.data.length).toBeGreaterThan(woody.data.length - 1);
    const bestSellers = (await get('/api/products?filters[tag][$eq]=BEST-SELLER')).json();
    expect(bestSellers.data.every((p: { attributes: { tag: string } }) => p.attributes.tag === 'best_seller')).toBe(true);
    const finder = (await get('/api/finder?locale=en')).json().data;
    const woodyFacet = finder.olfactoryFamilies.find((f: { slug: string }) => f.slug === 'woody');
    expect(woodyFacet.count).toBe(woody.data.length);
    expect(finder.collections.map((c: { slug: string }) => c.slug)).toContain('gratte-ciel');
  });

  it('paginates and sorts product lists', async () => {
    const page2 = (await get('/api/products?filters[line][$eq]=fragrance&pagination[page]=2&pagination[pageSize]=5')).json();
    expect(page2.meta.pagination).toMatchObject({ page: 2, pageSize: 5 });
    expect(page2.data).toHaveLength(5);
    const byPrice = (await get('/api/products?filters[line][$eq]=makeup&sort=price:asc')).json();
    const prices = byPrice.data.map((p: { attributes: { priceFrom: number } }) => p.attributes.priceFrom);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
  });

  it('serves new arrivals, the at-home collection, articles, pages and boutiques', async () => {
    const arrivals = (await get('/api/new-arrivals?locale=en')).json();
    expect(arrivals.data[0].attributes).toMatchObject({ slug: 'le-perce-vent', line: 'fragrance' });
    expect((await get('/api/new-arrivals?filters[line][$eq]=makeup')).json().data.every((p: { attributes: { line: string } }) => p.attributes.line === 'makeup')).toBe(true);

    const home = (await get('/api/home-collections?locale=zh-Hant')).json();
    expect(home.data.map((c: { attributes: { name: string } }) => c.attributes.name)).toEqual(['香居系列']);
    const diffusers = (await get('/api/products?filters[collection][slug][$eq]=a-la-maison')).json();
    expect(diffusers.data[0].attributes.slug).toBe('diffuseur-electrique');

    const articles = (await get('/api/articles?locale=en')).json();
    const dates = articles.data.map((a: { attributes: { date: string } }) => a.attributes.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const article = (await get('/api/articles/the-making-of-matin?locale=zh-Hant')).json().data.attributes;
    expect(article.title).toBe('晨光系列的誕生');
    expect(article.body.find((b: { type: string }) => b.type === 'image').image).toMatchObject({ width: 1200, height: 800 });
    expect(article.relatedProducts).toHaveLength(4);

    const about = await get('/api/pages/about');
    expect(about.json().data.attributes.title).toBe(`About ${brand.name}`);
    expect(about.body).not.toContain('{brand}');
    const warranty = (await get('/api/pages/home-fragrance-warranty?locale=zh-Hant')).json().data.attributes;
    expect(warranty.facts).toEqual({ warrantyYears: 2, effectiveDate: '2022-12-30' });
    expect(warranty.title).toBe('電子香薰機保用條款');
    for (const key of ['terms-of-use', 'privacy-policy', 'cookie-policy', 'about', 'exclusive-rewards', 'loyalty-program']) {
      const page = await get(`/api/pages/${key}?locale=zh-Hant`);
      expect(page.statusCode, key).toBe(200);
      expect(page.json().meta.localeFallback, key).toEqual([]);
    }

    const boutiques = (await get('/api/boutiques?locale=en')).json().data;
    expect(boutiques.filter((b: { attributes: { kind: string } }) => b.attributes.kind === 'permanent')).toHaveLength(2);
    expect(boutiques.filter((b: { attributes: { kind: string } }) => b.attributes.kind === 'pop-up')).toHaveLength(3);
    expect(boutiques[0].attributes).toMatchObject({ name: `${brand.name} Central`, phone: brand.phone.display });
  });

  it('lists every slug for the sitemap', async () => {
    const sitemap = (await get('/api/sitemap')).json().data;
    expect(sitemap.collections.map((c: { slug: string }) => c.slug)).toEqual(['matin', 'collection-noire', 'flacons-de-table', 'gratte-ciel', 'rituel-de-parfum']);
    expect(sitemap.products.length).toBeGreaterThanOrEqual(30);
    expect(sitemap.products.find((p: { slug: string }) => p.slug === 'rouge-palais')).toMatchObject({ line: 'makeup', category: 'lips', collection: null });
    expect(sitemap.pages.map((p: { key: string }) => p.key)).toContain('cookie-policy');
  });

  it('answers 404 JSON for a missing entry and 400 for bad parameters', async () => {
    for (const url of ['/api/products/no-such-thing', '/api/articles/nope', '/api/pages/nope', '/api/collections/nope', '/api/categories/nope', '/api/home-collections/matin']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.name, url).toBe('NotFoundError');
    }
    const badLocale = await get('/api/products?locale=fr');
    expect(badLocale.statusCode).toBe(400);
    expect(badLocale.json().error.message).toBe('Unknown locale "fr": use en or zh-Hant.');
    expect((await get('/api/products?filters[colour][$eq]=red')).json().error.message).toContain('Unknown filter "filters[colour][$eq]"');
    expect((await get('/api/products?pagination[pageSize]=1000')).statusCode).toBe(400);
    expect((await get('/api/products?sort=weight:asc')).statusCode).toBe(400);
    expect((await get('/api/products?filters[tag][$eq]=sale')).statusCode).toBe(400);
  });

  it('sends shared-cache headers and an ETag, and answers 304 to a matching If-None-Match', async () => {
    const first = await get('/api/products/l-eau?locale=en');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/api/products/l-eau?locale=en', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get('/api/products/l-eau?locale=zh-Hant', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('serves the images it names, immutable under their current hash', async () => {
    const image = (await get('/api/products/l-eau')).json().data.attributes.image;
    const response = await get(image.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toContain(`viewBox="0 0 ${image.width} ${image.height}"`);
    expect((await get(image.url.replace(/\/api\/media\/\w+\//, '/api/media/0000000000/'))).headers['cache-control']).toBe('public, max-age=60');
    // Drawings are rendered as WebP; photographs also as AVIF.
    const webp = image.sources.find((s: { type: string }) => s.type === 'image/webp').srcSet.split(', ')[0].split(' ')[0];
    const raster = await get(webp);
    expect(raster.statusCode).toBe(200);
    expect(raster.headers['content-type']).toBe('image/webp');
    expect(raster.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(raster.headers['content-length'])).toBeGreaterThan(500);
    expect((await get(webp.replace(/-\d+w\./, '-333w.'))).statusCode).toBe(404);
    expect((await get('/api/media/0000000000/products/nothing.svg')).statusCode).toBe(404);
    expect((await get('/api/media/0000000000/..%2F..%2Fpackage.json')).statusCode).toBe(404);
  });
});

describe('a zh-Hant text missing from a content file', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'oriel-content-'));
    await cp(findContentDir(), dir, { recursive: true });
    const file = join(dir, 'products/fragrance/l-eau.yaml');
    const text = await readFile(file, 'utf8');
    // Drop the Chinese description and details of one product.
    const [before, zh] = text.split('zh-Hant:\n');
    const trimmed = zh!.replace(/ {2}description: .*\n/, '').replace(/ {2}details:\n( {4}- .*\n)+/, '');
    await writeFile(file, `${before}zh-Hant:\n${trimmed}`);
    // ...one sub-category name and one shade name.
    const lips = join(dir, 'makeup-categories/lips.yaml');
    await writeFile(lips, (await readFile(lips, 'utf8')).replace('    zh-Hant:\n      name: 潤唇膏\n', ''));
    const rouge = join(dir, 'products/makeup/rouge-matin.yaml');
    await writeFile(rouge, (await readFile(rouge, 'utf8')).replace('      zh-Hant: 11 黎明\n', ''));
    database = await createTestDatabase('pglite', { seed: false });
    await seedContent(database.db, { contentDir: dir });
    app = await buildServer({ database, logLevel: 'silent' });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('falls back to English field by field and names the fields in meta.localeFallback', async () => {
    const body = (await app.inject({ url: '/api/products/l-eau?locale=zh-Hant' })).json();
    expect(body.data.attributes.subtitle).toBe('Eau de parfum');
    expect(body.data.attributes.description).toMatch(/^The first glass of water/);
    expect(body.data.attributes.details[0]).toBe('Eau de parfum');
    expect(body.meta.localeFallback).toEqual(['l-eau.description', 'l-eau.details']);
    const list = (await app.inject({ url: '/api/products?locale=zh-Hant&filters[collection][slug][$eq]=matin' })).json();
    expect(list.meta.localeFallback).toEqual(['l-eau.description', 'l-eau.details']);
    expect((await app.inject({ url: '/api/products/l-eau?locale=en' })).json().meta.localeFallback).toEqual([]);

    const lips = (await app.inject({ url: '/api/categories/lips?locale=zh-Hant' })).json();
    expect(lips.data.attributes.first_lvl_sub_categories).toEqual([{ slug: 'lipstick', name: '唇膏' }, { slug: 'lip-balm', name: 'Lip balm' }]);
    expect(lips.meta.localeFallback).toEqual(['lips.subCategories.lip-balm.name']);
    const menu = (await app.inject({ url: '/api/categories/get-all-categories-with-sub-categories?locale=zh-Hant' })).json();
    expect(menu[2].first_lvl_sub_categories[1]).toEqual({ slug: 'lip-balm', name: 'Lip balm' });
    const rouge = (await app.inject({ url: '/api/products/rouge-matin?locale=zh-Hant' })).json();
    expect(rouge.data.attributes.variants[0].label).toBe('11 Aube');
    expect(rouge.meta.localeFallback).toEqual(['rouge-matin.variants.OR-RM-01.label']);
  });
});
