import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, laptop, phone } from '../story-viewports';
import { ArticleCard } from './article-card';
import { storyImages } from './story-fixtures';

const meta = {
  title: 'Editorial/ArticleCard',
  component: ArticleCard,
  args: {
    article: { to: '/article/the-making-of-matin', title: 'The making of Matin', excerpt: 'How a window on the harbour became four fragrances.', date: '2025-10-01', image: storyImages.hero },
    featured: false,
    priority: false,
    headingLevel: 2,
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3] } },
  decorators: [(Story) => <div style={{ maxWidth: '26rem', padding: '2rem' }}>{Story()}</div>],
  parameters: { docs: { description: { component: `A brand story in a list: cover, date, title and excerpt; the whole card is one link in the current language.

**Use** on the story list and in "From the house" sections; \`featured\` for the first, newest story.

| Do | Don't |
| --- | --- |
| Let the title name the link (the cover has no words of its own to add) | Add a separate "Read more" link to the same story |
| Use \`featured\` once per list | Feature several cards in one row |
| Set \`headingLevel\` to fit the page's outline | Skip from \`<h1>\` to \`<h3>\` |` } } },
} satisfies Meta<typeof ArticleCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole card is one link to the story, in the current locale; the date is written out. */
export const Card: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /The making of Matin/ })).toHaveAttribute('href', '/article/the-making-of-matin');
    await expect(canvas.getByRole('heading', { level: 2, name: 'The making of Matin' })).toBeVisible();
    const date = canvasElement.querySelector('time')!;
    await expect(date).toHaveAttribute('datetime', '2025-10-01');
    await expect(date).toHaveTextContent(/October/);
  },
};

/** The first story of a list: wide, picture beside the text on desktop. */
export const Featured: Story = {
  args: { featured: true, priority: true },
  decorators: [(Story) => <div style={{ maxWidth: '72rem', padding: '2rem' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    // The featured story's cover is the page's largest picture: loaded at once, not lazily.
    await expect(canvasElement.querySelector('img')).not.toHaveAttribute('loading', 'lazy');
  },
};

export const TraditionalChinesePhone: Story = { name: 'Phone 375 · 中文',
  args: { article: { to: '/article/the-making-of-matin', title: '晨光的誕生', excerpt: '海港上的一扇窗，如何化成四款香氛。', date: '2025-10-01', image: storyImages.hero } },
  parameters: { locale: 'tc' },
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /晨光的誕生/ })).toHaveAttribute('href', '/tc/article/the-making-of-matin');
    await expect(canvasElement.querySelector('time')).toHaveTextContent('2025年10月1日');
  },
};

/** 1280 px, the narrowest common laptop, in Chinese. */
export const TraditionalChineseLaptop1280: Story = { ...TraditionalChinesePhone, name: 'Laptop 1280 · 中文', globals: laptop };

// The rest of the width and language matrix: in the sidebar and the test run, not on the docs page.
export const Phone375: Story = { ...Card, name: 'Phone 375 · English', globals: phone, tags: ['!autodocs'] };
export const Laptop1280: Story = { ...Card, name: 'Laptop 1280 · English', globals: laptop, tags: ['!autodocs'] };
export const DesktopChinese: Story = { ...TraditionalChinesePhone, name: 'Desktop 1440 · 中文', globals: desktop, tags: ['!autodocs'] };
