import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
 * same site) finds them there and does not add them twice. Added through the running site's admin
 * channel, the requests `npm run staff` makes (apps/api/src/studio/cli.ts), without starting the
 * command: two or three commands in every studio spec's `beforeAll` held a CI worker for seconds
 * each. studio.spec.ts runs the command itself, as an engineer does.
 */
export async function ensureStaff(site: { adminFile: string }, password: string, accounts: Record<string, 'editor' | 'campaign-manager' | 'admin'>): Promise<void> {
  const channel = JSON.parse(readFileSync(site.adminFile, 'utf8')) as { url: string; token: string };
  const staff = async (method: 'GET' | 'POST', body?: object) => {
    const response = await fetch(`${channel.url}/api/studio/admin/staff`, {
      method,
      headers: { authorization: `Bearer ${channel.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = (await response.json()) as { data?: unknown; error?: { message: string } };
    if (!response.ok) throw new Error(`staff ${method}: ${answer.error?.message ?? response.status}`);
    return answer.data;
  };
  const existing = new Set(((await staff('GET')) as { email: string }[]).map((account) => account.email));
  for (const [email, role] of Object.entries(accounts)) {
    if (!existing.has(email)) await staff('POST', { email, role, password });
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
