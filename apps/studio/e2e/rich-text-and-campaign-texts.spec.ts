import { type Page, expect, test } from '@playwright/test';
import { ensureStaff, signInToStudio, staffPassword as password } from '../../../tools/testing/staff.ts';
import { expectAxeClean } from './support/checks';
import { studioSite } from './support/site';

// An editor writes an article's Chinese body in the rich-text editor
// and publishes it; a campaign manager edits a campaign's Chinese title in the Texts tab and the
// public campaign page shows it within 10 s. Each test puts back what it changed.

test.describe.configure({ mode: 'serial' });

const editor = 'richtext-editor@oriel.example';
const campaignManager = 'richtext-campaigns@oriel.example';


test.beforeAll(async () => {
  await ensureStaff(studioSite, password, { [editor]: 'editor', [campaignManager]: 'campaign-manager' });
});

const publicPage = async (page: Page, path: string) => (await page.request.get(path)).text();

test('an editor writes an article body in the rich-text editor, in Chinese, and publishes it', async ({ page }) => {
  test.slow();
  const articlePath = '/article/a-maison-between-two-cities';
  const heading = `工作室的小標題 ${Date.now().toString(36)}`;
  await signInToStudio(page, editor);
  await page.goto(`/studio/entries/article/a-maison-between-two-cities`);
  const body = page.getByRole('textbox', { name: 'Body (Chinese)' });
  await expect(body).toHaveAttribute('contenteditable', 'true');
  await expectAxeClean(page);
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  // Only what the site renders: no bold or italic buttons.
  const toolbar = page.getByRole('toolbar', { name: 'Body (Chinese): formatting' });
  await expect(toolbar.getByRole('button')).toHaveText(['Paragraph', 'Sub-heading', 'Bulleted list', 'Quote', 'Link', 'Image', 'Undo', 'Redo']);

  // The first words of the first paragraph linked to the Matin collection: an address that is not
  // a page of the site or https is refused where it is typed.
  await body.evaluate((element) => {
    const words = element.querySelector('p')!.firstChild!;
    (element as HTMLElement).focus();
    const range = document.createRange();
    range.setStart(words, 0);
    range.setEnd(words, 4);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
  });
  const linked = await body.evaluate((element) => element.querySelector('p')!.textContent!.slice(0, 4));
  await toolbar.getByRole('button', { name: 'Link' }).click();
  const address = page.getByRole('textbox', { name: 'Link address' });
  await expect(address).toBeFocused();
  await address.fill('http://example.com/matin');
  await address.press('Enter');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'Give a page of this site' })).toBeVisible();
  await address.fill('/fragrance/matin');
  await address.press('Enter');
  await expect(body.getByRole('link', { name: linked })).toHaveAttribute('href', '/fragrance/matin');
  // An edit in the rich text is a change of the form, as a typed word is.
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // A new sub-heading at the end of the Chinese body, by keyboard.
  // The caret at the very end (where a click after the last line puts it), then the keyboard. Set
  // through the editor (TipTap's `focus('end')`): a DOM range set by script reaches ProseMirror on
  // its next selectionchange, and an Enter pressed before it came split the link's selection at the
  // start instead (the heading took the first paragraph's words; a CI run, 28 Nov).
  await body.evaluate((element) => (element as HTMLElement & { editor: { commands: { focus(at: 'end'): boolean } } }).editor.commands.focus('end'));
  await page.keyboard.press('Enter');
  await page.keyboard.type(heading);
  await toolbar.getByRole('button', { name: 'Sub-heading' }).click();
  await expect(toolbar.getByRole('button', { name: 'Sub-heading' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status')).toContainText('Draft saved');
  await expect(page.getByRole('textbox', { name: 'Body (Chinese)' }).getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  expect(await publicPage(page, `/tc${articlePath}`)).not.toContain(heading);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toContainText('Published');
  await expect.poll(() => publicPage(page, `/tc${articlePath}`), { timeout: 10_000 }).toContain(`<h2>${heading}</h2>`);
  // The linked words lead to the collection in the page's language.
  expect(await publicPage(page, `/tc${articlePath}`)).toMatch(new RegExp(`<a [^>]*href="/tc/fragrance/matin"[^>]*>${linked}</a>`));

  // The editor is the studio's alone: none of the public page's scripts carries it.
  const html = await publicPage(page, `/tc${articlePath}`);
  // Whole names only: the message slices' `.json` files are not scripts.
  const scripts = [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.js(?![\w])/g)].map((m) => m[0]))];
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const answer = await page.request.get(script);
    expect(answer.status(), script).toBe(200);
    expect(await answer.text(), script).not.toMatch(/ProseMirror|tiptap/);
  }

  // Put the original back (the content files' version).
  await page.getByRole('button', { name: /Restore version/ }).last().click();
  await expect(page.getByRole('status')).toContainText('restored as the draft');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toContainText('Published');
  await expect.poll(() => publicPage(page, `/tc${articlePath}`), { timeout: 10_000 }).not.toContain(heading);
});

