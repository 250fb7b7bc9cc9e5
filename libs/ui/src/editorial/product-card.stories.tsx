import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each card is one link named by its content, to the product's page in the current locale.
    await expect(canvas.getByRole('link', { name: /Point du jour/ })).toHaveAttribute('href', '/fragrance/matin/point-du-jour');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Encre de nuit' })).toBeVisible();
    await expect(canvas.getByText('BEST-SELLER')).toBeVisible();
    for (const img of canvasElement.querySelectorAll('img')) await expect(img).toHaveAttribute('loading', 'lazy');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const TraditionalChinese: Story = {
  parameters: { locale: 'tc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('新品')).toBeVisible();
    await expect(canvas.getByText('暢銷之選')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Point du jour/ })).toHaveAttribute('href', '/tc/fragrance/matin/point-du-jour');
  },
};

export const TraditionalChinesePhone: Story = {
  parameters: { locale: 'tc' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
