import { expect, test } from '@playwright/test';
import { axe } from '../../../../tools/testing/axe.ts';
import { bookElsewhere, chooseSlot, fillDetails, fillSlot, labels, latestCode, ready, slotsOf, uniqueNumber } from '../support/campaigns';

// APP_NOW = 20 April 2025: Le Perce-vent takes reservations for its storm-glass sessions
// (26-27 April, 2-4 May; 8 sessions a day, 6 places each). Each test uses its own session.
const slug = 'le-perce-vent';
const page_ = `/discovery-trial/${slug}`;

const messages = {
  en: {
    salutation: 'Please select your salutation',
    firstName: 'Please specify your first name',
    lastName: 'Please specify your last name',
    ageRange: 'Please select your age range',
    emailRequired: 'Please enter your email',
    emailInvalid: 'Email is invalid',
    contactRequired: 'Please enter your contact number',
    onlyNumber: 'Only number is allowed',
    length: 'Contact number should be in 8 digit',
    lengthMainland: 'Contact number should be in 11 digit',
    unverified: 'Please verify your contact number',
    province: 'Please select the province',
    date: 'Please select a appointment date',
    time: 'Please select a appointment time-slot',
    timeMismatch: 'Please choose a time-slot on the date and at the location you selected',
    terms: 'Please agree to the below statement',
    communication: 'Please indicate your communications preference',
    phoneUsed: 'Contact number had been used.',
    emailUsed: 'Email had been used.',
    timeslotOver: 'Sorry, the chosen timeslot is over, please choose another timeslot to proceed.',
    open: /Registration is open until/,
  },
  tc: {
    salutation: '請選擇您的稱謂',
    firstName: '請填寫您的名字',
    lastName: '請填寫您的姓氏',
    ageRange: '請選擇您的年齡組別',
    emailRequired: '請輸入您的電郵地址',
    emailInvalid: '電郵地址無效',
    contactRequired: '請輸入您的聯絡電話',
    onlyNumber: '只可輸入數字',
    length: '聯絡電話須為8位數字',
    lengthMainland: '聯絡電話須為11位數字',
    unverified: '請驗證您的聯絡電話',
    province: '請選擇省份',
    date: '請選擇預約日期',
    time: '請選擇預約時段',
    timeMismatch: '請選擇所選日期及地點的預約時段',
    terms: '請同意以下聲明',
    communication: '請選擇您希望的通訊方式',
    phoneUsed: '此聯絡電話已用於登記。',
    emailUsed: '此電郵地址已用於登記。',
    timeslotOver: '抱歉，所選時段已額滿，請選擇其他時段。',
    open: /現正接受登記/,
  },
} as const;

