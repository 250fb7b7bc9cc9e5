import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorFallback, ErrorPage } from './error-page';

const meta = {
  title: 'Frame/Error page',
  component: ErrorPage,
  args: { status: 404, unmatched: false },
  argTypes: { status: { control: { type: 'select' }, options: [404, 500, 403, 410] } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    await expect(canvas.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
  },
};

export const Unmatched: Story = {
  args: { unmatched: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    await expect(canvas.getByText('This page could not be found')).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { status: 500 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('We are updating this page. Please check back later.');
  },
};

export const OtherStatus: Story = {
  args: { status: 403 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('An error occurred');
    await expect(canvas.getByRole('link', { name: 'Back to Homepage' })).toBeVisible();
  },
};

export const NotFoundChinesePhone: Story = {
  parameters: { locale: 'tc' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('找不到頁面');
    await expect(canvas.getByRole('link', { name: '返回主頁' })).toHaveAttribute('href', '/tc');
  },
};

/** When the error page itself fails: plain text and a link home, no providers needed. */
export const Fallback: Story = {
  parameters: { locale: 'tc' },
  render: () => <ErrorFallback pathname="/tc/fragrance" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('抱歉，網站暫時出現問題。');
    await expect(canvas.getByRole('link', { name: '返回主頁' })).toHaveAttribute('href', '/tc');
  },
};
