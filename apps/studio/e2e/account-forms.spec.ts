import { type Page, expect, test } from '@playwright/test';
import { ensureStaff, signInToStudio, staffPassword as password } from '../../../tools/testing/staff.ts';
import { studioSite } from './support/site';

// The studio's account forms (sign-in, staff, password) check their fields in the browser with the
// action's own schema (react-hook-form, @oriel/forms/rhf) before anything is posted; the action
// checks the same and its answer lands in the same place.

test.describe.configure({ mode: 'serial' });

const admin = 'forms-admin@oriel.example';

test.beforeAll(async () => {
  await ensureStaff(studioSite, password, { [admin]: 'admin' });
});

/** Every request the page sends that is not a GET (a post of the form, with or without a reload). */
function watchPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') posts.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return posts;
}

test('sign-in: a missing password is told at the field before anything is posted; a wrong one by the server', async ({ page }) => {
  await page.goto('/studio/sign-in');
  // Hydrated: the form's checks are react-hook-form's from here on.
  await page.waitForLoadState('networkidle');
  const posts = watchPosts(page);
  await page.getByLabel('Email').fill(admin);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const passwordField = page.getByLabel('Password');
  await expect(page.getByRole('alert')).toHaveText('Enter your password.');
  await expect(passwordField).toBeFocused();
  await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toEqual([]);

  await passwordField.fill('not the passphrase');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The email or password is not right.')).toBeVisible();
  expect(posts.length).toBe(1);
});

test('staff and account: wrong fields are refused in the browser, nothing is posted', async ({ page }) => {
  await signInToStudio(page, admin);
  await page.goto('/studio/staff');
  await page.waitForLoadState('networkidle');
  const posts = watchPosts(page);
  await page.getByLabel('Email').fill('new-person@');
  await page.getByLabel('First password (12 characters or more)').fill('short');
  await page.getByRole('button', { name: 'Add staff member' }).click();
  await expect(page.getByText('Enter an email address, like name@example.com.')).toBeVisible();
  await expect(page.getByText('The first password needs 12 characters or more.')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  expect(posts).toEqual([]);

  await page.goto('/studio/account');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Current password').fill(password);
  await page.getByLabel('New password (12 characters or more)').fill('a new long passphrase');
  await page.getByLabel('New password again').fill('another long passphrase');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText('The two new passwords are not the same.');
  await expect(page.getByLabel('New password again')).toBeFocused();
  expect(posts).toEqual([]);
});
