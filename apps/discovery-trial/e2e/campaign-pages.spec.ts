import { expect, test } from '@playwright/test';
import { ready } from './support/campaigns';

// The default site runs at the real time: every seed campaign has ended (2023-2025).
const campaigns = {
  'ifc-pop-up-store': { edm: true, thankYou: false, title: 'The pop-up library at ifc mall', zh: '國際金融中心商場期間限定圖書館', form: true },
  'la-fille-tour-de-fer': { edm: true, thankYou: true, title: 'La fille tour de fer', zh: 'La fille tour de fer 鐵塔少女', form: true },
  'le-perce-vent': { edm: false, thankYou: true, title: 'Le Perce-vent', zh: 'Le Perce-vent 破風', form: true },
  'matin-oriel': { edm: true, thankYou: false, title: 'Matin', zh: '晨光系列', form: false },
  'matin-oriel-point-du-jour': { edm: true, thankYou: true, title: 'Point du jour', zh: 'Point du jour 破曉', form: true },
  'palais-royal-gardens': { edm: false, thankYou: true, title: 'Palais Royal Gardens', zh: '皇家宮殿花園', form: true },
  'yohomall-pop-up-store': { edm: true, thankYou: true, title: 'The pop-up store at YOHO Mall', zh: 'YOHO MALL 形點期間限定店', form: true },
} as const;

const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

test('every campaign page, edm and thank-you page exists in both locales; other sub-paths are 404', async ({ request }) => {
  for (const [slug, c] of Object.entries(campaigns)) {
    for (const prefix of ['', '/tc']) {
      const page = await request.get(`${prefix}/discovery-trial/${slug}`);
      expect(page.status(), `${prefix}/discovery-trial/${slug}`).toBe(200);
      const html = await page.text();
      expect(h1(html)).toBe(prefix ? c.zh : c.title);
      expect(html).toContain('data-slot="header"');

      const edm = await request.get(`${prefix}/discovery-trial/${slug}/edm`);
      expect(edm.status(), `${slug}/edm`).toBe(c.edm ? 200 : 404);
      if (c.edm) {
        const body = await edm.text();
        // The campaign has ended: no call to book (the quiz still calls to play), the link to the campaign stays.
        if (c.form) expect(body).not.toContain('data-slot="edm-cta"');
        else expect(body).toContain('data-slot="edm-cta"');
        expect(body).toContain(`href="${prefix}/discovery-trial/${slug}"`);
        expect(body).not.toContain('data-slot="header"');
        expect(body).not.toContain('data-slot="footer"');
      }
      const thanks = await request.get(`${prefix}/discovery-trial/${slug}/thank-you`);
      expect(thanks.status(), `${slug}/thank-you`).toBe(c.thankYou ? 200 : 404);
      if (c.thankYou) {
        const body = await thanks.text();
        expect(body).toContain('data-slot="thank-you"');
        expect(body).not.toContain('data-slot="header"');
        expect(body).not.toContain('data-slot="footer"');
      }
      expect((await request.get(`${prefix}/discovery-trial/${slug}/register`)).status()).toBe(404);
    }
  }
  expect((await request.get('/discovery-trial/no-such-campaign')).status()).toBe(404);
  expect((await request.get('/tc/discovery-trial/le-perce-vent/edm/more')).status()).toBe(404);
});

test('ended campaigns say so once, in the hero, in both locales, and show no booking section', async ({ request }) => {
  for (const [slug, c] of Object.entries(campaigns)) {
    if (!c.form) continue;
    const en = await (await request.get(`/discovery-trial/${slug}`)).text();
    expect(en).toContain('Campaign has ended, thank you for your support!');
    expect(en.split('data-slot="campaign-state"').length - 1, slug).toBe(1);
    expect(en).not.toContain('id="register"');
    expect(en).not.toContain('data-slot="registration-form"');
    const tc = await (await request.get(`/tc/discovery-trial/${slug}`)).text();
    expect(tc).toContain('活動已圓滿結束，感謝您的支持。');
  }
});

