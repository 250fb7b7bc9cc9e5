import { type Page, expect, test } from '@playwright/test';
import { brand } from '@oriel/config';
import { seededCampaignSlugs } from '@oriel/config/seeded-campaigns';
import { textContrasts } from '../../../tools/testing/contrast';

// "The two apps are one house": the campaign pages sit on the brand site's grid and type
// system, and the shared header stays legible on every campaign ground (light or dark, transparent
// or solid), measured on the pixels really painted behind its text.

test.use({ reducedMotion: 'reduce' });

async function ready(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-page-status', 'ready');
  await expect(page.locator('.oriel-overlay')).toBeHidden();
}

const headerText = '[data-slot="header"] :is(.oriel-logo__word, .oriel-nav__link, .oriel-lang)';

for (const prefix of ['', '/tc']) {
  for (const slug of seededCampaignSlugs) {
    test(`header text on the ${slug} ground${prefix && ' (tc)'} has 4.5:1, transparent and solid`, async ({ page }) => {
      await page.goto(`${prefix}/discovery-trial/${slug}`);
      await ready(page);
      const top = await textContrasts(page, headerText);
      expect(top.length).toBeGreaterThanOrEqual(8); // wordmark, six sections, language switch
      expect(top.filter((t) => t.ratio < 4.5)).toEqual([]);

      await page.mouse.wheel(0, 400);
      await expect(page.locator('[data-slot="header"]')).toHaveAttribute('data-solid', 'true');
      const solid = await textContrasts(page, headerText);
      expect(solid.filter((t) => t.ratio < 4.5)).toEqual([]);
    });
  }
}

test('a campaign page starts its header, content and footer on the brand site’s lines, in the brand’s body face', async ({ page }) => {
  const lines = async (path: string) => {
    await page.goto(path);
    await ready(page);
    return page.evaluate(() => {
      const left = (selector: string) => {
        const el = document.querySelector(selector);
        if (!el) return null;
        const range = document.createRange();
        range.selectNodeContents(el);
        return Math.round(range.getBoundingClientRect().left);
      };
      const paragraph = document.querySelector('main p:not([class*="kicker"]):not([class*="eyebrow"])');
      return {
        logo: left('.oriel-logo__word'),
        footer: left('.oriel-footer__wordmark'),
        body: paragraph ? getComputedStyle(paragraph).fontFamily.split(',')[0] : null,
        content: left('main h1, main h2'),
      };
    });
  };
  for (const width of [1440, 1920, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const brand = await lines('/legals-and-policy');
    const campaign = await lines('/discovery-trial/palais-royal-gardens');
    expect(campaign.logo, `logo at ${width}`).toBe(brand.logo);
    // The footer's wordmark is on the content line; on a desktop the header's wordmark is too.
    expect(campaign.footer, `footer at ${width}`).toBe(brand.footer);
    if (width > 1024) expect(brand.logo, `logo at ${width}`).toBe(brand.footer);
    // Both pages open with a left-aligned heading on the content line.
    expect(brand.content, `brand content at ${width}`).toBe(brand.footer);
    expect(campaign.content, `campaign content at ${width}`).toBe(brand.footer);
    expect(campaign.body).toBe(brand.body);
  }
});

for (const { prefix, name, link } of [
  { prefix: '', name: 'Parole d’eau', link: 'Discover Parole d’eau' },
  { prefix: '/tc', name: 'Parole d’eau 水語', link: '探索 Parole d’eau 水語' },
]) {
  test(`the quiz result${prefix && ' (tc)'} shows the product’s picture and leads to its page`, async ({ page, request }) => {
    await page.goto(`${prefix}/discovery-trial/matin-${brand.slug}?result=parole-d-eau`);
    await ready(page);
    const result = page.locator('[data-slot="quiz-result"]');
    await expect(result.getByRole('heading', { level: 2 })).toHaveText(name);
    const picture = result.locator('.campaign-quiz__product img');
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const cta = result.getByRole('link', { name: link });
    await expect(cta).toHaveAttribute('href', `${prefix}/fragrance/matin/parole-d-eau`);
    expect((await request.get(`${prefix}/fragrance/matin/parole-d-eau`)).status()).toBe(200);
  });
}
