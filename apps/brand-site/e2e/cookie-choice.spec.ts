import { type ChildProcess, spawn } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';
import { type Browser, type BrowserContextOptions, type Page, expect, test } from '@playwright/test';

// The cookie choice is a form posted to the app's cookie-choice action: the
// server renders the banner from the cookie it read, so the choice works without JavaScript in
// both apps and both languages; with JavaScript the same form posts through a fetcher, to the
// page's app and never to /api. The banner appears only when something needs consent: these
// tests start each app once more with a tag manager and a chat widget configured (their scripts
// answered by the test: no network).

const e2ePort = Number(process.env.E2E_PORT ?? 3300);
const thirdParties = /^https:\/\/(www\.googletagmanager\.com|chat\.example\.com)\//;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** One app's production server with consent-gated scripts configured, on a port of its own. */
async function startApp(app: 'brand-site' | 'discovery-trial'): Promise<{ base: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn(process.execPath, [`apps/${app}/build/server/main.js`], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      API_INTERNAL_URL: `http://127.0.0.1:${e2ePort + 1}`,
      GTM_ID: 'GTM-TEST42',
      CHAT_WIDGET_SRC: 'https://chat.example.com/widget.js',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
    server.once('exit', (code) => reject(new Error(`${app} exited with ${code}: ${stderr}`)));
  });
  return { base: `http://127.0.0.1:${port}`, server };
}

async function open(browser: Browser, base: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL: base, ...options });
  await context.route(thirdParties, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  const page = await context.newPage();
  const apiWrites: string[] = [];
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET') return;
    const path = new URL(request.url()).pathname;
    posts.push(path);
    if (path.startsWith('/api')) apiWrites.push(`${request.method()} ${path}`);
  });
  return { context, page, apiWrites, posts };
}

const consentOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'oriel_consent')?.value;

test.describe.configure({ mode: 'serial' });
const servers: ChildProcess[] = [];
let brandSite = '';
let campaigns = '';

test.beforeAll(async () => {
  const [brand, trial] = await Promise.all([startApp('brand-site'), startApp('discovery-trial')]);
  servers.push(brand.server, trial.server);
  brandSite = brand.base;
  campaigns = trial.base;
});
test.afterAll(() => {
  for (const server of servers) if (server.exitCode === null) server.kill('SIGKILL');
});

test('without JavaScript: the banner comes with the page, the choice is a form post that comes back to it, and the cookie policy reopens it', async ({ browser }) => {
  const { context, page, apiWrites } = await open(browser, brandSite, { javaScriptEnabled: false });
  await page.goto('/about?from=home');
  const banner = page.getByRole('region', { name: 'Your cookie choice' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Essential only' }).click();
  await expect(page).toHaveURL(`${brandSite}/about?from=home`);
  await expect(page.getByRole('region', { name: 'Your cookie choice' })).toHaveCount(0);
  expect(await consentOf(page)).toBe('rejected');

  await page.goto('/legals-and-policy?sub=cookie-policy');
  const settings = page.getByRole('button', { name: 'Cookie settings' });
  await expect(settings).toHaveAccessibleDescription('You have chosen essential cookies only.');
  await settings.click();
  await expect(page).toHaveURL(/\?sub=cookie-policy&cookie-settings=open$/);
  const reopened = page.getByRole('region', { name: 'Your cookie choice' });
  await expect(reopened.getByRole('button', { name: 'Essential only' })).toHaveAttribute('aria-pressed', 'true');
  await reopened.getByRole('button', { name: 'Accept all' }).click();
  await expect(page).toHaveURL(`${brandSite}/legals-and-policy?sub=cookie-policy`);
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toHaveAccessibleDescription('You have accepted analytics cookies and the chat service.');
  expect(await consentOf(page)).toBe('accepted');
  expect(apiWrites).toEqual([]);
  await context.close();
});

test('without JavaScript on a Chinese campaign page: the campaign app answers its own banner', async ({ browser }) => {
  const { context, page, posts } = await open(browser, campaigns, { javaScriptEnabled: false });
  await page.goto('/tc/discovery-trial/matin-oriel');
  const banner = page.getByRole('region', { name: '您的 Cookie 選擇' });
  await expect(banner.getByRole('link', { name: 'Cookie 政策' })).toHaveAttribute('href', '/tc/legals-and-policy?sub=cookie-policy');
  await banner.getByRole('button', { name: '全部接受' }).click();
  await expect(page).toHaveURL(`${campaigns}/tc/discovery-trial/matin-oriel`);
  await expect(page.getByRole('region', { name: '您的 Cookie 選擇' })).toHaveCount(0);
  expect(await consentOf(page)).toBe('accepted');
  expect(posts).toEqual(['/discovery-trial/cookie-choice']);
  await context.close();
});

for (const [app, path, name, button] of [
  ['brand-site', '/about', 'Your cookie choice', 'Essential only'],
  ['discovery-trial', '/tc/discovery-trial/matin-oriel', '您的 Cookie 選擇', '只限必要 Cookie'],
] as const) {
  test(`with JavaScript (${app}): the same form posts through a fetcher, without a reload and never to /api`, async ({ browser }) => {
    const base = app === 'brand-site' ? brandSite : campaigns;
    const { context, page, apiWrites, posts } = await open(browser, base);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-page-status', 'ready');
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await page.getByRole('region', { name }).getByRole('button', { name: button }).click();
    await expect(page.getByRole('region', { name })).toHaveCount(0);
    await expect.poll(() => consentOf(page)).toBe('rejected');
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    expect(posts.every((p) => p.startsWith(app === 'brand-site' ? '/cookie-choice' : '/discovery-trial/cookie-choice'))).toBe(true);
    expect(posts.length).toBeGreaterThan(0);
    expect(apiWrites).toEqual([]);
    await context.close();
  });
}
