import { axe } from '../../../tools/testing/axe.ts';
import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';

// The exclusive-rewards lookup end to end on the production builds, reading one-time
// codes from the development outbox (OTP_TRANSPORT=outbox). Expiry and the resend cooldown are
// reached with POST /api/dev/otp/age, which moves one destination's codes back in time
// (the server's clock stays put for the other suites), and the browser's clock for the on-screen countdown.

const year = new Date().getUTCFullYear();

const members = [
  {
    name: 'Mei Chan',
    phone: '91234567',
    e164: '+85291234567',
    email: 'mei.chan@example.com',
    lastName: 'Chan',
    en: { greeting: 'Welcome, Ms. Mei Chan', tier: 'Gold member', points: '1,620', band: 'Congratulations! You can redeem our highest gifts.' },
    tc: { greeting: 'Chan 女士，歡迎您', tier: '金卡會員', points: '1,620', band: '恭喜您，您的積分已可換領我們最尊貴的禮品。' },
  },
  {
    name: 'Ka Ho Wong',
    phone: '92345678',
    e164: '+85292345678',
    email: 'kaho.wong@example.com',
    lastName: 'Wong',
    en: { greeting: 'Welcome, Mr. Ka Ho Wong', tier: 'Silver member', points: '720', band: 'Only 180 more points to redeem the gifts at 900 points.' },
    tc: { greeting: 'Wong 先生，歡迎您', tier: '銀卡會員', points: '720', band: '只需再賺取180積分，即可換領900積分的禮品。' },
  },
  {
    name: 'Siu Ling Lee',
    phone: '93456789',
    e164: '+85293456789',
    email: 'siuling.lee@example.com',
    lastName: 'Lee',
    en: { greeting: 'Welcome, Mrs. Siu Ling Lee', tier: 'Black member', points: '120', band: 'Only 180 more points to start redeeming rewards.' },
    tc: { greeting: 'Lee 太太，歡迎您', tier: '黑卡會員', points: '120', band: '只需再賺取180積分，即可開始換領禮品。' },
  },
] as const;

const ui = {
  en: { prefix: '', byEmail: 'Email', phone: 'Phone number', email: 'Email', lastName: 'Last name', send: 'Send OTP', code: 'Verification code', verify: 'Verify', expiry: `Points expire on 31 Dec ${year}.` },
  tc: { prefix: '/tc', byEmail: '電郵地址', phone: '電話號碼', email: '電郵地址', lastName: '姓氏', send: '發送驗證碼', code: '驗證碼', verify: '驗證', expiry: `積分將於${year}年12月31日到期。` },
} as const;

/** Codes sent to a destination so far, newest first. */
async function outbox(request: APIRequestContext, to: string): Promise<{ code: string; createdAt: string }[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}

/** Moves a destination's codes and sends back in time (frees its cooldown, or expires its code). */
async function age(request: APIRequestContext, destination: string, seconds: number) {
  const response = await request.post('/api/dev/otp/age', { data: { destination, seconds } });
  expect(response.status()).toBe(204);
}

/** Fills the lookup, sends the code and returns it, read from the outbox. */
async function requestCode(page: Page, request: APIRequestContext, locale: 'en' | 'tc', by: { phone: string } | { email: string }, lastName: string) {
  const t = ui[locale];
  const to = 'phone' in by ? `+852${by.phone}` : by.email;
  const before = (await outbox(request, to)).length;
  const lookup = page.locator('[data-slot="loyalty-lookup"]');
  if ('phone' in by) {
    await lookup.getByRole('textbox', { name: t.phone, exact: true }).fill(by.phone);
  } else {
    await lookup.getByRole('radio', { name: t.byEmail }).check();
    await lookup.getByRole('textbox', { name: t.email, exact: true }).fill(by.email);
  }
  await lookup.getByRole('textbox', { name: t.lastName }).fill(lastName);
  await lookup.getByRole('button', { name: t.send }).click();
  await expect(lookup.getByLabel(t.code)).toBeFocused();
  await expect.poll(async () => (await outbox(request, to)).length).toBe(before + 1);
  return (await outbox(request, to))[0]!.code;
}

async function openLookup(page: Page, locale: 'en' | 'tc') {
  const response = await page.goto(`${ui[locale].prefix}/exclusive-rewards`);
  expect(response?.status()).toBe(200);
  // Hydration and the form's island take seconds on a loaded CI machine (2 cores shared).
  await expect(page.locator('html')).toHaveAttribute('data-page-status', 'ready', { timeout: 15_000 });
}