for (const [locale, prefix] of [
  ['en', ''],
  ['tc', '/tc'],
] as const) {
  const m = messages[locale];
  const l = labels[locale];

  test(`${locale}: every validation message, announced, with focus on the first field in error`, async ({ page }) => {
    await page.goto(`${prefix}${page_}`);
    await ready(page);
    await expect(page.locator('[data-slot="campaign-state"]').first()).toHaveText(m.open);
    const form = page.locator('[data-slot="registration-form"]');
    await form.getByRole('button', { name: l.submit }).click();
    for (const text of [m.salutation, m.firstName, m.lastName, m.ageRange, m.emailRequired, m.contactRequired, m.date, m.time, m.terms, m.communication]) {
      await expect(form.getByRole('alert').filter({ hasText: text })).toBeVisible();
    }
    await expect(form.getByLabel(l.ms, { exact: true })).toBeFocused();
    // Every field refused for being empty says so before: its label or legend carries the "*" the form explains.
    const unmarked = await form.locator('[data-slot="field-error"]').evaluateAll((errors) =>
      errors
        .map((error) => error.closest('fieldset, .campaign-field')?.querySelector('legend, label')?.textContent ?? '')
        .filter((label) => !label.includes('*')),
    );
    expect(unmarked).toEqual([]);
    // The summary by the button counts the fields to fix, in words a screen reader can follow.
    const count = await form.locator('[data-slot="field-error"]').count();
    expect(count).toBeGreaterThanOrEqual(10);
    await expect(form.locator('[data-slot="form-error"]')).toHaveText(locale === 'en' ? `${count} fields need attention: each message is beside its field.` : `有${count}個欄位需要修正，請查看各欄位旁的提示。`);
    await expect(form.getByLabel(l.firstName)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(l.firstName)).toHaveAttribute('aria-describedby', 'registration-first_name-error');

    const email = form.getByRole('textbox', { name: l.email });
    await email.fill('mei@');
    await expect(form.getByRole('alert').filter({ hasText: m.emailInvalid })).toBeVisible();
    const number = form.getByLabel(l.contactNumber);
    await number.fill('9123abcd');
    await expect(form.getByRole('alert').filter({ hasText: m.onlyNumber })).toBeVisible();
    await number.fill('912345');
    await expect(form.getByRole('alert').filter({ hasText: m.length })).toBeVisible();
    await number.fill('91234567');
    // Well formed: nothing more while typing ("verify" is not a typing mistake); Submit says it.
    await expect(form.getByRole('alert').filter({ hasText: m.length })).toHaveCount(0);
    await expect(form.getByRole('alert').filter({ hasText: m.unverified })).toHaveCount(0);
    await form.getByRole('button', { name: l.submit }).click();
    await expect(form.getByRole('alert').filter({ hasText: m.unverified })).toBeVisible();
    // +86: eleven digits, and the province is asked.
    await form.getByLabel(/Country code|國家／地區代碼/).selectOption('86');
    await form.getByRole('button', { name: l.submit }).click();
    await expect(form.getByRole('alert').filter({ hasText: m.lengthMainland })).toBeVisible();
    await expect(form.getByRole('alert').filter({ hasText: m.province })).toBeVisible();
    // Opting out of marketing makes the preference unnecessary.
    await form.getByLabel(/I object to the proposed use|本人反對/).check();
    await expect(form.getByRole('alert').filter({ hasText: m.communication })).toHaveCount(0);
  });

  test(`${locale}: SMS code, then a booking lands on the thank-you page; the same details again are refused`, async ({ page, request }) => {
    test.slow(); // two bookings end to end
    const slot = (await slotsOf(request, slug))[locale === 'en' ? 1 : 2]!;
    const number = uniqueNumber();
    await page.goto(`${prefix}${page_}`);
    await ready(page);
    // Typed as people write it, with a space: the digits count (as in the loyalty lookup).
    await fillDetails(page, request, { number, written: `${number.slice(0, 4)} ${number.slice(4)}`, labels: l });
    // A verified number is locked until "verify another number".
    await expect(page.getByLabel(l.contactNumber)).toHaveAttribute('readonly', '');
    await chooseSlot(page, slot, l);
    await page.getByRole('button', { name: l.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/discovery-trial/${slug}/thank-you\\?ref=LEP-`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'en' ? 'Your seat is reserved' : '您的席位已預留');
    await expect(page.locator('[data-slot="booking-reference"]')).toHaveText(/^LEP-\d{6}$/);
    await expect(page.locator('[data-slot="header"]')).toHaveCount(0);
    await expect(page.locator('[data-slot="footer"]')).toHaveCount(0);
    expect((await slotsOf(request, slug)).find((s) => s.id === slot.id)!.remaining).toBe(slot.remaining - 1);

    // The same person again, the number without its space: the number and the address were used for this campaign. (The
    // outbox's clock is moved past the one-minute resend cooldown first.)
    await request.post('/api/dev/otp/age', { data: { destination: `+852${number}`, seconds: 120 } });
    await page.goto(`${prefix}${page_}`);
    await ready(page);
    await fillDetails(page, request, { number, labels: l });
    await chooseSlot(page, slot, l);
    await page.getByRole('button', { name: l.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: m.phoneUsed })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: m.emailUsed })).toBeVisible();
    // Focus goes to the first field in error, in form order: the email comes before the number.
    await expect(page.getByRole('textbox', { name: l.email })).toBeFocused();
    await expect(page.getByLabel(l.firstName)).toHaveValue('Mei');
  });
  test(`${locale}: with JavaScript, a wrong field is refused in the browser, in the visitor's language, and nothing is posted`, async ({ page }) => {
    await page.goto(`${prefix}${page_}`);
    await ready(page);
    // Every request from here on, but the places-left refresh (a GET of the page's own /slots) and
    // scripts: the form's schema is a script fetched at the first check.
    const sent: string[] = [];
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(`${r.method()} ${r.url()}`);
      else if (!new URL(r.url()).pathname.endsWith(`/discovery-trial/${slug}/slots`)) sent.push(`${r.method()} ${r.url()}`);
    });
    const form = page.locator('[data-slot="registration-form"]');
    // On leaving a field: checked at once.
    await form.getByRole('textbox', { name: l.email }).fill('mei@');
    await form.getByLabel(l.firstName).focus();
    await expect(form.getByRole('alert').filter({ hasText: m.emailInvalid })).toBeVisible();
    await form.getByLabel(l.contactNumber).fill('912345');
    await form.getByRole('button', { name: l.sendCode }).click();
    await expect(form.getByRole('alert').filter({ hasText: m.length })).toBeVisible();
    await expect(form.getByLabel(l.contactNumber)).toBeFocused();
    await form.getByRole('button', { name: l.submit }).click();
    await expect(form.getByRole('alert').filter({ hasText: m.firstName })).toBeVisible();
    await expect(form.getByLabel(l.ms, { exact: true })).toBeFocused();
    await page.waitForTimeout(500);
    expect(sent).toEqual([]);
    expect(scripts.every((script) => script.startsWith('GET ') && new URL(script.slice(4)).pathname.startsWith('/discovery-trial/assets/'))).toBe(true);
  });
}

