import { type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { ensureStaff, signInToStudio, staffPassword as password } from '../../../tools/testing/staff.ts';
import { expectAxeClean } from './support/checks';
import { studioSite } from './support/site';

// The media library: an editor uploads a photograph (file input, alt texts in
// both languages, progress), sets its focal point, adds it to a product and publishes: the public
// product page shows it in both languages; replacing the file (dropped) changes it everywhere; a
// campaign manager is refused.

test.describe.configure({ mode: 'serial' });

const editor = 'media-editor@oriel.example';
const campaignManager = 'media-campaigns@oriel.example';
const productPath = '/fragrance/collection-noire/encre-de-nuit';
const altEn = 'Encre de nuit on black marble, lit from the left';
const altZh = '黑色大理石上的 Encre de nuit，光從左方照來';


test.beforeAll(async () => {
  await ensureStaff(studioSite, password, { [editor]: 'editor', [campaignManager]: 'campaign-manager' });
});

/** A photograph-like picture made here (no download): a gradient ground and a dark flacon shape. */
function photograph(format: 'jpeg' | 'png', ground: string, width = 1600, height = 2000) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="g" cx="0.3" cy="0.3"><stop offset="0" stop-color="#f4ead8"/><stop offset="1" stop-color="${ground}"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><rect x="${width * 0.38}" y="${height * 0.3}" width="${width * 0.24}" height="${height * 0.45}" rx="24" fill="#15151a"/><rect x="${width * 0.45}" y="${height * 0.22}" width="${width * 0.1}" height="${height * 0.09}" fill="#b08d57"/></svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

/** The `src` of the product page's first gallery picture. */
async function firstPicture(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  return /<img[^>]*src="(\/api\/media\/[^"]+)"[^>]*alt="([^"]*)"/.exec(html) ?? /<img[^>]*alt="([^"]*)"[^>]*src="(\/api\/media\/[^"]+)"/.exec(html);
}

test('an editor uploads a photograph, sets its focal point, uses it on a product and publishes: the product page shows it', async ({ page }, testInfo) => {
  test.slow();
  await signInToStudio(page, editor);
  await page.getByRole('link', { name: 'Media library' }).click();
  await expect(page.getByRole('heading', { name: 'Media library', level: 1 })).toBeVisible();
  await expectAxeClean(page);

  // The plain file input (keyboard path), both alt texts, the progress bar.
  await page.getByLabel('Choose a photograph').setInputFiles({ name: 'DSC_0042 final (2).JPG', mimeType: 'image/jpeg', buffer: await photograph('jpeg', '#2b2f3a') });
  await page.getByLabel('Alt text (English)').fill(altEn);
  await page.getByRole('button', { name: 'Upload' }).click();
  // The Chinese alt text is required: the browser keeps the form until it is given.
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveCount(0);
  await page.getByLabel('Alt text (Traditional Chinese)').fill(altZh);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '100');
  await expect(page.getByRole('status').filter({ hasText: 'Uploaded' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('media-library-1280.png'), fullPage: true });

  // Renditions are made in the background; the card says when it is ready.
  const card = page.locator('[data-slot="media-card"]').filter({ hasText: altEn });
  await expect(card.getByText('Ready')).toBeVisible({ timeout: 30_000 });
  await card.getByRole('link', { name: altEn }).click();
  await expect(page.getByRole('heading', { name: altEn, level: 1 })).toBeVisible();
  await expectAxeClean(page);

  // Focal point by keyboard: the two position fields.
  await page.getByLabel('From the left (%)').fill('50');
  await page.getByLabel('From the top (%)').fill('40');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Saved');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('media-detail-1280.png'), fullPage: true });

  // Use it on a product, then publish the product.
  await page.getByLabel('Product', { exact: true }).selectOption('encre-de-nuit');
  await page.getByLabel('Position among its pictures').selectOption('replace-first');
  await page.getByRole('button', { name: 'Add to the product’s draft' }).click();
  await expect(page.getByRole('status')).toContainText('Added to the draft of Encre de nuit');
  const key = (await page.locator('code').first().textContent())!;
  const id = key.replace('uploads/', '');
  // A draft: the public page does not show it yet.
  expect((await firstPicture(page, productPath))?.[0]).not.toContain(`/uploads/${id}/`);
  await page.getByRole('link', { name: 'Open the product' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toContainText('Published');
  await expect.poll(async () => (await firstPicture(page, productPath))?.[0] ?? '', { timeout: 10_000 }).toContain(`/api/media/uploads/${id}/`);
  await expect.poll(async () => (await firstPicture(page, `/tc${productPath}`))?.[0] ?? '', { timeout: 10_000 }).toContain(altZh);

  // The public page really shows it (the picture loads, in a modern format, cached for a year).
  for (const [width, path] of [
    [375, productPath],
    [1440, productPath],
    [375, `/tc${productPath}`],
  ] as const) {
    await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
    await page.goto(path);
    const picture = page.getByRole('img', { name: path.startsWith('/tc') ? altZh : altEn });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(new RegExp(`/api/media/uploads/${id}/[0-9a-f]{12}-\\d+w\\.avif$`));
    expect(await picture.evaluate((img: HTMLImageElement) => getComputedStyle(img).objectPosition)).toBe('50% 40%');
    await page.screenshot({ path: testInfo.outputPath(`product-${path.startsWith('/tc') ? 'tc' : 'en'}-${width}.png`) });
  }
  const src = (await firstPicture(page, productPath))![1]!;
  const file = await page.request.get(src);
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // Replace everywhere: a new file dropped on the drop zone; the product page follows without a new publication.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/studio/media/${id}`);
  const replacement = (await photograph('png', '#6b3b2a', 1800, 1200)).toString('base64');
  const dataTransfer = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'anything.txt', { type: 'image/png' }));
    return transfer;
  }, replacement);
  const zone = page.getByRole('region', { name: 'Replace everywhere' }).locator('[data-slot="dropzone"]');
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(page.getByRole('progressbar', { name: 'Replacement progress' })).toHaveAttribute('value', '100');
  await expect(page.getByText('1800 × 1200 px')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-slot="narrow-photograph"]')).toHaveCount(0);
  await expect.poll(async () => (await firstPicture(page, productPath))?.[1] ?? '', { timeout: 10_000 }).not.toBe(src);
  expect((await firstPicture(page, productPath))?.[1]).toContain(`/api/media/uploads/${id}/`);
});

