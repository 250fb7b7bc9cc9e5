import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
} satisfies Meta<typeof GiftTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A captioned table: gifts grouped under the points that redeem them, the top one "or above". */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Gifts and the points needed to redeem them' }));
    await expect(table.getByRole('rowheader', { name: '300 points' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: '1,500 points or above' })).toBeVisible();
    await expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Points', 'Gift', 'Details']);
  },
};

export const TraditionalChinesePhone: Story = {
  args: {
    gifts: [
      { points: 300, name: '香氛探索套裝', detail: '五款淡香精，每款 2 毫升' },
      { points: 900, name: 'HK$200 優惠券', detail: '適用於下次消費滿 HK$2,000' },
    ],
  },
  parameters: { locale: 'tc' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('rowheader', { name: '900積分或以上' })).toBeVisible();
  },
};
