import { type Page, expect, test } from '@playwright/test';
import { ensureStaff, signInToStudio, staffPassword as password } from '../../../tools/testing/staff.ts';
import { expectAxeClean } from './support/checks';
import { studioSite } from './support/site';

// A campaign manager creates a campaign from the studio's form only, as a new user
// would (no file, no repository), previews it in both languages while nobody else sees it,
// publishes it and the public campaign pages show it; "Duplicate campaign" starts another from it;
// draft texts stay off the public page until published; two managers saving the same texts do not
// lose each other's work; closing a slot asks first. Each run makes campaigns of its own.

test.describe.configure({ mode: 'serial' });

const ana = 'campaignform-ana@oriel.example';
const ben = 'campaignform-ben@oriel.example';
const run = Date.now().toString(36);
const slug = `autumn-atelier-${run}`;
const copySlug = `autumn-atelier-copy-${run}`;
const title = 'Autumn atelier';
const titleZh = '秋日香氛工作坊';

test.beforeAll(async () => {
  await ensureStaff(studioSite, password, { [ana]: 'campaign-manager', [ben]: 'campaign-manager' });
});

const publicStatus = async (page: Page, path: string) => (await page.request.get(path)).status();
const publicText = async (page: Page, path: string) => (await page.request.get(path)).text();

async function previewIn(page: Page, language: 'English' | 'Traditional Chinese') {
  await page.getByLabel('Language', { exact: true }).selectOption({ label: language });
  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Preview' }).click()]);
  await preview.waitForLoadState();
  return preview;
}

