import { type Page, expect, test } from '@playwright/test';

// A phone on a slow network paints the page in the size-adjusted fallback fonts and swaps in Jost
// and Cormorant when they arrive (libs/ui/src/styles.css, decision 021). The exclusive-rewards
// hero keeps its height through the swap: below 481 px its English buttons stand one under
// another whatever their words' width, and the Chinese ones (system CJK font, no swap) share a row.

test.use({ viewport: { width: 412, height: 900 } });

/** Where the lookup's title stands, with the web fonts held back or let through. */
async function lookupTop(page: Page, fonts: boolean): Promise<number> {
  if (!fonts) await page.route(/\.woff2$/, (route) => route.abort());
  await page.goto('/exclusive-rewards');
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  if (fonts) expect(await page.evaluate(() => document.fonts.check('500 12px "Jost Variable"'))).toBe(true);
  return (await page.locator('#lookup-title').boundingBox())!.y;
}

test('the exclusive-rewards hero keeps its height when the web fonts replace the fallbacks', async ({ browser }) => {
  const tops: number[] = [];
  for (const fonts of [false, true]) {
    const context = await browser.newContext();
    tops.push(await lookupTop(await context.newPage(), fonts));
    await context.close();
  }
  expect(tops[1]).toBeCloseTo(tops[0]!, 0);
});

test('on a phone the English hero buttons stand one under another, the Chinese ones side by side', async ({ page }) => {
  // 460 px: wide enough for both English buttons in one row in Jost, had they not been stacked.
  await page.setViewportSize({ width: 460, height: 900 });
  for (const [path, stacked] of [['/exclusive-rewards', true], ['/tc/exclusive-rewards', false]] as const) {
    await page.goto(path);
    const [first, second] = await Promise.all([0, 1].map(async (n) => (await page.locator('.ed-hero__actions > *').nth(n).boundingBox())!));
    if (stacked) expect(second!.y, path).toBeGreaterThanOrEqual(first!.y + first!.height);
    else expect(second!.y, path).toBeCloseTo(first!.y, 0);
  }
});
