import { type Page, expect, test } from '@playwright/test';
import { ensureStaff, signInToStudio, staffPassword as password } from '../../../tools/testing/staff.ts';
import { studioSite } from './support/site';

// A save that does not go through keeps what was typed: the server unreachable or answering an
// error, or the session ended while the person typed. The page stays, says why nothing was
// saved, and the same words can be saved once the cause is gone.

test.describe.configure({ mode: 'serial' });

const cleo = 'cleo@oriel.example';
// An entry no other studio spec edits.
const entry = '/studio/entries/product/brume-de-victoria';

test.beforeAll(async () => {
  await ensureStaff(studioSite, password, { [cleo]: 'editor' });
});

async function openEntry(page: Page) {
  await page.goto(entry);
  await expect(page.getByRole('heading', { name: 'Texts' })).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}

test('a save the server does not take keeps the page and what was typed, and saves it once it is back', async ({ page }) => {
  await signInToStudio(page, cleo);
  await openEntry(page);
  const subtitle = `Cleo's subtitle ${Date.now().toString(36)}`;
  await page.getByLabel('Subtitle (English)').fill(subtitle);

  // The edge answers 502 (the studio server restarting), then the connection drops.
  const save = (url: URL) => url.pathname === `${entry}.data`;
  await page.route(save, (route) => route.fulfill({ status: 502, body: '<html><body>Bad gateway</body></html>' }), { times: 1 });
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('alert').first()).toContainText('Not saved: the studio could not reach the server. What you typed is still here');
  await expect(page.getByLabel('Subtitle (English)')).toHaveValue(subtitle);
  await page.route(save, (route) => route.abort('connectionreset'), { times: 1 });
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('alert').first()).toContainText('Not saved');
  await expect(page.getByLabel('Subtitle (English)')).toHaveValue(subtitle);

  // Back: the same words are saved.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status')).toContainText('Draft saved');
  await page.reload();
  await expect(page.getByLabel('Subtitle (English)')).toHaveValue(subtitle);
});

test('a session that ended while typing keeps the page; signing in again in another tab lets the person save', async ({ page, context }) => {
  await signInToStudio(page, cleo);
  await openEntry(page);
  const subtitle = `Written over lunch ${Date.now().toString(36)}`;
  await page.getByLabel('Subtitle (English)').fill(subtitle);

  // The session ends (idle timeout, signed out elsewhere): the browser no longer has one.
  await context.clearCookies();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(entry);
  await expect(page.getByRole('alert').filter({ hasText: 'nothing on this page can be saved for now' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved: your session has ended' }).first()).toBeVisible();
  await expect(page.getByLabel('Subtitle (English)')).toHaveValue(subtitle);

  // The note's link opens the sign-in page in a new tab; signing in there lets this page save.
  const [signInTab] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'sign in again in a new tab' }).click()]);
  await expect(signInTab).toHaveURL(/\/studio\/sign-in/);
  await signInTab.getByLabel('Email').fill(cleo);
  await signInTab.getByLabel('Password').fill(password);
  await signInTab.getByRole('button', { name: 'Sign in' }).click();
  await expect(signInTab).not.toHaveURL(/\/sign-in/);
  await signInTab.close();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status')).toContainText('Draft saved');
  await expect(page.getByRole('alert').filter({ hasText: 'nothing on this page can be saved for now' })).toHaveCount(0);
});

test('a page asked for after the session ended comes back to itself after signing in', async ({ page, context }) => {
  await signInToStudio(page, cleo);
  await openEntry(page);
  await context.clearCookies();
  // A navigation in the app is a data request (`….data`): the sign-in page names the page itself.
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page).toHaveURL(/\/studio\/sign-in\?next=%2Fstudio%2Fentries%2Fproduct$/);
});
