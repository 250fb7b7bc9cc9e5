import { expect, test } from '@playwright/test';
import { focusRings } from '../../../tools/testing/focus-ring';

// A keyboard visitor sees where they are on the paper pages: the focus ring has 3:1 against the
// page (WCAG 1.4.11): deep gold on paper, the light gold on the ink sections only.

for (const path of ['/exclusive-rewards', '/tc/exclusive-rewards', '/article/storm-glass-and-le-perce-vent']) {
  test(`the focus ring on ${path} has 3:1 against the page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-page-status', 'ready');
    const rings = await focusRings(page, 'main', 10);
    expect(rings.length).toBeGreaterThan(2);
    expect(rings.filter((ring) => ring.ratio < 3)).toEqual([]);
  });
}
