import { type Page, expect, test } from '@playwright/test';
import { ready } from './support/campaigns';
import { seededCampaignSlugs } from '@oriel/config/seeded-campaigns';

// The default site runs at the real time: every seed campaign has ended (2023-2025), none is
// announced. The hub lists them with dates, kind and fee; an ended campaign leads on;
// with nothing open, the way on is a boutique visit or an enquiry, never a promised sample.

const cardOf = (page: Page, slug: string) => page.locator(`[data-slot="campaign-card"][data-campaign="${slug}"]`);

test('the hub lists every past campaign with its dates, kind and fee, in English', async ({ page }) => {
  const response = await page.goto('/discovery-trial');
  expect(response?.status()).toBe(200);
  await ready(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Samples, workshops and discoveries');
  await expect(page.getByRole('heading', { level: 2, name: 'Now on' })).toHaveCount(0);
  const past = page.getByRole('region', { name: 'Past campaigns' });
  await expect(past.locator('[data-slot="campaign-card"]')).toHaveCount(7);
  const palais = cardOf(page, 'palais-royal-gardens');
  await expect(palais).toContainText('Workshop');
  await expect(palais).toContainText('9 October – 2 November 2025');
  await expect(palais).toContainText('HK$480, redeemable against a purchase');
  await expect(palais).toContainText('Ended');
  await expect(palais.getByRole('link', { name: 'Palais Royal Gardens' })).toHaveAttribute('href', '/discovery-trial/palais-royal-gardens');
  await expect(cardOf(page, 'la-fille-tour-de-fer')).toContainText('Sample · Giveaway');
  await expect(cardOf(page, 'la-fille-tour-de-fer')).toContainText('Complimentary');
  await expect(cardOf(page, 'matin-oriel')).toContainText('Quiz · Giveaway');
  await expect(cardOf(page, 'matin-oriel')).toContainText('The quiz can still be played');
  // Newest first.
  await expect(past.locator('[data-slot="campaign-card"]').first()).toHaveAttribute('data-campaign', 'palais-royal-gardens');
  // Seven cards in rows of three (1440 px): the latest spans the row, laid out across it with its
  // facts beside its text, so no card stands alone beside empty columns.
  const lead = past.locator('[data-slot="campaign-card"]').first();
  const [list, card, title, facts] = await Promise.all([
    past.locator('[data-slot="campaign-cards"]').boundingBox(),
    lead.boundingBox(),
    lead.locator('.campaign-card__title').boundingBox(),
    lead.locator('.campaign-card__facts').boundingBox(),
  ]);
  expect(Math.round(card!.width)).toBe(Math.round(list!.width));
  expect(facts!.x).toBeGreaterThanOrEqual(title!.x + title!.width);
  // A date never breaks inside itself: each end of every range is one line box.
  const ends = await past.locator('[data-slot="date-range"] .oriel-nobreak').evaluateAll((spans) => spans.map((s) => s.getClientRects().length));
  expect(ends.length).toBeGreaterThanOrEqual(14);
  expect(ends.filter((lines) => lines !== 1)).toEqual([]);

  // Nothing open or announced: the boutiques (address, telephone) and an enquiry instead.
  const alternative = page.getByRole('region', { name: 'Try our fragrances in a boutique' });
  await expect(alternative).toContainText('No campaign is open or announced at the moment.');
  await expect(alternative.locator('.ed-boutique')).toHaveCount(2);
  await expect(alternative.getByRole('link', { name: '2602 0823' }).first()).toHaveAttribute('href', /^tel:\+852/);
  await expect(alternative.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', /^mailto:.*subject=Maison%20Oriel%20Enquiry$/);
  // The header's Discovery trial link opens the campaign whose file says `header: true` (SPEC §2's target).
  await expect(page.locator('[data-slot="header"] a[href="/discovery-trial/palais-royal-gardens"]').first()).toBeAttached();
});

test('the hub in Traditional Chinese', async ({ page }) => {
  await page.goto('/tc/discovery-trial');
  await ready(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('試用、工作坊與探索');
  await expect(page.getByRole('region', { name: '過往活動' }).locator('[data-slot="campaign-card"]')).toHaveCount(7);
  const palais = cardOf(page, 'palais-royal-gardens');
  await expect(palais).toContainText('工作坊');
  await expect(palais).toContainText('2025年10月9日至11月2日');
  await expect(palais).toContainText('HK$480，可於購物時抵扣');
  await expect(palais.getByRole('link', { name: '皇家宮殿花園' })).toHaveAttribute('href', '/tc/discovery-trial/palais-royal-gardens');
  await expect(page.getByRole('region', { name: '親臨專門店體驗香氛' })).toContainText('目前沒有正在舉行或已公佈的活動。');
});

test('every ended campaign page leads on: the boutiques and an enquiry when nothing is open, and the hub', async ({ request }) => {
  for (const slug of seededCampaignSlugs) {
    for (const [prefix, all, boutiques] of [
      ['', 'All campaigns', 'Try our fragrances in a boutique'],
      ['/tc', '所有活動', '親臨專門店體驗香氛'],
    ] as const) {
      const html = await (await request.get(`${prefix}/discovery-trial/${slug}`)).text();
      const wayOn = html.slice(html.indexOf('data-slot="way-on"'));
      expect(html, `${prefix}/discovery-trial/${slug}`).toContain('data-slot="way-on"');
      expect(wayOn).toContain(boutiques);
      expect(wayOn).toContain('href="tel:+852');
      expect(wayOn).toContain('href="mailto:');
      expect(wayOn).toMatch(new RegExp(`href="${prefix}/discovery-trial"[^>]*>${all}</a>`));
    }
  }
});

test('Matin, ended: the campaign state is a sentence, not a box like a disabled button; the quiz stays playable', async ({ page }) => {
  for (const [path, text] of [
    ['/discovery-trial/matin-oriel', 'Campaign has ended, thank you for your support!'],
    ['/tc/discovery-trial/matin-oriel', '活動已圓滿結束，感謝您的支持。'],
  ] as const) {
    await page.goto(path);
    await ready(page);
    const state = page.locator('.campaign-hero [data-slot="campaign-state"]');
    await expect(state).toHaveText(text);
    expect(await state.evaluate((el) => el.tagName)).toBe('P');
    const box = await state.evaluate((el) => {
      const style = getComputedStyle(el);
      return { border: style.borderTopWidth, background: style.backgroundColor, padding: style.paddingLeft };
    });
    expect(box).toEqual({ border: '0px', background: 'rgba(0, 0, 0, 0)', padding: '0px' });
  }
  await expect(page.locator('[data-slot="quiz"], .campaign-quiz').first()).toBeVisible();
});

test('the brand site\'s "Try before you choose" band promises no sample when no campaign is open', async ({ page }) => {
  for (const [path, none, cta] of [
    ['/', 'No sample or workshop campaign is open at the moment.', 'Find a boutique'],
    ['/tc/about', '目前沒有正在舉行的試用裝或工作坊活動。', '尋找專門店'],
  ] as const) {
    await page.goto(path);
    const band = page.locator('section').filter({ has: page.locator('[data-slot="discovery-band"]') });
    await expect(band).toContainText(none);
    await expect(band).not.toContainText('complimentary sample');
    await expect(band.getByRole('link', { name: cta })).toHaveAttribute('href', path.startsWith('/tc') ? '/tc/boutiques' : '/boutiques');
    await expect(band.locator('[data-slot="discovery-band"]')).toHaveAttribute('data-campaign', '');
  }
});

test('from a campaign page to the hub in the page: the hub data request reaches the campaign app (en and tc)', async ({ page }) => {
  for (const [prefix, all] of [
    ['', 'All campaigns'],
    ['/tc', '所有活動'],
  ] as const) {
    await page.goto(`${prefix}/discovery-trial/le-perce-vent`);
    await ready(page);
    const data = page.waitForResponse((r) => new URL(r.url()).pathname === `${prefix}/discovery-trial.data`);
    await page.locator('[data-slot="way-on"]').getByRole('link', { name: all, exact: true }).click();
    expect((await data).status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`localhost:\\d+${prefix}/discovery-trial$`));
    await expect(cardOf(page, 'palais-royal-gardens')).toBeVisible();
  }
});
