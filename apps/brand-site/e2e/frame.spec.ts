import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { axe } from '../../../tools/testing/axe.ts';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';

// The shared frame on the brand site: header (mouse, touch, phone, keyboard), language
// switch and its cookie, root redirect, footer, error and maintenance pages with real status codes,
// loading overlay, scroll behaviour, axe, and the pre-release gate on a second server.

const e2ePort = Number(process.env.E2E_PORT ?? 3300);
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const day = 24 * 60 * 60;

async function collectionNames(request: APIRequestContext, locale: 'en' | 'zh-Hant') {
  const response = await request.get(`/api/collections?locale=${locale}&filters[status][$eq]=Active&sort[0]=date:desc&sort[1]=id:desc`);
  const body = (await response.json()) as { data: { attributes: { name: string; slug: string } }[] };
  return body.data.map((c) => c.attributes);
}

async function ready(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-page-status', 'ready');
}

async function expectNoFrameViolations(page: Page) {
  const results = await axe(page).include('[data-slot="header"]').include('[data-slot="footer"]').include('main').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const { prefix, lang, news, newArrivals, data } of [
  { prefix: '', lang: 'en', news: 'News', newArrivals: 'New arrivals', data: 'en' as const },
  { prefix: '/tc', lang: 'zh-Hant-HK', news: '最新消息', newArrivals: '新品', data: 'zh-Hant' as const },
]) {
  test(`desktop header ${lang}: hover mega-menu, click outside, Escape, submenus from the data service, axe`, async ({ page, request }) => {
    test.slow(); // Several hovers and three axe runs: generous on a busy 2-core CI machine.
    // Same messages and time zone on server and client: hydration raises no error.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && !message.text().startsWith('Failed to load resource') && errors.push(message.text()));
    await page.goto(`${prefix}/nope`);
    await ready(page);
    expect(errors).toEqual([]);
    const header = page.locator('[data-slot="header"]');
    const newsItem = header.locator('.oriel-nav__item[data-section="news"]');
    const newsPanel = newsItem.locator('[data-slot="mega-menu"]');
    await expect(newsPanel).toBeHidden();

    // Hover opens the full-width dark panel; leaving closes it.
    await newsItem.hover();
    await expect(newsPanel).toBeVisible();
    const box = await newsPanel.boundingBox();
    expect(box?.width).toBe(1440);
    expect(await newsPanel.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(11, 11, 11)');
    await expect(newsPanel.getByRole('link', { name: newArrivals })).toHaveAttribute('href', `${prefix}/new-arrivals`);
    await expect(newsPanel.getByRole('link')).toHaveCount(3);
    await expect(newsPanel.getByRole('link').nth(1)).toHaveAttribute('href', `${prefix}/article`);
    // Then the featured picture the new-arrivals page's content names, in this language: one link, its picture shown whole.
    const { data: features } = await (await request.get(`/api/menu-features?locale=${data}`)).json();
    const featured = features.find((f: { page: string }) => f.page === 'new-arrivals');
    const feature = newsPanel.locator('[data-slot="mega-feature"]');
    await expect(feature).toHaveAttribute('href', `${prefix}${featured.href}`);
    await expect(feature).toHaveAccessibleName(`${featured.kicker} ${featured.caption}`);
    await expect(feature.locator('img')).toHaveJSProperty('complete', true);
    expect(await feature.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.mouse.move(700, 850);
    await expect(newsPanel).toBeHidden();

    // The Fragrance submenu is the active collections, in this locale, newest first.
    const fragrance = header.locator('.oriel-nav__item[data-section="fragrance"]');
    await fragrance.hover();
    const collections = await collectionNames(request, data);
    const links = fragrance.locator('[data-slot="mega-menu"] .oriel-mega__list a');
    await expect(links).toHaveText(collections.map((c) => c.name));
    expect(await links.first().getAttribute('href')).toBe(`${prefix}/fragrance/${collections[0]!.slug}`);
    await expect(header).toHaveAttribute('data-solid', 'true');

    // The makeup submenu: grouped by category, /makeup/{category}?sub={sub}.
    const makeup = header.locator('.oriel-nav__item[data-section="makeup"]');
    await makeup.hover();
    const subLinks = makeup.locator('[data-slot="mega-menu"] .oriel-mega__list a');
    expect(await subLinks.count()).toBeGreaterThan(0);
    for (const href of await subLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(new RegExp(`^${prefix}/makeup/[a-z0-9-]+\\?sub=[a-z0-9-]+$`));
    }
    // A click outside closes it.
    await page.mouse.move(700, 850);
    await makeup.locator('.oriel-nav__toggle').click();
    await expect(makeup.locator('[data-slot="mega-menu"]')).toBeVisible();
    await page.mouse.click(700, 850);
    await expect(makeup.locator('[data-slot="mega-menu"]')).toBeHidden();

    // Keyboard: Enter opens (aria-expanded), Escape closes and gives focus back.
    const newsButton = header.getByRole('button', { name: news, exact: true });
    await newsButton.focus();
    await page.keyboard.press('Enter');
    await expect(newsButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(newsPanel.getByRole('link').first()).toBeFocused();
    // Tab order: the section's links, then the picture.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(feature).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(newsPanel).toBeHidden();
    await expect(newsButton).toBeFocused();
    await expect(newsButton).toHaveAttribute('aria-expanded', 'false');

    // The logo goes to the locale home.
    await expect(header.getByRole('link', { name: /Maison Oriel/ })).toHaveAttribute('href', prefix || '/');
    await expectNoFrameViolations(page);
    await newsItem.hover();
    await expectNoFrameViolations(page);
  });
}


test('touch: the first tap opens the submenu, a second tap follows the entry', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, viewport: { width: 1280, height: 800 }, baseURL: `http://localhost:${e2ePort}` });
  const page = await context.newPage();
  await page.goto('/nope');
  await ready(page);
  const fragrance = page.locator('.oriel-nav__item[data-section="fragrance"]');
  await fragrance.locator('.oriel-nav__link').tap();
  await expect(fragrance.locator('[data-slot="mega-menu"]')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/nope');
  await fragrance.locator('.oriel-nav__link').tap();
  await expect(page).toHaveURL(/\/fragrance$/);
  await context.close();
});

test('phone: hamburger, one section open at a time, scroll locked, a leaf closes the menu', async ({ browser }) => {
  test.slow();
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 812 }, baseURL: `http://localhost:${e2ePort}` });
  const page = await context.newPage();
  await page.goto('/tc/nope');
  await ready(page);
  await expect(page.locator('.oriel-nav')).toBeHidden();
  const hamburger = page.locator('.oriel-hamburger');
  await expect(hamburger).toHaveAccessibleName('開啟選單');
  await hamburger.tap();
  const drawer = page.locator('[data-slot="mobile-menu"]');
  await expect(drawer).toBeVisible();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', 'true');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

  const news = drawer.getByRole('button', { name: '最新消息' });
  const universe = drawer.getByRole('button', { name: '品牌世界' });
  await news.tap();
  await expect(news).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer.getByRole('link', { name: '新品', exact: true })).toBeVisible();
  await universe.tap();
  await expect(universe).toHaveAttribute('aria-expanded', 'true');
  await expect(news).toHaveAttribute('aria-expanded', 'false');
  await expect(drawer.getByRole('link', { name: '新品', exact: true })).toBeHidden();
  await expectNoFrameViolations(page);

  await drawer.getByRole('link', { name: '關於我們' }).tap();
  await expect(page).toHaveURL(/\/tc\/about$/);
  await expect(drawer).toBeHidden();
  await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked', 'true');
  await context.close();
});

