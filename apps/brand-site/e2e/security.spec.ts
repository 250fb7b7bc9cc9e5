import { type ChildProcess, spawn } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';
import { type APIResponse, type Page, expect, test } from '@playwright/test';
import { scoreHeaders } from '../../../tools/testing/observatory';
import { nonceOf } from '@oriel/server/security-headers';

/**
 * The policy a browser applies: the last valid token of the header (W3C Referrer Policy, "parse a
 * referrer policy from a Referrer-Policy header"). The page's own policy follows helmet's default.
 */
const effectiveReferrerPolicy = (header: string | undefined) => header?.split(/[,\n]/).map((token) => token.trim()).filter(Boolean).at(-1);


// On the production builds: the security headers of every app scored with the Mozilla
// HTTP Observatory rules, the CSP nonce on every script React Router renders (and the page
// running under that policy), and the consent-gated third-party scripts on a second brand-site
// server that has them configured (their URLs answered by the test: no network).

const e2ePort = Number(process.env.E2E_PORT ?? 3300);

function headersOf(response: APIResponse): Headers {
  const headers = new Headers();
  for (const { name, value } of response.headersArray()) headers.append(name, value);
  return headers;
}

test('every app answers with A+ security headers: pages, data requests, static files, API, errors', async ({ request }) => {
  const html = await request.get('/');
  const asset = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(await html.text())?.[1];
  expect(asset, 'a built asset of the brand site').toBeTruthy();
  const urls = [
    '/',
    '/tc/about',
    '/this-page-does-not-exist',
    '/discovery-trial/palais-royal-gardens',
    '/tc/discovery-trial/palais-royal-gardens',
    '/discovery-trial/favicon.svg',
    asset!,
    '/favicon.svg',
    '/about.data',
    '/api/health',
    '/api/ready',
    '/api/collections?locale=en',
    '/api/does-not-exist',
  ];
  for (const url of urls) {
    const response = await request.get(url, { maxRedirects: 0 });
    const result = scoreHeaders(headersOf(response), { https: false });
    expect(result.grade, `${url} (${response.status()}): ${result.findings.join('; ')}`).toBe('A+');
    const headers = response.headers();
    expect(headers['strict-transport-security'], url).toBe('max-age=63072000; includeSubDomains');
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], url).toContain('camera=()');
    const csp = headers['content-security-policy'] ?? '';
    for (const directive of ["'strict-dynamic'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'"]) expect(csp, url).toContain(directive);
    expect(csp, url).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    for (const cookie of response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie')) {
      expect(cookie.value, `${url} cookie`).toMatch(/SameSite=(Lax|Strict)/i);
    }
  }
});

test('cookies set behind HTTPS are Secure and SameSite=Lax (the edge says X-Forwarded-Proto: https)', async () => {
  // The composition server overwrites X-Forwarded-Proto, so ask the brand-site server directly,
  // as nginx in front of it would.
  const response = await fetch(`http://127.0.0.1:${e2ePort + 2}/tc`, { headers: { 'x-forwarded-proto': 'https' }, redirect: 'manual' });
  expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  for (const cookie of response.headers.getSetCookie()) {
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/SameSite=(Lax|Strict)/i);
  }
});

async function expectNonceOnEveryScript(page: Page, path: string) {
  const violations: string[] = [];
  page.on('console', (message) => /Content Security Policy/i.test(message.text()) && violations.push(message.text()));
  const response = await page.goto(path);
  const nonce = nonceOf(response!.headers()['content-security-policy']);
  expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  const html = await response!.text();
  // Every script that runs; JSON-LD blocks are data, never executed.
  const scriptTags = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('application/ld+json'));
  expect(scriptTags.length, path).toBeGreaterThan(0);
  for (const tag of scriptTags) expect(tag, `${path}: ${tag}`).toContain(`nonce="${nonce}"`);
  // React Router's script preloads carry it too.
  const preloads = html.match(/<link\b[^>]*rel="modulepreload"[^>]*>/g) ?? [];
  expect(preloads.length, path).toBeGreaterThan(0);
  for (const tag of preloads) expect(tag, path).toContain(`nonce="${nonce}"`);
  // The page hydrates and runs under the strict policy (a cold server on a busy machine is slow).
  await expect(page.locator('html')).toHaveAttribute('data-page-status', 'ready', { timeout: 20_000 });
  expect(violations, path).toEqual([]);
  return nonce!;
}

test('React Router scripts carry the response nonce, fresh on every response, and the page runs under it', async ({ page }) => {
  // Three cold page loads to the end of hydration: seconds each on a busy shared machine.
  test.slow();
  const first = await expectNonceOnEveryScript(page, '/');
  const second = await expectNonceOnEveryScript(page, '/');
  expect(second).not.toBe(first);
  await expectNonceOnEveryScript(page, '/tc/discovery-trial/palais-royal-gardens');
});

test('state-changing API calls from another site, or not as JSON, are refused', async ({ request }) => {
  const crossSite = await request.post('/api/otp/send', {
    headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    data: { channel: 'sms', destination: '+852 9123 4567', purpose: 'loyalty-lookup' },
  });
  expect(crossSite.status()).toBe(403);
  const form = await request.post('/api/registrations', { form: { first_name: 'A' } });
  expect(form.status()).toBe(415);
  expect((await form.json()).error.details.messageId).toBe('hardening.unsupportedMediaType');
  const big = await request.post('/api/registrations', { headers: { 'content-type': 'application/json' }, data: { note: 'x'.repeat(70_000) } });
  expect(big.status()).toBe(413);
});

