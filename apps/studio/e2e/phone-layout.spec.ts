import { expect, test } from '@playwright/test';
import { ensureStaff, signInToStudio, staffPassword as password } from '../../../tools/testing/staff.ts';
import { studioSite } from './support/site';

// A marketer checks a campaign from a phone: the studio fits a 375 px screen. Its navigation wraps
// into rows with every section in sight, a wide table scrolls within itself, the page never
// scrolls sideways, and a short page starts right under the navigation.

const manager = 'phone-manager@oriel.example';

test.beforeAll(() => {
  ensureStaff(studioSite, password, { [manager]: 'admin' });
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