test('a campaign manager creates, previews and publishes a new campaign in both languages from the form', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  await signInToStudio(page, ana);
  await page.goto('/studio/campaigns');
  await page.getByRole('link', { name: 'New campaign' }).click();
  await expect(page.getByRole('heading', { name: 'New campaign', level: 1 })).toBeVisible();
  await expectAxeClean(page);

  // Address and dates (Hong Kong time).
  await page.getByLabel('Address').fill(slug);
  await expect(page.getByText(`The page: /discovery-trial/${slug}.`)).toBeVisible();
  await page.getByLabel('Opens (Hong Kong time)').fill('2027-10-01T10:00');
  await page.getByLabel('Closes (Hong Kong time)').fill('2027-10-31T20:00');
  await page.getByLabel('Delete registrations after (PDPO)').fill('2028-03-31');
  await page.getByLabel('Version of the personal-information statement').fill('2027.1');

  // Look: a ground too close to the accent is refused by the contrast check, live.
  await page.getByLabel('Accent colour (text and buttons)', { exact: true }).fill('#b0a090');
  await expect(page.getByTestId('contrast-check')).toContainText('too low: text needs 4.5:1');
  await page.getByLabel('Accent colour (text and buttons)', { exact: true }).fill('#5a3d24');
  await expect(page.getByTestId('contrast-check')).toContainText('readable');
  await page.getByLabel('Motif drawn on the page').selectOption('leaves');

  // A workshop with a fee, two sessions a day on Saturdays at Central.
  await page.getByLabel('What visitors register for').selectOption('workshop');
  await page.getByLabel('Fee (HK$)').fill('380');
  await page.getByLabel('The fee is fully redeemable against a purchase').check();
  const session = page.getByRole('group', { name: 'Session 1' });
  await session.getByLabel('Place', { exact: true }).selectOption({ label: 'Central boutique' });
  await session.getByLabel('First date').fill('2027-10-02');
  await session.getByLabel('Last date').fill('2027-10-30');
  await session.getByLabel('Sat').check();
  await session.getByLabel('Start times (HH:MM, commas between)').fill('12:00, 15:00');
  await session.getByLabel('Minutes each').fill('60');
  await session.getByLabel('Places in each session').fill('8');
  await expect(page.getByTestId('session-0-summary')).toHaveText('10 sessions: 5 dates (Sat 2 Oct – Sat 30 Oct) × 12:00, 15:00.');
  await expect(page.getByTestId('session-total')).toHaveText('In all: 10 sessions, 80 places.');

  // Texts side by side.
  const texts: [string, string, string][] = [
    ['Title', title, titleZh],
    ['Kicker', 'Rituel de parfum · Workshop', 'Rituel de parfum · 工作坊'],
    ['Summary', 'Blend an autumn scent with our perfumer.', '與調香師一起調配秋日香氛。'],
    ['Body', 'An hour at the Central boutique.\n\nBring a friend.', '在中環專門店度過一小時。\n\n歡迎與朋友同來。'],
    ['Thank-you page: headline', 'Thank you', '謝謝您'],
    ['Thank-you page: text', 'Your place is reserved.', '您的名額已預留。'],
  ];
  // The Chinese title left out first: refused in the browser, at the field, nothing saved.
  for (const [label, en, zh] of texts) {
    await page.getByLabel(`${label} (English)`).fill(en);
    if (label !== 'Title') await page.getByLabel(`${label} (Chinese)`).fill(zh);
  }
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByLabel('Title (Chinese)', { exact: true })).toHaveAccessibleDescription('Write the title in Chinese.');
  await expect(page.getByLabel('Title (Chinese)', { exact: true })).toBeFocused();
  await page.getByLabel('Title (Chinese)', { exact: true }).fill(titleZh);

  // A giveaway with its licence number.
  await page.getByLabel('This campaign has a giveaway').check();
  await page.getByLabel('Giveaway closes (Hong Kong time)').fill('2027-10-31T20:00');
  await page.getByLabel('Trade Promotion Competition Licence No.').fill('56789');
  await page.getByLabel('Giveaway title (English)').fill('Win a travel set');
  await page.getByLabel('Giveaway title (Chinese)').fill('贏取旅行套裝');
  await page.getByLabel('Prize (English)').fill('A travel set of three scents');
  await page.getByLabel('Prize (Chinese)').fill('三款香氛旅行套裝');
  await page.getByLabel('Rules, one a line (English)').fill('One entry per person.\nWinners drawn at random.');
  await page.getByLabel('Rules, one a line (Chinese)').fill('每人只限參加一次。\n得獎者以隨機抽籤方式選出。');
  await expectAxeClean(page);
  await page.screenshot({ path: testInfo.outputPath('campaign-form-1440.png'), fullPage: true });

  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL(new RegExp(`/studio/campaigns/${slug}/texts\\?created=1$`));
  await expect(page.getByText('Campaign saved as a draft: nobody outside the studio sees it yet.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Publishing' })).toContainText('Not public yet');
  await expectAxeClean(page);
  await page.screenshot({ path: testInfo.outputPath('campaign-texts-draft-1440.png'), fullPage: true });

  // Nobody outside the studio sees it.
  expect(await publicStatus(page, `/discovery-trial/${slug}`)).toBe(404);
  expect(await publicText(page, '/discovery-trial')).not.toContain(title);

  // Previews in both languages show it, at a moment when it is open.
  await page.getByLabel('At (Hong Kong time, optional)').fill('2027-10-09T11:00');
  const english = await previewIn(page, 'English');
  await expect(english.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(english.getByText('Trade Promotion Competition Licence No. 56789')).toBeVisible();
  await english.close();
  const chinese = await previewIn(page, 'Traditional Chinese');
  expect(new URL(chinese.url()).pathname).toBe(`/tc/discovery-trial/${slug}`);
  await expect(chinese.getByRole('heading', { name: titleZh, level: 1 })).toBeVisible();
  await chinese.close();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The campaign is public' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Publishing' })).toContainText('Published: the public page shows these texts.');
  await expect.poll(() => publicStatus(page, `/discovery-trial/${slug}`), { timeout: 10_000 }).toBe(200);
  expect(await publicText(page, `/discovery-trial/${slug}`)).toContain(title);
  await expect.poll(() => publicText(page, `/tc/discovery-trial/${slug}`), { timeout: 10_000 }).toContain(titleZh);
  await expect.poll(() => publicText(page, '/discovery-trial'), { timeout: 10_000 }).toContain(title);
});

test('the address of an existing campaign is refused at its field by the data service; the form keeps every value', async ({ page }) => {
  await signInToStudio(page, ana);
  await page.goto(`/studio/campaigns/new?from=${slug}`);
  await page.getByLabel('Address').fill(slug);
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByLabel('Address')).toHaveAccessibleDescription(new RegExp(`There is already a campaign at /discovery-trial/${slug}: choose another address`));
  await expect(page.getByLabel('Title (Chinese)', { exact: true })).toHaveValue(titleZh);
  await expect(page.getByRole('alert').filter({ hasText: 'nothing was saved' }).first()).toBeInViewport();
});

