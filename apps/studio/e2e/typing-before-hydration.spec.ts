import { expect, test } from '@playwright/test';
import { ensureStaff, signInToStudio, staffPassword as password } from '../../../tools/testing/staff.ts';
import { studioSite } from './support/site';

// Text typed while the studio's scripts are still loading is not lost when the page hydrates
// (React resets a server-rendered textarea to the server's text), and the form knows it is
// unsaved (react-hook-form had taken it as changed without telling the guard).

const manager = 'typing-early@oriel.example';
test.beforeAll(() => ensureStaff(studioSite, password, { [manager]: 'campaign-manager' }));

test('a summary typed before the texts page has loaded its scripts is still there once it has, and leaving asks first', async ({ page }) => {
  await signInToStudio(page, manager);
  // The scripts are held back while the manager types, as on a slow connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/studio\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/studio/campaigns/yohomall-pop-up-store/texts', { waitUntil: 'domcontentloaded' });
  const summary = page.getByRole('textbox', { name: 'Summary (English)', exact: true });
  const kicker = page.getByRole('textbox', { name: 'Kicker (English)', exact: true });
  await summary.fill('A summary typed while the page loaded.');
  await kicker.fill('Typed early');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(summary).toHaveValue('A summary typed while the page loaded.');
  await expect(kicker).toHaveValue('Typed early');
  await page.getByRole('navigation', { name: 'Campaign' }).getByRole('link', { name: 'Registrations' }).click();
  const leave = page.getByRole('alertdialog', { name: 'You have unsaved changes. Leave without saving them?' });
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(summary).toHaveValue('A summary typed while the page loaded.');
});
