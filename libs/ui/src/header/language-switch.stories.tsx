import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, laptop, phone } from '../story-viewports';
import { LanguageSwitch } from './language-switch';

const meta = {
  title: 'Frame/Language switch',
  component: LanguageSwitch,
  parameters: {
    docs: { description: { component: `The same page (path and query) in the other language. Choosing it writes the language cookie; the header's menu reloads in that language.

**Use** in the header and the footer, and on the maintenance page.

| Do | Don't |
| --- | --- |
| Name the other language in itself ("中文", "English") with \`lang\` on the link | Use a flag for a language |
| Keep the visitor on the same page | Send the visitor to the other language's home |` } }, path: '/makeup/lips?sub=lipstick' },
  decorators: [(Story) => <div style={{ padding: '2rem', background: 'var(--oriel-black)', color: 'var(--oriel-ivory)' }}>{Story()}</div>],
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The same page, path and query, in the other language; named in that language for its readers. */
export const English: Story = { name: 'Desktop 1440 · English',
  globals: desktop,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '中文 閱覽繁體中文版' });
    await expect(link).toHaveAttribute('href', '/tc/makeup/lips?sub=lipstick');
    await expect(link).toHaveAttribute('lang', 'zh-Hant-HK');
  },
};

export const TraditionalChinese: Story = { name: 'Desktop 1440 · 中文',
  parameters: { locale: 'tc' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'EN View the English site' });
    await expect(link).toHaveAttribute('href', '/makeup/lips?sub=lipstick');
    await expect(link).toHaveAttribute('lang', 'en');
  },
};

/** 1280 px, the narrowest common laptop, in Chinese. */
export const TraditionalChineseLaptop1280: Story = { name: 'Laptop 1280 · 中文', parameters: { locale: 'tc' }, globals: laptop };

export const Phone375: Story = { globals: phone };

// The rest of the width and language matrix: in the sidebar and the test run, not on the docs page.
export const Laptop1280: Story = { ...English, name: 'Laptop 1280 · English', globals: laptop, tags: ['!autodocs'] };
export const PhoneChinese: Story = { ...TraditionalChinese, name: 'Phone 375 · 中文', globals: phone, tags: ['!autodocs'] };
