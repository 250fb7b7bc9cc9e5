import { type Page, expect, test } from '@playwright/test';
import { seededCampaignSlugs } from '@oriel/config/seeded-campaigns';
import { focusRings } from '../../../tools/testing/focus-ring';

// A keyboard visitor sees where they are on every campaign's ground: the focus ring has 3:1
// against the page (WCAG 1.4.11), whatever the campaign's accent colour.

async function ready(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-page-status', 'ready');
  await expect(page.locator('.oriel-overlay')).toBeHidden();
}

for (const slug of seededCampaignSlugs) {
  test(`the focus ring on the ${slug} page has 3:1 against its ground`, async ({ page }) => {
    await page.goto(`/discovery-trial/${slug}`);
    await ready(page);
    const rings = await focusRings(page, 'main', 8);
    expect(rings.length).toBeGreaterThan(0);
    expect(rings.filter((ring) => ring.ratio < 3)).toEqual([]);
  });
}
