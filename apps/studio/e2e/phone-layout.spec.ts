import { expect, test } from '@playwright/test';
import { ensureStaff, signInToStudio, staffPassword as password } from '../../../tools/testing/staff.ts';
import { studioSite } from './support/site';

// A marketer checks a campaign from a phone: the studio fits a 375 px screen. Its navigation wraps
// into rows with every section in sight, a wide table scrolls within itself, and the page never
// scrolls sideways (before, the one-row navigation stretched every page to 1,194 px).

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
  // The page starts right under the navigation, not below a band as tall as the screen.
  const navBottom = (await nav.boundingBox())!;
  const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  expect(heading.y - (navBottom.y + navBottom.height)).toBeLessThan(80);
});
