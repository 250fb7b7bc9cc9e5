import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, laptop, phone } from '../story-viewports';
import { RichText } from './rich-text';
import { storyImages } from './story-fixtures';

const meta = {
  title: 'Editorial/RichText',
  component: RichText,
  args: {
    lead: false,
    content: [
      { type: 'paragraph', text: 'Matin began with a window. At six in the morning the harbour is the colour of weak tea, and the first ferries leave white lines on it.' },
      { type: 'heading', text: 'Four fragrances' },
      { type: 'list', items: ['L’eau: sea salt and white tea', 'Point du jour: peony and pear', 'Terrasse du Pic: fig leaf', 'Brume de Victoria: a mist for the hair'] },
      { type: 'quote', text: 'I wanted the hour before anyone speaks.', cite: 'The perfumer' },
      { type: 'image', image: storyImages.sea, caption: 'The harbour at six.' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: '46rem', margin: '0 auto', padding: '2rem 1.25rem' }}>{Story()}</div>],
  parameters: { docs: { description: { component: `Long-form text from the content: paragraphs, sub-headings, lists, quotes with their attribution, images with captions, and links on a paragraph's words. Never HTML: every word is rendered as text.

**Use** for stories, the house's pages, legal pages and collection stories; \`lead\` to set the first paragraph large.

| Do | Don't |
| --- | --- |
| Link words that say where they lead ("The Matin discovery quiz") | Link "here" or "click here" |
| Link a page of this site by its path without \`/tc\` (the Chinese page adds it) | Write \`/tc/…\` or a full address of this site in a link |
| Keep links for a next step the reader wants; one or two a paragraph | Link every product name in a paragraph |
| Give each image block its alt text in both languages | Use a quote for emphasis without an attribution when one exists |` } } },
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Blocks from the data service: paragraphs, a sub-heading, a list, a quote, a captioned picture. */
export const Blocks: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Four fragrances' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('figure')).toHaveTextContent('The harbour at six.');
  },
};

/** Plain text: a blank line starts a paragraph, `## ` a sub-heading, `- ` a list; no HTML is injected. */
export const PlainTextLead: Story = {
  args: { lead: true, content: 'The house keeps your data for as long as you are a member.\n\n## Your rights\n\n- See what we hold\n- Ask us to delete it\n\n<b>never markup</b>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your rights' })).toBeVisible();
    await expect(canvas.getByText('<b>never markup</b>')).toBeVisible();
  },
};

export const TraditionalChinesePhone: Story = { name: 'Phone 375 · 中文',
  args: { content: '晨光始於一扇窗。清晨六時，海港是淡茶的顏色，第一班渡輪在水面劃出白線。\n\n## 四款香氛\n\n- 晨光之水：海鹽與白茶\n- 破曉：牡丹與梨' },
  parameters: { locale: 'tc' },
  globals: phone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: '四款香氛' })).toBeVisible();
  },
};

/** 1280 px, the narrowest common laptop, in Chinese. */
export const TraditionalChineseLaptop1280: Story = { ...TraditionalChinesePhone, name: 'Laptop 1280 · 中文', globals: laptop };

// The rest of the width and language matrix: in the sidebar and the test run, not on the docs page.
export const Phone375: Story = { ...Blocks, name: 'Phone 375 · English', globals: phone, tags: ['!autodocs'] };
export const Laptop1280: Story = { ...Blocks, name: 'Laptop 1280 · English', globals: laptop, tags: ['!autodocs'] };
export const DesktopChinese: Story = { ...TraditionalChinesePhone, name: 'Desktop 1440 · 中文', globals: desktop, tags: ['!autodocs'] };
