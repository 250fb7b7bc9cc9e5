import { expect, test } from '@playwright/test';
import { ensureStaff, signInToStudio, staffPassword as password } from '../../../tools/testing/staff.ts';
import { expectAxeClean } from './support/checks';
import { studioSite } from './support/site';

// Operators and marketers see what visitors see (docs/observability.md): the web vitals real
// browsers sent through the site's own /rum route, as the 75th percentile per page template and
// language; client errors for admins (apps/api/src/rum/rum.test.ts: others are refused them).

const admin = 'health-admin@oriel.example';

test.beforeAll(async () => {
  await ensureStaff(studioSite, password, { [admin]: 'admin' });
});

test('the site-health page shows p75 per template against the thresholds, and client errors with their release', async ({ page, request }) => {
  const beacon = (body: object) => request.post('/rum', { data: JSON.stringify(body), headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' } });
  for (const value of [1800, 2200, 5200, 5600]) {
    const sent = await beacon({ kind: 'vitals', view: `healthview${value}`, template: 'makeup.product', locale: 'tc', device: 'phone', connection: '4g', reports: [{ name: 'LCP', value }] });
    expect(sent.status()).toBe(204);
  }
  expect((await beacon({ kind: 'error', type: 'hydration', message: 'Text content does not match server-rendered HTML.', template: 'makeup.product', locale: 'tc', release: 'e2erelease1', browser: 'Safari 18' })).status()).toBe(204);

  await signInToStudio(page, admin);
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Site health' }).click();
  await expect(page.getByRole('heading', { name: 'Site health' })).toBeVisible();
  // p75 of 1800, 2200, 5200, 5600 is 5300 ms: poor (LCP > 4000 ms).
  const row = page.getByRole('row', { name: /^makeup\.product/ });
  await expect(row).toContainText('Chinese');
  await expect(row).toContainText('5,300 ms');
  await expect(row).toContainText('poor, 4 visits');
  await expect(page.getByText('Text content does not match server-rendered HTML.')).toBeVisible();
  await expect(page.getByRole('row', { name: /does not match/ })).toContainText('e2erelease1');
  await page.getByRole('link', { name: 'Last 7 days' }).click();
  await expect(page.getByRole('heading', { name: /last 7 days/ })).toBeVisible();
  await expectAxeClean(page);

});
