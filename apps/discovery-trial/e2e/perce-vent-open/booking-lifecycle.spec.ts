import { type APIRequestContext, expect, test } from '@playwright/test';
import { axe } from '../../../../tools/testing/axe.ts';
import ICAL from 'ical.js';
import { chooseSlot, fillDetails, labels, ready, slotsOf, uniqueNumber, verifiedToken } from '../support/campaigns';

/**
 * The policy a browser applies: the last valid token of the header (W3C Referrer Policy, "parse a
 * referrer policy from a Referrer-Policy header"). The page's own policy follows helmet's default.
 */
const effectiveReferrerPolicy = (header: string | undefined) => header?.split(/[,\n]/).map((token) => token.trim()).filter(Boolean).at(-1);


// APP_NOW = 20 April 2025: Le Perce-vent takes reservations (a booking's life). The
// tests run side by side and count places, so each books sessions of its own, late in the list,
// that no other test touches: 20-21, 24, 26, 30-31, 34-35 and 38 (the studio's test takes 37 and 39).
const slug = 'le-perce-vent';

interface OutboxMessage {
  kind: string;
  channel: 'sms' | 'email';
  body: string;
  ics: string | null;
  sentAt: string | null;
}

async function messagesTo(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/dev/messages?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

/** A booking made through the data service as the form would; its manage token is in the answer (and the SMS). */
async function bookDirectly(request: APIRequestContext, slot: { id: number; location: string; date: string }) {
  const number = uniqueNumber();
  const booked = await request.post('/api/registrations', {
    data: {
      campaign: slug, salutation: 'ms', first_name: 'Mei', last_name: 'Chan', age_range: '25-34', email: `mei.${number}@example.com`, calling_code: '852',
      contact_number: number, otp_token: await verifiedToken(request, number), redemption_location: slot.location, pickup_date: slot.date, pickup_time: String(slot.id),
      terms: true, marketing_opt_out: true, communication: [], idempotency_key: `e2e-direct-${number}-${Date.now()}`, locale: 'en',
    },
  });
  expect(booked.status()).toBe(201);
  const { data } = (await booked.json()) as { data: { manageToken: string; reference: string; startsAt: string; location: string } };
  return { number, ...data };
}

const words = {
  en: { title: 'Your booking', booked: 'Booked', moved: 'Changed', cancelled: 'Cancelled', move: 'Move my booking', cancel: 'Cancel my booking', yes: 'Yes, cancel my booking', keep: 'Keep my booking', question: /^Cancel your booking for .+\? Your place goes back to others\.$/, doneMoved: 'Your booking is changed', doneCancelled: 'Your booking is cancelled', invalid: 'This booking link is not valid', confirmed: 'your booking for Le Perce-vent is confirmed', sms: /SMS (sent|on its way) to \+852 •••• \d{4}/ },
  tc: { title: '您的預約', booked: '已預約', moved: '已更改', cancelled: '已取消', move: '更改預約', cancel: '取消我的預約', yes: '確定取消預約', keep: '保留我的預約', question: /^確定要取消.+ 的預約嗎？名額將讓予其他賓客。$/, doneMoved: '您的預約已更改', doneCancelled: '您的預約已取消', invalid: '此預約連結無效', confirmed: '您已預約「Le Perce-vent 破風」', sms: /短訊(已發送|即將發送)至 \+852 •••• \d{4}/ },
} as const;

for (const [locale, prefix, first] of [
  ['en', '', 30],
  ['tc', '/tc', 34],
] as const) {
  const w = words[locale];
  const l = labels[locale];

  test(`${locale}: book, read the confirmation in the outbox, open the manage link, move, cancel, and the place comes back`, async ({ page, request }) => {
    test.slow();
    const all = await slotsOf(request, slug);
    const slot = all[first]!;
    const number = uniqueNumber();
    await page.goto(`${prefix}/discovery-trial/${slug}`);
    await ready(page);
    await fillDetails(page, request, { number, labels: l });
    await chooseSlot(page, slot, l);
    await page.getByRole('button', { name: l.submit }).click();

    // The thank-you page: reference, the booking, what was sent, calendar and manage links.
    // A whole-page load (the manage token must not reach a script the campaign page loaded).
    await expect(page).toHaveURL(new RegExp(`${prefix}/discovery-trial/${slug}/thank-you\\?ref=LEP-`), { timeout: 15_000 });
    const reference = (await page.locator('[data-slot="booking-reference"]').textContent())!;
    expect(reference).toMatch(/^LEP-\d{6}$/);
    await expect(page.locator('[data-slot="booking-messages"]')).toContainText(w.sms);
    const ics = await page.request.get((await page.locator('[data-slot="booking-ics"]').getAttribute('href'))!);
    expect(ics.headers()['content-type']).toContain('text/calendar');
    expect(new ICAL.Component(ICAL.parse(await ics.text())).getFirstSubcomponent('vevent')!.getFirstPropertyValue('summary')).toContain('Le Perce-vent');

    // The confirmation in the local outbox: the SMS in the booking's language with the reference
    // and the short link (/m/{code}); the email with an .ics a calendar parser accepts.
    await expect.poll(async () => (await messagesTo(request, `+852${number}`)).length).toBe(1);
    const [sms] = await messagesTo(request, `+852${number}`);
    expect(sms!.body).toContain(reference);
    expect(sms!.body).toContain(w.confirmed);
    const shortUrl = new URL(/https?:\/\/\S+\/m\/[A-Za-z0-9_-]+$/.exec(sms!.body)![0]);
    // The short link leads to the manage page in the booking's language.
    await page.goto(shortUrl.pathname);
    await expect(page).toHaveURL(new RegExp(`${prefix}/discovery-trial/${slug}/booking/[A-Za-z0-9_-]{32}$`));
    const manageUrl = new URL(page.url());
    const [email] = await messagesTo(request, `mei.${number}@example.com`);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(email!.ics!)).getFirstSubcomponent('vevent')!);
    expect(event.startDate.toString()).toBe(`${slot.date}T${slot.time}:00`);
    await expect.poll(async () => (await messagesTo(request, `+852${number}`))[0]!.sentAt, { timeout: 15_000 }).not.toBeNull();

    // The manage page, opened from the message: its token is sent nowhere, not even as a Referer.
    const managePage = await page.goto(manageUrl.pathname);
    expect(effectiveReferrerPolicy(managePage!.headers()['referrer-policy'])).toBe('no-referrer');
    await ready(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.title);
    await expect(page.locator('[data-slot="booking-status"]')).toHaveText(w.booked);
    const target = all.find((s) => s.location === slot.location && s.id !== slot.id && s.remaining > 0 && all.indexOf(s) > first)!;
    // No session is chosen for the visitor: a slip must not move the booking.
    await expect(page.locator('select[name="slot"]')).toHaveValue('');
    await page.locator('select[name="slot"]').selectOption(String(target.id));
    await page.getByRole('button', { name: w.move }).click();
    await expect(page.locator('[data-slot="booking-done"]')).toContainText(w.doneMoved);
    // The focus is on what came of it, not lost with the disabled button.
    await expect(page.locator('[data-slot="booking-done"]')).toBeFocused();
    await expect(page.locator('[data-slot="booking-status"]')).toHaveText(w.moved);
    let now = await slotsOf(request, slug);
    expect(now.find((s) => s.id === slot.id)!.remaining).toBe(slot.remaining);
    expect(now.find((s) => s.id === target.id)!.remaining).toBe(target.remaining - 1);

    // Cancelling asks first, and "Keep my booking" changes nothing.
    await page.getByRole('button', { name: w.cancel }).click();
    await expect(page.locator('[data-slot="booking-cancel-question"]')).toHaveText(w.question);
    await expect(page.locator('[data-slot="booking-cancel-question"]')).toBeFocused();
    expect((await axe(page).include('#booking-cancel').analyze()).violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('link', { name: w.keep }).click();
    await expect(page.getByRole('button', { name: w.cancel })).toBeFocused();
    await expect(page.locator('[data-slot="booking-status"]')).toHaveText(w.moved);
    expect((await slotsOf(request, slug)).find((s) => s.id === target.id)!.remaining).toBe(target.remaining - 1);
    await page.getByRole('button', { name: w.cancel }).click();
    await page.getByRole('button', { name: w.yes }).click();
    await expect(page.locator('[data-slot="booking-done"]')).toContainText(w.doneCancelled);
    // The answer is the booking on its own link, not the question; the focus is on what came of it.
    await expect(page).toHaveURL(new RegExp(`/booking/[^/?#]+$`));
    await expect(page.locator('[data-slot="booking-done"]')).toBeFocused();
    await expect(page.locator('[data-slot="booking-status"]')).toHaveText(w.cancelled);
    await expect(page.getByRole('button', { name: w.cancel })).toHaveCount(0);
    now = await slotsOf(request, slug);
    expect(now.find((s) => s.id === target.id)!.remaining).toBe(target.remaining);
    await expect.poll(async () => (await messagesTo(request, `+852${number}`)).map((m) => m.kind)).toEqual(['cancelled', 'moved', 'confirmation']);

    // The place is back on the campaign page.
    await page.goto(`${prefix}/discovery-trial/${slug}`);
    await ready(page);
    await page.locator('[data-slot="registration-form"]').getByLabel(l.date).selectOption(target.date);
    await expect(page.locator('[data-slot="registration-form"]').getByLabel(l.time).locator(`option[value="${target.id}"]`)).toBeEnabled();
  });

  test(`${locale}: a tampered or unknown manage link is refused in the page's language, saying nothing of any booking`, async ({ page }) => {
    const response = await page.goto(`${prefix}/discovery-trial/${slug}/booking/${'A'.repeat(32)}`);
    expect(response!.status()).toBe(404);
    await expect(page.locator('[data-slot="booking-refused"]')).toContainText(w.invalid);
    await expect(page.locator('body')).not.toContainText('LEP-');
    expect((await page.goto(`${prefix}/discovery-trial/${slug}/booking/short`))!.status()).toBe(404);
  });
}

