import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, laptop, phone } from '../story-viewports';
import { FactList } from './fact-list';

const meta = {
  title: 'Editorial/FactList',
  component: FactList,
  args: {
    facts: [
      { key: 'family', label: 'Olfactory family', value: 'Aquatic' },
      { key: 'notes', label: 'Notes', value: 'Sea salt, white tea, bergamot' },
      { key: 'volumes', label: 'Volumes', value: '50 ml · 100 ml' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: '32rem', padding: '2rem' }}>{Story()}</div>],
  parameters: { docs: { description: { component: `Label and value pairs as a definition list: olfactory family, notes, sizes and prices, shades.

**Use** for a product's facts and a campaign's practical details.

| Do | Don't |
| --- | --- |
| Keep labels short nouns ("Olfactory family", "Size") | Put sentences in labels |
| Say a shared size and price once, then the shades | Repeat the same price on every shade |
| Show a shade as a swatch with its name | Show a colour alone without a name |` } } },
} satisfies Meta<typeof FactList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A definition list: each label is a term, each value its definition. */
export const Fragrance: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['Olfactory family', 'Notes', 'Volumes']);
    await expect(canvas.getAllByRole('definition')[2]).toHaveTextContent('50 ml · 100 ml');
  },
};

export const TraditionalChinese: Story = {
  args: {
    facts: [
      { key: 'family', label: '香調', value: '水生調' },
      { key: 'notes', label: '香調成分', value: '海鹽、白茶、佛手柑' },
      { key: 'volumes', label: '容量', value: '50 毫升 · 100 毫升' },
    ],
  },
  parameters: { locale: 'tc' },
  globals: phone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('term')).toHaveLength(3);
  },
};

/** 1280 px, the narrowest common laptop, in Chinese. */
export const TraditionalChineseLaptop1280: Story = { ...TraditionalChinese, name: 'Laptop 1280 · 中文', globals: laptop };

// The rest of the width and language matrix: in the sidebar and the test run, not on the docs page.
export const Phone375: Story = { ...Fragrance, name: 'Phone 375 · English', globals: phone, tags: ['!autodocs'] };
export const Laptop1280: Story = { ...Fragrance, name: 'Laptop 1280 · English', globals: laptop, tags: ['!autodocs'] };
export const DesktopChinese: Story = { ...TraditionalChinese, name: 'Desktop 1440 · 中文', globals: desktop, tags: ['!autodocs'] };
