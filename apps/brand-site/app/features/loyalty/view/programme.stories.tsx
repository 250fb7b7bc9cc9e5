import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, laptop, phone } from '@oriel/ui/story-viewports';
import { GiftTable, type LoyaltyProgrammeView } from './programme';

// The English programme texts as content/loyalty/programme.json gives them (GET /api/loyalty/programme).
const gifts: LoyaltyProgrammeView['gifts'] = [
  { points: 300, name: 'Fragrance discovery set', detail: 'Five eaux de parfum, 2 ml each' },
  { points: 300, name: 'Lip balm', detail: 'Nourishing lip balm, 3.5 g' },
  { points: 900, name: 'HK$200 voucher', detail: 'On your next purchase of HK$2,000' },
  { points: 1500, name: 'HK$500 voucher', detail: 'On your next purchase of HK$4,000' },
];

const meta = {
  title: 'Forms/Loyalty gift table',
  component: GiftTable,
  args: { gifts },
  decorators: [(Story) => <div style={{ maxWidth: '44rem', margin: '2rem auto', padding: '0 1.25rem' }}>{Story()}</div>],
  parameters: {
    docs: { description: { component: `The nine gifts of SPEC §3/§9 as a table captioned for screen readers, grouped under the points that redeem them (300, 500, 900, 1,500); the highest group reads "or above". On a phone each gift stacks under its points. The words come from the programme's content (\`content/loyalty/programme.json\`).

**Use** in the "Gifts for your points" section of /exclusive-rewards. Not inside the member card, which says how many points are left to the next gift.

| Do | Don't |
| --- | --- |
| Give every gift one of the four thresholds as its cost | Add a threshold of your own: the member card's messages count to these four |
| Keep the gift's name short and put the size or the condition in Details ("For a next purchase of HK$2,000 or more") | Put a price or the earning rate in a gift's name |
| Keep it a table, with its column headers and the points as row headers | Redraw the gifts as cards or a picture grid |
| Say in the section's intro that gifts are redeemed in person at the boutiques | Offer to redeem online: the site cannot |` } },
  },
} satisfies Meta<typeof GiftTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A captioned table: gifts grouped under the points that redeem them, the top one "or above". */
export const Desktop: Story = { name: 'Desktop 1440 · English',
  globals: desktop,
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Gifts and the points needed to redeem them' }));
    await expect(table.getByRole('rowheader', { name: '300 points' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: '1,500 points or above' })).toBeVisible();
    await expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Points', 'Gift', 'Details']);
  },
};

export const TraditionalChinesePhone: Story = { name: 'Phone 375 · 中文',
  args: {
    gifts: [
      { points: 300, name: '香氛探索套裝', detail: '五款淡香精，每款 2 毫升' },
      { points: 900, name: 'HK$200 優惠券', detail: '適用於下次消費滿 HK$2,000' },
    ],
  },
  parameters: { locale: 'tc' },
  globals: phone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('rowheader', { name: '900積分或以上' })).toBeVisible();
  },
};

// The matrix: Desktop is the desktop in English, TraditionalChinesePhone the phone in Chinese.
// On a phone the column headers are hidden (each gift stacks under its points): Desktop's checks of them do not hold there.
export const Phone375: Story = { ...Desktop, name: 'Phone 375 · English', tags: ['!autodocs'], play: undefined, globals: phone };
export const Laptop1280: Story = { ...Desktop, name: 'Laptop 1280 · English', tags: ['!autodocs'], globals: laptop };
export const LaptopChinese: Story = { ...TraditionalChinesePhone, name: 'Laptop 1280 · 中文', tags: ['!autodocs'], globals: laptop };
export const DesktopChinese: Story = { ...TraditionalChinesePhone, name: 'Desktop 1440 · 中文', tags: ['!autodocs'], globals: desktop };