test('tc, 375 px: the thank-you page shows the booking right under its words, and the manage page\'s forms line up with the booking', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const all = await slotsOf(request, slug);
  const booked = await bookDirectly(request, all[24]!);
  await page.goto(`/tc/discovery-trial/${slug}/thank-you?${new URLSearchParams({ ref: booked.reference, booking: booked.manageToken })}`);
  await ready(page);
  // One block: the booking followed the words after half a screen of nothing when it was a second one.
  const intro = (await page.locator('[data-slot="thank-you"] > p').last().boundingBox())!;
  const facts = (await page.locator('[data-slot="booking"] dl').boundingBox())!;
  expect(facts.y - (intro.y + intro.height)).toBeLessThan(120);

  // The facts, the move form and the cancel button share one column (Chinese text once shrank it).
  await page.goto(`/tc/discovery-trial/${slug}/booking/${booked.manageToken}`);
  await ready(page);
  const column = (await page.locator('[data-slot="booking"] dl').boundingBox())!;
  for (const control of [page.locator('select[name="slot"]'), page.getByRole('button', { name: words.tc.cancel })]) {
    const box = (await control.boundingBox())!;
    expect(Math.abs(box.x - column.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(box.width - column.width)).toBeLessThanOrEqual(1);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('tc: the manage page cancels with a plain form post', async ({ page, request }) => {
    const all = await slotsOf(request, slug);
    const slot = all[38]!;
    const { manageToken } = await bookDirectly(request, slot);
    await page.goto(`/tc/discovery-trial/${slug}/booking/${manageToken}`);
    // The question is a page of its own (nothing changes), opened at the cancel section.
    await page.getByRole('button', { name: words.tc.cancel }).click();
    await expect(page).toHaveURL(new RegExp(`/booking/${manageToken}\\?confirm=cancel#booking-cancel$`));
    await expect(page.locator('[data-slot="booking-cancel-question"]')).toHaveText(words.tc.question);
    expect((await slotsOf(request, slug)).find((s) => s.id === slot.id)!.remaining).toBe(slot.remaining - 1);
    await page.getByRole('button', { name: words.tc.yes }).click();
    await expect(page.locator('[data-slot="booking-done"]')).toContainText(words.tc.doneCancelled);
    await expect(page.locator('[data-slot="booking-status"]')).toHaveText(words.tc.cancelled);
    expect((await slotsOf(request, slug)).find((s) => s.id === slot.id)!.remaining).toBe(slot.remaining);
  });

  test('en: the manage page moves a booking with a plain form post, places following', async ({ page, request }) => {
    const all = await slotsOf(request, slug);
    // Sessions 20-29: no other spec of this site touches them.
    const slot = all[20]!;
    const target = all.slice(21, 30).find((s) => s.location === slot.location && s.remaining > 0)!;
    expect(target).toBeDefined();
    const { number, manageToken } = await bookDirectly(request, slot);
    await page.goto(`/discovery-trial/${slug}/booking/${manageToken}`);
    await expect(page.locator('[data-slot="booking-status"]')).toHaveText(words.en.booked);
    // A visitor who opened the cancel question and then moves instead: the move answers on the bare link.
    await page.getByRole('button', { name: words.en.cancel }).click();
    await expect(page.locator('[data-slot="booking-cancel-question"]')).toBeVisible();
    await page.getByLabel('Another session at the same place').selectOption(String(target.id));
    await page.getByRole('button', { name: words.en.move }).click();
    // The server's answer to the post: the booking as it now stands, on the same link.
    await expect(page).toHaveURL(new RegExp(`/discovery-trial/${slug}/booking/${manageToken}$`));
    await expect(page.locator('[data-slot="booking-done"]')).toContainText(words.en.doneMoved);
    await expect(page.locator('[data-slot="booking-status"]')).toHaveText(words.en.moved);
    await expect(page.locator('[data-slot="booking-when"]')).toContainText(target.time);
    const now = await slotsOf(request, slug);
    expect(now.find((s) => s.id === slot.id)!.remaining).toBe(slot.remaining);
    expect(now.find((s) => s.id === target.id)!.remaining).toBe(target.remaining - 1);
    await expect.poll(async () => (await messagesTo(request, `+852${number}`)).map((m) => m.kind)).toEqual(['moved', 'confirmation']);
    // Opened again later, the link shows the new session.
    await page.goto(`/discovery-trial/${slug}/booking/${manageToken}`);
    await expect(page.locator('[data-slot="booking-status"]')).toHaveText(words.en.moved);
  });
});

test('without JavaScript, the manage page (no-referrer, so its posts say `Origin: null`) still cancels a booking', async ({ browser, request }) => {
  const all = await slotsOf(request, slug);
  const booked = await bookDirectly(request, all[26]!);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const thankYou = await page.goto(`/discovery-trial/${slug}/thank-you?${new URLSearchParams({ ref: booked.reference, booking: booked.manageToken })}`);
  expect(effectiveReferrerPolicy(thankYou!.headers()['referrer-policy'])).toBe('no-referrer');
  const manage = await page.goto(`/discovery-trial/${slug}/booking/${booked.manageToken}`);
  expect(effectiveReferrerPolicy(manage!.headers()['referrer-policy'])).toBe('no-referrer');
  const posted = page.waitForRequest((r) => r.method() === 'POST');
  await page.getByRole('button', { name: words.en.cancel }).click();
  await page.getByRole('button', { name: words.en.yes }).click();
  expect((await posted).headers()['origin']).toBe('null');
  await expect(page.locator('[data-slot="booking-status"]')).toHaveText(words.en.cancelled);
  await context.close();
});
