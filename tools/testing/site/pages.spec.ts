import { axe } from '../axe.ts';
import { type Page, expect, test } from '@playwright/test';
import { allEndedPort, allEndedTime, campaignPaths, fixedTime } from './fixed-time-site.ts';
import { localized, pageTemplates, settle, templateLocales, templateWidths } from './page-templates.ts';

/**
 * Every page template of both apps, in both locales, loaded once at 375 px and then
 * widened to 1440 px (as a tablet turned, or a window widened, does), and at each width:
 * - compared with its committed screenshot in visual-baselines/. The site runs at a fixed moment,
 *   the browser clock is frozen at the same moment, fonts and pictures are loaded and animations
 *   stopped, so a difference is a change someone made. Pictures are drawn as flat boxes (visual.css):
 *   their place and size are compared, not the art. Update the baselines deliberately:
 *   `npm run test:visual:update` (README "Visual tests"), which skips the axe half.
 * - swept by axe (WCAG 2.0, 2.1 and 2.2, levels A and AA) as the visitor sees it at that width.
 * One load serves both widths: the server's page does not depend on the width, and a second load
 * cost CI a render, a hydration and every picture again.
 * The header is also compared at 1280, where it is tightest.
 */
const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Findings known and being fixed elsewhere, by template and width; each names its issue. A known
 * finding is listed as an annotation of the test instead of failing it; remove the line with the fix.
 */
// e.g. 'fragrance-product': [{ width: '375', rule: 'scrollable-region-focusable', why: 'issue 12: …' }]
const knownFindings: Record<string, { width: string; rule: string; why: string }[]> = {};

// A full-page capture of a long page takes seconds on a busy 2-core machine, and a test takes two
// captures and two sweeps.
const pictures = { stylePath: 'tools/testing/site/visual.css', timeout: 30_000 };
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

for (const template of pageTemplates) {
  for (const { locale, prefix } of templateLocales) {
    test(`${template.name} ${locale}`, async ({ page }) => {
      const path = localized(prefix, template.path);
      await open(page, path, fixedTime, 'status' in template ? template.status : 200);
      await atEachWidth(page, async (width) => {
        // Soft: an axe finding is still reported when the picture differs.
        await expect.soft(page).toHaveScreenshot(`${template.name}-${locale}-${width}.png`, { fullPage: true, ...pictures });
        if (test.info().config.updateSnapshots === 'all') return;
        expect(await axeFindings(page, template.name, width), `${path} at ${width} px: no WCAG 2.2 AA violation`).toEqual([]);
        if (locale === 'tc') expect(await smallChinese(page), `${path} at ${width} px: Chinese text at 13 px or more (issue 29)`).toEqual([]);
      });
    });
  }
}

/** Loads `path` at the first width with the browser clock frozen at `time`, and checks its status. */
async function open(page: Page, path: string, time: string, status: number): Promise<void> {
  await page.setViewportSize(templateWidths[0].viewport);
  await page.clock.setFixedTime(new Date(time));
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
}

/** Runs `check` at each width in turn (a step of its own), once the page has settled there. */
async function atEachWidth(page: Page, check: (width: string) => Promise<void>): Promise<void> {
  for (const { name: width, viewport } of templateWidths) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize(viewport);
      await settle(page, { pictures: true });
      await check(width);
    });
  }
}

/** The WCAG 2.2 AA violations axe finds on the page as shown, less the known findings of `name`. */
async function axeFindings(page: Page, name: string, width: string): Promise<string[]> {
  // Only violations are read, so axe is told not to gather and send back every passing node.
  const results = await axe(page).withTags(wcag22aa).options({ resultTypes: ['violations'] }).analyze();
  const found: string[] = [];
  for (const v of results.violations) {
    const known = knownFindings[name]?.find((k) => k.width === width && k.rule === v.id);
    if (known) {
      test.info().annotations.push({ type: 'known finding', description: `${width} px ${v.id}: ${known.why}` });
      continue;
    }
    found.push(`${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  }
  return found;
}

/** Visible Chinese text set under 13 px (a character's strokes close up below it), as "tag.class size: text". */
async function smallChinese(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent ?? '';
      const element = walker.currentNode.parentElement;
      if (!element || !/[\u4e00-\u9fff]/.test(text) || !element.checkVisibility()) continue;
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < 13) found.add(`${element.tagName.toLowerCase()}.${element.className} ${size}px: ${text.trim().slice(0, 12)}`);
    }
    return [...found];
  });
}

/**
 * Every campaign page and the hub once every campaign has ended (a second site at that moment):
 * the ended state's texts on each campaign's own colours, which the first moment shows for one
 * campaign only. Swept by axe; not compared with screenshots.
 */
for (const path of ['/discovery-trial', ...campaignPaths()]) {
  for (const { locale, prefix } of templateLocales) {
    test(`all ended ${path} ${locale}`, async ({ page }) => {
      const url = `http://localhost:${allEndedPort}${localized(prefix, path)}`;
      await open(page, url, allEndedTime, 200);
      if (path !== '/discovery-trial') await expect(page.locator('main[data-campaign]')).toHaveAttribute('data-state', 'ended');
      await atEachWidth(page, async (width) => {
        expect(await axeFindings(page, 'campaign-ended', width), `${url} at ${width} px: no WCAG 2.2 AA violation`).toEqual([]);
      });
    });
  }
}

for (const { locale, prefix } of templateLocales) {
  test(`header ${locale} 1280`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.clock.setFixedTime(new Date(fixedTime));
    await page.goto(localized(prefix, '/fragrance/matin'));
    await settle(page, { pictures: true });
    await expect(page.locator('[data-slot="header"]')).toHaveScreenshot(`header-${locale}-1280.png`, pictures);
  });
}

// The site's clock is Sunday 20 April 2025 here: a product page names that day's hours, as the
// boutiques page does (it once read the machine's clock and gave Monday to Saturday's on a Sunday).
test('a product page gives the boutiques\' hours of the site\'s today, as the boutiques page does', async ({ page }) => {
  const todayAtCentral = async (path: string) => {
    await page.goto(path);
    return page.locator('.ed-boutique').filter({ hasText: 'Central' }).first().locator('[data-slot="today-hours"]').textContent();
  };
  expect(await todayAtCentral('/boutiques')).toBe('Today 11:00–19:00');
  expect(await todayAtCentral('/fragrance/matin/l-eau')).toBe('Today 11:00–19:00');
});
