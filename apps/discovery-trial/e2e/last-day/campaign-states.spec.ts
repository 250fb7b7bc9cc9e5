import { expect, test } from '@playwright/test';
import { bookElsewhere, labels, ready, slotsOf } from '../support/campaigns';

// APP_NOW = 15 May 2024, 13:00: the last day of La fille tour de fer. Only the 16:00 pick-up
// windows at its two boutiques are left (10 places each); its giveaway closes at midnight.
// Point du jour and the YOHO Mall pop-up are still to open. The tests run in order: the last
// one fills every place.
test.describe.configure({ mode: 'serial' });
const slug = 'la-fille-tour-de-fer';

test('two boutiques to choose from: the redemption-location message, then dates of the chosen boutique', async ({ page }) => {
  await page.goto(`/discovery-trial/${slug}`);
  await ready(page);
  const form = page.locator('[data-slot="registration-form"]');
  await form.getByRole('button', { name: labels.en.submit }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Please select a redemption location' })).toBeVisible();
  await expect(form.getByLabel(labels.en.date)).toBeDisabled();
  await form.getByRole('radio', { name: /Tsim Sha Tsui boutique/ }).check();
  await expect(form.getByRole('alert').filter({ hasText: 'Please select a redemption location' })).toHaveCount(0);
  await form.getByLabel(labels.en.date).selectOption('2024-05-15');
  await expect(form.getByLabel(labels.en.time).locator('option:not([value=""])')).toHaveText(['16:00–20:00 · 10 places left']);
});

test('the giveaway is open until its closing date, with the Instagram link in a new tab', async ({ page }) => {
  await page.goto(`/tc/discovery-trial/${slug}`);
  await ready(page);
  const giveaway = page.locator('[data-slot="giveaway"]');
  await expect(giveaway).toHaveAttribute('data-state', 'open');
  await expect(giveaway).toContainText('每位參加者只可獲獎一次。');
  const link = giveaway.getByRole('link', { name: /於 Instagram 參加/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('href', /instagram\.com/);
});

test('campaigns still to open say when registration opens', async ({ request }) => {
  for (const [path, text] of [
    ['/discovery-trial/matin-oriel-point-du-jour', 'Registration opens on'],
    ['/tc/discovery-trial/yohomall-pop-up-store', '登記將於'],
  ]) {
    const html = await (await request.get(path!)).text();
    expect(html).toContain(text!);
    expect(html).toContain('data-state="upcoming"');
    expect(html).not.toContain('data-slot="registration-form"');
  }
});

test('the edm landing of an open campaign: no header or footer, one call to book that leads to the form', async ({ page }) => {
  await page.goto(`/tc/discovery-trial/${slug}/edm`);
  await ready(page);
  await expect(page.locator('[data-slot="header"]')).toHaveCount(0);
  await expect(page.locator('[data-slot="footer"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('鐵鑄的玫瑰');
  await page.locator('[data-slot="edm-cta"]').click();
  await expect(page).toHaveURL(new RegExp(`/tc/discovery-trial/${slug}#register$`));
  await expect(page.locator('[data-slot="registration-form"]')).toBeVisible();
});

test('once every place is taken: "all reservations are full" and no form, in both locales', async ({ page, request }) => {
  for (const slot of await slotsOf(request, slug)) {
    await Promise.all(Array.from({ length: slot.remaining }, () => bookElsewhere(request, slug, slot)));
  }
  await page.goto(`/discovery-trial/${slug}`);
  await ready(page);
  await expect(page.locator('[data-slot="campaign-state"]')).toHaveText('all reservations are full');
  await expect(page.locator('[data-slot="registration-form"]')).toHaveCount(0);
  await expect(page.locator('#register')).toHaveCount(0);
  await page.goto(`/tc/discovery-trial/${slug}`);
  await ready(page);
  await expect(page.locator('[data-slot="campaign-state"]')).toHaveText('所有預約名額已滿');
});
