import { type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { ensureStaff, signInToStudio, staffPassword as password } from '../../../tools/testing/staff.ts';
import { studioSite } from './support/site';

// On a portrait photograph the focal point was once saved off where it was clicked (68 % came
// back as 64 %, the left edge as 12 %): the click was measured on the box around the picture, not
// on the photo drawn inside it (object-fit: contain leaves bands beside a portrait photo). Clicks
// at the photo's corners and centre must save those very points.

const editor = 'focal-editor@oriel.example';

test.beforeAll(async () => {
  await ensureStaff(studioSite, password, { [editor]: 'editor' });
});

const portrait = () =>
  sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="2000"><rect width="100%" height="100%" fill="#d8c8a8"/><rect x="400" y="600" width="400" height="900" fill="#15151a"/></svg>'))
    .jpeg()
    .toBuffer();

/** The photo as drawn inside its <img> (object-fit: contain, centred), in page coordinates. */
async function photoBox(page: Page, within = '') {
  return page.locator(`${within} .studio-focus-image img`.trim()).evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    img.scrollIntoView({ block: 'center' });
    const box = img.getBoundingClientRect();
    const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
    const width = img.naturalWidth * scale;
    const height = img.naturalHeight * scale;
    return { left: box.left + (box.width - width) / 2, top: box.top + (box.height - height) / 2, width, height, boxWidth: box.width };
  });
}

test('clicks at the corners, the centre and 68 % across a portrait photo save those points', async ({ page }) => {
  test.slow();
  await signInToStudio(page, editor);
  await page.goto('/studio/media');
  const alt = `Portrait flacon ${Date.now().toString(36)}`;
  await page.getByLabel('Choose a photograph').setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: await portrait() });
  await page.getByLabel('Alt text (English)').fill(alt);
  await page.getByLabel('Alt text (Traditional Chinese)').fill('直身香水瓶');
  await page.getByRole('button', { name: 'Upload' }).click();
  const card = page.locator('[data-slot="media-card"]').filter({ hasText: alt });
  await expect(card.getByText('Ready')).toBeVisible({ timeout: 30_000 });
  await card.getByRole('link', { name: alt }).click();
  await expect(page.getByRole('heading', { name: alt, level: 1 })).toBeVisible();

  const first = await photoBox(page);
  // The case of the report: the photo is narrower than its box (bands beside it).
  expect(first.width).toBeLessThan(first.boxWidth - 20);

  const points: [number, number][] = [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
    [0.5, 0.5],
    [0.68, 0.3],
  ];
  for (const [x, y] of points) {
    const box = await photoBox(page);
    // Just inside the photo at its edges.
    const px = box.left + Math.min(box.width - 1, Math.max(1, x * box.width));
    const py = box.top + Math.min(box.height - 1, Math.max(1, y * box.height));
    // Clicked again until the page's script has started (a reloaded page is server-rendered first).
    await expect(async () => {
      await page.mouse.click(px, py);
      await expect(page.getByLabel('From the left (%)')).toHaveValue(String(Math.round(x * 100)), { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByLabel('From the top (%)')).toHaveValue(String(Math.round(y * 100)));
    // The marker sits on the click.
    const marker = await page.getByTestId('focal-marker').boundingBox();
    expect(Math.abs(marker!.x + marker!.width / 2 - px)).toBeLessThan(3);
    expect(Math.abs(marker!.y + marker!.height / 2 - py)).toBeLessThan(3);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('From the left (%)')).toHaveValue(String(Math.round(x * 100)));
    await expect(page.getByLabel('From the top (%)')).toHaveValue(String(Math.round(y * 100)));
  }

  // A click in the band beside the photo is not a point on it: nothing changes.
  const box = await photoBox(page);
  await page.mouse.click(box.left - 8, box.top + box.height / 2);
  await expect(page.getByLabel('From the left (%)')).toHaveValue('68');

  // From an entry's image picker: the same picker in a dialog, the same rule at the corners.
  const photoPage = page.url();
  await page.goto('/studio/entries/product/brume-de-victoria');
  const images = page.getByRole('group', { name: 'Images' });
  await images.getByRole('button', { name: 'Choose from the media library' }).click();
  await images.getByRole('button', { name: `Use “${alt}”` }).click();
  await images.getByRole('button', { name: new RegExp(`^Focal point\\s*: ${alt}$`) }).click();
  const dialog = page.getByRole('dialog', { name: `Focal point: ${alt}` });
  await expect(dialog.getByLabel('From the left (%)')).toHaveValue('68');
  const inDialog = await photoBox(page, '.studio-focus-dialog');
  await page.mouse.click(inDialog.left + inDialog.width - 1, inDialog.top + inDialog.height - 1);
  await expect(dialog.getByLabel('From the left (%)')).toHaveValue('100');
  await expect(dialog.getByLabel('From the top (%)')).toHaveValue('100');
  await dialog.getByRole('button', { name: 'Save the focal point' }).click();
  await expect(dialog.getByRole('status')).toContainText('Focal point saved');
  await dialog.getByRole('button', { name: 'Close' }).click();
  // The thumbnail is cropped around the new point at once, and the photograph's page shows it.
  await expect(images.locator('.studio-image-item img')).toHaveCSS('object-position', '100% 100%');
  const again = await page.context().newPage();
  await again.goto(photoPage);
  await expect(again.getByLabel('From the left (%)')).toHaveValue('100');
  await expect(again.getByLabel('From the top (%)')).toHaveValue('100');
  await again.close();
});
