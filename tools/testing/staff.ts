import { spawnSync } from 'node:child_process';
import { type Page, expect } from '@playwright/test';

/** The passphrase of the accounts the specs add (`ensureStaff`). */
export const staffPassword = 'a long studio passphrase';

/**
 * `npm run staff`, as an engineer runs it, against a running test site (its local admin channel:
 * `STUDIO_ADMIN_FILE`). Returns the command's output; throws with its error output when it fails.
 */
export function staffCommand(site: { adminFile: string; pgliteDir?: string }, password: string, ...args: string[]): string {
  const result = spawnSync('npm', ['run', '-s', 'staff', '--', ...args], {
    input: password,
    encoding: 'utf8',
    env: { ...process.env, STUDIO_ADMIN_FILE: site.adminFile, ...(site.pgliteDir ? { PGLITE_DATA_DIR: site.pgliteDir } : {}) },
  });
  if (result.status !== 0) throw new Error(`npm run staff -- ${args.join(' ')}: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/**
 * Staff accounts a spec signs in with, added once: a retried spec (its `beforeAll` runs again on the
 * same site) finds them there and does not add them twice.
 */
export function ensureStaff(site: { adminFile: string; pgliteDir?: string }, password: string, accounts: Record<string, 'editor' | 'campaign-manager' | 'admin'>): void {
  // One account a line, its email first (`media-editor@…` is not `editor@…`).
  const existing = new Set(staffCommand(site, password, 'list').split('\n').map((line) => line.split('\t')[0]));
  for (const [email, role] of Object.entries(accounts)) {
    if (!existing.has(email)) staffCommand(site, password, 'add', email, '--role', role, '--password-stdin');
  }
}

/**
 * Signs a staff account in through the studio's form, as a person would: the studio sends a
 * visitor without a session to its sign-in page, and after the form the account's first page opens.
 */
export async function signInToStudio(page: Page, email: string, password = staffPassword): Promise<void> {
  await page.goto('/studio');
  await expect(page).toHaveURL(/\/studio\/sign-in/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
