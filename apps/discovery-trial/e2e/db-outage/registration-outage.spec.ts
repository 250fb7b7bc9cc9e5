import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, type Request, expect, test } from '@playwright/test';
import pg from 'pg';
import { chooseSlot, fillDetails, labels, ready, slotsOf, uniqueNumber } from '../support/campaigns';
import { cluster, noPostgresReason, pgBin } from '../support/postgres';
import { dbOutageSite } from '../support/servers';

// The database goes away while a visitor fills the form: PostgreSQL (this project's own cluster,
// apps/discovery-trial/e2e/db-outage/site.mjs) is stopped after the SMS code is verified and
// before Submit. The visitor sees the localised "try again" message, keeps every answer, and one
// more press of Submit once the database is back books exactly once, under the same idempotency key.
// APP_NOW = 20 April 2025: Le Perce-vent is open.

test.skip(!pgBin, noPostgresReason);
// One cluster for the whole file: its tests stop it in turn, never at the same time.
test.describe.configure({ mode: 'default', timeout: 60_000 });

const slug = 'le-perce-vent';
const postgres = cluster(dbOutageSite.pgDataDir);

/** The message the form shows, from each locale's catalogue (the browser renders the same id). */
const catalogue = (locale: 'en' | 'zh-Hant') =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../../libs/i18n/src/messages', locale, 'registration.json'), 'utf8')) as Record<string, string>;
const unavailable = { en: catalogue('en')['registration.error.unavailable']!, tc: catalogue('zh-Hant')['registration.error.unavailable']! };

async function query<T>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: dbOutageSite.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The registration form's submits (the form the browser posts to the campaign route's action, intent `register`). */
function submits(page: Page) {
  const bodies: { idempotency_key: string | null; contact_number: string | null }[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !new URL(request.url()).pathname.includes(`/discovery-trial/${slug}`)) return;
    const form = new URLSearchParams(request.postData() ?? '');
    if (form.get('intent') === 'register') bodies.push({ idempotency_key: form.get('idempotency_key'), contact_number: form.get('contact_number') });
  });
  return bodies;
}

test.afterEach(() => {
  // A failed test must not leave the next one (or the web server's teardown) without its database.
  if (!postgres.running()) postgres.start();
});

for (const [locale, prefix, slotIndex] of [
  ['en', '', 3],
  ['tc', '/tc', 4],
] as const) {
  const l = labels[locale];

  test(`${locale}: PostgreSQL stops before Submit: 503 with the localised message, every answer kept; after a restart one retry books exactly once`, async ({ page, request }) => {
    const slot = (await slotsOf(request, slug))[slotIndex]!;
    const number = uniqueNumber();
    const email = `mei.${number}@example.com`;
    const posted = submits(page);
    await page.goto(`${prefix}/discovery-trial/${slug}`);
    await ready(page);
    await fillDetails(page, request, { number, email, labels: l });
    await chooseSlot(page, slot, l);
    const form = page.locator('[data-slot="registration-form"]');

    postgres.stop();
    const refused = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/discovery-trial/${slug}`));
    await form.getByRole('button', { name: l.submit }).click();
    const answer = await refused;
    expect(answer.status()).toBe(503);
    expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(0);
    await expect(form.getByRole('alert').filter({ hasText: unavailable[locale] })).toBeVisible();
    await expect(form.locator('[data-slot="form-error"]')).toBeFocused();

    // Nothing the visitor entered is lost, and the number stays verified.
    await expect(page).toHaveURL(new RegExp(`${prefix}/discovery-trial/${slug}$`));
    await expect(form.getByLabel(l.ms, { exact: true })).toBeChecked();
    await expect(form.getByLabel(l.firstName)).toHaveValue('Mei');
    await expect(form.getByLabel(l.lastName)).toHaveValue('Chan');
    await expect(form.getByLabel(l.ageRange)).toHaveValue('25-34');
    await expect(form.getByRole('textbox', { name: l.email })).toHaveValue(email);
    await expect(form.getByLabel(l.contactNumber)).toHaveValue(number);
    await expect(form.locator('[data-slot="otp"][data-status="verified"]')).toContainText(l.verified);
    await expect(form.getByLabel(l.date)).toHaveValue(slot.date);
    await expect(form.getByLabel(l.time)).toHaveValue(String(slot.id));
    await expect(form.getByLabel(l.terms)).toBeChecked();
    await expect(form.getByRole('group', { name: l.channels }).getByLabel(l.emailChannel, { exact: true })).toBeChecked();
    // The refusal really was the outage: nothing answers on the database's port.
    await expect(query('select 1', [])).rejects.toThrow(/ECONNREFUSED/);

    postgres.start();
    await form.getByRole('button', { name: l.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/discovery-trial/${slug}/thank-you\\?ref=LEP-`));
    const reference = await page.locator('[data-slot="booking-reference"]').textContent();

    // Two submits, one idempotency key; one registration, one recorded request, one place taken.
    expect(posted).toHaveLength(2);
    expect(posted[0]!.idempotency_key).toMatch(/^[A-Za-z0-9-]{16,64}$/);
    expect(posted[1]!.idempotency_key).toBe(posted[0]!.idempotency_key);
    const rows = await query<{ email: string }>('select email from registrations where phone_normalised = $1', [`+852${number}`]);
    expect(rows).toEqual([{ email }]);
    const requests = await query<{ status: number; response: { reference?: string } }>('select status, response from registration_requests where idempotency_key = $1', [posted[0]!.idempotency_key]);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.status).toBe(201);
    expect(JSON.stringify(requests[0]!.response)).toContain(reference!);
    expect((await slotsOf(request, slug)).find((s) => s.id === slot.id)!.remaining).toBe(slot.remaining - 1);
  });
}

// With the database down, a page that needs it answers 503 with Retry-After and says the
// site is busy in the page's language (not 500 and "We are updating this page"); a page the site
// already holds keeps being served.
const frameCatalogue = (locale: 'en' | 'zh-Hant') =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../../libs/i18n/src/messages', locale, 'frame.json'), 'utf8')) as Record<string, string>;

test('pages with the database down: the campaign page answers 503 + Retry-After with the localised busy message; a page already served stays up', async ({ request }) => {
  const campaign = `/discovery-trial/${slug}`;
  expect((await request.get(campaign)).status()).toBe(200);
  expect((await request.get('/about')).status()).toBe(200);
  postgres.stop();
  for (const [prefix, locale] of [
    ['', 'en'],
    ['/tc', 'zh-Hant'],
  ] as const) {
    const page = await request.get(`${prefix}${campaign}`);
    expect(page.status()).toBe(503);
    expect(page.headers()['retry-after']).toMatch(/^\d+$/);
    expect(page.headers()['content-type']).toContain('text/html');
    // The page's heading (the whole catalogue also travels in the page, so match the heading itself).
    const heading = (await page.text()).match(/<h1 class="oriel-error__title">([^<]*)<\/h1>/)?.[1];
    expect(heading).toBe(frameCatalogue(locale)['error.busy']);
  }
  expect((await request.get('/about')).status()).toBe(200);
  postgres.start();
  await expect.poll(async () => (await request.get(campaign)).status(), { timeout: 20_000 }).toBe(200);
});
