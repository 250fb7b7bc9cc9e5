import { type APIRequestContext, type Page, expect } from '@playwright/test';

/** Test helpers of the campaign app: the SMS outbox, booking through the data service, the form. */

let sequence = 0;
/** A Hong Kong mobile number no other test of this run uses. */
export function uniqueNumber(): string {
  sequence += 1;
  const stamp = (Date.now() % 100_000) * 10 + (process.pid % 10);
  return `9${String((stamp * 37 + sequence * 7919 + Math.floor(Math.random() * 1_000_000)) % 10_000_000).padStart(7, '0')}`;
}

export async function latestCode(request: APIRequestContext, phone: string): Promise<string> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(phone)}`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { code: string }[] };
  expect(data.length).toBeGreaterThan(0);
  return data[0]!.code;
}

/** The SMS code flow through the data service: send, read the outbox, verify -> the form's proof. */
export async function verifiedToken(request: APIRequestContext, number: string): Promise<string> {
  const destination = `+852${number}`;
  const sent = await request.post('/api/otp/send', { data: { channel: 'sms', destination, purpose: 'campaign-registration' } });
  expect(sent.status(), await sent.text()).toBe(202);
  const code = await latestCode(request, destination);
  const { challenge } = ((await sent.json()) as { data: { challenge: string } }).data;
  const verified = await request.post('/api/otp/verify', { data: { channel: 'sms', destination, purpose: 'campaign-registration', code, challenge } });
  return ((await verified.json()) as { data: { verificationToken: string } }).data.verificationToken;
}

export interface Slot {
  id: number;
  location: string;
  date: string;
  time: string;
  quota: number;
  remaining: number;
}

export async function slotsOf(request: APIRequestContext, slug: string): Promise<Slot[]> {
  return ((await (await request.get(`/api/campaigns/${slug}/slots`)).json()) as { data: Slot[] }).data;
}

/** Books one place for someone else, as another visitor would; the booking's reference. */
export async function bookElsewhere(request: APIRequestContext, slug: string, slot: Slot): Promise<string> {
  const number = uniqueNumber();
  const response = await request.post('/api/registrations', {
    data: {
      campaign: slug,
      salutation: 'mr',
      first_name: 'Ka Ming',
      last_name: 'Wong',
      age_range: '35-44',
      email: `km.${number}@example.com`,
      calling_code: '852',
      contact_number: number,
      otp_token: await verifiedToken(request, number),
      redemption_location: slot.location,
      pickup_date: slot.date,
      pickup_time: String(slot.id),
      terms: true,
      marketing_opt_out: true,
      communication: [],
      idempotency_key: `e2e-${number}-${Date.now()}`,
      locale: 'en',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { reference: string } }).data.reference;
}

export async function fillSlot(request: APIRequestContext, slug: string, slot: Slot, leave = 0): Promise<void> {
  for (let i = 0; i < slot.remaining - leave; i++) await bookElsewhere(request, slug, slot);
}

export async function ready(page: Page) {
  // Hydration and the form's island take seconds on a loaded CI machine (2 cores shared).
  await expect(page.locator('html')).toHaveAttribute('data-page-status', 'ready', { timeout: 15_000 });
}

/** Fills the visitor's details (everything but the slot), verifying the number through the outbox. */
export async function fillDetails(page: Page, request: APIRequestContext, options: { number: string; written?: string; email?: string; labels: Labels }) {
  const { labels } = options;
  const form = page.locator('[data-slot="registration-form"]');
  await form.getByLabel(labels.ms, { exact: true }).check();
  await form.getByLabel(labels.firstName).fill('Mei');
  await form.getByLabel(labels.lastName).fill('Chan');
  await form.getByLabel(labels.ageRange).selectOption('25-34');
  await form.getByRole('textbox', { name: labels.email }).fill(options.email ?? `mei.${options.number}@example.com`);
  // `written`: the number as a visitor may type it ("9123 4567").
  await form.getByLabel(labels.contactNumber).fill(options.written ?? options.number);
  await form.getByRole('button', { name: labels.sendCode }).click();
  await expect(form.getByLabel(labels.smsCode)).toBeVisible();
  await form.getByLabel(labels.smsCode).fill(await latestCode(request, `+852${options.number}`));
  await form.getByRole('button', { name: labels.verify, exact: true }).click();
  await expect(form.locator('[data-slot="otp"][data-status="verified"]')).toContainText(labels.verified);
  await form.getByLabel(labels.terms).check();
  await form.getByRole('group', { name: labels.channels }).getByLabel(labels.emailChannel, { exact: true }).check();
}

export async function chooseSlot(page: Page, slot: Slot, labels: Labels) {
  const form = page.locator('[data-slot="registration-form"]');
  await form.getByLabel(labels.date).selectOption(slot.date);
  await form.getByLabel(labels.time).selectOption(String(slot.id));
}

export interface Labels {
  ms: string;
  firstName: string;
  lastName: string;
  ageRange: string;
  email: string;
  emailChannel: string;
  channels: RegExp;
  contactNumber: string;
  sendCode: string;
  smsCode: string;
  verify: string;
  verified: string;
  terms: RegExp;
  date: string;
  time: string;
  submit: string;
}

export const labels: Record<'en' | 'tc', Labels> = {
  en: {
    ms: 'Ms',
    firstName: 'First name',
    lastName: 'Last name',
    ageRange: 'Age range',
    email: 'Email',
    emailChannel: 'Email',
    channels: /hear from/,
    contactNumber: 'Contact number',
    sendCode: 'Send OTP',
    smsCode: 'Verification code',
    verify: 'Verify',
    verified: 'Verified',
    terms: /I have read and agree/,
    date: 'Appointment date',
    time: 'Appointment time-slot',
    submit: 'Submit',
  },
  tc: {
    ms: '女士',
    firstName: '名字',
    lastName: '姓氏',
    ageRange: '年齡組別',
    email: '電郵地址',
    emailChannel: '電郵',
    channels: /希望透過/,
    contactNumber: '聯絡電話',
    sendCode: '發送驗證碼',
    smsCode: '驗證碼',
    verify: '驗證',
    verified: '已驗證',
    terms: /本人已細閱並同意/,
    date: '預約日期',
    time: '預約時段',
    submit: '提交',
  },
};
