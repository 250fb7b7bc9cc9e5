import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './footer';

const meta = {
  title: 'Frame/Footer',
  component: Footer,
  args: { year: 2026 },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/legals-and-policy?sub=terms-of-use');
    await expect(canvas.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/legals-and-policy?sub=privacy-policy');
    await expect(canvas.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/legals-and-policy?sub=cookie-policy');
    await expect(canvas.getByRole('link', { name: '2602 0823' })).toHaveAttribute('href', 'tel:+85226020823');
    await expect(canvas.getByRole('link', { name: 'Enquiries' })).toHaveAttribute('href', expect.stringContaining('subject=Maison%20Oriel%20Enquiry'));
    for (const name of [/Facebook/, /Instagram/]) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('target', '_blank');
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    await expect(canvas.getByRole('img', { name: 'WeChat (coming soon)' })).toBeVisible();
    await expect(canvas.getByText(`© ${args.year} Maison Oriel. All rights reserved.`)).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  parameters: { locale: 'tc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '使用條款' })).toHaveAttribute('href', '/tc/legals-and-policy?sub=terms-of-use');
    await expect(canvas.getByRole('img', { name: '小紅書（即將推出）' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const PhoneChinese: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { locale: 'tc' },
};