// Each member by each channel once, in alternating languages: every member is seen in both
// languages, and each channel in both languages, with six lookups instead of twelve.
const lookups = members.flatMap((member, index) =>
  (['phone', 'email'] as const).map((channel, turn) => ({ member, channel, locale: (index + turn) % 2 === 0 ? ('en' as const) : ('tc' as const) })),
);

for (const { member, channel, locale } of lookups) {
  test(`${member.name} by ${channel} (${locale}): the member view`, async ({ page, request }) => {
    const expected = member[locale];
    const destination = channel === 'phone' ? member.e164 : member.email;
    // Another run's lookup may just have sent a code here: let the 60-second cooldown pass.
    await age(request, destination, 61);
    await openLookup(page, locale);
    const by = channel === 'phone' ? { phone: member.phone } : { email: member.email };
    const code = await requestCode(page, request, locale, by, member.lastName);
    const lookup = page.locator('[data-slot="loyalty-lookup"]');
    await lookup.getByLabel(ui[locale].code).fill(code);
    // The answer names a member: the page's action answers it, and nobody may store it.
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.includes('exclusive-rewards'));
    await lookup.getByRole('button', { name: ui[locale].verify, exact: true }).click();
    expect((await answer).headers()['cache-control']).toBe('no-store');
    const card = page.locator('[data-slot="member-card"]');
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(expected.greeting);
    await expect(card.getByRole('heading', { level: 3 })).toBeFocused();
    await expect(card).toContainText(expected.tier);
    await expect(card.getByTestId('loyalty-points')).toHaveText(expected.points);
    await expect(card).toContainText(ui[locale].expiry);
    await expect(card).toContainText(expected.band);
    // The card has room to be read (at 1440 it once got the sliver of a second column, cut off):
    // whole within the window, which does not scroll sideways.
    const box = (await card.boundingBox())!;
    expect(box.width).toBeGreaterThan(320);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (member.name === 'Mei Chan') {
      const results = await axe(page).include('[data-slot="loyalty-lookup"]').analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    }
    // Nothing personal in the URL or in storage.
    expect(page.url()).not.toContain(member.lastName);
    // Nor in the analytics data layer, when a tag manager is configured.
    const kept = () =>
      JSON.stringify({ ...localStorage }) +
      JSON.stringify({ ...sessionStorage }) +
      document.cookie +
      JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);
    expect(await page.evaluate(kept)).not.toMatch(new RegExp(`${member.lastName}|${member.phone}|${member.email}`));
  });
}

for (const [locale, words] of [
  ['en', { phoneRequired: 'Please enter your phone number', lastNameRequired: 'Please specify your last name', emailInvalid: 'Email is invalid' }],
  ['tc', { phoneRequired: '請輸入您的電話號碼', lastNameRequired: '請填寫您的姓氏', emailInvalid: '電郵地址無效' }],
] as const) {
  test(`${locale}: with JavaScript, wrong fields are refused in the browser, in the visitor's language, and no request is sent`, async ({ page }) => {
    const t = ui[locale];
    await openLookup(page, locale);
    const sent: string[] = [];
    const scripts: string[] = [];
    // The form's schema is a script fetched at the first check; nothing else may go out.
    page.on('request', (r) => (r.resourceType() === 'script' ? scripts : sent).push(`${r.method()} ${r.url()}`));
    const lookup = page.locator('[data-slot="loyalty-lookup"]');
    await lookup.getByRole('button', { name: t.send }).click();
    await expect(lookup.getByRole('alert').filter({ hasText: words.phoneRequired })).toBeVisible();
    await expect(lookup.getByRole('alert').filter({ hasText: words.lastNameRequired })).toBeVisible();
    await expect(lookup.getByRole('textbox', { name: t.phone, exact: true })).toBeFocused();
    await expect(lookup.getByRole('textbox', { name: t.phone, exact: true })).toHaveAttribute('aria-invalid', 'true');
    // The message under the number leaves the calling code's line beside the number's (it was 25 px
    // lower); Chinese sets the number a line-height taller than the list can be (under 2 px).
    const bottom = async (locator: Locator) => ((box) => box.y + box.height)((await locator.boundingBox())!);
    const lines = [await bottom(lookup.getByRole('combobox').first()), await bottom(lookup.getByRole('textbox', { name: t.phone, exact: true }))];
    expect(Math.abs(lines[0]! - lines[1]!)).toBeLessThan(2);
    // On leaving a field: checked at once.
    await lookup.getByRole('radio', { name: t.byEmail }).check();
    await lookup.getByRole('textbox', { name: t.email, exact: true }).fill('mei@');
    await lookup.getByRole('textbox', { name: t.lastName }).focus();
    await expect(lookup.getByRole('alert').filter({ hasText: words.emailInvalid })).toBeVisible();
    await page.waitForTimeout(500);
    expect(sent).toEqual([]);
    expect(scripts.every((script) => script.startsWith('GET ') && new URL(script.slice(4)).pathname.startsWith('/assets/'))).toBe(true);
  });
}

