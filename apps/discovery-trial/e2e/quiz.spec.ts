import { type Page, type Request, expect, test } from '@playwright/test';
import { ready } from './support/campaigns';

// The Matin quiz is a form of the campaign page whose steps the page's action answers
// (quiz.server.ts): it works with JavaScript off, in both languages, and with it on
// the same form posts to the page, never to /api.

/** Every request the page makes that is not a GET and goes to the data service. */
function watchApiWrites(page: Page): Request[] {
  const writes: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api')) writes.push(request);
  });
  return writes;
}

const copy = {
  en: { path: '/discovery-trial/matin-oriel', next: 'Next', back: 'Previous question', reveal: 'Reveal my fragrance', choose: 'Please choose an answer', progress: (n: number) => `Question ${n} of 3`, retake: 'Take the quiz again' },
  tc: { path: '/tc/discovery-trial/matin-oriel', next: '下一題', back: '上一題', reveal: '揭曉我的香氛', choose: '請選擇一個答案', progress: (n: number) => `第${n}題，共3題`, retake: '重新測驗' },
} as const;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['en', 'tc'] as const) {
    const t = copy[locale];
    test(`${locale}: every step is a page from the server: a missing answer, back with the answer kept, the result at its shareable URL, again`, async ({ page }) => {
      await page.goto(t.path);
      const quiz = page.locator('[data-slot="quiz"]');
      await expect(quiz.getByText(t.progress(1))).toBeVisible();
      await quiz.getByRole('button', { name: t.next }).click();
      await expect(quiz.getByRole('alert')).toHaveText(t.choose);
      await expect(quiz.getByText(t.progress(1))).toBeVisible();
      // Each answer opens at the quiz, not at the top of the page.
      await expect(page).toHaveURL(/#quiz$/);

      await quiz.getByRole('radio').nth(3).check();
      await quiz.getByRole('button', { name: t.next }).click();
      await expect(quiz.getByText(t.progress(2))).toBeVisible();
      await expect(quiz.getByRole('alert')).toHaveCount(0);
      await expect(quiz.getByRole('radio')).toHaveCount(3);
      // The keyboard meets the buttons in the order the eye does: "Previous question", then "Next".
      // Once the page has loaded: its fragment (#quiz) moves the keyboard's starting point when it
      // is applied, which on a busy machine can come after the focus below (a CI run, 28 Nov: Tab left the quiz).
      await page.waitForLoadState('load');
      await quiz.getByRole('radio').nth(0).focus();
      await page.keyboard.press('Tab');
      await expect(quiz.getByRole('button', { name: t.back })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(quiz.getByRole('button', { name: t.next })).toBeFocused();
      // Back: the first question again, with the answer given still chosen.
      await quiz.getByRole('button', { name: t.back }).click();
      await expect(quiz.getByText(t.progress(1))).toBeVisible();
      await expect(quiz.getByRole('radio').nth(3)).toBeChecked();
      await quiz.getByRole('button', { name: t.next }).click();

      await quiz.getByRole('radio').nth(0).check();
      await quiz.getByRole('button', { name: t.next }).click();
      await expect(quiz.getByText(t.progress(3))).toBeVisible();
      await quiz.getByRole('radio').nth(3).check();
      await quiz.getByRole('button', { name: t.reveal }).click();

      await expect(page).toHaveURL(new RegExp(`${t.path}\\?result=point-du-jour#quiz$`));
      const result = page.locator('[data-slot="quiz-result"]');
      await expect(result.getByRole('heading', { level: 2 })).toContainText('Point du jour');
      await expect(result.getByText('Eau de parfum 100ml')).toBeVisible();
      // Sharing needs the browser's share sheet or clipboard: not offered without JavaScript.
      await expect(result.getByRole('button')).toHaveCount(0);
      await result.getByRole('link', { name: t.retake }).click();
      await expect(page).toHaveURL(new RegExp(`${t.path}$`));
      await expect(page.locator('[data-slot="quiz"]').getByText(t.progress(1))).toBeVisible();
    });
  }
});

test('with JavaScript the same form answers without a reload, and nothing is posted to /api', async ({ page }) => {
  const writes = watchApiWrites(page);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  await page.goto(copy.tc.path);
  await ready(page);
  // A document reload would lose this.
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  const quiz = page.locator('[data-slot="quiz"]');
  // A missing answer is told in the browser, before any post.
  await quiz.getByRole('button', { name: copy.tc.next }).click();
  await expect(quiz.getByRole('alert')).toHaveText(copy.tc.choose);
  expect(posts).toEqual([]);
  for (const [i, answer] of [1, 1, 1].entries()) {
    await expect(quiz.getByText(copy.tc.progress(i + 1))).toBeVisible();
    await quiz.getByRole('radio').nth(answer).check();
    await quiz.getByRole('button', { name: i === 2 ? copy.tc.reveal : copy.tc.next }).click();
  }
  const result = page.locator('[data-slot="quiz-result"]');
  await expect(result.getByRole('heading', { level: 2 })).toHaveText('Dans le bleu qui pétille 閃爍之藍');
  await expect(result.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(page).toHaveURL(/\?result=dans-le-bleu-qui-petille#quiz$/);
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  // Three steps, each a post to the page itself (React Router's data request), none to /api.
  expect(posts).toEqual(Array(3).fill(`${copy.tc.path}.data`));
  expect(writes.map((w) => `${w.method()} ${w.url()}`)).toEqual([]);
  await result.getByRole('link', { name: copy.tc.retake }).click();
  await expect(page.locator('[data-slot="quiz"]').getByText(copy.tc.progress(1))).toBeVisible();
  await expect(page.locator('[data-slot="quiz"]').getByRole('radio', { checked: true })).toHaveCount(0);
});

for (const locale of ['en', 'tc'] as const) {
  const t = copy[locale];
  test(`${locale}: with JavaScript, "Next" without a choice is refused in the browser, in the visitor's language, and no request is sent`, async ({ page }) => {
    await page.goto(t.path);
    await ready(page);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') requests.push(`${request.method()} ${request.url()}`);
    });
    const quiz = page.locator('[data-slot="quiz"]');
    await quiz.getByRole('button', { name: t.next }).click();
    await expect(quiz.getByRole('alert')).toHaveText(t.choose);
    // The first option takes the focus, and the group says what is wrong.
    await expect(quiz.getByRole('radio').first()).toBeFocused();
    await expect(quiz.getByRole('group')).toHaveAttribute('aria-describedby', 'quiz-answer-error');
    await quiz.getByRole('radio').nth(2).check();
    await expect(quiz.getByRole('alert')).toHaveCount(0);
    expect(requests).toEqual([]);
  });
}