test('"Duplicate" starts a new campaign from an existing one, with its sessions and texts', async ({ page }) => {
  test.setTimeout(300_000);
  await signInToStudio(page, ana);
  await page.goto('/studio/campaigns?show=upcoming');
  await expect(page.getByRole('row', { name: new RegExp(slug) })).toContainText('Upcoming');
  await page.getByRole('link', { name: `Duplicate ${slug}` }).click();
  await expect(page.getByText(`A copy of ${slug}`)).toBeVisible();
  await expect(page.getByLabel('Title (English)', { exact: true })).toHaveValue(title);
  await expect(page.getByTestId('session-total')).toHaveText('In all: 10 sessions, 80 places.');
  await expect(page.getByLabel('Trade Promotion Competition Licence No.')).toHaveValue('56789');
  await page.getByLabel('Address').fill(copySlug);
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL(new RegExp(`/studio/campaigns/${copySlug}/texts`));
  await expect(page.getByLabel('Title (Chinese)', { exact: true })).toHaveValue(titleZh);
  await page.getByRole('navigation', { name: 'Campaign' }).getByRole('link', { name: 'Slots and quotas' }).click();
  await expect(page.getByTestId('places-figure')).toContainText('0 of 80 places booked');
  expect(await publicStatus(page, `/discovery-trial/${copySlug}`)).toBe(404);
  await page.goto('/studio/campaigns');
  await expect(page.getByRole('row', { name: new RegExp(copySlug) })).toContainText('Draft: not public');
});

test('draft texts stay off the public page until published', async ({ page }) => {
  test.setTimeout(300_000);
  const draftTitle = `Autumn atelier, second sitting ${run}`;
  await signInToStudio(page, ana);
  await page.goto(`/studio/campaigns/${slug}/texts`);
  await page.getByLabel('Title (English)', { exact: true }).fill(draftTitle);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Publishing' })).toContainText('A draft is waiting');
  // The public page keeps the published title; a preview shows the draft.
  await page.waitForTimeout(3000);
  expect(await publicText(page, `/discovery-trial/${slug}`)).not.toContain(draftTitle);
  const preview = await previewIn(page, 'English');
  await expect(preview.getByRole('heading', { name: draftTitle, level: 1 })).toBeVisible();
  await preview.close();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
  await expect.poll(() => publicText(page, `/discovery-trial/${slug}`), { timeout: 10_000 }).toContain(draftTitle);
});