test('a full session shows "Quota full" and cannot be chosen', async ({ page, request }) => {
  const slot = (await slotsOf(request, slug))[8]!;
  await fillSlot(request, slug, slot);
  await page.goto(page_);
  await ready(page);
  // Waiting for a date, the session list is disabled and looks it (dimmed, its line dashed); ready, it does not.
  const sessions = page.getByLabel('Appointment time-slot');
  const line = () => sessions.evaluate((select) => getComputedStyle(select).borderBottomStyle);
  await expect(sessions).toBeDisabled();
  expect(await line()).toBe('dashed');
  await page.getByLabel('Appointment date').selectOption(slot.date);
  expect(await line()).toBe('solid');
  const option = page.getByLabel('Appointment time-slot').locator(`option[value="${slot.id}"]`);
  await expect(option).toHaveText(/Quota full/);
  await expect(option).toBeDisabled();
  await expect(page.getByLabel('Appointment time-slot').locator('option:not([disabled])', { hasText: 'places left' }).first()).toBeAttached();
});

test('a session that fills while the visitor types: the timeslot-over message, nothing lost, another session books', async ({ page, request }) => {
  const all = await slotsOf(request, slug);
  const slot = all[12]!;
  const other = all[13]!;
  await fillSlot(request, slug, slot, 1);
  const number = uniqueNumber();
  await page.goto(page_);
  await ready(page);
  await fillDetails(page, request, { number, labels: labels.en });
  await chooseSlot(page, slot, labels.en);
  await expect(page.getByLabel('Appointment time-slot').locator(`option[value="${slot.id}"]`)).toHaveText(/1 place left/);
  // A CDN may answer the places left with its copy of up to 2 s before (decision 271): here every
  // read of them answers the copy from before the other booking.
  const before = await (await request.get(`${page_}/slots`)).text();
  await page.route(`**/discovery-trial/${slug}/slots`, (route) => route.fulfill({ contentType: 'application/json', body: before }));
  await bookElsewhere(request, slug, slot);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.en.timeslotOver })).toBeVisible();
  await expect(page.getByLabel('Appointment time-slot')).toBeFocused();
  // The list after the refusal is the page's own, read again past any CDN.
  await expect(page.getByLabel('Appointment time-slot').locator(`option[value="${slot.id}"]`)).toHaveText(/Quota full/);
  await page.unroute(`**/discovery-trial/${slug}/slots`);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(`mei.${number}@example.com`);
  await page.getByLabel('Appointment time-slot').selectOption(String(other.id));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/thank-you\?ref=LEP-/);
});

