import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, laptop, phone } from '../story-viewports';
import { Hero } from './hero';
import { storyImages } from './story-fixtures';

const meta = {
  title: 'Editorial/Hero',
  component: Hero,
  args: {
    eyebrow: 'The collections',
    title: 'The light before morning',
    lead: 'Parisian perfumery, at home in Hong Kong.',
    image: storyImages.hero,
    size: 'full',
  },
  parameters: {
    docs: {
      description: {
        component: `The first screen of a page and its only \`<h1>\`. **Editorial pages** (home, collections, about, stories, boutiques) take the art: \`full\` or \`tall\`, darkened only behind the text so the product keeps its colour; on a phone the picture is a portrait crop above the text. **Utility pages** (finder, loyalty programme, legal, search, warranty, campaign hub) take \`compact\`: one short dark header, title left and lead right on a desktop, never a picture.

| Do | Don't |
| --- | --- |
| Use \`compact\` for a page people come to do something on | Give a form or a policy a 680 px art hero |
| Keep the title and lead clear of the product in the art | Darken the whole picture or run a line of the art through the text |
| Keep the breadcrumb in the hero (\`children\`) | Repeat the page's title as a second heading under the hero |`,
      },
    },
  },
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'The light before morning' })).toBeVisible();
    const img = canvasElement.querySelector('img')!;
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('loading', 'eager');
  },
};

/** Service and legal pages: a quiet black band, no picture. */
export const Band: Story = {
  args: { image: undefined, size: 'band', eyebrow: 'Policies and terms', title: 'Privacy policy', lead: 'What personal data we collect, why, and how you can control it.' },
};

/** Utility pages: one compact header, no art. */
export const Compact: Story = {
  args: { size: 'compact', eyebrow: 'Fragrance', title: 'Fragrance finder', lead: 'Choose a family of notes, a mood or a collection, and we will show you where to begin.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Fragrance finder' })).toBeVisible();
  },
};

export const CompactChinesePhone: Story = {
  args: { size: 'compact', eyebrow: '香水', title: '香氛探索', lead: '選擇香調、氛圍或系列，我們為您指引起點。' },
  parameters: { locale: 'tc' },
  globals: phone,
};

export const Phone: Story = { name: 'Phone 375 · English',
  globals: phone,
};

/** The hero's words in Chinese, the picture's alt text with them. */
const chinese = { eyebrow: '香水系列', title: '破曉之前的光', lead: '源自巴黎、以香港為家的香水及彩妝之家。', image: { ...storyImages.hero, alt: '晨光初現時的一瓶晨光系列香水' } };

export const TraditionalChinese: Story = { name: 'Desktop 1440 · 中文',
  parameters: { locale: 'tc' },
  args: chinese,
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '破曉之前的光' })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '晨光初現時的一瓶晨光系列香水');
  },
};

export const TraditionalChinesePhone: Story = { name: 'Phone 375 · 中文',
  parameters: { locale: 'tc' },
  args: chinese,
  globals: phone,
};

/** 1280 px, the narrowest common laptop, in Chinese. */
export const TraditionalChineseLaptop1280: Story = { ...TraditionalChinese, name: 'Laptop 1280 · 中文', globals: laptop };

// The rest of the width and language matrix: in the sidebar and the test run, not on the docs page.
export const Laptop1280: Story = { ...WithPicture, name: 'Laptop 1280 · English', globals: laptop, tags: ['!autodocs'] };
