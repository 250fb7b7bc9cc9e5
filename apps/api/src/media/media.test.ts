import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaAsset } from '@oriel/contracts/media';
import { loadConfig } from '../config';
import { buildServer } from '../server';
import { createStudioAuth, StaffAccounts } from '../studio';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';
import { sniffImageType } from './sniff';
import { localDiskStorage } from './storage';

const origin = 'http://localhost:3000';
const password = 'correct horse battery staple';
const staffMembers = { admin: 'ada@oriel.example', editor: 'eddie@oriel.example', 'campaign-manager': 'cam@oriel.example' } as const;
type Role = keyof typeof staffMembers;

/** A photograph-sized picture: a gradient, so the encoders have something to encode. */
async function photo(format: 'jpeg' | 'png' | 'webp' | 'avif', width = 1000, height = 800, colour = '#7a4b2a') {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#f3e6d0"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 3}" r="${height / 5}" fill="#222"/></svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

describe('sniffImageType', () => {
  it('knows the four formats by their bytes and nothing else', async () => {
    expect(sniffImageType(await photo('jpeg', 40, 30))).toBe('image/jpeg');
    expect(sniffImageType(await photo('png', 40, 30))).toBe('image/png');
    expect(sniffImageType(await photo('webp', 40, 30))).toBe('image/webp');
    expect(sniffImageType(await photo('avif', 40, 30))).toBe('image/avif');
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImageType(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00'))).toBeNull();
  });
});

describe.each(databaseKinds)('media library on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let folder: string;
  const cookies: Partial<Record<Role, string>> = {};

  const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, role: Role | null, body?: unknown) =>
    app.inject({
      method,
      url,
      headers: { origin, host: 'localhost:3000', ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(role ? { cookie: cookies[role]! } : {}) },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
  const send = (method: 'POST' | 'PUT', url: string, role: Role | null, bytes: Buffer, type = 'image/jpeg') =>
    app.inject({ method, url, headers: { origin, host: 'localhost:3000', 'content-type': type, ...(role ? { cookie: cookies[role]! } : {}) }, payload: bytes });
  const upload = (bytes: Buffer, role: Role = 'editor', type = 'image/jpeg', alt = { en: 'A flacon of L’eau on travertine', zh: '石灰華上的 L’eau 香水瓶' }) =>
    send('POST', `/api/studio/media?altEn=${encodeURIComponent(alt.en)}&altZhHant=${encodeURIComponent(alt.zh)}`, role, bytes, type);
  /** The renditions are made after the upload is answered: wait for them (bounded). */
  const settled = async (id: string): Promise<MediaAsset> => {
    for (let i = 0; i < 300; i++) {
      const asset = (await request('GET', `/api/studio/media/${id}`, 'editor')).json().data as MediaAsset;
      if (asset.status !== 'processing' && !asset.replacing) return asset;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`renditions of ${id} never finished`);
  };
  const product = async (locale = 'en') => {
    // The content version is checked at most once a second.
    await new Promise((r) => setTimeout(r, 1100));
    return (await app.inject({ url: `/api/products/l-eau?locale=${locale}` })).json().data.attributes as { images: { url: string; alt: string; width: number; sources: { type: string; srcSet: string }[]; focus?: { x: number; y: number } }[] };
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    folder = mkdtempSync(join(tmpdir(), 'oriel-media-test-'));
    app = await buildServer({ database, logLevel: 'silent', studio: { mediaStorage: localDiskStorage(folder) } });
    const staff = new StaffAccounts(database.db, createStudioAuth({ db: database.db, secret: loadConfig().STUDIO_SECRET, trustedOrigins: [origin] }));
    for (const [role, email] of Object.entries(staffMembers)) {
      await staff.add({ email: 'test setup' }, { email, role: role as Role, password });
      const response = await app.inject({
        method: 'POST',
        url: '/api/studio/auth/sign-in/email',
        headers: { origin, host: 'localhost:3000', 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${Object.keys(cookies).length + 10}` },
        payload: JSON.stringify({ email, password }),
      });
      expect(response.statusCode).toBe(200);
      cookies[role as Role] = [response.headers['set-cookie']].flat().map((c) => String(c).split(';')[0]).join('; ');
    }
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('lets editors and admins manage media, and refuses campaign managers and the signed-out', async () => {
    const jpeg = await photo('jpeg', 600, 400);
    expect((await request('GET', '/api/studio/media', null)).statusCode).toBe(401);
    expect((await upload(jpeg, 'campaign-manager')).statusCode).toBe(403);
    expect((await request('GET', '/api/studio/media', 'campaign-manager')).statusCode).toBe(403);
    const byAdmin = await upload(jpeg, 'admin');
    expect(byAdmin.statusCode).toBe(202);
    const id = byAdmin.json().data.id as string;
    expect((await request('PUT', `/api/studio/media/${id}`, 'campaign-manager', { alt: { en: 'x', 'zh-Hant': 'x' }, focus: { x: 0.5, y: 0.5 } })).statusCode).toBe(403);
    expect((await request('DELETE', `/api/studio/media/${id}`, 'campaign-manager')).statusCode).toBe(403);
    await settled(id);
    expect((await request('DELETE', `/api/studio/media/${id}`, 'editor')).statusCode).toBe(200);
    const audit = (await request('GET', '/api/studio/audit', 'admin')).json().data as { action: string; actor: string }[];
    expect(audit.filter((e) => e.action === 'refused').length).toBeGreaterThanOrEqual(4);
    expect(audit.some((e) => e.action === 'media.upload' && e.actor === staffMembers.admin)).toBe(true);
    expect(audit.some((e) => e.action === 'media.remove' && e.actor === staffMembers.editor)).toBe(true);
  });

  it('refuses a file that is not one of the four formats whatever it is called or declared, and uploads without both alt texts', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await upload(svg, 'editor', 'image/jpeg')).statusCode).toBe(400);
    const truncated = (await photo('jpeg', 600, 400)).subarray(0, 200);
    expect((await upload(truncated)).statusCode).toBe(400);
    const noChinese = await upload(await photo('jpeg', 600, 400), 'editor', 'image/jpeg', { en: 'A flacon', zh: ' ' });
    expect(noChinese.statusCode).toBe(400);
    expect(noChinese.json().error.details.fields).toEqual([expect.objectContaining({ path: 'alt.zh-Hant' })]);
    // A text body is not an upload: the route takes image types only.
    expect((await send('POST', '/api/studio/media?altEn=a&altZhHant=b', 'editor', Buffer.from('hello'), 'text/plain')).statusCode).toBe(415);
    // A PNG declared as JPEG is taken as what its bytes are.
    const png = await upload(await photo('png', 600, 400), 'editor', 'image/jpeg');
    expect(png.statusCode).toBe(202);
    await settled(png.json().data.id);
  });

  it('refuses a body over the upload limit, and keeps the 64 KB limit on every other studio route', async () => {
    const tooLarge = Buffer.alloc(loadConfig().MEDIA_UPLOAD_MAX_MB * 1024 * 1024 + 1, 0xff);
    expect((await upload(tooLarge)).statusCode).toBe(413);
    const bigJson = await request('PUT', '/api/studio/entries/product/l-eau/draft', 'editor', { document: { padding: 'x'.repeat(2 * 1024 * 1024) } });
    expect(bigJson.statusCode).toBe(413);
  });

  it('makes AVIF and WebP renditions at the site widths in the background, serves them immutable, and puts the photograph on a product once published', async () => {
    const uploaded = await upload(await photo('jpeg', 1000, 1250));
    expect(uploaded.statusCode).toBe(202);
    expect(uploaded.json().data.status).toBe('processing');
    const asset = await settled(uploaded.json().data.id);
    expect(asset).toMatchObject({ status: 'ready', width: 1000, height: 1250, key: `uploads/${asset.id}` });

    const detail = (await request('GET', '/api/studio/entries/product/l-eau', 'editor')).json().data;
    const document = structuredClone(detail.live);
    document.images = [asset.key, ...document.images.slice(1)];
    expect((await request('PUT', '/api/studio/entries/product/l-eau/draft', 'editor', { document })).statusCode).toBe(200);
    expect((await request('POST', '/api/studio/entries/product/l-eau/publish', 'editor', {})).statusCode).toBe(200);

    const [en, zh] = [await product('en'), await product('zh-Hant')];
    const image = en.images[0]!;
    expect(image.url).toMatch(new RegExp(`^/api/media/uploads/${asset.id}/[0-9a-f]{12}-960w\\.webp$`));
    expect(image.alt).toBe('A flacon of L’eau on travertine');
    expect(zh.images[0]!.alt).toBe('石灰華上的 L’eau 香水瓶');
    expect(image.width).toBe(1000);
    expect(image.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect(image.sources[0]!.srcSet.split(', ').map((s) => s.split(' ')[1])).toEqual(['480w', '960w']);

    for (const source of image.sources) {
      const [first] = source.srcSet.split(' ');
      const file = await app.inject({ url: first! });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(source.type);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.width).toBe(480);
    }
    expect((await app.inject({ url: image.url.replace(/-960w/, '-961w') })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/media/uploads/${asset.id}/..%2f..%2fetc-480w.webp` })).statusCode).toBe(404);

    // Where it is used: the studio names the product.
    const used = (await request('GET', `/api/studio/media/${asset.id}`, 'editor')).json().data as MediaAsset;
    expect(used.usages).toEqual([expect.objectContaining({ type: 'product', key: 'l-eau', field: 'images.0', draft: false })]);
    // An image in use cannot be removed.
    expect((await request('DELETE', `/api/studio/media/${asset.id}`, 'editor')).statusCode).toBe(409);

    // The focal point and alt texts reach the page without publishing the product again.
    const changed = await request('PUT', `/api/studio/media/${asset.id}`, 'editor', { alt: { en: 'L’eau in morning light', 'zh-Hant': '晨光中的 L’eau' }, focus: { x: 0.25, y: 0.8 } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.version).toBe(asset.version + 1);
    // A save from a page opened before that change is refused (409) with who made it; nothing is undone.
    const stale = await request('PUT', `/api/studio/media/${asset.id}`, 'admin', { alt: { en: 'Old words', 'zh-Hant': '舊字' }, focus: { x: 0.5, y: 0.5 }, baseVersion: asset.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toMatch(/^Changed by .+ at \d\d:\d\d/);
    expect(stale.json().error.details).toMatchObject({ code: 'stale', version: asset.version + 1, current: { alt: { en: 'L’eau in morning light' }, focus: { x: 0.25, y: 0.8 } } });
    const after = (await product('en')).images[0]!;
    expect(after.alt).toBe('L’eau in morning light');
    expect(after.focus).toEqual({ x: 0.25, y: 0.8 });

    // Replacing the file: every use gets the new renditions under a new hash; the old URL still answers briefly cached.
    const replaced = await send('PUT', `/api/studio/media/${asset.id}/file`, 'editor', await photo('webp', 1600, 900, '#1d3b5c'), 'image/webp');
    expect(replaced.statusCode).toBe(202);
    expect((await settled(asset.id)).width).toBe(1600);
    const fresh = (await product('en')).images[0]!;
    expect(fresh.url).not.toBe(image.url);
    expect(fresh.sources[1]!.srcSet.split(', ').map((s) => s.split(' ')[1])).toEqual(['480w', '960w', '1440w']);
    const old = await app.inject({ url: image.url });
    expect(old.statusCode).toBe(200);
    expect(old.headers['cache-control']).toBe('public, max-age=60');
  });
});
