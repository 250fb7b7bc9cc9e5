import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, laptop, phone } from '../story-viewports';
import { Breadcrumb } from './breadcrumb';

const meta = {
  title: 'Editorial/Breadcrumb',
  component: Breadcrumb,
  args: {
    tone: 'light',
    crumbs: [
      { label: 'Home', to: '/' },
      { label: 'Fragrance', to: '/fragrance' },
      { label: 'Matin', to: '/fragrance/matin' },
    ],
  },
  argTypes: { tone: { control: 'inline-radio', options: ['light', 'dark'] } },
  decorators: [(Story, context) => <div style={{ padding: '2rem', background: context.args.tone === 'dark' ? '#1b1714' : undefined }}>{Story()}</div>],
  parameters: { docs: { description: { component: `Where the page sits in the house: a labelled trail whose last crumb is the current page (\`aria-current="page"\`, not a link).

**Use** on collection, category, product and story pages; \`tone="dark"\` over the product stage or a dark hero.

| Do | Don't |
| --- | --- |
| Name crumbs as the navigation names them ("Fragrance", "Matin") | Invent a level the site has no page for |
| Keep the trail to one line at 1280px and up; let it wrap on phones | Truncate names with an ellipsis |
| Use \`tone="dark"\` on dark grounds (contrast 4.5:1) | Put a breadcrumb on the home page or on utility pages |` } } },
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled trail: links to the pages above, the current page marked and not linked. */
export const Light: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const trail = within(within(canvasElement).getByRole('navigation', { name: 'You are here' }));
    await expect(trail.getByRole('link', { name: 'Fragrance' })).toHaveAttribute('href', '/fragrance');
    await expect(trail.queryByRole('link', { name: 'Matin' })).toBeNull();
    await expect(trail.getByText('Matin')).toHaveAttribute('aria-current', 'page');
  },
};

/** On a dark hero. */
export const Dark: Story = {
  args: { tone: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  },
};

export const TraditionalChinese: Story = {
  args: {
    crumbs: [
      { label: '主頁', to: '/' },
      { label: '香水', to: '/fragrance' },
      { label: '晨光系列', to: '/fragrance/matin' },
    ],
  },
  parameters: { locale: 'tc' },
  globals: phone,
  play: async ({ canvasElement }) => {
    const trail = within(within(canvasElement).getByRole('navigation', { name: '目前位置' }));
    await expect(trail.getByRole('link', { name: '香水' })).toHaveAttribute('href', '/tc/fragrance');
  },
};

/** 1280 px, the narrowest common laptop, in Chinese. */
export const TraditionalChineseLaptop1280: Story = { ...TraditionalChinese, name: 'Laptop 1280 · 中文', globals: laptop };

// The rest of the width and language matrix: in the sidebar and the test run, not on the docs page.
export const Phone375: Story = { ...Light, name: 'Phone 375 · English', globals: phone, tags: ['!autodocs'] };
export const Laptop1280: Story = { ...Light, name: 'Laptop 1280 · English', globals: laptop, tags: ['!autodocs'] };
export const DesktopChinese: Story = { ...TraditionalChinese, name: 'Desktop 1440 · 中文', globals: desktop, tags: ['!autodocs'] };
