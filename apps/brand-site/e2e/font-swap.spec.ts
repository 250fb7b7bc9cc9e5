import { type Page, expect, test } from '@playwright/test';

// A phone on a slow network paints the page in the size-adjusted fallback fonts and swaps in Jost
// and Cormorant when they arrive (libs/ui/src/styles.css, decision 021). The exclusive-rewards hero
// must not move the page when they do: its two English buttons fitted side by side in the fallback
// and broke into two rows in Jost, pushing the lookup down by 64 px at 412 px.

test.use({ viewport: { width: 412, height: 900 } });

/** Where the lookup's title stands, with the web fonts held back or let through. */
async function lookupTop(page: Page, fonts: boolean): Promise<number> {
  if (!fonts) await page.route(/\.woff2$/, (route) => route.abort());
  await page.goto('/exclusive-rewards');
  await page.evaluate(() => document.fonts.ready);
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
  expect(tops[1]).toBe(tops[0]);
});
