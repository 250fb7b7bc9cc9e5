import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, laptop, phone } from '../story-viewports';
import { EditorialSplit } from './editorial-split';
import { storyImages } from './story-fixtures';

const meta = {
  title: 'Editorial/EditorialSplit',
  component: EditorialSplit,
  args: {
    id: 'matin',
    image: storyImages.amber,
    eyebrow: 'The collection',
    title: 'Matin',
    children: <p>The light before morning, in four fragrances: a window opened on the harbour at six.</p>,
    action: <a href="/fragrance/matin">Discover Matin</a>,
    reverse: false,
    tone: 'paper',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['paper', 'ink', 'stone'] },
    reverse: { control: 'boolean', description: 'picture on the right' },
  },
  parameters: { docs: { description: { component: `A picture beside a short text, alternating sides down the page: the magazine spread of the house.

**Use** for collections on a landing page and the chapters of the house's story; alternate \`reverse\` from one split to the next.

| Do | Don't |
| --- | --- |
| Keep the text short: eyebrow, title, two or three sentences, one action | Put a long story or a product grid in a split |
| Alternate sides (\`reverse\`) so the page has a rhythm | Put two splits with the picture on the same side one after the other |
| Choose a picture whose subject sits clear of the edge the text faces | Let text run over the picture |` } } },
} satisfies Meta<typeof EditorialSplit>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A region named by its heading, the picture with its alt text, and its call to action. */
export const Paper: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Matin' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Matin' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: storyImages.amber.alt })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Discover Matin' })).toBeVisible();
  },
};

/** Ink tone, picture on the right: the next spread down a page. */
export const InkReversed: Story = {
  args: { id: 'noire', image: storyImages.noir, eyebrow: 'The collection', title: 'Collection noire', reverse: true, tone: 'ink', action: undefined },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Collection noire' });
    // The text comes first in reading order whatever side the picture is drawn on.
    await expect(region.querySelector('h2')).toBeVisible();
  },
};

/** The split's words in Chinese, the picture's alt text with them. */
const chinese = {
  image: { ...storyImages.amber, alt: '一個琥珀色玻璃瓶' },
  eyebrow: '香水系列',
  title: '晨光系列',
  children: <p>破曉之前的光，化成四款香氛：清晨六時，向海港打開的一扇窗。</p>,
  action: <a href="/tc/fragrance/matin">探索晨光系列</a>,
};

export const TraditionalChinesePhone: Story = {
  args: { ...chinese, tone: 'stone' },
  parameters: { locale: 'tc' },
  globals: phone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: '晨光系列' })).toBeVisible();
  },
};

/** 1280 px, the narrowest common laptop, in Chinese: the first story's paper spread in Chinese words. */
export const TraditionalChineseLaptop1280: Story = { name: 'Laptop 1280 · 中文',
  args: chinese,
  parameters: { locale: 'tc' },
  globals: laptop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '晨光系列' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '一個琥珀色玻璃瓶' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '探索晨光系列' })).toBeVisible();
  },
};

// The rest of the width and language matrix, in the first story's paper spread (the stone one above
// is a look of its own): in the sidebar and the test run, not on the docs page.
export const Phone375: Story = { ...Paper, name: 'Phone 375 · English', globals: phone, tags: ['!autodocs'] };
export const Laptop1280: Story = { ...Paper, name: 'Laptop 1280 · English', globals: laptop, tags: ['!autodocs'] };
export const PhoneChinese: Story = { ...TraditionalChineseLaptop1280, name: 'Phone 375 · 中文', globals: phone, tags: ['!autodocs'] };
export const DesktopChinese: Story = { ...TraditionalChineseLaptop1280, name: 'Desktop 1440 · 中文', globals: desktop, tags: ['!autodocs'] };