test('two managers save the same texts: the later, stale save is refused with who and when, and shows the difference', async ({ browser }, testInfo) => {
  test.setTimeout(300_000);
  const anaPage = await (await browser.newContext()).newPage();
  const benPage = await (await browser.newContext()).newPage();
  await signInToStudio(anaPage, ana);
  await signInToStudio(benPage, ben);
  await anaPage.goto(`/studio/campaigns/${slug}/texts`);
  await benPage.goto(`/studio/campaigns/${slug}/texts`);
  // Each types once the page is interactive: Ben's summary typed while his page hydrated had been
  // joined to the old one on CI's busy machine.
  await expect(anaPage.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(benPage.locator('html')).toHaveAttribute('data-hydrated', 'true');

  await benPage.getByLabel('Summary (English)').fill('Ben’s summary: blend an autumn scent.');
  await benPage.getByRole('button', { name: 'Save draft' }).click();
  await expect(benPage.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();

  await anaPage.getByRole('textbox', { name: 'Kicker (English)', exact: true }).fill('Ana’s kicker');
  await anaPage.getByRole('button', { name: 'Save draft' }).click();
  // Named as the studio names staff (the address before the @), at the Hong Kong time of the save.
  const refusal = anaPage.getByRole('alert').filter({ hasText: new RegExp(`Changed by ${ben.split('@')[0]} at \\d{2}:\\d{2} since you opened it`) });
  await expect(refusal).toContainText('Compare the versions below and choose what to keep. Your texts are still in the form.');
  await expect(refusal).toBeInViewport();
  // The difference field by field, each side preselected where it changed; the merge keeps both.
  const merge = anaPage.getByRole('region', { name: new RegExp(`${ben.split('@')[0]} saved these texts at`) });
  await expect(merge.getByRole('row', { name: /Summary \(English\).*changed by campaignform-ben/ })).toContainText('Ben’s summary: blend an autumn scent.');
  await expect(merge.getByRole('row', { name: /Kicker \(English\).*changed by you/ })).toContainText('Ana’s kicker');
  await expect(merge.getByRole('radio', { name: "Summary (English): take campaignform-ben's" })).toBeChecked();
  await expect(merge.getByRole('radio', { name: 'Kicker (English): keep yours' })).toBeChecked();
  await anaPage.screenshot({ path: testInfo.outputPath('campaign-texts-conflict-1440.png') });
  // Ana's text is still in the form. Saving the form again is refused again: a plain save never
  // undoes what Ben saved, only the merge goes through.
  await expect(anaPage.getByRole('textbox', { name: 'Kicker (English)', exact: true })).toHaveValue('Ana’s kicker');
  const again = anaPage.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/campaigns/${slug}/texts`));
  await anaPage.getByRole('button', { name: 'Save draft' }).click();
  expect((await again).status()).toBe(409);
  await expect(merge).toBeVisible();
  // What she types while the comparison is shown is saved with the merge.
  await anaPage.getByRole('textbox', { name: 'Title (Chinese)', exact: true }).fill('安娜的秋日標題');
  await merge.getByRole('button', { name: 'Save the merged draft' }).click();
  await expect(anaPage.getByRole('status').filter({ hasText: 'Merged and saved as the draft' })).toBeVisible();
  await anaPage.reload();
  await expect(anaPage.getByRole('textbox', { name: 'Kicker (English)', exact: true })).toHaveValue('Ana’s kicker');
  await expect(anaPage.getByRole('textbox', { name: 'Summary (English)', exact: true })).toHaveValue('Ben’s summary: blend an autumn scent.');
  await expect(anaPage.getByRole('textbox', { name: 'Title (Chinese)', exact: true })).toHaveValue('安娜的秋日標題');

  // Another button of the page (the dates) never redraws the texts: what was typed stays.
  await expect(anaPage.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await anaPage.getByRole('textbox', { name: 'Kicker (English)', exact: true }).fill('Ana’s later kicker');
  await anaPage.getByRole('button', { name: 'Save dates' }).click();
  await expect(anaPage.getByRole('status').filter({ hasText: 'Dates saved' })).toBeVisible();
  await expect(anaPage.getByRole('textbox', { name: 'Kicker (English)', exact: true })).toHaveValue('Ana’s later kicker');

  // Ben, whose page is older, saves the dates: refused, then shown the saved dates, and his next save goes through.
  await benPage.getByRole('button', { name: 'Save dates' }).click();
  await expect(benPage.getByRole('alert').filter({ hasText: 'The dates were not saved; the dates shown now are the saved ones.' })).toBeVisible();
  await benPage.getByRole('button', { name: 'Save dates' }).click();
  await expect(benPage.getByRole('status').filter({ hasText: 'Dates saved' })).toBeVisible();

  // Ben saves a kicker of his while Ana still types hers. Her page reads the campaign again (her
  // dates, refused as Ben changed the campaign since): her kicker stays in the form, and saving it
  // is refused with the difference shown, never saved over Ben's.
  await benPage.reload();
  await expect(benPage.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await benPage.getByRole('textbox', { name: 'Kicker (English)', exact: true }).fill('Ben’s kicker');
  await benPage.getByRole('button', { name: 'Save draft' }).click();
  await expect(benPage.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await anaPage.getByRole('button', { name: 'Save dates' }).click();
  await expect(anaPage.getByRole('alert').filter({ hasText: 'The dates were not saved' })).toBeVisible();
  await expect(anaPage.getByRole('textbox', { name: 'Kicker (English)', exact: true })).toHaveValue('Ana’s later kicker');
  const stale = anaPage.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/campaigns/${slug}/texts`));
  await anaPage.getByRole('button', { name: 'Save draft' }).click();
  expect((await stale).status()).toBe(409);
  await expect(merge.getByRole('row', { name: /Kicker \(English\).*changed by both/ })).toContainText('Ben’s kicker');
  await anaPage.context().close();
  await benPage.context().close();
});

