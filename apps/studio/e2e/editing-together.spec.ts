import { type Browser, type Page, expect, test } from '@playwright/test';
import { ensureStaff, signInToStudio, staffPassword as password } from '../../../tools/testing/staff.ts';
import { expectAxeClean } from './support/checks';
import { studioSite } from './support/site';

// Two staff edit the same entry: neither loses work. The second save is refused
// with who saved first and when, the difference is shown field by field, and the merge keeps both.
// Then the guardrails on text: a length counter, a refused over-long name at its field, pasted
// Word text cleaned, and the confirmations before discarding a draft.

test.describe.configure({ mode: 'serial' });

const ana = 'ana@oriel.example';
const ben = 'ben@oriel.example';
// An entry no other studio spec edits.
const entry = '/studio/entries/product/terrasse-du-pic';

test.beforeAll(async () => {
  await ensureStaff(studioSite, password, { [ana]: 'editor', [ben]: 'editor' });
});

async function openAs(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signInToStudio(page, email);
  await page.goto(entry);
  await expect(page.getByRole('heading', { name: 'Texts' })).toBeVisible();
  return page;
}

test('two staff edit the same entry: the later save is refused, shown side by side, and the merge keeps both', async ({ browser }) => {
  // Two browsers, two sign-ins and up to two heartbeats' wait for the leaving colleague.
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const anaPage = await openAs(browser, ana);
  const benPage = await openAs(browser, ben);
  // Each sees the other has the entry open.
  await expect(benPage.getByTestId('presence')).toContainText('Also open by ana');
  await expect(anaPage.getByTestId('presence')).toContainText('Also open by ben', { timeout: 20_000 });

  // Ben saves a description; Ana, whose page was opened before, saves a subtitle.
  const description = `Ben's description ${stamp}.`;
  const subtitle = `Ana's subtitle ${stamp}`;
  await benPage.getByLabel('Description (English)').fill(description);
  await benPage.getByRole('button', { name: 'Save draft' }).click();
  await expect(benPage.getByRole('status')).toContainText('Draft saved');

  await anaPage.getByLabel('Subtitle (English)').fill(subtitle);
  await anaPage.getByRole('button', { name: 'Save draft' }).click();
  await expect(anaPage.getByRole('alert').first()).toContainText(/Changed by ben at \d{2}:\d{2} since you opened it/);
  const merge = anaPage.getByRole('region', { name: /ben saved this entry at/ });
  await expect(merge).toBeInViewport();
  await expect(merge.getByRole('row', { name: /Description \(English\).*changed by ben/ })).toContainText(description);
  await expect(merge.getByRole('row', { name: /Subtitle \(English\).*changed by you/ })).toContainText(subtitle);
  // The default choices keep both: Ben's description, Ana's subtitle.
  await expect(merge.getByRole('radio', { name: "Description (English): take ben's" })).toBeChecked();
  await expect(merge.getByRole('radio', { name: 'Subtitle (English): keep yours' })).toBeChecked();
  await expectAxeClean(anaPage);
  await merge.getByRole('button', { name: 'Save the merged draft' }).click();
  await expect(anaPage.getByRole('status')).toContainText('Merged and saved');
  await expect(anaPage.getByLabel('Description (English)')).toHaveValue(description);
  await expect(anaPage.getByLabel('Subtitle (English)')).toHaveValue(subtitle);

  // Ben's page, opened before Ana's merge, is refused in turn; after a reload he sees both.
  await benPage.getByLabel('Subtitle (Chinese)').fill(`副標題 ${stamp}`);
  await benPage.getByRole('button', { name: 'Save draft' }).click();
  await expect(benPage.getByRole('alert').first()).toContainText('Changed by ana');
  await benPage.reload();
  await expect(benPage.getByLabel('Description (English)')).toHaveValue(description);
  await expect(benPage.getByLabel('Subtitle (English)')).toHaveValue(subtitle);

  // Ana closes her tab, as a person does (the page's unload handlers run; a context torn down by the
  // test runner may skip them): Ben no longer sees her within a heartbeat or two.
  await anaPage.close({ runBeforeUnload: true });
  await expect(benPage.getByTestId('presence')).toHaveCount(0, { timeout: 40_000 });
  await anaPage.context().close();
  await benPage.context().close();
});

test('guardrails on text: a counter against the limit, an over-long name refused at its field, pasted Word text cleaned, discarding asked first', async ({ page }) => {
  test.setTimeout(180_000);
  await signInToStudio(page, ana);
  await page.goto(entry);
  const name = page.getByLabel('Name (English)');
  await name.fill('N'.repeat(315));
  await expect(page.getByText('315 / 80 characters · 235 too many')).toBeVisible();
  // Refused in the browser with the action's schema: nothing is posted.
  const posts: string[] = [];
  const countPost = (request: { method(): string; url(): string }) => {
    if (request.method() === 'POST' && !request.url().includes('presence')) posts.push(request.url());
  };
  page.on('request', countPost);
  await page.getByRole('button', { name: 'Save draft' }).click();
  // The message names the field as the form does, with the action to take; the field is focused.
  await expect(page.getByRole('alert').first()).toContainText('Name (English): Too long: at most 80 characters. Shorten it.');
  await expect(page.getByTestId('toast')).toBeInViewport();
  await expect(name).toBeFocused();
  page.off('request', countPost);
  expect(posts).toEqual([]);
  await expect(page.getByText(/content\/|\.yaml|en\.name/)).toHaveCount(0);

  // Related products and moods are chips with a search (the page's script has run once they show).
  await page.reload();
  const addRelated = page.getByRole('combobox', { name: 'Add a related product' });
  await expect(page.getByRole('group', { name: 'Mood' }).getByRole('button', { name: /^Remove / })).toHaveCount(2);
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  await addRelated.fill('Point du jour');
  await expect(page.getByRole('group', { name: 'Related product' }).getByRole('button', { name: /^Remove Point du jour/ })).toBeVisible();
  await expect(addRelated).toHaveValue('');
  // A chip added is a change of the form, as a typed word is.
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // Pasted from Word: a zero-width space, a soft hyphen, Symbol-font bullets and tabs.
  const details = page.getByLabel('Details (English)');
  await details.fill('');
  await details.focus();
  await page.evaluate(() => {
    const field = document.activeElement as HTMLTextAreaElement;
    const data = new DataTransfer();
    data.setData('text/plain', '\uF0B7\tHand\u00ADpoured\u200B in Grasse\n\uF0B7\tRefillable 🌿');
    field.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(details).toHaveValue('Handpoured in Grasse\nRefillable 🌿');

  // Discard draft asks first; keeping it changes nothing.
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Discard the draft?');
  await page.getByRole('link', { name: 'Keep the draft' }).click();
  await expect(page.getByRole('button', { name: 'Discard draft' })).toBeVisible();
  await expect(page.getByLabel('Subtitle (English)')).not.toHaveValue('');
});
