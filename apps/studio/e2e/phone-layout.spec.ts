import { expect, test } from '@playwright/test';
import { ensureStaff, signInToStudio, staffPassword as password } from '../../../tools/testing/staff.ts';
import { studioSite } from './support/site';

// A marketer checks a campaign from a phone: the studio fits a 375 px screen. Its navigation wraps
// into rows with every section in sight, a wide table scrolls within itself, the page never
// scrolls sideways, and a short page starts right under the navigation.

const manager = 'phone-manager@oriel.example';
// One worker for the file: its account is made once.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await ensureStaff(studioSite, password, { [manager]: 'admin' });
});

test.use({ viewport: { width: 375, height: 800 } });

test('on a phone the studio fits the screen: the navigation wraps and tables scroll within themselves', async ({ page }) => {
  await signInToStudio(page, manager);
  const nav = page.getByRole('navigation', { name: 'Studio' });
  for (const path of ['/studio/entries/product', '/studio/campaigns', '/studio/campaigns/le-perce-vent', '/studio/audit']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} scrolls sideways`).toBeLessThanOrEqual(375);
    for (const link of await nav.getByRole('link').all()) {
      const box = await link.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375, `${await link.textContent()} is in sight on ${path}`).toBe(true);
    }
  }
  // A page shorter than the screen (the account page on a tall phone) starts right under the
  // navigation's links, not below a band that fills the screen.
  await page.setViewportSize({ width: 375, height: 1400 });
  await page.goto('/studio/account');
  const links = (await nav.getByRole('list').boundingBox())!;
  const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  expect(heading.y - (links.y + links.height)).toBeLessThan(80);

  // The slots table is wider than the screen: it scrolls within itself, to its last column.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/studio/campaigns/le-perce-vent');
  const table = page.locator('.studio-table').first();
  const { scrollWidth, clientWidth } = await table.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  await table.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  expect(await table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});

test('on a phone a field typed in low on an entry stays in sight: the entry\'s actions do not cover the screen', async ({ page }) => {
  await signInToStudio(page, manager);
  await page.goto('/studio/entries/product/brume-de-victoria');
  await expect(page.getByRole('heading', { name: 'Texts' })).toBeVisible();
  const field = page.getByLabel('Description (Chinese)');
  await field.scrollIntoViewIfNeeded();
  await field.click();
  // Whatever the page keeps fixed or sticky over the content takes at most a fifth of the screen.
  const covering = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => ['sticky', 'fixed'].includes(getComputedStyle(el).position))
      .map((el) => el.getBoundingClientRect())
      .filter((box) => box.bottom > 0 && box.top < window.innerHeight && box.height > 0)
      .reduce((sum, box) => sum + Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0), 0),
  );
  expect(covering).toBeLessThan(800 / 5);
  await expect(field).toBeInViewport();
});
