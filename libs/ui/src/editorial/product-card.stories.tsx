import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, laptop, phone } from '../story-viewports';
import { ProductGrid } from './product-card';
import { storyImages } from './story-fixtures';

const meta = {
  title: 'Editorial/ProductGrid',
  component: ProductGrid,
  args: {
    eagerCount: 0,
    products: [
      { to: '/fragrance/matin/l-eau', name: "L'eau", line: 'Matin', note: 'Aquatic', tag: 'best_seller', image: { ...storyImages.sea, alt: '' } },
      { to: '/fragrance/matin/point-du-jour', name: 'Point du jour', line: 'Matin', note: 'Floral', tag: 'new', image: { ...storyImages.rose, alt: '' } },
      { to: '/fragrance/collection-noire/encre-de-nuit', name: 'Encre de nuit', line: 'Collection noire', note: 'Amber', image: { ...storyImages.noir, alt: '' } },
      { to: '/fragrance/flacons-de-table/bois-de-table', name: 'Bois de table', line: 'Flacons de table', note: 'Woody', image: { ...storyImages.amber, alt: '' } },
    ],
  },
  parameters: {
    docs: {
      description: {
        component: `Products in a grid that fits the count: picture, tag, collection or category, name and one quiet note; the whole card is one link. Makeup cards add their **shade chips**: a named list (each chip's name for screen readers and as a tooltip) and a visible count, so colour is never the only cue.

| Do | Don't |
| --- | --- |
| Give each makeup card its shades from the content (\`shades\`) | Draw shades as colour alone, without names or a count |
| Let the last row start on the heading's edge | Centre a short last row |
| Keep the card's picture free of text (the tag sits in its corner) | Put a price or a button on the card: the house sells in its boutiques |`,
      },
    },
  },
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { name: 'Desktop 1440 · English',
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each card is one link named by its content, to the product's page in the current locale.
    await expect(canvas.getByRole('link', { name: /Point du jour/ })).toHaveAttribute('href', '/fragrance/matin/point-du-jour');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Encre de nuit' })).toBeVisible();
    await expect(canvas.getByText('BEST-SELLER')).toBeVisible();
    for (const img of canvasElement.querySelectorAll('img')) await expect(img).toHaveAttribute('loading', 'lazy');
  },
};

export const Phone: Story = { name: 'Phone 375 · English',
  globals: phone,
};

/** The same products as the content names them in Chinese: the names stay in French, the collections and notes are translated. */
const chineseProducts = [
  { to: '/fragrance/matin/l-eau', name: "L'eau", line: '晨光系列', note: '水生調', tag: 'best_seller', image: { ...storyImages.sea, alt: '' } },
  { to: '/fragrance/matin/point-du-jour', name: 'Point du jour', line: '晨光系列', note: '花香調', tag: 'new', image: { ...storyImages.rose, alt: '' } },
  { to: '/fragrance/collection-noire/encre-de-nuit', name: 'Encre de nuit', line: '黑色系列', note: '琥珀調', image: { ...storyImages.noir, alt: '' } },
  { to: '/fragrance/flacons-de-table/bois-de-table', name: 'Bois de table', line: '梳妝枱香水瓶系列', note: '木質調', image: { ...storyImages.amber, alt: '' } },
] satisfies (typeof meta.args.products)[number][];

export const TraditionalChinese: Story = { name: 'Desktop 1440 · 中文',
  args: { products: chineseProducts },
  parameters: { locale: 'tc' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('新品')).toBeVisible();
    await expect(canvas.getByText('暢銷之選')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Point du jour/ })).toHaveAttribute('href', '/tc/fragrance/matin/point-du-jour');
  },
};

export const TraditionalChinesePhone: Story = { name: 'Phone 375 · 中文',
  args: { products: chineseProducts },
  parameters: { locale: 'tc' },
  globals: phone,
};

/** Makeup: each card lists its shades as chips (named, with a count). */
export const MakeupShadeChips: Story = {
  args: {
    products: [
      {
        to: '/makeup/lips/rouge-palais',
        name: 'Rouge Palais',
        line: 'Lips',
        note: 'Warm',
        image: { ...storyImages.rose, alt: '' },
        shades: [
          { name: '01 Pivoine', colour: '#b3344b' },
          { name: '02 Brique', colour: '#9c4a32' },
          { name: '03 Nude rosé', colour: '#c98d7f' },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chips = canvas.getByRole('list', { name: 'Shades of Rouge Palais' });
    await expect(within(chips).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(chips).getByText('02 Brique')).toBeInTheDocument();
    await expect(canvas.getByText('3 shades')).toBeVisible();
  },
};

/** The same card in Chinese, with the content's Chinese words and shade names. */
export const MakeupShadeChipsChinesePhone: Story = {
  args: {
    products: [
      {
        to: '/makeup/lips/rouge-palais',
        name: 'Rouge Palais',
        line: '唇妝',
        note: '緞光唇膏',
        image: { ...storyImages.rose, alt: '' },
        shades: [
          { name: '01 宮廷紅', colour: '#a52a34' },
          { name: '02 露台', colour: '#c2544f' },
          { name: '03 巴黎裸色', colour: '#b87a70' },
        ],
      },
    ],
  },
  parameters: { locale: 'tc' },
  globals: phone,
};
export const Laptop1280: Story = { name: 'Laptop 1280 · English', globals: laptop };

// The rest of the width and language matrix: in the sidebar and the test run, not on the docs page.
export const LaptopChinese: Story = { ...TraditionalChinese, name: 'Laptop 1280 · 中文', globals: laptop, tags: ['!autodocs'] };
