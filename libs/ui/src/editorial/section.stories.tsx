import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, laptop, phone } from '../story-viewports';
import { Section } from './section';

const meta = {
  title: 'Editorial/Section',
  component: Section,
  args: {
    id: 'stories',
    eyebrow: 'Brand stories',
    title: 'From the house',
    intro: 'Notes from the workshop, the boutiques and the harbour.',
    action: <a href="/article">View all stories</a>,
    tone: 'paper',
    children: <p style={{ padding: '0 1.25rem' }}>The section’s content goes here.</p>,
  },
  argTypes: { tone: { control: 'inline-radio', options: ['paper', 'ink', 'stone'] } },
  parameters: { docs: { description: { component: `A titled band of an editorial page: eyebrow, an \`<h2>\` title, an optional intro and action, then its content, on paper or ink.

**Use** for each part of a landing or story page under its one \`<h1>\`; \`tone="ink"\` for the one dark band a page may carry; give a narrow content (a one-column form, a set of chips) the class \`ed-beside\`: on a laptop the heading then stands in the left column and the content beside it, instead of the band's right half staying empty.

| Do | Don't |
| --- | --- |
| Keep the eyebrow a short label without a full stop ("From the house") | End a kicker with a full stop or write it as a sentence |
| Alternate paper and ink with intent: at most one ink band before the black footer | Put an ink band directly above the footer (it merges into one black block) |
| Give the intro one or two sentences | Repeat the page's title as the section's title |
| Put the section's link in \`action\` ("Read all stories") | Add a second heading level inside for layout |` } } },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A region named by its h2, with an intro and a link beside the title. */
export const Paper: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'From the house' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View all stories' })).toBeVisible();
  },
};

/** The section's words in Chinese. */
const chinese = { eyebrow: '品牌故事', title: '來自香水及彩妝之家', intro: '來自工作室、專門店與海港的札記。', action: <a href="/tc/article">閱覽所有故事</a> };

export const InkTraditionalChinesePhone: Story = {
  args: { ...chinese, tone: 'ink', children: undefined },
  parameters: { locale: 'tc' },
  globals: phone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: '來自香水及彩妝之家' })).toBeVisible();
  },
};

/** 1280 px, the narrowest common laptop, in Chinese: the first story's paper band in Chinese words. */
export const TraditionalChineseLaptop1280: Story = { name: 'Laptop 1280 · 中文',
  args: { ...chinese, children: <p style={{ padding: '0 1.25rem' }}>此處為本節的內容。</p> },
  parameters: { locale: 'tc' },
  globals: laptop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '來自香水及彩妝之家' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '閱覽所有故事' })).toBeVisible();
  },
};

/** A narrow content marked `ed-beside` (the rewards lookup, the finder's chips) stands beside the heading and intro at 1025 px and up. */
export const BesideItsHeadingLaptop: Story = {
  args: {
    eyebrow: 'Members',
    title: 'Loyalty points lookup',
    intro: 'Enter the phone number or email registered with your membership and your last name.',
    action: undefined,
    children: (
      <form aria-label="Lookup" className="ed-beside" style={{ display: 'grid', gap: '1rem', maxWidth: '30rem' }}>
        <label>
          Last name <input name="lastName" />
        </label>
      </form>
    ),
  },
  globals: laptop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: 'Loyalty points lookup' }).getBoundingClientRect();
    const form = canvas.getByRole('form', { name: 'Lookup' }).getBoundingClientRect();
    // Beside the heading, not under it.
    await expect(form.left).toBeGreaterThan(heading.right);
    await expect(form.top).toBeLessThan(heading.bottom);
  },
};

// The rest of the width and language matrix, in the first story's paper band (the ink band above is
// a look of its own): in the sidebar and the test run, not on the docs page.
export const Phone375: Story = { ...Paper, name: 'Phone 375 · English', globals: phone, tags: ['!autodocs'] };
export const Laptop1280: Story = { ...Paper, name: 'Laptop 1280 · English', globals: laptop, tags: ['!autodocs'] };
export const PhoneChinese: Story = { ...TraditionalChineseLaptop1280, name: 'Phone 375 · 中文', globals: phone, tags: ['!autodocs'] };
export const DesktopChinese: Story = { ...TraditionalChineseLaptop1280, name: 'Desktop 1440 · 中文', globals: desktop, tags: ['!autodocs'] };
