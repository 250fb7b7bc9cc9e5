import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { readContentBundle } from './bundle';
import { ContentError, findContentDir } from './loader';
import { seedContent } from '../studio';

/** A scratch copy of content/ for each test, so a test can break one file. */
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'oriel-content-'));
  await cp(findContentDir(), dir, { recursive: true });
  return () => rm(dir, { recursive: true, force: true });
});
async function edit(file: string, change: (text: string) => string) {
  const path = join(dir, file);
  await writeFile(path, change(await readFile(path, 'utf8')));
}
async function contentError(): Promise<ContentError> {
  const error = await readContentBundle(dir).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentError);
  return error as ContentError;
}

describe('content files', () => {
  it('the repository content is valid', async () => {
    const bundle = await readContentBundle(findContentDir());
    const fragrance = bundle.collections.filter((c) => c.data.line === 'fragrance').sort((a, b) => a.data.position - b.data.position);
    expect(fragrance.map((c) => c.data.en.name)).toEqual(['Matin', 'Collection noire', 'Flacons de table', 'Gratte-ciel', 'Rituel de parfum']);
    expect(bundle.boutiques.map((b) => b.data.kind).sort()).toEqual(['permanent', 'permanent', 'pop-up', 'pop-up', 'pop-up']);
    // Every entry has its Chinese texts: nothing falls back in the shipped content.
    for (const entry of [...bundle.collections, ...bundle.products, ...bundle.articles, ...bundle.pages, ...bundle.boutiques, ...bundle.categories]) {
      expect(Object.keys(entry.data['zh-Hant'] ?? {}).sort(), entry.file).toEqual(Object.keys(entry.data.en).sort());
    }
  });

  it('names the file and the field of a bad value', async () => {
    await edit('products/fragrance/l-eau.yaml', (t) => t.replace('price: 1450', 'price: -5'));
    const error = await contentError();
    expect(error.message).toBe('content/products/fragrance/l-eau.yaml: variants.1.price: Too small: expected number to be >0');
  });

  it('names a missing English text and an unknown field', async () => {
    await edit('pages/about.yaml', (t) => t.replace(/\n {2}intro: A Parisian.*\n/, '\n'));
    expect((await contentError()).message).toMatch(/^content\/pages\/about\.yaml: en\.intro: /);
    await cp(join(findContentDir(), 'pages/about.yaml'), join(dir, 'pages/about.yaml'));
    await edit('boutiques/central.yaml', (t) => t.replace('kind: permanent', 'kind: permanent\nopeningSoon: true'));
    expect((await contentError()).message).toBe('content/boutiques/central.yaml: openingSoon: unknown field (misspelt, or not part of this kind of file)');
  });

  it('names a broken reference between entries and a missing image', async () => {
    await edit('products/makeup/rouge-matin.yaml', (t) => t.replace('subCategory: lipstick', 'subCategory: lip-liner'));
    expect((await contentError()).message).toBe('content/products/makeup/rouge-matin.yaml: subCategory: no sub-category of lips "lip-liner"');
    await cp(join(findContentDir(), 'products/makeup/rouge-matin.yaml'), join(dir, 'products/makeup/rouge-matin.yaml'));
    await edit('articles/an-evening-ritual.yaml', (t) => t.replace('coverImage: articles/an-evening-ritual', 'coverImage: articles/missing'));
    expect((await contentError()).message).toBe('content/articles/an-evening-ritual.yaml: coverImage: no image (run tools/media/generate.mjs) "articles/missing"');
  });

  it('names invalid YAML and a duplicate slug', async () => {
    await edit('collections/matin.yaml', (t) => t.replace('status: Active', 'status: [Active'));
    expect((await contentError()).message).toMatch(/^content\/collections\/matin\.yaml: \(file\): not valid YAML/);
    await cp(join(findContentDir(), 'collections/matin.yaml'), join(dir, 'collections/matin.yaml'));
    await edit('articles/an-evening-ritual.yaml', (t) => t.replace('slug: an-evening-ritual', 'slug: the-making-of-matin'));
    expect((await contentError()).message).toBe('content/articles/the-making-of-matin.yaml: slug: "the-making-of-matin" is already used by content/articles/an-evening-ritual.yaml');
  });
});

describe('loading content into the database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite', { seed: false });
  });
  afterAll(() => database.drop());

  const counts = async () => {
    const db = database.db;
    const count = async (table: 'products' | 'product_texts' | 'collections' | 'sub_categories' | 'pages' | 'boutiques' | 'media') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    return {
      products: await count('products'),
      productTexts: await count('product_texts'),
      collections: await count('collections'),
      subCategories: await count('sub_categories'),
      pages: await count('pages'),
      boutiques: await count('boutiques'),
      media: await count('media'),
    };
  };

  it('is idempotent, applies edits and removals, and keeps ids stable', async () => {
    const first = await seedContent(database.db, { contentDir: dir });
    expect(first.changed).toBe(true);
    const before = await counts();
    expect(before).toMatchObject({ products: 30, productTexts: 60, collections: 6, boutiques: 5 });
    const id = (await database.db.selectFrom('products').select('id').where('slug', '=', 'l-eau').executeTakeFirstOrThrow()).id;

    expect(await seedContent(database.db, { contentDir: dir })).toEqual({ version: first.version, changed: false });
    await seedContent(database.db, { contentDir: dir, force: true });
    expect(await counts()).toEqual(before);

    await edit('products/fragrance/l-eau.yaml', (t) => t.replace('price: 1450', 'price: 1480'));
    await rm(join(dir, 'products/makeup/baume-de-rose.yaml'));
    const second = await seedContent(database.db, { contentDir: dir });
    expect(second.changed).toBe(true);
    expect(second.version).not.toBe(first.version);
    const lEau = await database.db.selectFrom('products').select(['id', 'variants']).where('slug', '=', 'l-eau').executeTakeFirstOrThrow();
    expect(lEau.id).toBe(id);
    expect(JSON.stringify(lEau.variants)).toContain('1480');
    expect((await counts()).products).toBe(29);

    // Emptying a folder removes all its entries.
    await rm(join(dir, 'boutiques'), { recursive: true });
    await seedContent(database.db, { contentDir: dir });
    expect((await counts()).boutiques).toBe(0);
    await cp(join(findContentDir(), 'boutiques'), join(dir, 'boutiques'), { recursive: true });
    await seedContent(database.db, { contentDir: dir });
  });

  it('leaves the database as it was when the content is bad', async () => {
    const before = await counts();
    await edit('boutiques/central.yaml', (t) => t.replace('kind: permanent', 'kind: flagship'));
    await expect(seedContent(database.db, { contentDir: dir })).rejects.toThrow('content/boutiques/central.yaml: kind: ');
    expect(await counts()).toEqual(before);
  });
});
