import { axe } from '../../../../tools/testing/axe.ts';
import { expect, test } from '@playwright/test';
import { ensureStaff, signInToStudio, staffPassword as password } from '../../../../tools/testing/staff.ts';
import { bookElsewhere, fillSlot, ready, slotsOf } from '../support/campaigns';
import { campaignSites, studioAdminFile } from '../support/servers';

// Operations in the studio, on the site where Le Perce-vent is open (APP_NOW 20 April
// 2025): a campaign manager lowers a full session's quota below its bookings (refused, with the
// reason), then raises it, and "Quota full" lifts on the campaign page. An editor cannot see the
// registrations; a campaign manager cannot manage staff.
test.describe.configure({ mode: 'serial' });
// Each test goes back and forth between the studio and the campaign page: more steps than most.
test.setTimeout(120_000);

const slug = 'le-perce-vent';
const manager = 'ops@oriel.example';
const editor = 'words@oriel.example';
const site = campaignSites.find((s) => s.folder === 'perce-vent-open')!;


test.beforeAll(async () => {
  await ensureStaff({ adminFile: studioAdminFile(site) }, password, { [manager]: 'campaign-manager', [editor]: 'editor' });
});

test('a quota lowered below bookings is refused with the reason; raised, "Quota full" lifts on the campaign page', async ({ page, request }) => {
  // The last session of the campaign, which no other test of this site uses.
  const slot = (await slotsOf(request, slug)).at(-1)!;
  await fillSlot(request, slug, slot);
  // One tab, as a campaign manager checking the page beside the studio would (a tab in the
  // background paints nothing, so its page would never say it is ready).
  const visitor = page;
  const option = visitor.getByLabel('Appointment time-slot').locator(`option[value="${slot.id}"]`);
  const showSlot = async () => {
    await visitor.goto(`/discovery-trial/${slug}`);
    await ready(visitor);
    await visitor.getByLabel('Appointment date').selectOption(slot.date);
  };
  await showSlot();
  await expect(option).toHaveText(/Quota full/);

  const studioSlots = async () => {
    await page.goto(`/studio/campaigns/${slug}`);
    await expect(page.getByRole('heading', { name: `${slug}: slots and quotas`, level: 1 })).toBeVisible();
  };
  await signInToStudio(page, manager);
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Campaigns' }).click();
  await page.getByRole('link', { name: slug, exact: true }).click();
  await expect(page.getByRole('heading', { name: `${slug}: slots and quotas`, level: 1 })).toBeVisible();
  const row = page.locator(`tr[data-slot-id="${slot.id}"]`);
  await expect(row.getByRole('cell').nth(1)).toHaveText(String(slot.quota));
  const quota = row.getByRole('spinbutton');
  // An emptied quota is asked for in the browser, at its field, before anything is posted.
  const posts: string[] = [];
  const countPost = (request: { method(): string; url(): string }) => {
    if (request.method() === 'POST' && !request.url().includes('presence')) posts.push(request.url());
  };
  page.on('request', countPost);
  await quota.fill('');
  await row.getByRole('button', { name: /^Save/ }).click();
  await expect(row.getByRole('alert')).toHaveText('Enter a quota.');
  await expect(quota).toBeFocused();
  page.off('request', countPost);
  expect(posts).toEqual([]);
  await quota.fill('3');
  await row.getByRole('button', { name: /^Save/ }).click();
  await expect(row.getByRole('alert')).toHaveText(`${slot.quota} places are already booked in this slot: the quota cannot go below ${slot.quota}.`);
  await expect(quota).toHaveAttribute('aria-invalid', 'true');
  await showSlot();
  await expect(option).toHaveText(/Quota full/);

  await studioSlots();
  await quota.fill(String(slot.quota + 2));
  await row.getByRole('button', { name: /^Save/ }).click();
  await expect(row.getByRole('status')).toHaveText(`Quota saved: ${slot.quota + 2} (2 remaining).`);
  await showSlot();
  await expect(option).toHaveText(/2 places left/);
  await expect(option).toBeEnabled();

  await studioSlots();
  await expect(row.getByRole('cell').nth(2)).toHaveText('2');
  const results = await axe(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('registrations: search by reference, details, cancel a booking (the place comes back), the dashboard; axe-clean', async ({ page, request }) => {
  // A booking of its own, in a session no other test uses (the others book side by side).
  const slot = (await slotsOf(request, slug)).at(-3)!;
  const reference = await bookElsewhere(request, slug, slot);
  const remaining = async () => (await slotsOf(request, slug)).find((s) => s.id === slot.id)!.remaining;
  expect(await remaining()).toBe(slot.remaining - 1);
  await signInToStudio(page, manager);
  await page.goto(`/studio/campaigns/${slug}/registrations`);
  await page.getByLabel('Reference, phone, email or name').fill(reference);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status')).toHaveText(`1 match for “${reference}”.`);
  await page.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { name: `Registration ${reference}`, level: 1 })).toBeVisible();
  let results = await axe(page).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);

  // The visitor asked staff to cancel: the place returns to its session.
  const cancel = page.getByRole('form', { name: 'Cancel this booking' });
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Tick "The visitor asked to cancel" to cancel the booking.')).toHaveCount(0); // the browser asks first (required)
  await cancel.getByLabel('The visitor asked to cancel').check();
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Booking cancelled: the place is back in its session')).toBeVisible();
  await expect(page.getByText('This booking is cancelled.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'cancelled by staff' })).toBeVisible();
  expect(await remaining()).toBe(slot.remaining);

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Registrations per day' })).toBeVisible();
  await expect(page.locator('.studio-chart svg.recharts-surface').first()).toBeVisible();
  results = await axe(page).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test("the studio's campaign list tells the site's moment: Le Perce-vent is open there, as on its public page", async ({ page }) => {
  await signInToStudio(page, manager);
  await page.goto('/studio/campaigns?show=open');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: slug, exact: true }) });
  await expect(row).toContainText('Open');
  await expect(page.getByRole('row').filter({ hasText: 'ifc-pop-up-store' })).toHaveCount(0);
});

test('role checks: an editor cannot see registrations; a campaign manager cannot manage staff', async ({ page, browser }) => {
  await signInToStudio(page, editor);
  await expect(page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Campaigns' })).toHaveCount(0);
  const refused = await page.goto(`/studio/campaigns/${slug}/registrations`);
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await expect(page.getByText('@example.com')).toHaveCount(0);
  expect((await page.request.get(`/studio/campaigns/${slug}/registrations.csv`)).status()).toBe(403);

  const other = await browser.newPage();
  await signInToStudio(other, manager);
  await expect(other.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Staff' })).toHaveCount(0);
  expect((await other.goto('/studio/staff'))?.status()).toBe(403);
  await expect(other.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await other.close();
});
