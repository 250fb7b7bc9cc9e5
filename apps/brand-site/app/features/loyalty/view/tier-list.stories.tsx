import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, laptop, phone } from '@oriel/ui/story-viewports';
import { type LoyaltyProgrammeView, TierList } from './programme';

const tiers: LoyaltyProgrammeView['tiers'] = [
  { id: 'Black', name: 'Black', requirement: 'Join at any boutique after an experience.', benefits: ['1 point for every HK$10'] },
  { id: 'Silver', name: 'Silver', requirement: 'Any purchase.', benefits: ['1 point for every HK$10', 'Free gift wrapping and engraving'] },
  { id: 'Gold', name: 'Gold', requirement: 'A net spend of HK$10,000 in one calendar year.', benefits: ['1.2 points for every HK$10'] },
];

const meta = {
  title: 'Forms/Loyalty tier list',
  component: TierList,
  args: { tiers },
  decorators: [(Story) => <div style={{ maxWidth: '64rem', margin: '2rem auto', padding: '0 1.25rem' }}>{Story()}</div>],
  parameters: {
    docs: { description: { component: `The three tiers of SPEC §3/§4, Black, Silver and Gold, in order: each with how one reaches it and its privileges. Black says "How to join", Silver and Gold "How to upgrade"; three columns on a laptop, one under another on a phone. The words come from the programme's content (\`content/loyalty/programme.json\`, in the page's language), not from the component.

**Use** in the "Three tiers" section of /exclusive-rewards, under the section's \`<h2>\` (each tier is an \`<h3>\`). Not to tell members their own tier: the member card does that.

| Do | Don't |
| --- | --- |
| Keep the three tiers, Black first: every member joins at Black and moves up | Reorder the tiers, or show Gold alone as a teaser |
| Change requirements and privileges in the programme's content, in both languages | Write tier rules into a page or into the component |
| Keep each privilege one short line ("Earn 1 point for every HK$10") | Put the gifts table or the terms inside a tier |
| Place it under a section heading | Put it where its \`<h3>\` headings would skip a level |` } },
  },
} satisfies Meta<typeof TierList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The three tiers in order, each with how to join and its privileges. */
export const Desktop: Story = { name: 'Desktop 1440 · English',
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Black', 'Silver', 'Gold']);
    // The entry tier says how to join; the others how to move up to them.
    await expect(canvas.getAllByRole('heading', { level: 4 }).filter((h) => /How to (join|upgrade)/.test(h.textContent ?? '')).map((h) => h.textContent)).toEqual(['How to join', 'How to upgrade', 'How to upgrade']);
    await expect(canvas.getByText('Free gift wrapping and engraving')).toBeVisible();
  },
};

export const TraditionalChinesePhone: Story = { name: 'Phone 375 · 中文',
  args: {
    tiers: [
      { id: 'Black', name: '黑卡', requirement: '於任何專門店體驗後登記成為會員。', benefits: ['每消費 HK$10 賺取 1 積分'] },
      { id: 'Silver', name: '銀卡', requirement: '任何消費。', benefits: ['每消費 HK$10 賺取 1 積分', '免費禮品包裝及刻字服務'] },
    ],
  },
  parameters: { locale: 'tc' },
  globals: phone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 4, name: '專享禮遇' })).toHaveLength(2);
    await expect(within(canvasElement).getByRole('heading', { level: 4, name: '晉級條件' })).toBeVisible();
  },
};

// The matrix: Desktop is the desktop in English, TraditionalChinesePhone the phone in Chinese.
export const Phone375: Story = { ...Desktop, name: 'Phone 375 · English', tags: ['!autodocs'], globals: phone };
export const Laptop1280: Story = { ...Desktop, name: 'Laptop 1280 · English', tags: ['!autodocs'], globals: laptop };
export const LaptopChinese: Story = { ...TraditionalChinesePhone, name: 'Laptop 1280 · 中文', tags: ['!autodocs'], globals: laptop };
export const DesktopChinese: Story = { ...TraditionalChinesePhone, name: 'Desktop 1440 · 中文', tags: ['!autodocs'], globals: desktop };
