import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { desktop, laptop } from '@oriel/ui/story-viewports';
import type { StoredBlock } from '../lib/rich-text';
import { RichTextEditor } from './rich-text-editor';
import { StoryForm } from './story-form';
import '@oriel/ui/styles.css';
import '../styles/studio.css';

const body: StoredBlock[] = [
  { type: 'paragraph', text: '{brand} was founded in a narrow workshop off the rue de Richelieu.' },
  { type: 'heading', text: 'Two cities, one nose' },
  { type: 'list', items: ['Bergamot from Calabria', 'Vetiver from Haiti'] },
  { type: 'quote', text: 'In Paris I learnt restraint. In Hong Kong I learnt appetite.', cite: 'Our perfumer' },
];

/**
 * The studio's rich-text editor (TipTap) for article bodies, page sections and collection stories: the brand stories and collection pages of SPEC §2. It offers only what the site renders: paragraphs, sub-headings, bulleted lists, quotes, links on a paragraph's words (a page of this site or an https:// address) and photographs from the media library; no bold or italic. The page's action checks the blocks with the content schema; without JavaScript the stored words show and are posted back unchanged.
 *
 * **Use** for an entry's rich texts, once per language, in the entry editor (it sits in the studio field family's frame, with its label, badge and error). Not for short texts such as a name or a subtitle: those are plain fields with a counter.
 *
 * | Do | Don't |
 * | --- | --- |
 * | Use "Sub-heading" for a title inside the text | Fake a heading with a short paragraph: the page's outline would lose it |
 * | Link words of a paragraph to a page of this site (/fragrance/matin) or an https:// address | Expect a link in a heading, a list or a quote: the site links words in paragraphs only |
 * | Add a photograph with "Image", then adjust its alt text to this text's language | Paste formatted text and expect its bold or colours: it becomes plain words |
 * | Leave the Chinese body empty until it is written: it is flagged "Translation missing" | Copy the English into the Chinese body to clear the flag |
 */
const meta = {
  title: 'Studio/Rich text editor',
  component: RichTextEditor,
  parameters: { layout: 'padded' },
  // The editor is a field of a react-hook-form form, as in the entry editor.
  decorators: [
    (Story) => (
      <div className="studio" style={{ maxWidth: '40rem' }}>
        <StoryForm>{Story()}</StoryForm>
      </div>
    ),
  ],
  args: { name: 'en.body', label: 'Body (English)', blocks: body, lang: 'en' },
} satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const posted = (canvasElement: HTMLElement) => JSON.parse((canvasElement.querySelector('input[name="json:en.body"]') as HTMLInputElement).value) as StoredBlock[];

/** The stored words stand in until the editor starts, then the editor replaces them: waits for it. */
const startedEditor = (canvas: ReturnType<typeof within>) =>
  waitFor(() => {
    const box = canvas.getByRole('textbox', { name: 'Body (English)' });
    expect(box).toHaveAttribute('contenteditable', 'true');
    return box;
  });

/** Paragraphs, a sub-heading, a list and a quote: only what the site's pages render. */
export const Article: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = await startedEditor(canvas);
    const toolbar = canvas.getByRole('toolbar', { name: 'Body (English): formatting' });
    expect(within(toolbar).getAllByRole('button').map((b) => b.textContent)).toEqual(['Paragraph', 'Sub-heading', 'Bulleted list', 'Quote', 'Link', 'Image', 'Undo', 'Redo']);
    // Put the caret in the heading: its button says so.
    editor.focus();
    const range = document.createRange();
    range.setStart(within(editor).getByText('Two cities, one nose').firstChild!, 3);
    range.collapse(true);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sub-heading' })).toHaveAttribute('aria-pressed', 'true'));
    // Make it a paragraph: the posted blocks follow.
    await userEvent.click(canvas.getByRole('button', { name: 'Paragraph' }));
    await waitFor(() => expect(posted(canvasElement)[1]).toEqual({ type: 'paragraph', text: 'Two cities, one nose' }));
    expect(posted(canvasElement)[3]).toEqual(body[3]);
  },
};
export const ArticleDesktop: Story = { ...Article, name: 'Article · Desktop 1440', tags: ['!autodocs'], play: undefined, globals: desktop };

/** Words of a paragraph linked to a page of the site: an address that is neither a site path nor https is refused where it is typed. */
export const LinkWords: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = await startedEditor(canvas);
    // Select "narrow workshop" in the first paragraph.
    const words = editor.querySelector('p')!.firstChild!;
    const start = words.textContent!.indexOf('narrow workshop');
    editor.focus();
    const range = document.createRange();
    range.setStart(words, start);
    range.setEnd(words, start + 'narrow workshop'.length);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Link' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    const address = canvas.getByRole('textbox', { name: 'Link address' });
    await userEvent.type(address, 'http://example.com{Enter}');
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Give a page of this site');
    await userEvent.clear(address);
    await userEvent.type(address, '/about{Enter}');
    await waitFor(() => expect(posted(canvasElement)[0]).toEqual({ ...body[0], links: [{ text: 'narrow workshop', href: '/about' }] }));
  },
};

/** A Chinese body not yet written: flagged, and nothing is posted. */
export const MissingTranslation: Story = {
  args: { name: 'zh-Hant.body', label: 'Body (Chinese)', blocks: [], lang: 'zh-Hant', missing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Translation missing')).toBeVisible();
    expect((canvasElement.querySelector('input[name="json:zh-Hant.body"]') as HTMLInputElement).value).toBe('[]');
  },
};

/** A role that may read but not change entries. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.queryByRole('toolbar')).toBeNull();
    const editor = await canvas.findByRole('textbox', { name: 'Body (English)' });
    await waitFor(() => expect(editor).toHaveAttribute('aria-readonly', 'true'));
  },
};