test('phone without JavaScript: the hamburger is a link to the full-screen menu, a section opens, its link leads to the page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 }, baseURL: `http://localhost:${e2ePort}` });
  const page = await context.newPage();
  await page.goto('/tc/about');
  const menu = page.getByRole('navigation', { name: '主要導覽' });
  await expect(menu).toBeHidden();
  const opener = page.getByRole('link', { name: '開啟選單' });
  await expect(opener).toHaveCount(1);
  await opener.click();
  await expect(menu).toBeVisible();
  await menu.getByText('家居香氛', { exact: true }).click();
  await menu.getByRole('link', { name: '電子香薰機保用' }).click();
  await expect(page).toHaveURL(/\/tc\/home-fragrance-warranty$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(menu).toBeHidden();
  await context.close();
});

test('language switch keeps page and query, writes i18n_redirected for 365 days, reloads the menu', async ({ page, request, context }) => {
  await page.goto('/nope?ref=letter');
  await ready(page);
  const before = Date.now() / 1000;
  await page.getByRole('banner').getByRole('link', { name: '閱覽繁體中文版' }).click();
  await expect(page).toHaveURL(/\/tc\/nope\?ref=letter$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK');
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('tc');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie!.expires - before).toBeGreaterThan(365 * day - 60);
  expect(cookie!.expires - before).toBeLessThan(365 * day + 60);
  // The Fragrance submenu now comes from the Chinese call.
  const fragrance = page.locator('.oriel-nav__item[data-section="fragrance"]');
  await fragrance.hover();
  await expect(fragrance.locator('[data-slot="mega-menu"] .oriel-mega__list a')).toHaveText((await collectionNames(request, 'zh-Hant')).map((c) => c.name));
  // The next first visit to / goes to /tc.
  await page.goto('/');
  await expect(page).toHaveURL(/\/tc$/);
  await page.getByRole('banner').getByRole('link', { name: 'View the English site' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en');
});

test('root redirect: cookie tc or Chinese Accept-Language, only at /, never for crawlers', async ({ request }) => {
  const get = (path: string, headers: Record<string, string>) => request.get(path, { headers: { 'user-agent': chrome, ...headers }, maxRedirects: 0 });
  let response = await get('/', { cookie: 'i18n_redirected=tc' });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/tc');
  response = await get('/', { 'accept-language': 'zh-HK,zh;q=0.9,en;q=0.8' });
  expect(response.headers().location).toBe('/tc');
  expect((await get('/', { 'accept-language': 'zh-HK', cookie: 'i18n_redirected=en' })).status()).toBe(200);
  expect((await get('/about', { 'accept-language': 'zh-HK' })).status()).not.toBe(302);
  expect((await get('/', { 'accept-language': 'zh-HK', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).status()).toBe(200);
});

test('footer in both locales: legal pages, social links in a new tab, enquiry, phone, copyright, unlinked icons', async ({ page }) => {
  for (const { prefix, terms, weibo, subject } of [
    { prefix: '', terms: 'Terms of use', weibo: 'Weibo (coming soon)', subject: 'Maison Oriel Enquiry' },
    { prefix: '/tc', terms: '使用條款', weibo: '微博（即將推出）', subject: 'Maison Oriel Enquiry（網站查詢）' },
  ]) {
    await page.goto(`${prefix}/nope`);
    const footer = page.locator('[data-slot="footer"]');
    await expect(footer.getByRole('link', { name: terms })).toHaveAttribute('href', `${prefix}/legals-and-policy?sub=terms-of-use`);
    const legal = await footer.locator('a[href*="legals-and-policy"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(legal).toEqual(['terms-of-use', 'privacy-policy', 'cookie-policy'].map((s) => `${prefix}/legals-and-policy?sub=${s}`));
    for (const name of [/Facebook/, /Instagram/]) {
      const link = footer.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const mail = await footer.locator('a[href^="mailto:"]').getAttribute('href');
    expect(decodeURIComponent(mail!.split('subject=')[1]!)).toBe(subject);
    await expect(footer.getByRole('link', { name: '2602 0823' })).toHaveAttribute('href', 'tel:+85226020823');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Maison Oriel`);
    await expect(footer.getByRole('img', { name: weibo })).toBeVisible();
    expect(await footer.getByRole('img').count()).toBe(3);
    await expect(footer.locator('.oriel-footer__unlinked a')).toHaveCount(0);
  }
});

test('error pages and maintenance answer with real status codes', async ({ request, page }) => {
  let response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('This page could not be found');
  response = await request.get('/tc/no/such/page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('找不到此頁面');
  expect((await request.get('/fr/about')).status()).toBe(404);

  response = await request.get('/maintenance');
  expect(response.status()).toBe(503);
  expect(response.headers()['retry-after']).toBe('7200');
  const html = await response.text();
  expect(html).toContain('We’re taking time out for maintenance');
  expect(html).toContain('We hope to be back in 2 hours.');
  expect(html).toMatch(/<meta name="robots" content="noindex"/);
  expect(html).not.toContain('data-slot="footer"');
  expect((await request.get('/tc/maintenance')).status()).toBe(503);

  await page.goto('/tc/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('找不到頁面');
  await expect(page.locator('[data-slot="error-page"]')).toContainText('找不到此頁面');
  await expect(page.locator('[data-slot="error-page"]').getByRole('link', { name: '返回主頁' })).toHaveAttribute('href', '/tc');
  await expect(page.locator('[data-slot="header"]')).toBeVisible();
  // The dark page and the black footer never read as one black block: a band of the paper between them.
  const apart = await page.evaluate(() => {
    const error = document.querySelector('[data-slot="error-page"]')!.getBoundingClientRect();
    const footer = document.querySelector('[data-slot="footer"]')!.getBoundingClientRect();
    return { gap: Math.round(footer.top - error.bottom), between: getComputedStyle(document.body).backgroundColor };
  });
  expect(apart.gap).toBeGreaterThanOrEqual(40);
  expect(apart.between).toBe('rgb(251, 248, 243)');
  await page.goto('/maintenance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We’re taking time out for maintenance');
  await expect(page.locator('[data-slot="header"]')).toHaveCount(0);
  await expectNoFrameViolations(page);
});

test('loading overlay: gone once the page is ready, never hides the page without JavaScript', async ({ page, browser }) => {
  // Three browser contexts, each a cold page load.
  test.slow();
  await page.goto('/nope');
  await ready(page);
  await expect(page.locator('[data-slot="loading-overlay"]')).toBeHidden();
  // Hidden, it stops moving: an animation left running woke the page every 1.2 s for good. (One the
  // scroll position drives, as the header's before hydration, moves only when the page does.)
  const running = (p: Page) =>
    p.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.timeline instanceof DocumentTimeline)
        .map((a) => (a as CSSAnimation).animationName ?? 'transition'),
    );
  await expect.poll(() => running(page)).toEqual([]);

  // Scripts that never load (hydration fails): the server-rendered overlay steps aside on its own.
  const broken = await browser.newContext({ baseURL: `http://localhost:${e2ePort}` });
  const brokenPage = await broken.newPage();
  await brokenPage.route('**/assets/*.js', (route) => route.abort());
  // From the first bytes: the page's module scripts hold DOMContentLoaded until they fail, which on a
  // busy machine can be later than the overlay's own fade.
  await brokenPage.goto('/nope', { waitUntil: 'commit' });
  const overlay = brokenPage.locator('[data-slot="loading-overlay"]');
  await expect(overlay).toHaveAttribute('data-state', 'ssr');
  await expect(overlay).toBeVisible();
  await expect(overlay).toBeHidden({ timeout: 10_000 });
  await expect(brokenPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => running(brokenPage), { timeout: 10_000 }).toEqual([]);
  // Reduced motion: the brand animation stands still.
  expect(await brokenPage.locator('.oriel-overlay__word').evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');
  await brokenPage.emulateMedia({ reducedMotion: 'reduce' });
  expect(await brokenPage.locator('.oriel-overlay__word').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  await broken.close();

  const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL: `http://localhost:${e2ePort}` });
  const staticPage = await noJs.newPage();
  await staticPage.goto('/nope');
  await expect(staticPage.locator('[data-slot="loading-overlay"]')).toBeHidden();
  await expect(staticPage.getByRole('heading', { level: 1 })).toBeVisible();
  await noJs.close();
});

test('loading overlay: a page shown by the overlay\'s own fade (scripts late, a slow phone) is not covered again when it hydrates', async ({ page }) => {
  // Whether the overlay, once gone, ever came back over the page (read every frame).
  await page.addInitScript(() => {
    const w = window as unknown as { overlayCameBack: boolean };
    w.overlayCameBack = false;
    let gone = false;
    const look = () => {
      const overlay = document.querySelector('.oriel-overlay');
      if (overlay) {
        const style = getComputedStyle(overlay);
        if (style.visibility === 'hidden') gone = true;
        else if (gone && Number(style.opacity) > 0.05) w.overlayCameBack = true;
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/exclusive-rewards', { waitUntil: 'commit' });
  const overlay = page.locator('[data-slot="loading-overlay"]');
  await expect(overlay).toBeVisible();
  await expect(overlay).toBeHidden({ timeout: 10_000 });
  release();
  await ready(page);
  await expect(overlay).toHaveAttribute('data-state', 'ready');
  expect(await page.evaluate(() => (window as unknown as { overlayCameBack: boolean }).overlayCameBack)).toBe(false);
});

test('header turns solid past 50px; scroll: hash after 500 ms at 80px, back restores, other navigation to top', async ({ page }) => {
  await page.goto('/nope');
  await ready(page);
  const header = page.locator('[data-slot="header"]');
  await expect(header).toHaveAttribute('data-solid', 'false');
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(header).toHaveAttribute('data-solid', 'false');
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect(header).toHaveAttribute('data-solid', 'true');

  // Back navigation restores the position after 500 ms; a new page starts at the top.
  await page.evaluate(() => window.scrollTo(0, 250));
  await page.waitForTimeout(100);
  await page.locator('[data-slot="error-page"]').getByRole('link').click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  // The address changes before the new page commits; once it has, it starts at the top.
  await expect(page.locator('[data-slot="error-page"]')).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The new page fades in over 0.4 s.
  expect(await page.locator('[data-slot="page"]').evaluate((el) => [el.getAttribute('data-enter'), getComputedStyle(el).animationDuration])).toEqual(['true', '0.4s']);
  await page.goBack();
  await expect(page).toHaveURL(/\/nope$/);
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(250);

  // A hash target ends 80px below the top (clear of the fixed header), not where the browser puts it.
  // (The 404 page is short: room below the footer lets the target reach the top.)
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => document.head.append(Object.assign(document.createElement('style'), { textContent: 'body{padding-bottom:150vh}' }))),
  );
  await page.goto('/tc/nope#oriel-footer-legal');
  await ready(page);
  await expect
    .poll(() => page.evaluate(() => Math.round(document.getElementById('oriel-footer-legal')!.getBoundingClientRect().top)), { timeout: 3000 })
    .toBe(80);
});

test.describe('pre-release gate (second brand-site server with PRERELEASE_GATE=on)', () => {
  test.describe.configure({ mode: 'serial' });
  test.slow();
  // Clear of the composed site (E2E_PORT+1..3) and of other runs' ports on a shared machine.
  const gatePort = e2ePort + 50;
  const password = 'first light';
  let server: ChildProcess;

  const start = (env: Record<string, string>) =>
    spawn(process.execPath, ['apps/brand-site/build/server/main.js'], {
      env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(gatePort), API_INTERNAL_URL: `http://127.0.0.1:${e2ePort + 1}`, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });

  test.beforeAll(async () => {
    server = start({ PRERELEASE_GATE: 'on', PRERELEASE_GATE_USERNAME: 'preview', PRERELEASE_GATE_PASSWORD_SHA256: createHash('sha256').update(password).digest('hex') });
    let stderr = '';
    server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
      server.once('exit', (code) => reject(new Error(`gate server exited with ${code}: ${stderr}`)));
    });
  });
  test.afterAll(() => {
    server.kill('SIGTERM');
  });

  test('refuses to start when on without both settings', async () => {
    const child = start({ PRERELEASE_GATE: 'on', PRERELEASE_GATE_USERNAME: 'preview', PRERELEASE_GATE_PASSWORD_SHA256: '', PORT: String(gatePort + 1) });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PRERELEASE_GATE=on needs PRERELEASE_GATE_PASSWORD_SHA256');
  });

  test('covers every page until the right pair is given; wrong pair; one-day cookie; noindex', async ({ browser, request }) => {
    const base = `http://127.0.0.1:${gatePort}`;
    const response = await request.get(`${base}/tc`);
    expect(response.headers()['x-robots-tag']).toBe('noindex');
    // The gate's and the cookie banner's form actions are only posted to.
    const site = `http://localhost:${e2ePort}`;
    for (const url of [`${base}/prerelease-gate`, `${base}/cookie-choice`, `${site}/discovery-trial/prerelease-gate`, `${site}/discovery-trial/cookie-choice`]) {
      const get = await request.get(url, { maxRedirects: 0 });
      expect(get.status(), url).toBe(405);
      expect(get.headers()['allow'], url).toBe('POST');
    }
    expect(await response.text()).not.toContain(password);

    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    await page.goto('/tc');
    const dialog = page.getByRole('dialog', { name: 'Maison Oriel' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', 'true');
    const username = dialog.getByLabel('用戶名稱');
    await expect(username).toHaveAttribute('maxlength', '256');
    await expect(dialog.locator('form')).toHaveAttribute('novalidate', '');
    await expectNoFrameViolations(page);

    await username.fill('preview');
    await dialog.getByLabel('密碼').fill('wrong');
    await dialog.getByRole('button', { name: '進入' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('用戶名稱或密碼錯誤，請重試。');
    expect((await context.cookies()).find((c) => c.name === 'sl-brand-uat-login')).toBeUndefined();

    await dialog.getByLabel('密碼').fill(password);
    const before = Date.now() / 1000;
    await dialog.getByRole('button', { name: '進入' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked', 'true');
    // The page is in reach again, and the focus is on its content, not lost on the body.
    await expect(page.locator('.oriel-under-gate')).not.toHaveAttribute('inert');
    await expect(page.locator('main')).toBeFocused();
    const cookie = (await context.cookies()).find((c) => c.name === 'sl-brand-uat-login');
    expect(cookie?.value).toBe('1');
    expect(cookie?.path).toBe('/');
    expect(Math.abs(cookie!.expires - before - day)).toBeLessThan(60);
    await page.goto('/about');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });

  test('English: wrong pair shows the spec message', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${gatePort}` });
    const page = await context.newPage();
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Maison Oriel' });
    // The keyboard stays in the dialog: from "Enter" back to the username, and the other way.
    await expect(dialog.getByLabel('Username')).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('data-page-status', 'ready');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Enter' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Username')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Enter' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Enter' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Wrong username or password, please try again.');
    await context.close();
  });

  test('before the scripts run, or without them: the form posts, a wrong pair comes back with the message, the right pair unlocks; the password never lands in the address', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${gatePort}`, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/tc/about');
    const dialog = page.getByRole('dialog', { name: 'Maison Oriel' });
    // In the username from the first paint: the keyboard does not start behind the curtain.
    await expect(dialog.getByLabel('用戶名稱')).toBeFocused();
    // The page behind is out of reach (inert) from the server's HTML on: Tab never goes there.
    await expect(page.locator('.oriel-under-gate')).toHaveAttribute('inert', '');
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      await expect(page.locator('.oriel-under-gate :focus')).toHaveCount(0);
    }
    await dialog.getByLabel('用戶名稱').fill('preview');
    await dialog.getByLabel('密碼').fill('wrong');
    await dialog.getByRole('button', { name: '進入' }).click();
    await expect(page).toHaveURL(/\/tc\/about\?gate=wrong$/);
    await expect(dialog.getByRole('alert')).toHaveText('用戶名稱或密碼錯誤，請重試。');
    await expect(dialog.getByLabel('密碼')).toHaveAttribute('aria-invalid', 'true');
    expect((await context.cookies()).find((c) => c.name === 'sl-brand-uat-login')).toBeUndefined();

    await dialog.getByLabel('用戶名稱').fill('preview');
    await dialog.getByLabel('密碼').fill(password);
    await dialog.getByRole('button', { name: '進入' }).click();
    await expect(page).toHaveURL(/\/tc\/about$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('.oriel-under-gate')).not.toHaveAttribute('inert');
    expect((await context.cookies()).find((c) => c.name === 'sl-brand-uat-login')?.value).toBe('1');
    await context.close();
  });
});
