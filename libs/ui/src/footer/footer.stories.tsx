import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './footer';

const meta = {
  title: 'Frame/Footer',
  component: Footer,
  args: { year: 2026 },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/legals-and-policy?sub=terms-of-use');
    await expect(canvas.getByRole('link', { name: '2602 0823' })).toHaveAttribute('href', 'tel:+85226020823');
    await expect(canvas.getByText(/© 2026 Maison Oriel/)).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  parameters: { locale: 'tc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '使用條款' })).toHaveAttribute('href', '/tc/legals-and-policy?sub=terms-of-use');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
