import { axe } from '../../../tools/testing/axe.ts';
import { type Page, expect, test } from '@playwright/test';

// Site search: the header's form with JavaScript on and off, on a desktop
// and in the phone's full-screen menu, the results page in both locales, its states and headers.

const locales = [
  { prefix: '', label: 'Search products, collections and stories', open: 'Search', matin: 'Matin', count: /results? for “mat”/, empty: 'No results for “zzzqqq”.', chinese: { q: '香居', title: 'The at-home collection' } },
  { prefix: '/tc', label: '搜尋產品、系列及品牌故事', open: '搜尋', matin: '晨光系列', count: /「mat」共\d+項搜尋結果/, empty: '找不到「zzzqqq」的相關結果。', chinese: { q: '香居', title: '香居系列' } },
] as const;

async function ready(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-page-status', 'ready');
}

/** Opens the header's search (a <details>: works the same with JavaScript off) and sends a query. */
async function searchFromHeader(page: Page, label: string, query: string) {
  const header = page.locator('[data-slot="header"]');
  await header.locator('[data-slot="header-search"] summary').click();
  const field = header.getByRole('search').getByRole('searchbox', { name: label });
  await expect(field).toBeVisible();
  await field.fill(query);
  await field.press('Enter');
}

for (const l of locales) {
  test(`header search ${l.prefix || '/'} with JavaScript: partial word, results linking to pages that answer 200, axe`, async ({ page, request }) => {
    await page.goto(`${l.prefix}/about`);
    await ready(page);
    await searchFromHeader(page, l.label, 'mat');
    await expect(page).toHaveURL(`${l.prefix}/search?q=mat`);
    await expect(page.getByTestId('search-count')).toHaveText(l.count);
    const first = page.locator('[data-slot="search-results"] a').first();
    await expect(first).toContainText(l.matin);
    await expect(first).toHaveAttribute('href', `${l.prefix}/fragrance/matin`);
    // Every result is a real page in the same locale.
    const hrefs = await page.locator('[data-slot="search-results"] a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThanOrEqual(3);
    for (const href of hrefs) {
      if (l.prefix) expect(href.startsWith(`${l.prefix}/`), href).toBe(true);
      expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);
    }
    // The search field keeps the query, and the header closed its form on arrival.
    await expect(page.locator('main').getByRole('searchbox')).toHaveValue('mat');
    await expect(page.locator('[data-slot="header-search"]')).not.toHaveAttribute('open', '');
    const results = await axe(page).include('[data-slot="header"]').include('main').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test(`header search ${l.prefix || '/'} without JavaScript: a plain GET form to the server-rendered results`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${l.prefix}/`);
    await searchFromHeader(page, l.label, l.chinese.q);
    await expect(page).toHaveURL(`${l.prefix}/search?q=${encodeURIComponent(l.chinese.q)}`);
    // Chinese words inside a longer name, from either language's site.
    await expect(page.locator(`[data-slot="search-results"] a[href="${l.prefix}/home-fragrance/a-la-maison"]`)).toContainText(l.chinese.title);
    await context.close();
  });

  test(`phone ${l.prefix || '/'}: the search is in the bar and atop the full-screen menu`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${l.prefix}/`);
    await ready(page);
    // The bar keeps its magnifier on a phone too: one tap opens the field.
    await searchFromHeader(page, l.label, 'rouge');
    await expect(page).toHaveURL(`${l.prefix}/search?q=rouge`);
    await page.goto(`${l.prefix}/`);
    await ready(page);
    await page.locator('.oriel-hamburger').click();
    // With the full-screen menu open, its own field is the one shown.
    await expect(page.locator('[data-slot="header-search"]')).toBeHidden();
    const field = page.locator('[data-slot="mobile-menu"]').getByRole('searchbox', { name: l.label });
    await field.fill('rouge');
    await page.locator('[data-slot="mobile-menu"]').getByRole('button', { name: l.open }).click();
    await expect(page).toHaveURL(`${l.prefix}/search?q=rouge`);
    await expect(page.locator(`[data-slot="search-results"] a[href="${l.prefix}/makeup/lips/rouge-matin"]`)).toBeVisible();
    await expect(page.locator('[data-slot="mobile-menu"]')).toBeHidden();
  });

  test(`results page ${l.prefix || '/'}: empty query, no results, noindex and a short private cache`, async ({ page }) => {
    const response = await page.goto(`${l.prefix}/search`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    expect(response?.headers()['cache-control']).toBe('private, max-age=60');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('[data-slot="search-results"]')).toHaveCount(0);
    await expect(page.locator('main').getByRole('link', { name: l.prefix ? '彩妝' : 'Makeup', exact: true })).toHaveAttribute('href', `${l.prefix}/makeup`);

    await page.goto(`${l.prefix}/search?q=zzzqqq`);
    await expect(page.getByText(l.empty)).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: l.prefix ? '香水' : 'Fragrance', exact: true })).toHaveAttribute('href', `${l.prefix}/fragrance`);

    // Odd input answers a page, not an error: SQL, wildcards, a query far over the limit.
    for (const q of ["' OR 1=1 --", '%', 'x'.repeat(500)]) {
      const odd = await page.goto(`${l.prefix}/search?q=${encodeURIComponent(q)}`);
      expect(odd?.status(), q).toBe(200);
      await expect(page.locator('[data-slot="search-results"]')).toHaveCount(0);
    }
  });
}

test('Escape closes the header search and gives focus back to the magnifier', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  const details = page.locator('[data-slot="header-search"]');
  await details.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('searchbox', { name: 'Search products, collections and stories' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(details).not.toHaveAttribute('open', '');
  await expect(details.locator('summary')).toBeFocused();
});

test('the header search holds the bar’s spacing from 1025 to 1920 px', async ({ page }) => {
  test.slow(); // five page loads
  for (const width of [1025, 1280, 1366, 1440, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await ready(page);
    const tools = await page.locator('.oriel-header__tools').boundingBox();
    const nav = await page.locator('[data-slot="main-nav"]').boundingBox();
    expect(tools && nav, String(width)).toBeTruthy();
    // Beside or under the navigation, never over it, and inside the window.
    const overlaps = tools!.y < nav!.y + nav!.height && tools!.y + tools!.height > nav!.y && tools!.x < nav!.x + nav!.width;
    expect(overlaps, `${width}px`).toBe(false);
    expect(tools!.x + tools!.width, `${width}px`).toBeLessThanOrEqual(width);
  }
});
