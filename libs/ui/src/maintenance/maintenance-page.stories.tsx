import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, laptop, phone } from '../story-viewports';
import { MaintenancePage } from './maintenance-page';

const meta = {
  title: 'Frame/Maintenance page',
  component: MaintenancePage,
  parameters: {
    docs: { description: { component: `SPEC §2 maintenance page in its own layout: the house's name, "We're taking time out for maintenance", "We hope to be back in 2 hours.", the language switch and a way to write to the house. No navigation: the site behind it may be down.

**Use** as the page the apps serve (status 503) while the data service is unavailable.

| Do | Don't |
| --- | --- |
| Keep the two sentences word for word, with typographic apostrophes | Promise a time the house cannot keep |
| Offer e-mail and phone | Link pages that are down too |` } }, path: '/maintenance' },
  globals: desktop,
} satisfies Meta<typeof MaintenancePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { name: 'Desktop 1440 · English',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('We’re taking time out for maintenance');
    await expect(canvas.getByText('We hope to be back in 2 hours.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /繁體中文/ })).toHaveAttribute('href', '/tc/maintenance');
  },
};

export const TraditionalChinesePhone: Story = { name: 'Phone 375 · 中文',
  parameters: { locale: 'tc' },
  globals: phone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('網站維護中，暫停服務');
  },
};

/** 1280 px, the narrowest common laptop, in Chinese. */
export const TraditionalChineseLaptop1280: Story = { name: 'Laptop 1280 · 中文', parameters: { locale: 'tc' }, globals: laptop };

// The rest of the width and language matrix: in the sidebar and the test run, not on the docs page.
export const Phone375: Story = { ...English, name: 'Phone 375 · English', globals: phone, tags: ['!autodocs'] };
export const Laptop1280: Story = { ...English, name: 'Laptop 1280 · English', globals: laptop, tags: ['!autodocs'] };
export const DesktopChinese: Story = { ...TraditionalChinesePhone, name: 'Desktop 1440 · 中文', globals: desktop, tags: ['!autodocs'] };