test('a link that leads to no page of the site, or not over https, is refused on save, named', async ({ page }) => {
  await signInToStudio(page, editor);
  await page.goto('/studio/entries/boutique/central');
  await page.getByLabel('Map link').fill('http://maps.example.com/central');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The link "http://maps.example.com/central" must be a page of the site or an https address.' }).first()).toBeVisible();
  await expect(page.getByLabel('Map link')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Draft saved')).toHaveCount(0);
  // The notice names the field and says why once, not the service's sentence and then the same again.
  const notice = page.getByRole('alert').filter({ hasText: 'Map link:' });
  await expect(notice).toHaveCount(1);
  expect(((await notice.textContent()) ?? '').split('must be a page of the site').length - 1).toBe(1);
});

test('a campaign manager edits a campaign title in Chinese; saved as a draft, then published, the public campaign page shows it within 10 s', async ({ page }) => {
  test.slow();
  const slug = 'palais-royal-gardens';
  const title = `皇家宮殿花園 ${Date.now().toString(36)}`;
  await signInToStudio(page, campaignManager);
  await page.goto(`/studio/campaigns/${slug}`);
  await page.getByRole('navigation', { name: 'Campaign' }).getByRole('link', { name: 'Texts' }).click();
  await expect(page.getByRole('heading', { name: `${slug}: texts and dates` })).toBeVisible();
  const chineseTitle = page.getByLabel('Title (Chinese)');
  const before = await chineseTitle.inputValue();
  await expect(page.getByLabel('Title (English)')).toHaveValue('Palais Royal Gardens');
  await expectAxeClean(page);

  // An emptied Chinese text is a missing translation: refused, nothing saved; the message is in
  // view (the button is at the bottom of the page) and the field takes the focus.
  await chineseTitle.fill('');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Some texts need attention: nothing was saved.' })).toBeInViewport();
  await expect(page.getByLabel('Title (Chinese)')).toHaveAccessibleDescription(/Translation missing/);
  await expect(page.getByLabel('Title (Chinese)')).toBeFocused();

  await page.getByLabel('Title (Chinese)').fill(title);
  // Leaving with the change unsaved asks first; staying keeps what was typed.
  const tabs = page.getByRole('navigation', { name: 'Campaign' });
  await tabs.getByRole('link', { name: 'Registrations' }).click();
  const leave = page.getByRole('alertdialog', { name: 'You have unsaved changes. Leave without saving them?' });
  await expect(leave.getByRole('button', { name: 'Stay' })).toBeFocused();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  // Escape answers the question too: stay.
  await tabs.getByRole('link', { name: 'Registrations' }).click();
  await expect(leave).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(leave).toBeHidden();
  await expect(page.getByLabel('Title (Chinese)')).toHaveValue(title);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeInViewport();
  expect(await publicPage(page, `/tc/discovery-trial/${slug}`)).not.toContain(title);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
  await expect.poll(() => publicPage(page, `/tc/discovery-trial/${slug}`), { timeout: 10_000 }).toContain(title);
  expect(await publicPage(page, `/discovery-trial/${slug}`)).not.toContain(title);

  // Put it back.
  await page.getByLabel('Title (Chinese)').fill(before);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
  // Saved: nothing left to lose, the page is left without a question.
  await tabs.getByRole('link', { name: 'Registrations' }).click();
  await expect(page).toHaveURL(new RegExp(`/studio/campaigns/${slug}/registrations$`));
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