test('a session that fills while the page is open shows "Quota full" without a reload', async ({ page, request }) => {
  const slot = (await slotsOf(request, slug))[14]!;
  await page.goto(page_);
  await ready(page);
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await page.getByLabel('Appointment date').selectOption(slot.date);
  const option = page.getByLabel('Appointment time-slot').locator(`option[value="${slot.id}"]`);
  await expect(option).toHaveText(/places? left/);
  await page.getByLabel('Appointment time-slot').selectOption(String(slot.id));
  // Other visitors take every place, through the data service.
  await fillSlot(request, slug, slot);
  // Read again every few seconds while the form is open (TanStack Query, the app's /slots route).
  await expect(option).toHaveText(/Quota full/, { timeout: 15_000 });
  await expect(option).toBeDisabled();
  // The visitor had chosen it: the choice is cleared, and the field says why at once (an alert, announced).
  await expect(page.getByLabel('Appointment time-slot')).toHaveValue('');
  await expect(page.getByRole('alert').filter({ hasText: messages.en.timeslotOver })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
});

// A slow phone: the loading overlay lifts by itself after 1.8 s and the visitor starts on the form
// before the scripts have come. react-hook-form used to put its empty values over all of it.
test('details typed and choices made before the page has its scripts are kept, and the code goes to that number', async ({ page, request }) => {
  const l = labels.tc;
  const number = uniqueNumber();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/tc${page_}`, { waitUntil: 'domcontentloaded' });
  const form = page.locator('[data-slot="registration-form"]');
  await form.getByLabel(l.ms, { exact: true }).check();
  await form.getByLabel(l.firstName).fill('Mei');
  await form.getByLabel(l.lastName).fill('Chan');
  await form.getByLabel(l.ageRange).selectOption('25-34');
  await form.getByRole('textbox', { name: l.email }).fill(`mei.${number}@example.com`);
  await form.getByLabel(l.contactNumber).fill(number);
  await form.getByLabel(l.terms).check();
  release();
  await ready(page);
  await expect(form.getByLabel(l.ms, { exact: true })).toBeChecked();
  await expect(form.getByLabel(l.firstName)).toHaveValue('Mei');
  await expect(form.getByLabel(l.lastName)).toHaveValue('Chan');
  await expect(form.getByLabel(l.ageRange)).toHaveValue('25-34');
  await expect(form.getByRole('textbox', { name: l.email })).toHaveValue(`mei.${number}@example.com`);
  await expect(form.getByLabel(l.contactNumber)).toHaveValue(number);
  await expect(form.getByLabel(l.terms)).toBeChecked();
  await form.getByRole('button', { name: l.sendCode }).click();
  await expect(form.getByLabel(l.smsCode)).toBeVisible();
  expect(await latestCode(request, `+852${number}`)).toMatch(/^\d{6}$/);
});

test('the places left are read from the campaign app, never from /api; a CDN may keep them 2 s, never the page', async ({ request }) => {
  // The open campaign page is rendered for each visit, whatever a CDN's defaults.
  expect((await request.get(page_)).headers()['cache-control']).toBe('private, no-cache');
  const response = await request.get(`${page_}/slots`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=2');
  // A preview link's read is the link holder's alone.
  expect((await request.get(`${page_}/slots?oriel-preview=x`)).headers()['cache-control']).toBe('private, no-store');
  // The same places as the data service's: read again until no other test books between the two reads.
  const fromApp = async () => ((await (await request.get(`${page_}/slots`)).json()) as { slots: { id: number; remaining: number }[] }).slots.map((s) => [s.id, s.remaining]);
  const fromService = async () => (await slotsOf(request, slug)).map((s) => [s.id, s.remaining]);
  await expect.poll(async () => JSON.stringify(await fromApp()) === JSON.stringify(await fromService())).toBe(true);
});

test('the SMS code: a wrong code is refused, Resend Again follows the countdown, another number can be verified', async ({ page, request }) => {
  const number = uniqueNumber();
  const phone = `+852${number}`;
  await page.clock.install();
  await page.goto(page_);
  await ready(page);
  const form = page.locator('[data-slot="registration-form"]');
  await form.getByLabel('Contact number').fill(number);
  const promise = form.getByText('We will send a code by SMS to confirm the number before you submit.');
  await expect(promise).toBeVisible();
  await form.getByRole('button', { name: 'Send OTP' }).click();
  await expect(form.getByLabel('Verification code')).toBeFocused();
  // The number as the loyalty lookup writes it: the calling code, a space, the number. What was
  // promised before has happened: its hint goes.
  await expect(form.getByText(`A verification code has been sent to +852 ${number}. It is valid for 3 minutes.`)).toBeVisible();
  await expect(promise).toHaveCount(0);
  await expect(form.getByText(/Resend in \d+ s/)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Resend Again' })).toHaveCount(0);
  const first = await latestCode(request, phone);
  await form.getByLabel('Verification code').fill(String((Number(first) + 1) % 1_000_000).padStart(6, '0'));
  await form.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'The verification code is invalid / expired.' })).toBeVisible();
  // Back in the code field, emptied for the next one.
  await expect(form.getByLabel('Verification code')).toBeFocused();
  await expect(form.getByLabel('Verification code')).toHaveValue('');
  // The step's label, hint, countdown and message are legible on the campaign's dark ground.
  const contrast = await axe(page).include('[data-slot="registration-form"]').withRules(['color-contrast']).analyze();
  expect(contrast.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`))).toEqual([]);

  // A minute later (in the browser, and past the service's cooldown): Resend Again.
  await page.clock.fastForward(61_000);
  await request.post('/api/dev/otp/age', { data: { destination: phone, seconds: 61 } });
  await form.getByRole('button', { name: 'Resend Again' }).click();
  await expect(form.getByText(/Resend in \d+ s/)).toBeVisible();
  // The visible status reads as before; a screen reader hears that the new code went out.
  await expect(form.locator('[data-slot="otp-checking"]')).toHaveText(`A verification code has been sent to +852 ${number}. It is valid for 3 minutes.`);
  await expect.poll(() => latestCode(request, phone)).not.toBe(first);
  await form.getByLabel('Verification code').fill(await latestCode(request, phone));
  await form.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(form.locator('[data-slot="otp"][data-status="verified"]')).toContainText(`Verified +852 ${number}`);
  await expect(form.getByRole('alert').filter({ hasText: 'Please verify your contact number' })).toHaveCount(0);

  await form.getByRole('button', { name: 'Verify another number' }).click();
  await expect(form.getByLabel('Contact number')).toHaveValue('');
  await expect(form.getByLabel('Contact number')).toBeFocused();
  await expect(form.getByRole('button', { name: 'Send OTP' })).toBeVisible();
});

