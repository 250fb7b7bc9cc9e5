import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SubNav } from './sub-nav';

const meta = {
  title: 'Editorial/SubNav',
  component: SubNav,
  args: {
    label: 'Lips',
    tone: 'light',
    items: [
      { label: 'Lipstick', to: '/makeup/lips?sub=lipstick', current: true },
      { label: 'Lip balm', to: '/makeup/lips?sub=lip-balm', current: false },
    ],
  },
  argTypes: { tone: { control: 'inline-radio', options: ['light', 'dark'] } },
  decorators: [(Story) => <div style={{ padding: '2rem' }}>{Story()}</div>],
} satisfies Meta<typeof SubNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs between sub-pages: a labelled navigation, the current one marked. */
export const MakeupSubCategories: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Lips' }));
    await expect(nav.getByRole('link', { name: 'Lipstick' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Lip balm' })).toHaveAttribute('href', '/makeup/lips?sub=lip-balm');
    await expect(nav.getByRole('link', { name: 'Lip balm' })).not.toHaveAttribute('aria-current');
  },
};

/** The legal pages on a phone: four tabs in a row that scrolls sideways. */
export const LegalPagesPhone: Story = {
  args: {
    label: 'Policies and terms',
    items: [
      { label: 'Privacy policy', to: '/legals-and-policy?sub=privacy-policy', current: false },
      { label: 'Terms of use', to: '/legals-and-policy?sub=terms-of-use', current: false },
      { label: 'Cookie policy', to: '/legals-and-policy?sub=cookie-policy', current: true },
    ],
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('aria-current', 'page');
  },
};

export const TraditionalChinese: Story = {
  args: {
    label: '唇部',
    items: [
      { label: '唇膏', to: '/makeup/lips?sub=lipstick', current: true },
      { label: '潤唇膏', to: '/makeup/lips?sub=lip-balm', current: false },
    ],
  },
  parameters: { locale: 'tc' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '潤唇膏' })).toHaveAttribute('href', '/tc/makeup/lips?sub=lip-balm');
  },
};
