import { type Page, expect, test } from '@playwright/test';
import { textContrasts } from '../../../tools/testing/contrast';

// Issue 12, "the two apps are one house": the header keeps its spacing at every desktop width and
// its text legible on the brand pages' grounds; numbers are lining figures (old-style figures made
// "11月1日" read "ıı月ı日").

test.use({ reducedMotion: 'reduce' });

async function ready(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-page-status', 'ready');
  await expect(page.locator('.oriel-overlay')).toBeHidden();
}

/** Distance between two boxes: the horizontal gap, or the vertical one when they sit on two rows. */
function distance(a: DOMRect, b: DOMRect): number {
  const dx = Math.max(b.left - a.right, a.left - b.right);
  const dy = Math.max(b.top - a.bottom, a.top - b.bottom);
  return Math.max(dx, dy);
}

for (const prefix of ['', '/tc']) {
  for (const width of [1025, 1280, 1366, 1440, 1920]) {
    test(`header at ${width}${prefix && ' (tc)'}: the wordmark, each section and the language switch keep their distance`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${prefix}/about`);
      await ready(page);
      const boxes = await page.locator('[data-slot="header"]').evaluate((header) => {
        const rect = (el: Element) => el.getBoundingClientRect().toJSON() as DOMRect;
        const word = header.querySelector('.oriel-logo__word')!;
        const range = document.createRange();
        range.selectNodeContents(word);
        return {
          logo: range.getBoundingClientRect().toJSON() as DOMRect,
          items: [...header.querySelectorAll('.oriel-nav__item')].map(rect),
          lang: rect(header.querySelector('.oriel-lang')!),
          viewport: document.documentElement.clientWidth,
        };
      });
      expect(boxes.items).toHaveLength(6);
      const gaps = {
        logoToNav: Math.round(distance(boxes.logo, boxes.items[0]!)),
        navToLang: Math.round(distance(boxes.items.at(-1)!, boxes.lang)),
        betweenItems: Math.min(...boxes.items.slice(1).map((item, i) => Math.round(distance(boxes.items[i]!, item)))),
      };
      expect(gaps.logoToNav, JSON.stringify(gaps)).toBeGreaterThanOrEqual(24);
      expect(gaps.navToLang, JSON.stringify(gaps)).toBeGreaterThanOrEqual(24);
      expect(gaps.betweenItems, JSON.stringify(gaps)).toBeGreaterThanOrEqual(16);
      // Nothing leaves the window.
      expect(Math.max(boxes.lang.right, ...boxes.items.map((i) => i.right))).toBeLessThanOrEqual(boxes.viewport);
    });
  }
}

for (const path of ['/', '/about', '/fragrance', '/legals-and-policy', '/boutiques', '/article', '/tc/makeup', '/no-such-page']) {
  test(`header text on ${path} has 4.5:1 against what lies behind it`, async ({ page }) => {
    await page.goto(path);
    await ready(page);
    const contrasts = await textContrasts(page, '[data-slot="header"] :is(.oriel-logo__word, .oriel-nav__link, .oriel-lang)');
    expect(contrasts.length).toBeGreaterThanOrEqual(8);
    expect(contrasts.filter((t) => t.ratio < 4.5)).toEqual([]);
  });
}

test('numbers are set in lining figures, in Chinese and English text', async ({ page }) => {
  for (const path of ['/tc/discovery-trial/palais-royal-gardens', '/discovery-trial/palais-royal-gardens', '/tc/about']) {
    await page.goto(path);
    await ready(page);
    const styles = await page.locator('main :is(p, dd, h1, h2, li)').evaluateAll((elements) =>
      elements.filter((el) => /\d/.test(el.textContent ?? '')).map((el) => getComputedStyle(el).fontVariantNumeric),
    );
    expect(styles.length, path).toBeGreaterThan(0);
    expect(styles.filter((s) => !s.includes('lining-nums')), path).toEqual([]);
  }
});
