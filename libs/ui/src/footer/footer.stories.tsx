import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, laptop, phone } from '../story-viewports';
import { Footer } from './footer';

const meta = {
  title: 'Frame/Footer',
  component: Footer,
  args: {
    year: 2026,
    boutiques: [
      { slug: 'central', name: 'Maison Oriel Central', district: 'Central' },
      { slug: 'tsim-sha-tsui', name: 'Maison Oriel Tsim Sha Tsui', district: 'Tsim Sha Tsui' },
    ],
  },
  globals: desktop,
  parameters: {
    docs: {
      description: {
        component: `The foot of every page (SPEC §2): client services (the enquiry e-mail, the telephone, an appointment booked by telephone), the permanent boutiques, the social networks, the three legal pages, and at its foot the language choice and the copyright line.

**Use** once per page, from the frame (\`SiteFrame\`); the boutiques come from the frame's data.

| Do | Don't |
| --- | --- |
| Link the other language to the same page (the header's \`LanguageSwitch\`) | Send the language link to the other language's home page |
| Show networks the house is not on yet in the same ring as the linked ones, muted and not linked | Mix ring styles (solid and dashed, circled and bare), or link a network the house has no page on |
| Keep a hairline above the footer when a dark band ends the page | Let a dark band run into the footer as one black block |`,
      },
    },
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { name: 'Desktop 1440 · English',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/legals-and-policy?sub=terms-of-use');
    await expect(canvas.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/legals-and-policy?sub=privacy-policy');
    await expect(canvas.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/legals-and-policy?sub=cookie-policy');
    await expect(canvas.getByRole('link', { name: '2602 0823' })).toHaveAttribute('href', 'tel:+85226020823');
    await expect(canvas.getByRole('link', { name: 'Enquiries' })).toHaveAttribute('href', expect.stringContaining('subject=Maison%20Oriel%20Enquiry'));
    for (const name of [/Facebook/, /Instagram/]) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('target', '_blank');
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    await expect(canvas.getByRole('img', { name: 'WeChat (coming soon)' })).toBeVisible();
    const copyright = canvasElement.querySelector('.oriel-footer__copyright')!;
    await expect(copyright).toHaveTextContent(`© ${args.year} Maison Oriel. All rights reserved.`);
    // The house's name never breaks between its two words.
    await expect(copyright.querySelector('.oriel-nobreak')).toHaveTextContent(/^Maison Oriel$/);
    await expect(canvas.getByRole('link', { name: 'Book an appointment' })).toHaveAttribute('href', 'tel:+85226020823');
    await expect(canvas.getByRole('link', { name: 'Tsim Sha Tsui' })).toHaveAttribute('href', '/boutiques#boutique-tsim-sha-tsui');
    // The language choice: the same page in Chinese, named in Chinese.
    await expect(canvas.getByRole('link', { name: /閱覽繁體中文版/ })).toHaveAttribute('href', '/tc');
  },
};

/** The permanent boutiques as the content names them in Chinese. */
const chineseBoutiques = [
  { slug: 'central', name: 'Maison Oriel 中環店', district: '中環' },
  { slug: 'tsim-sha-tsui', name: 'Maison Oriel 尖沙咀店', district: '尖沙咀' },
];

export const TraditionalChinese: Story = { name: 'Desktop 1440 · 中文',
  args: { boutiques: chineseBoutiques },
  parameters: { locale: 'tc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '使用條款' })).toHaveAttribute('href', '/tc/legals-and-policy?sub=terms-of-use');
    await expect(canvas.getByRole('link', { name: '尖沙咀' })).toHaveAttribute('href', '/tc/boutiques#boutique-tsim-sha-tsui');
    await expect(canvas.getByRole('img', { name: '小紅書（即將推出）' })).toBeVisible();
  },
};

export const Phone: Story = { name: 'Phone 375 · English',
  globals: phone,
};

export const PhoneChinese: Story = { name: 'Phone 375 · 中文',
  args: { boutiques: chineseBoutiques },
  globals: phone,
  parameters: { locale: 'tc' },
};

export const Laptop1280: Story = { name: 'Laptop 1280 · English', globals: laptop };
export const TraditionalChineseLaptop1280: Story = { name: 'Laptop 1280 · 中文', args: { boutiques: chineseBoutiques }, parameters: { locale: 'tc' }, globals: laptop };
