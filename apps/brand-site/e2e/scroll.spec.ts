import { type Page, expect, test } from '@playwright/test';

// "Scroll the home page to 1400 px, then go to /about": the new page opened part-way
// down. Every page loaded as a document was saved under one key (React Router's `default`) and,
// being a POP to the router, was "restored" to the position of the previous document.
// A new page starts at the top; only back/forward (and a reload) restore a position.

async function ready(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-page-status', 'ready');
}
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Home scrolled to 1400 px, the position saved (the save runs on the next animation frame). */
async function homeScrolled(page: Page, path = '/') {
  await page.goto(path);
  await ready(page);
  await page.evaluate(() => window.scrollTo(0, 1400));
  await expect.poll(() => scrollY(page)).toBe(1400);
  await page.waitForTimeout(200);
}

for (const prefix of ['', '/tc']) {
  test(`${prefix || 'en'}: a page loaded by address starts at the top; back to the scrolled page restores it`, async ({ page }) => {
    await homeScrolled(page, prefix || '/');
    await page.goto(`${prefix}/about`);
    await ready(page);
    // Past the 500 ms after which a restore would have happened.
    await page.waitForTimeout(900);
    expect(await scrollY(page)).toBe(0);

    await page.goBack();
    await ready(page);
    await expect.poll(() => scrollY(page), { timeout: 3000 }).toBe(1400);
  });
}

test('a page reached by a link (client-side, or into the campaign app) starts at the top', async ({ page }) => {
  await homeScrolled(page);
  // A link inside the brand site: a client-side navigation (the home's "Find a boutique"; the
  // mega-menus' links are in the page only while a menu is open).
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('main a[href="/boutiques"]')!.click());
  await expect(page).toHaveURL(/\/boutiques$/);
  await ready(page);
  await page.waitForTimeout(900);
  expect(await scrollY(page)).toBe(0);

  // A link into the other app is a document load (the header's Discovery trial link).
  await homeScrolled(page);
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href^="/discovery-trial/"]')!.click());
  await expect(page).toHaveURL(/\/discovery-trial\//);
  await ready(page);
  await page.waitForTimeout(900);
  expect(await scrollY(page)).toBe(0);
});

test('a visitor who scrolls while the page is still loading keeps their place when it becomes interactive', async ({ page }) => {
  // The app's scripts are held back until the visitor has scrolled, as on a slow phone.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => scrollY(page)).toBe(900);
  release();
  await ready(page);
  // Past the 500 ms of any restore: the page was not thrown back to the top when it hydrated.
  await page.waitForTimeout(900);
  expect(await scrollY(page)).toBe(900);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the header turns solid once the page is scrolled past 50 px, as it does with scripts (SPEC §9)', async ({ page }) => {
    await page.goto('/about');
    const header = page.locator('[data-slot="header"]');
    const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await page.mouse.wheel(0, 600);
    await expect.poll(background).toBe('rgb(11, 11, 11)');
    await page.mouse.wheel(0, -600);
    await expect.poll(background).toBe('rgba(0, 0, 0, 0)');
  });
});