// An OTP journey takes 20-30 s on CI's two busy cores; each attempt uses numbers of its own, so a
// retry never meets the one-minute wait its first attempt's code set.
test('a verified non-member is told the content is for members only, and can switch to email', async ({ page, request }) => {
  test.slow();
  await openLookup(page, 'en');
  const code = await requestCode(page, request, 'en', { phone: `9000222${2 + test.info().retry}` }, 'Chan');
  const lookup = page.locator('[data-slot="loyalty-lookup"]');
  await lookup.getByLabel('Verification code').fill(code);
  await lookup.getByRole('button', { name: 'Verify', exact: true }).click();
  const notice = page.locator('[data-slot="loyalty-notice"]');
  await expect(notice).toHaveText(/The phone number with last name cannot be found in the rewards programme\. The content is for members only\./);
  await expect(notice.locator('[data-slot="loyalty-notice-text"]')).toBeFocused();
  await expect(page.locator('[data-slot="member-card"]')).toHaveCount(0);
  await notice.getByRole('button', { name: 'Look up by email instead' }).click();
  await expect(lookup.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();
  await expect(lookup.getByRole('radio', { name: 'Email' })).toBeChecked();
  const results = await axe(page).include('[data-slot="loyalty-lookup"]').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('a wrong code, then an expired one: "The verification code is invalid / expired."', async ({ page, request }) => {
  test.slow();
  const later = `9000444${4 + test.info().retry}`;
  await openLookup(page, 'tc');
  const code = await requestCode(page, request, 'tc', { phone: `9000333${3 + test.info().retry}` }, 'Chan');
  const lookup = page.locator('[data-slot="loyalty-lookup"]');
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await lookup.getByLabel('驗證碼').fill(wrong);
  await lookup.getByRole('button', { name: '驗證', exact: true }).click();
  await expect(lookup.getByRole('alert')).toHaveText('驗證碼無效／已過期。');

  await openLookup(page, 'en');
  await age(request, `+852${later}`, 61);
  const fresh = await requestCode(page, request, 'en', { phone: later }, 'Chan');
  await lookup.getByLabel('Verification code').fill('12');
  await lookup.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(lookup.getByRole('alert')).toHaveText('Please enter the 6-digit verification code.');
  // Three minutes pass for this number: the right code has expired.
  await age(request, `+852${later}`, 181);
  await lookup.getByLabel('Verification code').fill(fresh);
  await lookup.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(lookup.getByRole('alert')).toHaveText('The verification code is invalid / expired.');
  await expect(page.locator('[data-slot="member-card"]')).toHaveCount(0);
});

test('the countdown runs in seconds, then "Resend Again" sends a new code that replaces the first', async ({ page, request }) => {
  // An address of each attempt's own: a retry must not meet the wait the first attempt's code set.
  const email = `resend.check.${test.info().repeatEachIndex}.${test.info().retry}@example.com`;
  await page.clock.install();
  await openLookup(page, 'en');
  const first = await requestCode(page, request, 'en', { email }, 'Chan');
  const lookup = page.locator('[data-slot="loyalty-lookup"]');
  const countdown = lookup.locator('[data-slot="otp-countdown"]');
  await expect(countdown).toHaveText(/^Resend in (60|59) s$/);
  await expect(lookup.getByRole('button', { name: 'Resend Again' })).toHaveCount(0);
  // The installed clock also keeps real time: on a busy machine a second or two pass between
  // reading the countdown and moving it on, so the figure is compared with what it was.
  const secondsLeft = async () => Number(/(\d+) s$/.exec((await countdown.textContent()) ?? '')?.[1]);
  const before = await secondsLeft();
  await page.clock.fastForward(20_000);
  await expect.poll(secondsLeft).toBeLessThanOrEqual(before - 20);
  expect(await secondsLeft()).toBeGreaterThanOrEqual(before - 25);
  // The minute passes in the browser and, for this address, on the server.
  await page.clock.fastForward(41_000);
  await age(request, email, 61);
  await lookup.getByRole('button', { name: 'Resend Again' }).click();
  await expect.poll(async () => (await outbox(request, email)).length).toBe(2);
  await expect(countdown).toHaveText(/^Resend in (60|59) s$/);
  const second = (await outbox(request, email))[0]!.code;
  if (second !== first) {
    await lookup.getByLabel('Verification code').fill(first);
    await lookup.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(lookup.getByRole('alert')).toHaveText('The verification code is invalid / expired.');
  }
  await lookup.getByLabel('Verification code').fill(second);
  await lookup.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.locator('[data-slot="loyalty-notice"]')).toContainText('The email with last name cannot be found in the rewards programme.');
  await page.locator('[data-slot="loyalty-notice"]').getByRole('button', { name: 'Verify another email' }).click();
  await expect(lookup.getByRole('button', { name: 'Send OTP' })).toBeVisible();
  await expect(lookup.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();
});

test('the lookup form is in the page where it stands (an island, but never streamed after the page and shown a frame later)', async ({ request }) => {
  for (const path of ['/exclusive-rewards', '/tc/exclusive-rewards']) {
    const html = await (await request.get(path)).text();
    const section = html.slice(html.indexOf('id="lookup-title"'), html.indexOf('id="tiers-title"'));
    expect(section, path).toContain('name="lastName"');
    // React's marker of a boundary whose content is sent after the shell and revealed by script.
    expect(section, path).not.toContain('<!--$?-->');
  }
});

// A slow phone: the loading overlay lifts by itself after 1.8 s and the visitor starts on the form
// before the scripts have come, or after the page has hydrated but before the form's own code has
// (the form is an island). react-hook-form used to put its empty values over the number.
for (const [when, held, number] of [
  ['before the page has its scripts', /\/assets\/.*\.js$/, '91110042'],
  ['after the page has hydrated, before the form\'s own code', /\/assets\/loyalty-lookup-[^/]*\.js$/, '91110043'],
] as const) {
  test(`a number and a name typed ${when} are kept, and the code is sent to that number`, async ({ page, request }) => {
    const to = `+852${number}`;
    const before = (await outbox(request, to)).length;
    let release = () => {};
    const holding = new Promise<void>((resolve) => (release = resolve));
    await page.route(held, async (route) => {
      await holding;
      await route.continue();
    });
    await page.goto('/tc/exclusive-rewards', { waitUntil: 'domcontentloaded' });
    // Only the form's code held: the page has hydrated and waits for its island.
    if (!String(held).includes('.*')) await expect(page.locator('html')).toHaveAttribute('data-page-status', 'loading');
    const lookup = page.locator('[data-slot="loyalty-lookup"]');
    const phone = lookup.getByRole('textbox', { name: ui.tc.phone, exact: true });
    const lastName = lookup.getByRole('textbox', { name: ui.tc.lastName });
    await phone.fill(number);
    await lastName.fill('Chan');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-page-status', 'ready');
    await expect(phone).toHaveValue(number);
    await expect(lastName).toHaveValue('Chan');
    await expect(phone).toBeEditable();
    await lookup.getByRole('button', { name: ui.tc.send }).click();
    await expect(lookup.getByLabel(ui.tc.code)).toBeFocused();
    await expect.poll(async () => (await outbox(request, to)).length).toBe(before + 1);
  });
}

// The form's code still on its way when the page has hydrated: what was typed is in the fields and
// can be changed (not locked for the download), and "Send OTP" posts it as a plain form would.
test('typed before the scripts, the form\'s own code late: the fields stay usable and a plain post sends the code to that number', async ({ page, request }) => {
  const number = '91110044';
  const to = `+852${number}`;
  const before = (await outbox(request, to)).length;
  let release = () => {};
  const scripts = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (/loyalty-lookup-[^/]*\.js$/.test(route.request().url())) return; // never answered in this test
    await scripts;
    await route.continue();
  });
  await page.goto('/tc/exclusive-rewards', { waitUntil: 'domcontentloaded' });
  const lookup = page.locator('[data-slot="loyalty-lookup"]');
  const phone = lookup.getByRole('textbox', { name: ui.tc.phone, exact: true });
  await phone.fill(number);
  await lookup.getByRole('textbox', { name: ui.tc.lastName }).fill('Chan');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-page-status', 'loading');
  await expect(phone).toHaveValue(number);
  await expect(phone).toBeEditable();
  await lookup.getByRole('button', { name: ui.tc.send }).click();
  await expect.poll(async () => (await outbox(request, to)).length).toBe(before + 1);
});

// The lookup is a form of the page, answered by the page's action; it works before and
// without JavaScript, and the browser never posts to the data service itself.
const noScript = {
  en: { ...ui.en, phoneRequired: 'Please enter your phone number', lastNameRequired: 'Please specify your last name', length: 'The phone number should have 8 digits', onlyNumber: 'Only number is allowed', invalid: 'The verification code is invalid / expired.', codeFormat: 'Please enter the 6-digit verification code.', another: 'Look up another membership' },
  tc: { ...ui.tc, phoneRequired: '請輸入您的電話號碼', lastNameRequired: '請填寫您的姓氏', length: '電話號碼須為8位數字', onlyNumber: '只可輸入數字', invalid: '驗證碼無效／已過期。', codeFormat: '請輸入6位數字驗證碼。', another: '查詢另一個會籍' },
} as const;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['en', 'tc'] as const) {
    test(`${locale}: every message from the server in place, the code field and the wait, then the member`, async ({ page, request }) => {
      const t = noScript[locale];
      // Each locale its own member: the tests run side by side, and a number's codes are a minute apart.
      const member = members[locale === 'en' ? 0 : 1];
      await page.goto(`${t.prefix}/exclusive-rewards`);
      const lookup = page.locator('[data-slot="loyalty-lookup"]');
      // Nothing typed: the server names each field's problem beside it.
      await lookup.getByRole('button', { name: t.send }).click();
      await expect(lookup.getByRole('alert').filter({ hasText: t.phoneRequired })).toBeVisible();
      await expect(lookup.getByRole('alert').filter({ hasText: t.lastNameRequired })).toBeVisible();
      await expect(lookup.getByRole('textbox', { name: t.phone, exact: true })).toHaveAttribute('aria-invalid', 'true');
      // The answer is a new page: it opens at the first field refused, focused (its message read
      // with it), in sight below the fixed header, not at the top of the page.
      const phone = lookup.getByRole('textbox', { name: t.phone, exact: true });
      await expect(phone).toBeFocused();
      await expect(phone).toBeInViewport();
      const header = (await page.locator('[data-slot="header"]').boundingBox())!;
      expect((await phone.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
      await lookup.getByRole('textbox', { name: t.phone, exact: true }).fill('9123abc');
      await lookup.getByRole('textbox', { name: t.lastName }).fill(member.lastName);
      await lookup.getByRole('button', { name: t.send }).click();
      await expect(lookup.getByRole('alert').filter({ hasText: t.onlyNumber })).toBeVisible();
      await lookup.getByRole('textbox', { name: t.phone, exact: true }).fill('912345');
      await lookup.getByRole('button', { name: t.send }).click();
      await expect(lookup.getByRole('alert').filter({ hasText: t.length })).toBeVisible();
      await expect(lookup.getByRole('textbox', { name: t.lastName })).toHaveValue(member.lastName);

      // A code goes out: the code field, and the time to wait, rendered by the server.
      await age(request, member.e164, 61);
      const before = (await outbox(request, member.e164)).length;
      await lookup.getByRole('textbox', { name: t.phone, exact: true }).fill(member.phone);
      await lookup.getByRole('button', { name: t.send }).click();
      await expect(lookup.getByLabel(t.code)).toBeVisible();
      await expect(lookup.getByLabel(t.code)).toBeFocused();
      await expect(lookup.locator('[data-slot="otp-countdown"]')).toHaveText(locale === 'en' ? /^You may request a new code after (60|59) seconds\.$/ : /^(60|59)秒後可要求新的驗證碼。$/);
      await expect(lookup.getByRole('button', { name: t.send })).toHaveCount(0);
      await expect.poll(async () => (await outbox(request, member.e164)).length).toBe(before + 1);
      const code = (await outbox(request, member.e164))[0]!.code;
      // The countdown cannot run out on a page without JavaScript: "Resend Again" is there at once,
      // and a press that comes too early is answered with the wait left, sending nothing.
      await lookup.getByRole('button', { name: locale === 'en' ? 'Resend Again' : '重新發送' }).click();
      await expect(lookup.getByRole('alert').filter({ hasText: locale === 'en' ? /^Please wait \d+ seconds before requesting another code\.$/ : /^請於\d+秒後再要求新的驗證碼。$/ })).toBeVisible();
      expect(await outbox(request, member.e164)).toHaveLength(before + 1);

      await lookup.getByLabel(t.code).fill('12');
      await lookup.getByRole('button', { name: t.verify, exact: true }).click();
      await expect(lookup.getByRole('alert').filter({ hasText: t.codeFormat })).toBeVisible();
      await lookup.getByLabel(t.code).fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
      await lookup.getByRole('button', { name: t.verify, exact: true }).click();
      await expect(lookup.getByRole('alert').filter({ hasText: t.invalid })).toBeVisible();
      await expect(lookup.locator('[data-slot="otp-countdown"]')).toBeVisible();

      // Enter in the code field verifies, whatever buttons come first (the form's hidden default
      // button follows the step; once "Resend" is offered it comes before "Verify"): no new code.
      const sent = (await outbox(request, member.e164)).length;
      await lookup.getByLabel(t.code).fill(code);
      const answer = page.waitForResponse((r) => r.request().method() === 'POST');
      await lookup.getByLabel(t.code).press('Enter');
      expect((await answer).headers()['cache-control']).toBe('no-store');
      const card = page.locator('[data-slot="member-card"]');
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(member[locale].greeting);
      await expect(card.getByRole('heading', { level: 3 })).toBeFocused();
      await expect(card.getByTestId('loyalty-points')).toHaveText(member[locale].points);
      expect(await outbox(request, member.e164)).toHaveLength(sent);
      expect(page.url()).not.toContain(member.lastName);

      await card.getByRole('button', { name: t.another }).click();
      await expect(page.locator('[data-slot="member-card"]')).toHaveCount(0);
      await expect(lookup.getByRole('textbox', { name: t.phone, exact: true })).toHaveValue('');
      await expect(lookup.getByRole('button', { name: t.send })).toBeVisible();
    });
  }

  test('by email: the switch works without script', async ({ page, request }) => {
    const member = members[1];
    await age(request, member.email, 61);
    await page.goto('/exclusive-rewards');
    const lookup = page.locator('[data-slot="loyalty-lookup"]');
    await expect(lookup.getByRole('textbox', { name: 'Email', exact: true })).toBeHidden();
    await lookup.getByRole('radio', { name: 'Email' }).check();
    await expect(lookup.getByRole('textbox', { name: 'Phone number', exact: true })).toBeHidden();
    await lookup.getByRole('textbox', { name: 'Email', exact: true }).fill(member.email);
    await lookup.getByRole('textbox', { name: 'Last name' }).fill(member.lastName);
    const before = (await outbox(request, member.email)).length;
    await lookup.getByRole('button', { name: 'Send OTP' }).click();
    await expect(lookup.getByLabel('Verification code')).toBeVisible();
    await expect.poll(async () => (await outbox(request, member.email)).length).toBe(before + 1);
    await lookup.getByLabel('Verification code').fill((await outbox(request, member.email))[0]!.code);
    await lookup.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.locator('[data-slot="member-card"]').getByRole('heading', { level: 3 })).toHaveText(member.en.greeting);
  });
});

test('the browser never posts to /api during a lookup (the page action does)', async ({ page, request }) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api')) posts.push(`${r.method()} ${r.url()}`);
  });
  const member = members[2];
  await age(request, member.e164, 61);
  await openLookup(page, 'en');
  const code = await requestCode(page, request, 'en', { phone: member.phone }, member.lastName);
  const lookup = page.locator('[data-slot="loyalty-lookup"]');
  await lookup.getByLabel('Verification code').fill(code);
  await lookup.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.locator('[data-slot="member-card"]')).toContainText(member.en.greeting);
  expect(posts).toEqual([]);
});
