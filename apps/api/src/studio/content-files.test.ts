import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findContentDir, readContentFiles } from '../content';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { uploadedMediaIn, writeContentFiles } from './content-files';
import { StudioContent } from './entries';

const editor = { email: 'eddie@oriel.example' };

describe('npm run content -- export / import', () => {
  let database: TestDatabase;
  let dir: string;
  let content: StudioContent;
  const liveDescription = async (slug: string) =>
    ((await database.db.selectFrom('products').innerJoin('product_texts', 'product_texts.product_id', 'products.id').select('product_texts.fields').where('products.slug', '=', slug).where('product_texts.locale', '=', 'en').executeTakeFirstOrThrow()).fields as { description?: string })
      .description;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'editing-content-'));
    await cp(findContentDir(), dir, { recursive: true });
    database = await createTestDatabase('pglite');
    content = new StudioContent(database.db, dir);
  });
  afterAll(async () => {
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('exports nothing while the files hold the live content', async () => {
    expect(await writeContentFiles(dir, await content.exportDocuments())).toEqual([]);
  });

  it('writes only the published entry back to its file, keeping its comment, key order and {brand}', async () => {
    const file = join(dir, 'products/fragrance/l-eau.yaml');
    const before = await readFile(file, 'utf8');
    const live = (await content.detail('product', 'l-eau')).live;
    await content.saveDraft(editor, 'product', 'l-eau', { ...live, en: { ...(live.en as object), description: 'Written in the studio.' } });
    await content.publish(editor, 'product', 'l-eau');
    // A draft is not published content: it stays out of the files.
    const story = (await content.detail('article', 'the-making-of-matin')).live;
    await content.saveDraft(editor, 'article', 'the-making-of-matin', { ...story, en: { ...(story.en as object), title: 'A draft title' } });

    expect(await writeContentFiles(dir, await content.exportDocuments())).toEqual(['products/fragrance/l-eau.yaml']);
    const after = await readFile(file, 'utf8');
    expect(after).toContain('description: Written in the studio.');
    expect(after.split('\n')[0]).toBe(before.split('\n')[0]);
    // Only the changed text differs (the old one was folded over two lines); the rest is as written.
    const added = after.split('\n').filter((line) => !before.split('\n').includes(line));
    const removed = before.split('\n').filter((line) => !after.split('\n').includes(line));
    expect(added).toEqual(['  description: Written in the studio.']);
    expect(removed).toHaveLength(2);
    expect(removed[0]).toMatch(/^ {2}description: 'The first glass of water/);
    // The files load as they are and give the live content.
    const reread = await readContentFiles(dir);
    expect(reread.products.find((p) => p.data.slug === 'l-eau')!.data.en.description).toBe('Written in the studio.');
    expect(await readFile(join(dir, 'articles/the-making-of-matin.yaml'), 'utf8')).not.toContain('A draft title');

    // The house's name goes back to {brand} (the loader fills it in), in a changed and an unchanged text.
    const boutique = (await content.detail('boutique', 'central')).live as { en: { name: string; note?: string } };
    expect(boutique.en.name).not.toContain('{brand}');
    await content.saveDraft(editor, 'boutique', 'central', { ...boutique, en: { ...boutique.en, name: `${boutique.en.name} flagship` } });
    await content.publish(editor, 'boutique', 'central');
    expect(await writeContentFiles(dir, await content.exportDocuments())).toEqual(['boutiques/central.yaml']);
    expect(await readFile(join(dir, 'boutiques/central.yaml'), 'utf8')).toContain("name: '{brand} Central flagship'");
  });

  it('imports the files: an edited file replaces the studio publication, kept as an import revision', async () => {
    const file = join(dir, 'products/fragrance/l-eau.yaml');
    await writeFile(file, (await readFile(file, 'utf8')).replace('description: Written in the studio.', 'description: Edited in the file.'));
    const result = await content.importFiles({ email: 'content command (server console)' });
    expect(result.imported).toEqual(['product:l-eau']);
    expect(await liveDescription('l-eau')).toBe('Edited in the file.');
    const detail = await content.detail('product', 'l-eau');
    expect(detail.revisions[0]!.action).toBe('import');
    expect(detail.live.en).toMatchObject({ description: 'Edited in the file.' });
    // Drafts are not touched by an import.
    expect((await content.detail('article', 'the-making-of-matin')).draft).not.toBeNull();
  });

  it('names every uploaded photograph the exported files use, with those files: the files do not carry them', async () => {
    const entries = await content.exportDocuments();
    // The seed (a fresh clone) names none: it starts complete from content/.
    expect(uploadedMediaIn(entries)).toEqual([]);
    const withUploads = entries.map((entry) =>
      entry.file === 'products/fragrance/l-eau.yaml' ? { ...entry, document: { ...entry.document, images: ['uploads/abcdefgh1234', 'products/l-eau-detail'] } } : entry,
    );
    const boutique = withUploads.find((e) => e.type === 'boutique')!;
    boutique.document = { ...boutique.document, en: { ...(boutique.document.en as object), image: 'uploads/abcdefgh1234' } };
    expect(uploadedMediaIn(withUploads)).toEqual([{ key: 'uploads/abcdefgh1234', files: [boutique.file, 'products/fragrance/l-eau.yaml'].sort() }]);
  });
});
