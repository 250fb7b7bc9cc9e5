import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = {
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

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const TraditionalChinese: Story = {
  parameters: { locale: 'tc' },
  args: { eyebrow: '香水系列', title: '破曉之前的光', lead: '源自巴黎、以香港為家的香水及彩妝之家。' },
};

export const TraditionalChinesePhone: Story = {
  parameters: { locale: 'tc' },
  args: { eyebrow: '香水系列', title: '破曉之前的光', lead: '源自巴黎、以香港為家的香水及彩妝之家。' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