test('an ended campaign sends no SMS code to a form posted anyway, and its answer is never stored', async ({ request }) => {
  const number = `9${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const response = await request.post('/discovery-trial/le-perce-vent', {
    form: { intent: 'send-code', calling_code: '852', contact_number: number },
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
  });
  expect(response.status()).toBe(409);
  expect(response.headers()['cache-control']).toBe('no-store');
  const outbox = await request.get(`/api/dev/outbox?to=${encodeURIComponent(`+852${number}`)}`);
  expect(((await outbox.json()) as { data: unknown[] }).data).toEqual([]);
});

test('the ended Matin campaign says its quiz can still be played, and the link goes to the quiz', async ({ page }) => {
  for (const [prefix, name] of [
    ['', 'The quiz can still be played'],
    ['/tc', '測驗仍可參與'],
  ] as const) {
    await page.goto(`${prefix}/discovery-trial/matin-oriel`);
    await ready(page);
    await expect(page.locator('[data-slot="campaign-state"]')).toHaveAttribute('data-state', 'ended');
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/#quiz$/);
    await expect(page.locator('#quiz')).toBeInViewport();
    await expect(page.locator('#quiz').getByRole('radio').first()).toBeEnabled();
  }
});

test('the giveaways are closed after their dates: Matin (10 July 2024, HK$880) and La fille tour de fer (15 May 2024)', async ({ page }) => {
  await page.goto('/discovery-trial/matin-oriel');
  await ready(page);
  const matin = page.locator('[data-slot="giveaway"]');
  await expect(matin).toHaveAttribute('data-state', 'closed');
  await expect(matin).toContainText('worth HK$880');
  await expect(matin).toContainText('Entries closed on 10 July 2024.');
  // The campaign's thanks are the hero's; the giveaway does not say them again.
  await expect(matin).not.toContainText(/thank you/i);
  await expect(matin).toContainText('One prize per participant.');
  await expect(matin.getByRole('link', { name: 'Take part on Instagram' })).toHaveCount(0);
  await page.goto('/tc/discovery-trial/la-fille-tour-de-fer');
  await ready(page);
  await expect(page.locator('[data-slot="giveaway"]')).toContainText('參加期已於2024年5月15日截止。');
});

const quizPaths = [
  { answers: [0, 0, 0], result: 'L’eau', code: 'l-eau' },
  { answers: [1, 1, 1], result: 'Dans le bleu qui pétille', code: 'dans-le-bleu-qui-petille' },
  { answers: [2, 2, 0], result: 'Parole d’eau', code: 'parole-d-eau' },
  { answers: [3, 0, 3], result: 'Point du jour', code: 'point-du-jour' },
];

for (const path of quizPaths) {
  test(`the Matin quiz leads to ${path.result}, with a shareable result URL`, async ({ page }) => {
    test.slow(); // two page loads and three steps: past 30 s on a busy two-core machine
    await page.goto('/discovery-trial/matin-oriel');
    await ready(page);
    const quiz = page.locator('[data-slot="quiz"]');
    await quiz.getByRole('button', { name: 'Next' }).click();
    await expect(quiz.getByRole('alert')).toHaveText('Please choose an answer');
    for (const [i, answer] of path.answers.entries()) {
      await expect(quiz.getByText(`Question ${i + 1} of 3`)).toBeVisible();
      if (i > 0) await expect(quiz.getByRole('heading', { level: 2 })).toBeFocused();
      const options = quiz.getByRole('radio');
      await expect(options).toHaveCount(i === 1 ? 3 : 4);
      await options.nth(answer).check();
      await quiz.getByRole('button', { name: i === 2 ? 'Reveal my fragrance' : 'Next' }).click();
    }
    const result = page.locator('[data-slot="quiz-result"]');
    await expect(result.getByRole('heading', { level: 2 })).toHaveText(path.result);
    await expect(result.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(result).toContainText('Matin · Eau de parfum 100ml');
    await expect(result.locator('.campaign-quiz__ingredients li')).toHaveCount(3);
    await expect(result.locator('blockquote')).not.toBeEmpty();
    await expect(page).toHaveURL(new RegExp(`\\?result=${path.code}#quiz$`));
    // The shared link opens straight on the result, in either language.
    await page.goto(`/tc/discovery-trial/matin-oriel?result=${path.code}`);
    await ready(page);
    await expect(page.locator('[data-slot="quiz-result"]')).toContainText('Eau de parfum 100ml');
  });
}

test('a thank-you page shows a booking only as the data service has it: a reference, time and place written into its address are not shown', async ({ request }) => {
  const query = new URLSearchParams({ ref: 'LEP-999999', at: '2030-01-01T00:00:00.000Z', location: 'central' });
  for (const prefix of ['', '/tc']) {
    const page = await request.get(`${prefix}/discovery-trial/le-perce-vent/thank-you?${query}`);
    expect(page.status()).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-slot="thank-you"');
    expect(html).not.toContain('LEP-999999');
    expect(html).not.toContain('2030');
    // A made-up manage token finds no booking: still nothing of one.
    const forged = await (await request.get(`${prefix}/discovery-trial/le-perce-vent/thank-you?${query}&booking=${'a'.repeat(43)}`)).text();
    expect(forged).not.toContain('LEP-999999');
    expect(forged).not.toContain('data-slot="booking"');
  }
});
