import { expect, test } from '@playwright/test';
import { e2ePort } from '../../../tools/testing/e2e-env';

// Real-user monitoring (docs/observability.md): a page reports its web vitals to its app's own
// /rum route (never /api) when the visitor moves on, and a client error once however often it
// is thrown. What the data service stored is read from its metrics, on its internal port (the
// public port refuses /metrics).

const metricsUrl = `http://127.0.0.1:${e2ePort + 1}/metrics`;
async function stored(kind: 'vitals' | 'error'): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  const line = text.split('\n').find((l) => l.startsWith(`rum_reports_total{kind="${kind}",outcome="stored"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

test('a page load and a soft navigation store the landing page\'s web vitals, through the app\'s own route', async ({ page, request }) => {
  expect((await request.get('/metrics')).status()).toBe(404);
  const before = await stored('vitals');
  const beacons: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/(rum|api\/rum)$/.test(new URL(r.url()).pathname)) beacons.push(new URL(r.url()).pathname);
  });
  await page.goto('/tc/about');
  await page.waitForLoadState('networkidle');
  // A click ends the LCP measurement; the link is a client-side navigation.
  await page.mouse.click(5, 5);
  await page.locator('header a[href="/tc/fragrance"]').first().click();
  await expect(page).toHaveURL(/\/tc\/fragrance$/, { timeout: 15_000 });
  // Other tests' pages report too, meanwhile: this page's beacon is seen answered, and the count moves.
  await expect.poll(() => beacons.length, { timeout: 10_000 }).toBeGreaterThan(0);
  expect(beacons).toEqual(['/rum']);
  await expect.poll(() => stored('vitals'), { timeout: 10_000 }).toBeGreaterThan(before);
});

test('a client error thrown twice in a page is stored once', async ({ page }) => {
  const before = await stored('error');
  await page.goto('/fragrance');
  // Monitoring starts after hydration; it fetches the web-vitals library once its listeners are on.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/web-vitals')));
  // What the browser dispatches for an uncaught error (an exception thrown by Playwright's own
  // evaluate is reported to the debugger, not to the page's listeners).
  await page.evaluate(() => {
    for (let i = 0; i < 2; i++) window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('The same failure (reported once)') }));
  });
  await expect.poll(() => stored('error'), { timeout: 10_000 }).toBe(before + 1);
  await page.waitForTimeout(500);
  expect(await stored('error')).toBe(before + 1);
});

test('a client navigation to the Chinese home page renders it (its data request is /tc.data)', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/tc/about');
  await page.waitForLoadState('networkidle');
  await page.locator('footer a[href="/tc"]').first().click();
  await expect(page).toHaveURL(/\/tc$/, { timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK');
  await expect(page.getByText('Application Error')).toHaveCount(0);
  expect(errors).toEqual([]);
});
