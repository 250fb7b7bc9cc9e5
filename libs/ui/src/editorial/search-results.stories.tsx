import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, laptop, phone } from '../story-viewports';
import { SearchResultList } from './search-results';
import { storyImages } from './story-fixtures';

const meta = {
  title: 'Editorial/SearchResultList',
  component: SearchResultList,
  args: {
    results: [
      { to: '/fragrance/matin', title: 'Matin', label: 'Collection', summary: 'The hour before the city wakes.', image: { ...storyImages.sea, alt: '' } },
      { to: '/makeup/lips/rouge-matin', title: 'Rouge Matin', label: 'Lips', summary: 'Sheer tinted lipstick', image: { ...storyImages.rose, alt: '' } },
      { to: '/article/the-making-of-matin', title: 'The making of Matin', label: 'Story', summary: 'A year of early mornings.' },
    ],
  },
  parameters: { docs: { description: { component: `Search results as a list: a small picture, what it is, its name and one line; each row is one link to the result in the current language.

**Use** on the search page; when there are no results, say so and offer the sections instead of an empty list.

| Do | Don't |
| --- | --- |
| Label each result with its kind ("Collection", "Lips", "Story") | Mix results without saying what each is |
| Keep the picture decorative (\`alt=""\`): the name says it | Repeat the name in the picture's alt text |
| Keep the summary to one line | Show prices or availability the site cannot honour |` } } },
} satisfies Meta<typeof SearchResultList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { name: 'Desktop 1440 · English',
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each row is one link to the result's page, named by what it shows.
    await expect(canvas.getByRole('link', { name: /Rouge Matin/ })).toHaveAttribute('href', '/makeup/lips/rouge-matin');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Phone: Story = { name: 'Phone 375 · English',
  globals: phone,
};

export const TraditionalChinese: Story = { name: 'Desktop 1440 · 中文',
  parameters: { locale: 'tc' },
  globals: desktop,
  args: {
    results: [
      { to: '/home-fragrance/a-la-maison', title: '香居系列', label: '系列', summary: '把香氣帶回家。', image: { ...storyImages.amber, alt: '' } },
      { to: '/makeup/lips/rouge-matin', title: 'Rouge Matin', label: '唇妝', summary: '透薄潤色唇膏', image: { ...storyImages.rose, alt: '' } },
      { to: '/article/the-making-of-matin', title: '晨光系列的誕生', label: '品牌故事', summary: '一年的清晨。' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /香居系列/ })).toHaveAttribute('href', '/tc/home-fragrance/a-la-maison');
  },
};

/** 1280 px, the narrowest common laptop, in Chinese. */
export const TraditionalChineseLaptop1280: Story = { ...TraditionalChinese, name: 'Laptop 1280 · 中文', globals: laptop };

// The rest of the width and language matrix: in the sidebar and the test run, not on the docs page.
export const Laptop1280: Story = { ...Desktop, name: 'Laptop 1280 · English', globals: laptop, tags: ['!autodocs'] };
export const PhoneChinese: Story = { ...TraditionalChinese, name: 'Phone 375 · 中文', globals: phone, tags: ['!autodocs'] };
