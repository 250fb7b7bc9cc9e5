import { expect, test } from '@playwright/test';
import { fixedTime } from './fixed-time-site.ts';
import { localized, pageTemplates, settle, templateLocales, templateWidths } from './page-templates.ts';

/**
 * Issue 12: every page template of both apps, in both locales, at 375 and 1440 px (and the header
 * at 1280, where it is tightest), compared with the committed screenshots in visual-baselines/.
 * The site runs at a fixed moment, the browser clock is frozen at the same moment, fonts and
 * pictures are loaded and animations stopped, so a difference is a change someone made. Pictures
 * are drawn as flat boxes (visual.css, decision 091): their place and size are compared, not the art.
 * Update the baselines deliberately: `npm run test:visual:update` (README "Visual tests").
 */
// A full-page capture of a long page takes seconds on a busy 2-core machine.
const pictures = { stylePath: 'tools/testing/site/visual.css', timeout: 30_000 };
test.describe.configure({ mode: 'parallel' });

for (const template of pageTemplates) {
  for (const { locale, prefix } of templateLocales) {
    for (const { name: width, viewport } of templateWidths) {
      test(`${template.name} ${locale} ${width}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.clock.setFixedTime(new Date(fixedTime));
        await page.goto(localized(prefix, template.path));
        await settle(page, { pictures: true });
        await expect(page).toHaveScreenshot(`${template.name}-${locale}-${width}.png`, { fullPage: true, ...pictures });
      });
    }
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
