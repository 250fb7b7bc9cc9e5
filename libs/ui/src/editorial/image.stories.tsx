import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ResponsiveImage } from './image';
import { storyImages } from './story-fixtures';

const meta = {
  title: 'Editorial/ResponsiveImage',
  component: ResponsiveImage,
  args: {
    image: { ...storyImages.amber, sources: [{ type: 'image/avif', srcSet: `${storyImages.amber.src} 800w` }, { type: 'image/webp', srcSet: `${storyImages.amber.src} 800w` }] },
    sizes: '(max-width: 640px) 100vw, 50vw',
    priority: false,
    style: { width: '100%', height: 'auto', maxWidth: 480 },
  },
} satisfies Meta<typeof ResponsiveImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BelowTheFold: Story = {
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img')!;
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).not.toHaveAttribute('fetchpriority');
    await expect(img).toHaveAttribute('width', '800');
    await expect(img).toHaveAttribute('height', '1000');
    const types = [...canvasElement.querySelectorAll('source')].map((s) => s.getAttribute('type'));
    await expect(types).toEqual(['image/avif', 'image/webp']);
  },
};

export const Hero: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img')!;
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('loading', 'eager');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const TraditionalChinese: Story = {
  parameters: { locale: 'tc' },
};