test.describe('consent-gated third-party scripts (second brand-site server with them configured)', () => {
  test.describe.configure({ mode: 'serial' });
  let base = '';
  const gtmId = 'GTM-TEST42';
  const chat = 'https://chat.example.com/widget.js';
  const jquery = 'https://code.example.com/jquery-3.7.1.min.js';
  let server: ChildProcess;

  test.beforeAll(async () => {
    // A port nobody uses right now (engineers and CI run several sites side by side).
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['apps/brand-site/build/server/main.js'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        API_INTERNAL_URL: `http://127.0.0.1:${e2ePort + 1}`,
        GTM_ID: gtmId,
        CHAT_WIDGET_SRC: chat,
        JQUERY_SRC: jquery,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
      server.once('exit', (code) => reject(new Error(`consent server exited with ${code}: ${stderr}`)));
    });
  });
  test.afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
  });

  async function stubThirdParties(page: Page) {
    const loaded: string[] = [];
    await page.route(/^https:\/\/(www\.googletagmanager\.com|chat\.example\.com|code\.example\.com)\//, (route) => {
      loaded.push(route.request().url());
      const name = route.request().url().includes('googletagmanager') ? 'gtm' : route.request().url().includes('chat') ? 'chat' : 'jquery';
      return route.fulfill({ contentType: 'text/javascript', body: `window.__ran = (window.__ran || []).concat(${JSON.stringify(name)});` });
    });
    return loaded;
  }

  test('asks first in both languages; nothing but jQuery before "Accept all"; then the tag manager and chat run under the CSP', async ({ browser }) => {
    test.slow();
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    const loaded = await stubThirdParties(page);
    const response = await page.goto('/tc');
    expect(response!.headers()['content-security-policy']).toContain('https://www.googletagmanager.com');
    const banner = page.getByRole('region', { name: '您的 Cookie 選擇' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Cookie 政策' })).toHaveAttribute('href', '/tc/legals-and-policy?sub=cookie-policy');
    await expect.poll(() => page.evaluate(() => (window as { __ran?: string[] }).__ran ?? [])).toEqual(['jquery']);
    expect(loaded).toEqual([jquery]);

    await page.goto('/');
    const english = page.getByRole('region', { name: 'Your cookie choice' });
    await english.getByRole('button', { name: 'Accept all' }).click();
    await expect(english).toBeHidden();
    await expect.poll(() => page.evaluate(() => ((window as { __ran?: string[] }).__ran ?? []).slice().sort())).toEqual(['chat', 'gtm', 'jquery']);
    expect(loaded).toEqual(expect.arrayContaining([`https://www.googletagmanager.com/gtm.js?id=${gtmId}`, chat]));
    // The banner closes at once; the fetcher's post that stores the choice may still be on its way.
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'oriel_consent')).toMatchObject({ value: 'accepted', sameSite: 'Lax' });
    // The data layer: the tag manager's start and page views, paths only, nothing personal.
    await page.goto('/about?email=visitor%40example.com');
    await expect.poll(() => page.evaluate(() => JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer ?? []))).toContain('"page_path":"/about"');
    const layer = await page.evaluate(() => JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer));
    expect(layer).not.toContain('example.com');
    await expect(page.getByRole('region', { name: 'Your cookie choice' })).toHaveCount(0);
    await context.close();
  });

  test('a studio preview link (its token in the address) loads no third-party script after "Accept all", and sends no Referer', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    const loaded = await stubThirdParties(page);
    await page.goto('/');
    await page.getByRole('region', { name: 'Your cookie choice' }).getByRole('button', { name: 'Accept all' }).click();
    // Every script of this page has been asked for: the two consented ones and jQuery, which needs no
    // consent but loads once the page is idle, so it may come after them (and must not land after the reset below).
    await expect.poll(() => loaded.some((url) => url.startsWith(chat)) && loaded.some((url) => url.includes('googletagmanager')) && loaded.some((url) => url.includes('jquery'))).toBe(true);
    loaded.length = 0;
    // The page's data hands the consent layer no third-party configuration (an ordinary page names them).
    expect(await (await page.request.get('/about')).text()).toContain(gtmId);
    const previewHtml = await page.request.get('/about?oriel-preview=a-preview-token.signature');
    expect(effectiveReferrerPolicy(previewHtml.headers()['referrer-policy'])).toBe('no-referrer');
    const previewText = await previewHtml.text();
    expect(previewText).not.toContain(gtmId);
    expect(previewText).not.toContain(chat);
    const preview = await page.goto('/about?oriel-preview=a-preview-token.signature', { waitUntil: 'load' });
    expect(effectiveReferrerPolicy(preview!.headers()['referrer-policy'])).toBe('no-referrer');
    await page.waitForTimeout(1000);
    expect(loaded).toEqual([]);
    expect(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer)).toBeUndefined();
    await context.close();
  });

  test('"Essential only" keeps the tag manager and chat off on every page', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    const loaded = await stubThirdParties(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Essential only' }).click();
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('data-page-status', 'ready');
    await page.waitForTimeout(500);
    expect(loaded.filter((url) => url !== jquery)).toEqual([]);
    await context.close();
  });

  test('SIGTERM: the server answers what is under way and exits at once, keep-alive connections notwithstanding', async () => {
    const agent = await fetch(`${base}/favicon.svg`, { headers: { connection: 'keep-alive' } });
    expect(agent.status).toBe(200);
    const started = Date.now();
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
