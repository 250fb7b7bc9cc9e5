import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, laptop, phone } from '../story-viewports';
import { ErrorFallback, ErrorPage } from './error-page';

const meta = {
  title: 'Frame/Error page',
  component: ErrorPage,
  args: { status: 404, unmatched: false },
  argTypes: { status: { control: { type: 'select' }, options: [404, 500, 403, 410] } },
  globals: desktop,
  parameters: { docs: { description: { component: `SPEC §8 error pages: 404 "Page not found" with "Back to Homepage", 500 "We are updating this page. Please check back later.", anything else "An error occurred" with a home link; one \`<h1>\` each.

**Use** from the apps' error boundaries (\`FrameError\`, \`RootError\`), never as a route of its own.

| Do | Don't |
| --- | --- |
| Keep the SPEC's words exactly, in both languages | Show a stack trace or an error code to visitors |
| Offer the way home in the visitor's language | Send a 404 to the home page without saying why |` } } },
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
  globals: phone,
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

/** 1280 px, the narrowest common laptop, in Chinese. */
export const TraditionalChineseLaptop1280: Story = { name: 'Laptop 1280 · 中文', parameters: { locale: 'tc' }, globals: laptop };

// The rest of the width and language matrix: in the sidebar and the test run, not on the docs page.
export const Phone375: Story = { ...NotFound, name: 'Phone 375 · English', globals: phone, tags: ['!autodocs'] };
export const Laptop1280: Story = { ...NotFound, name: 'Laptop 1280 · English', globals: laptop, tags: ['!autodocs'] };
export const DesktopChinese: Story = { ...NotFoundChinesePhone, name: 'Desktop 1440 · 中文', globals: desktop, tags: ['!autodocs'] };
