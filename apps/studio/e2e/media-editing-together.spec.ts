import { type Browser, type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { ensureStaff, signInToStudio, staffPassword as password } from '../../../tools/testing/staff.ts';
import { expectAxeClean } from './support/checks';
import { studioSite } from './support/site';

// Two staff edit the same photograph's details (the entries' edit guard): each sees
// the other has it open; the later save is refused with who saved first and when, the difference
// is shown field by field, and the merge keeps both people's words. Removing it then asks first.

test.describe.configure({ mode: 'serial' });

const mia = 'mia@oriel.example';
const leo = 'leo@oriel.example';

test.beforeAll(async () => {
  await ensureStaff(studioSite, password, { [mia]: 'editor', [leo]: 'editor' });
});

const photo = () =>
  sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><rect width="100%" height="100%" fill="#e8dcc4"/><rect x="700" y="300" width="200" height="500" fill="#2b2f3a"/></svg>'))
    .jpeg()
    .toBuffer();

async function openAs(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signInToStudio(page, email);
  await page.goto(path);
  await expect(page.getByLabel('Alt text (English)')).toBeVisible();
  return page;
}

test('two staff edit the same photograph: the later save is refused, shown side by side, and the merge keeps both', async ({ browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const alt = `Flacon on linen ${stamp}`;

  // Mia uploads a photograph (the library shows it ready by itself) and opens its details.
  const miaPage = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signInToStudio(miaPage, mia);
  await miaPage.goto('/studio/media');
  await miaPage.getByLabel('Choose a photograph').setInputFiles({ name: 'flacon.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await miaPage.getByLabel('Alt text (English)').fill(alt);
  await miaPage.getByLabel('Alt text (Traditional Chinese)').fill('亞麻布上的香水瓶');
  await miaPage.getByRole('button', { name: 'Upload' }).click();
  const card = miaPage.locator('[data-slot="media-card"]').filter({ hasText: alt });
  await expect(card.getByText('Ready')).toBeVisible({ timeout: 30_000 });
  await card.getByRole('link', { name: alt }).click();
  await expect(miaPage.getByRole('heading', { name: alt, level: 1 })).toBeVisible();
  const path = new URL(miaPage.url()).pathname;

  const leoPage = await openAs(browser, leo, path);
  await expect(leoPage.getByTestId('presence')).toContainText('Also open by mia');
  await expect(miaPage.getByTestId('presence')).toContainText('Also open by leo', { timeout: 20_000 });

  // Leo saves a new English alt text; Mia, whose page was opened before, saves a new Chinese one.
  const english = `Leo's words ${stamp}`;
  const chinese = `米雅的描述 ${stamp}`;
  await leoPage.getByLabel('Alt text (English)').fill(english);
  await leoPage.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(leoPage.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  await miaPage.getByLabel('Alt text (Traditional Chinese)').fill(chinese);
  await miaPage.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(miaPage.getByRole('alert').first()).toContainText(/Changed by leo at \d{2}:\d{2} since you opened it/);
  const merge = miaPage.getByRole('region', { name: /leo saved this photograph’s details at/ });
  await expect(merge.getByRole('row', { name: /Alt text \(English\).*changed by leo/ })).toContainText(english);
  await expect(merge.getByRole('row', { name: /Alt text \(Traditional Chinese\).*changed by you/ })).toContainText(chinese);
  // Nothing in the refusal speaks of keys or paths.
  await expect(merge).not.toContainText(/alt\.en|zh-Hant|focus\.x/);
  await expect(merge.getByRole('radio', { name: "Alt text (English): take leo's" })).toBeChecked();
  await expect(merge.getByRole('radio', { name: 'Alt text (Traditional Chinese): keep yours' })).toBeChecked();
  await expectAxeClean(miaPage);
  await merge.getByRole('button', { name: 'Save the merged version' }).click();
  await expect(miaPage.getByRole('status').filter({ hasText: 'Merged and saved' })).toBeVisible();
  await expect(miaPage.getByLabel('Alt text (English)')).toHaveValue(english);
  await expect(miaPage.getByLabel('Alt text (Traditional Chinese)')).toHaveValue(chinese);

  // Leo's page, opened before the merge, is refused in turn; after a reload he sees both.
  await leoPage.getByLabel('Alt text (English)').fill(`${english}, again`);
  await leoPage.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(leoPage.getByRole('alert').first()).toContainText('Changed by mia');
  await leoPage.reload();
  await expect(leoPage.getByLabel('Alt text (English)')).toHaveValue(english);
  await expect(leoPage.getByLabel('Alt text (Traditional Chinese)')).toHaveValue(chinese);

  // The photograph is offered by its thumbnail in a product's image picker, not by its key.
  await miaPage.goto('/studio/entries/product/terrasse-du-pic');
  const pictures = miaPage.getByRole('group', { name: 'Images', exact: true });
  await expect(pictures.getByRole('listitem')).not.toHaveCount(0);
  await expect(pictures.getByText(/uploads\//)).toHaveCount(0);
  await pictures.getByRole('button', { name: 'Choose from the media library' }).click();
  await pictures.getByRole('button', { name: `Use “${english}”` }).click();
  await expect(pictures.getByRole('listitem').last()).toContainText(english);
  await expect(miaPage.getByText('Unsaved changes')).toBeVisible();

  // Unused (Mia's choice is not saved), the photograph can be removed, once Leo confirms it.
  const asked: string[] = [];
  const posts: string[] = [];
  leoPage.on('request', (request) => void (request.method() === 'POST' && new URL(request.url()).pathname.startsWith(path) && posts.push(request.url())));
  leoPage.once('dialog', (dialog) => (asked.push(dialog.message()), dialog.dismiss()));
  await leoPage.getByRole('button', { name: 'Remove this photograph' }).click();
  await expect.poll(() => asked).toEqual([expect.stringContaining('this cannot be undone')]);
  await leoPage.waitForTimeout(500);
  expect(posts).toEqual([]);
  await expect(leoPage).toHaveURL(new RegExp(`${path}$`));
  leoPage.once('dialog', (dialog) => dialog.accept());
  await leoPage.getByRole('button', { name: 'Remove this photograph' }).click();
  await expect(leoPage).toHaveURL(/\/studio\/media$/);
  await expect(leoPage.locator('[data-slot="media-card"]').filter({ hasText: english })).toHaveCount(0);

  await miaPage.context().close();
  await leoPage.context().close();
});