test('Palais Royal Gardens is not open yet: the date it opens, once, and no booking section', async ({ page }) => {
  await page.goto('/discovery-trial/palais-royal-gardens');
  await ready(page);
  const state = page.locator('[data-slot="campaign-state"]');
  await expect(state).toHaveCount(1);
  await expect(state).toHaveText(/Registration opens on .*2025/);
  await expect(state).toHaveAttribute('data-state', 'upcoming');
  // No "Reserve your workshop" heading over nothing to reserve.
  await expect(page.getByRole('heading', { name: 'Reserve your workshop' })).toHaveCount(0);
  await expect(page.locator('[data-slot="registration-form"]')).toHaveCount(0);
});

// The form is a form of the page, answered by the page's action. Without JavaScript a
// visitor books end to end, every message of SPEC §5 rendered by the server in place.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [locale, prefix, slotIndex] of [
    ['en', '', 6],
    ['tc', '/tc', 7],
  ] as const) {
    const m = messages[locale];
    const l = labels[locale];

    test(`${locale}: every message from the server, the SMS code and the wait, then a booking on the thank-you page`, async ({ page, request }) => {
      const slot = (await slotsOf(request, slug))[slotIndex]!;
      const number = uniqueNumber();
      await page.goto(`${prefix}${page_}`);
      const form = page.locator('[data-slot="registration-form"]');
      const alert = (text: string) => form.getByRole('alert').filter({ hasText: text });
      // No day is chosen yet: every session is listed under its day, as the day list names it.
      const group = form.getByLabel(l.time).locator(`optgroup:has(option[value="${slot.id}"])`);
      const day = await group.getAttribute('label');
      expect(await form.getByLabel(l.date).locator(`option[value="${slot.date}"]`).textContent()).toBe(day);
      await expect(group.locator(`option[value="${slot.id}"]`)).not.toContainText(day!);

      const submit = page.waitForResponse((r) => r.request().method() === 'POST');
      await form.getByRole('button', { name: l.submit }).click();
      expect((await submit).status()).toBe(400);
      for (const text of [m.salutation, m.firstName, m.lastName, m.ageRange, m.emailRequired, m.contactRequired, m.date, m.time, m.terms, m.communication]) {
        await expect(alert(text)).toBeVisible();
      }
      // The summary counts the messages shown, as with JavaScript (the form's own key is not a field to fix).
      const count = await form.locator('[data-slot="field-error"]').count();
      await expect(form.locator('[data-slot="form-error"]')).toHaveText(locale === 'en' ? `${count} fields need attention: each message is beside its field.` : `有${count}個欄位需要修正，請查看各欄位旁的提示。`);
      await expect(form.getByLabel(l.firstName)).toHaveAttribute('aria-describedby', 'registration-first_name-error');
      // The answer is a new page: it lands on the first field refused (the salutation's first choice).
      await expect(form.getByLabel(l.ms, { exact: true })).toBeFocused();

      await form.getByLabel(l.ms, { exact: true }).check();
      await form.getByLabel(l.firstName).fill('Mei');
      await form.getByLabel(l.lastName).fill('Chan');
      await form.getByLabel(l.ageRange).selectOption('25-34');
      await form.getByRole('textbox', { name: l.email }).fill('mei@');
      await form.getByLabel(l.contactNumber).fill('9123abcd');
      await form.getByRole('button', { name: l.submit }).click();
      await expect(alert(m.emailInvalid)).toBeVisible();
      await expect(alert(m.onlyNumber)).toBeVisible();
      await expect(form.getByRole('textbox', { name: l.email })).toBeFocused();
      // What was entered is still there.
      await expect(form.getByLabel(l.firstName)).toHaveValue('Mei');
      await expect(form.getByLabel(l.ms, { exact: true })).toBeChecked();

      // +86: eleven digits, and the province is asked.
      await form.getByLabel(/Country code|國家／地區代碼/).selectOption('86');
      await form.getByLabel(l.contactNumber).fill('912345');
      await form.getByRole('button', { name: l.submit }).click();
      await expect(alert(m.lengthMainland)).toBeVisible();
      await expect(alert(m.province)).toBeVisible();
      await form.getByLabel(/Country code|國家／地區代碼/).selectOption('852');
      await form.getByRole('button', { name: l.sendCode }).click();
      await expect(alert(m.length)).toBeVisible();
      await form.getByLabel(l.contactNumber).fill(number);
      await form.getByRole('textbox', { name: l.email }).fill(`mei.${number}@example.com`);
      await form.getByRole('button', { name: l.submit }).click();
      await expect(alert(m.unverified)).toBeVisible();

      // The code goes out: the code field and the time to wait, rendered by the server.
      await form.getByRole('button', { name: l.sendCode }).click();
      await expect(form.getByLabel(l.smsCode)).toBeVisible();
      await expect(form.locator('[data-slot="otp-countdown"]')).toHaveText(/(60|59)/);
      // Enter in the code field verifies (the form's hidden default button follows the step).
      await form.getByLabel(l.smsCode).fill(await latestCode(request, `+852${number}`));
      await form.getByLabel(l.smsCode).press('Enter');
      await expect(form.locator('[data-slot="otp"][data-status="verified"]')).toContainText(l.verified);
      await expect(form.getByLabel(l.contactNumber)).toHaveAttribute('readonly', '');

      // With no day chosen every session is listed, under its day: one listed under another day
      // than the one chosen is refused at the session, saying so, and the answer lists the day's.
      await form.getByLabel(l.terms).check();
      await form.getByRole('group', { name: l.channels }).getByLabel(l.emailChannel, { exact: true }).check();
      const otherDay = (await slotsOf(request, slug)).find((s) => s.date !== slot.date && s.remaining > 0)!;
      await form.getByLabel(l.date).selectOption(slot.date);
      await form.getByLabel(l.time).selectOption(String(otherDay.id));
      await form.getByRole('button', { name: l.submit }).click();
      await expect(alert(m.timeMismatch)).toBeVisible();
      await expect(form.getByLabel(l.time).locator(`option[value="${otherDay.id}"]`)).toHaveCount(0);

      await chooseSlot(page, slot, l);
      await form.getByLabel(l.terms).check();
      await form.getByRole('group', { name: l.channels }).getByLabel(l.emailChannel, { exact: true }).check();
      await form.getByRole('button', { name: l.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/discovery-trial/${slug}/thank-you\\?ref=LEP-`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'en' ? 'Your seat is reserved' : '您的席位已預留');
      expect((await slotsOf(request, slug)).find((s) => s.id === slot.id)!.remaining).toBe(slot.remaining - 1);
    });
  }
});

test('the browser never posts to /api while a visitor verifies a number and books (the page action does)', async ({ page, request }) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api')) posts.push(`${r.method()} ${r.url()}`);
  });
  const slot = (await slotsOf(request, slug))[5]!;
  await page.goto(page_);
  await ready(page);
  await fillDetails(page, request, { number: uniqueNumber(), labels: labels.en });
  await chooseSlot(page, slot, labels.en);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/thank-you\?ref=LEP-/);
  expect(posts).toEqual([]);
});

test('a post that is not a form (JSON, null, nothing) is answered 400 with the localised message, never a 500', async ({ request }) => {
  for (const [path, text] of [
    [page_, 'Oops! Something went wrong while submitting the form.'],
    [`/tc${page_}`, '抱歉，提交表格時出現問題，請再試一次。'],
  ] as const) {
    for (const body of [{ data: 'null', headers: { 'content-type': 'application/json' } }, { data: '{"first_name":"Mei"}', headers: { 'content-type': 'application/json' } }, { data: '' }]) {
      const response = await request.post(path, { ...body, headers: { ...body.headers, 'sec-fetch-site': 'same-origin' } });
      expect(response.status(), `${path} ${body.data}`).toBe(400);
      expect(await response.text()).toContain(text);
    }
  }
});

for (const javaScriptEnabled of [true, false]) {
  test(`Enter in a field once the number is verified books (here: asks for the session), and never throws the verification away (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(page_);
    if (javaScriptEnabled) await ready(page);
    const number = uniqueNumber();
    await fillDetails(page, request, { number, labels: labels.en });
    const form = page.locator('[data-slot="registration-form"]');
    await form.getByRole('textbox', { name: labels.en.email }).press('Enter');
    // Submit's answer: the session is missing. "Verify another number", the first button on the page, was not pressed.
    await expect(form.getByRole('alert').filter({ hasText: messages.en.date }).first()).toBeVisible();
    await expect(form.locator('[data-slot="otp"][data-status="verified"]')).toContainText(labels.en.verified);
    await expect(form.getByLabel(labels.en.contactNumber)).toHaveValue(number);
    // Without JavaScript the answer opens at the field refused, focused, not at the top of the page.
    if (!javaScriptEnabled) {
      await expect(page.locator(':focus')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator(':focus')).toBeInViewport();
    }
    await context.close();
  });
}

test('Enter in the contact number (a phone keyboard\'s "Go") sends its code, and refuses no other field', async ({ page, request }) => {
  const number = uniqueNumber();
  await page.goto(page_);
  await ready(page);
  const form = page.locator('[data-slot="registration-form"]');
  await form.getByLabel('Contact number').fill(number);
  await form.getByLabel('Contact number').press('Enter');
  await expect(form.getByLabel('Verification code')).toBeFocused();
  await expect.poll(() => latestCode(request, `+852${number}`)).toMatch(/^\d{6}$/);
  // Nothing was booked or refused: the fields still empty say nothing yet.
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(form.locator('[data-slot="form-error"]')).toHaveCount(0);
});