test('two managers change one slot\'s quota: the refreshed figures never overwrite a figure being typed, and the later save is refused with both', async ({ browser }) => {
  test.setTimeout(180_000);
  const anaPage = await (await browser.newContext()).newPage();
  const benPage = await (await browser.newContext()).newPage();
  await signInToStudio(anaPage, ana);
  await signInToStudio(benPage, ben);
  for (const page of [anaPage, benPage]) {
    await page.goto(`/studio/campaigns/${slug}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  }
  // The second session (the next test closes the first).
  const rowOf = (page: typeof anaPage) => page.locator('tr[data-slot-id]').nth(1);
  const original = await rowOf(benPage).getByRole('spinbutton').inputValue();
  await rowOf(anaPage).getByRole('spinbutton').fill('31');
  await rowOf(benPage).getByRole('spinbutton').fill('19');
  await rowOf(benPage).getByRole('button', { name: /^Save quota/ }).click();
  await expect(rowOf(benPage).getByRole('status')).toContainText('Quota saved: 19');
  // Ana's page reads the figures again every few seconds: her figure stays, the new one is named.
  await expect(rowOf(anaPage).getByRole('status')).toHaveText('Now 19 (changed meanwhile); yours is not saved.', { timeout: 20_000 });
  await expect(rowOf(anaPage).getByRole('spinbutton')).toHaveValue('31');
  await rowOf(anaPage).getByRole('button', { name: /^Save quota/ }).click();
  await expect(rowOf(anaPage).getByRole('alert')).toContainText('It now has a quota of 19');
  await expect(rowOf(anaPage).getByRole('button', { name: /^Save 31 instead of campaignform-ben.s 19/ })).toBeVisible();
  // The session as it was, for the tests after this one.
  await rowOf(benPage).getByRole('spinbutton').fill(original);
  await rowOf(benPage).getByRole('button', { name: /^Save quota/ }).click();
  await expect(rowOf(benPage).getByRole('status')).toContainText(`Quota saved: ${original}`);
  await anaPage.context().close();
  await benPage.context().close();
});

test('closing a slot asks first; keeping it open changes nothing', async ({ page }) => {
  await signInToStudio(page, ana);
  await page.goto(`/studio/campaigns/${slug}`);
  const row = page.locator('tr[data-slot-id]').first();
  await row.getByRole('button', { name: /^Close / }).click();
  await expect(row.getByRole('alert')).toContainText('it takes no more and leaves the registration form');
  await row.getByRole('button', { name: 'Keep it open' }).click();
  await expect(row).toHaveAttribute('data-state', 'open');
  await row.getByRole('button', { name: /^Close / }).click();
  await row.getByRole('button', { name: 'Close slot' }).click();
  await expect(row).toHaveAttribute('data-state', 'closed');
  await expect(page.getByTestId('places-figure')).toContainText('0 of 72 places booked');
});

test('closing the campaign asks first: "Cancel" posts nothing, "OK" ends its public page', async ({ page }) => {
  await signInToStudio(page, ana);
  await page.goto(`/studio/campaigns/${slug}/texts`);
  const close = page.getByRole('button', { name: 'Close campaign now' });
  const campaignState = async () => /<main[^>]*data-campaign="[^"]*"[^>]*data-state="([a-z]+)"/.exec(await publicText(page, `/discovery-trial/${slug}`))?.[1];
  const before = await campaignState();
  expect(before).toMatch(/^(open|upcoming)$/);
  const posts: string[] = [];
  // Posts to the page's own action (the presence beat goes elsewhere).
  page.on('request', (request) => void (request.method() === 'POST' && new URL(request.url()).pathname.startsWith(`/studio/campaigns/${slug}/texts`) && posts.push(request.url())));
  const asked: string[] = [];
  page.once('dialog', (dialog) => (asked.push(dialog.message()), dialog.dismiss()));
  await close.click();
  await expect.poll(() => asked).toEqual([expect.stringContaining('Close the campaign now?')]);
  await page.waitForTimeout(500);
  expect(posts).toEqual([]);
  expect(await campaignState()).toBe(before);
  page.once('dialog', (dialog) => dialog.accept());
  await close.click();
  await expect(page.getByRole('status').filter({ hasText: 'The campaign is closed' })).toBeVisible();
  await expect.poll(campaignState, { timeout: 10_000 }).toBe('ended');
});
