import { type Page, expect, test } from '@playwright/test';
import { ready } from '../support/campaigns';

// APP_NOW = 20 April 2025: Le Perce-vent is open, Palais Royal Gardens is announced (opens 9 October
// 2025), the five others have ended. The hub, the way on from an ended campaign and the
// brand site's band follow the data service's clock.

const cardOf = (page: Page, slug: string) => page.locator(`[data-slot="campaign-card"][data-campaign="${slug}"]`);

test('the hub: open now, coming soon and past, in both locales', async ({ page }) => {
  await page.goto('/discovery-trial');
  await ready(page);
  await expect(page.getByRole('region', { name: 'Now on' }).locator('[data-slot="campaign-card"]')).toHaveCount(1);
  await expect(cardOf(page, 'le-perce-vent')).toContainText('Open until 31 May 2025');
  await expect(cardOf(page, 'le-perce-vent')).toContainText('HK$480');
  await expect(cardOf(page, 'le-perce-vent')).toContainText('Workshop sessions');
  await expect(page.getByRole('region', { name: 'Coming soon' }).locator('[data-slot="campaign-card"]')).toHaveCount(1);
  await expect(cardOf(page, 'palais-royal-gardens')).toContainText('Opens on 9 October 2025');
  await expect(page.getByRole('region', { name: 'Past campaigns' }).locator('[data-slot="campaign-card"]')).toHaveCount(5);
  await expect(page.getByRole('region', { name: 'Try our fragrances in a boutique' })).toHaveCount(0);

  await page.goto('/tc/discovery-trial');
  await ready(page);
  await expect(page.getByRole('region', { name: '現正舉行' })).toContainText('登記截止：2025年5月31日');
  await expect(page.getByRole('region', { name: '即將推出' })).toContainText('2025年10月9日開始登記');
});

test('an ended campaign leads to the one open now and the one coming next', async ({ page }) => {
  await page.goto('/discovery-trial/ifc-pop-up-store');
  await ready(page);
  const wayOn = page.locator('[data-slot="way-on"]');
  await expect(wayOn.getByRole('heading', { name: 'Open now and coming next' })).toBeVisible();
  await expect(wayOn.locator('[data-slot="campaign-card"]')).toHaveCount(2);
  await expect(wayOn.locator('[data-slot="campaign-card"]').first()).toHaveAttribute('data-campaign', 'le-perce-vent');
  await expect(wayOn.getByRole('link', { name: 'All campaigns' })).toHaveAttribute('href', '/discovery-trial');
  // Its e-mail landing, read long after the e-mail was sent, leads on too (in Chinese as well).
  await page.goto('/tc/discovery-trial/ifc-pop-up-store/edm');
  await ready(page);
  const edmWayOn = page.locator('[data-slot="way-on"]');
  await expect(edmWayOn.locator('[data-slot="campaign-card"]').first()).toHaveAttribute('data-campaign', 'le-perce-vent');
  await expect(edmWayOn.getByRole('link', { name: '所有活動' })).toHaveAttribute('href', '/tc/discovery-trial');
  await expect(page.locator('[data-slot="edm-cta"]')).toHaveCount(0);
  // The open campaign itself has no way on: it has its form.
  await page.goto('/discovery-trial/le-perce-vent');
  await expect(page.locator('[data-slot="way-on"]')).toHaveCount(0);
});

test('the brand site\'s band names the open campaign and links to it', async ({ page }) => {
  await page.goto('/');
  const band = page.locator('[data-slot="discovery-band"]');
  await expect(band).toHaveAttribute('data-campaign', 'le-perce-vent');
  await expect(band.getByRole('link', { name: 'Discover Le Perce-vent' })).toHaveAttribute('href', '/discovery-trial/le-perce-vent');
  await expect(page.locator('section').filter({ has: band })).toContainText('Now on until 31 May 2025: Le Perce-vent.');
  await page.goto('/tc/fragrance');
  await expect(page.locator('[data-slot="discovery-band"]').getByRole('link', { name: /^了解「Le Perce-vent[^」]*」詳情$/ })).toHaveAttribute('href', '/tc/discovery-trial/le-perce-vent');
});