test('a photograph narrower than the widest picture is kept, and its page says where it will look soft', async ({ page }) => {
  await signInToStudio(page, editor);
  const uploaded = await page.request.post(`/api/studio/media?altEn=${encodeURIComponent('A narrow flacon')}&altZhHant=${encodeURIComponent('窄身香水瓶')}`, {
    data: await photograph('jpeg', '#443322', 800, 600),
    headers: { 'content-type': 'image/jpeg', origin: new URL(page.url()).origin },
  });
  expect(uploaded.status()).toBe(202);
  const { key } = (await uploaded.json()).data as { key: string };
  await page.goto(`/studio/media/${key.replace('uploads/', '')}`);
  await expect(page.getByText('800 × 600 px')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-slot="narrow-photograph"]')).toContainText('This photograph is 800 px wide, narrower than the 1,440 px a picture across the page needs');
});

test('a campaign manager may not manage media (refused by the server)', async ({ page }) => {
  await signInToStudio(page, campaignManager);
  await expect(page.getByRole('link', { name: 'Media library' })).toHaveCount(0);
  const library = await page.goto('/studio/media');
  expect(library?.status()).toBe(403);
  const refused = await page.request.post('/api/studio/media?altEn=a&altZhHant=b', {
    data: await photograph('jpeg', '#333', 200, 200),
    headers: { 'content-type': 'image/jpeg', origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(403);
});
