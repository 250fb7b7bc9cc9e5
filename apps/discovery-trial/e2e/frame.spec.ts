import { axe } from '../../../tools/testing/axe.ts';
import { type Page, expect, test } from '@playwright/test';

// The same shared frame (libs/ui) in the campaign app: header and footer from the library, the
// language switch within the campaign, the cross-app link, bare edm / thank-you pages, phone menu.

const e2ePort = Number(process.env.E2E_PORT ?? 3300);
const campaign = '/discovery-trial/palais-royal-gardens';

async function ready(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-page-status', 'ready');
}

async function expectNoFrameViolations(page: Page) {
  const results = await axe(page).include('[data-slot="header"]').include('[data-slot="footer"]').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const { prefix, lang, discovery, switchLabel, other } of [
  { prefix: '', lang: 'en', discovery: 'Discovery trial', switchLabel: '閱覽繁體中文版', other: '/tc' },
  { prefix: '/tc', lang: 'zh-Hant-HK', discovery: '探索與體驗', switchLabel: 'View the English site', other: '' },
]) {
  test(`campaign page ${lang}: the library frame, active section, language switch within the campaign, axe`, async ({ page, context }) => {
    test.slow();
    await page.goto(`${prefix}${campaign}`);
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const header = page.locator('[data-slot="header"]');
    await expect(header).toBeVisible();
    await expect(page.locator('[data-slot="footer"]')).toBeVisible();
    const section = header.locator('.oriel-nav__item[data-section="discovery-trial"]');
    await expect(section).toHaveAttribute('data-active', 'true');
    await expect(section.getByRole('link', { name: discovery })).toHaveAttribute('href', `${prefix}${campaign}`);
    // Brand-site entries leave this app with a document navigation to the other server.
    await expect(header.getByRole('link', { name: /Maison Oriel/ })).toHaveAttribute('href', prefix || '/');
    await header.locator('.oriel-nav__item[data-section="universe"]').hover();
    await expect(header.locator('.oriel-nav__item[data-section="universe"] [data-slot="mega-menu"] a').first()).toHaveAttribute('href', `${prefix}/about`);
    await expectNoFrameViolations(page);
    await page.mouse.move(700, 880);

    await header.getByRole('link', { name: switchLabel }).click();
    await expect(page).toHaveURL(new RegExp(`localhost:\\d+${other}${campaign}$`));
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe(other ? 'tc' : 'en');
  });
}

test('edm and thank-you pages have no header and no footer; other 404s keep the frame', async ({ page, request }) => {
  for (const path of ['/discovery-trial/yohomall-pop-up-store/edm', '/tc/discovery-trial/le-perce-vent/thank-you']) {
    await page.goto(path);
    await expect(page.locator('[data-slot="header"]')).toHaveCount(0);
    await expect(page.locator('[data-slot="footer"]')).toHaveCount(0);
  }
  const response = await request.get('/discovery-trial/no-such-campaign');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('This page could not be found');
  expect(html).toContain('data-slot="header"');
  // A campaign that is not here leads on to the current ones, in the visitor's language.
  await page.goto('/tc/discovery-trial/no-such-campaign');
  await page.getByRole('link', { name: '查看現正舉行的活動' }).click();
  await expect(page).toHaveURL(/\/tc\/discovery-trial$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('試用、工作坊與探索');
});

test('phone: the campaign page has the same full-screen menu', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 812 }, baseURL: `http://localhost:${e2ePort}` });
  const page = await context.newPage();
  await page.goto(campaign);
  await ready(page);
  await page.getByRole('button', { name: 'Open menu' }).tap();
  const drawer = page.locator('[data-slot="mobile-menu"]');
  await expect(drawer).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', 'true');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await expectNoFrameViolations(page);
  await context.close();
});
