import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MaintenancePage } from './maintenance-page';

const meta = {
  title: 'Frame/Maintenance page',
  component: MaintenancePage,
  parameters: { path: '/maintenance' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof MaintenancePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('We’re taking time out for maintenance');
    await expect(canvas.getByText('We hope to be back in 2 hours.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /繁體中文/ })).toHaveAttribute('href', '/tc/maintenance');
  },
};

export const TraditionalChinesePhone: Story = {
  parameters: { locale: 'tc' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('網站維護中，暫停服務');
  },
};
