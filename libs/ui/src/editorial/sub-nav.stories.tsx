import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, laptop, phone } from '../story-viewports';
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
  parameters: { docs: { description: { component: `Quiet horizontal tabs between the sub-pages of a section (makeup sub-categories, legal pages); the current one marked \`aria-current\`.

**Use** under a landing header where a section has a few siblings; each item is a real link (works without JavaScript).

| Do | Don't |
| --- | --- |
| Keep labels short so they fit one row at 375px (they scroll sideways, never wrap) | Use it for more than about eight items |
| Give it a \`label\` that names what it chooses ("Lip products") | Use it as the site's main navigation or for filters that post a form |` } } },
} satisfies Meta<typeof SubNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs between sub-pages: a labelled navigation, the current one marked. */
export const MakeupSubCategories: Story = {
  globals: desktop,
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
  globals: phone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('aria-current', 'page');
  },
};

export const TraditionalChinese: Story = { name: 'Desktop 1440 · 中文',
  args: {
    label: '唇部',
    items: [
      { label: '唇膏', to: '/makeup/lips?sub=lipstick', current: true },
      { label: '潤唇膏', to: '/makeup/lips?sub=lip-balm', current: false },
    ],
  },
  parameters: { locale: 'tc' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '潤唇膏' })).toHaveAttribute('href', '/tc/makeup/lips?sub=lip-balm');
  },
};

/** 1280 px, the narrowest common laptop, in Chinese. */
export const TraditionalChineseLaptop1280: Story = { ...TraditionalChinese, name: 'Laptop 1280 · 中文', globals: laptop };

// The rest of the width and language matrix: in the sidebar and the test run, not on the docs page.
export const Phone375: Story = { ...MakeupSubCategories, name: 'Phone 375 · English', globals: phone, tags: ['!autodocs'] };
export const Laptop1280: Story = { ...MakeupSubCategories, name: 'Laptop 1280 · English', globals: laptop, tags: ['!autodocs'] };
export const PhoneChinese: Story = { ...TraditionalChinese, name: 'Phone 375 · 中文', globals: phone, tags: ['!autodocs'] };
