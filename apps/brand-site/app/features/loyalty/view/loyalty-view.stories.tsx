import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, within } from 'storybook/test';
import { type LoyaltyMemberView, MemberCard } from './member-card';
import { GiftTable, type LoyaltyProgrammeView, TierList } from './programme';

const year = new Date().getFullYear();
const members: Record<'gold' | 'silver' | 'black', LoyaltyMemberView> = {
  gold: { salutation: 'Ms.', firstName: 'Mei', lastName: 'Chan', tier: 'Gold', points: 1620, pointsExpireOn: `${year}-12-31`, band: { band: 'high' } },
  silver: {
    salutation: 'Mr.',
    firstName: 'Ka Ho',
    lastName: 'Wong',
    tier: 'Silver',
    points: 720,
    pointsExpireOn: `${year}-12-31`,
    band: { band: 'medium', nextThreshold: 900, pointsNeeded: 180 },
  },
  black: {
    salutation: 'Mrs.',
    firstName: 'Siu Ling',
    lastName: 'Lee',
    tier: 'Black',
    points: 120,
    pointsExpireOn: `${year}-12-31`,
    band: { band: 'low', nextThreshold: 300, pointsNeeded: 180 },
  },
};

function Frame({ children }: { children: React.ReactNode }) {
  return <div style={{ maxWidth: '44rem', margin: '2rem auto', padding: '0 1.25rem' }}>{children}</div>;
}

const meta = {
  title: 'Brand site/Loyalty member card',
  component: MemberCard,
  args: {
    member: members.gold,
    startOver: (
      <button type="submit" name="intent" value="start-over" className="loyalty-link">
        <FormattedMessage id="loyalty.member.done" />
      </button>
    ),
  },
  decorators: [(Story) => <Frame>{Story()}</Frame>],
} satisfies Meta<typeof MemberCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** High band (1500 points or more): the highest gifts can be redeemed. */
export const GoldDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 3 });
    expect(heading).toHaveTextContent('Welcome, Ms. Mei Chan');
    expect(heading).toHaveFocus();
    expect(canvas.getByText('Gold member')).toBeVisible();
    expect(canvas.getByText('1,620')).toBeVisible();
    expect(canvas.getByText(`Points expire on 31 Dec ${year}.`)).toBeVisible();
    expect(canvas.getByText('Congratulations! You can redeem our highest gifts.')).toBeVisible();
    expect(canvas.getByRole('button', { name: 'Look up another membership' })).toHaveAttribute('value', 'start-over');
  },
};

/** Medium band: the points to the next gift threshold, in Chinese on a phone. */
export const SilverPhoneChinese: Story = {
  args: { member: members.silver },
  parameters: { locale: 'tc' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('歡迎您，Ka Ho Wong 先生');
    expect(canvas.getByText('銀卡會員')).toBeVisible();
    expect(canvas.getByText('只需再賺取 180 積分，即可換領 900 積分的禮品。')).toBeVisible();
    expect(canvas.getByText(`積分將於 ${year} 年 12 月 31 日到期。`)).toBeVisible();
  },
};

/** Low band (below 300): the points to the first reward. */
export const BlackPhone: Story = {
  args: { member: members.black },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Black member')).toBeVisible();
    expect(canvas.getByText('Only 180 more points to start redeeming rewards.')).toBeVisible();
  },
};

const programme: LoyaltyProgrammeView = {
  tiers: [
    { id: 'Black', name: '黑卡', requirement: '於任何專門店體驗後登記成為會員。', benefits: ['每消費 HK$10 賺取 1 積分'] },
    { id: 'Silver', name: '銀卡', requirement: '任何消費。', benefits: ['每消費 HK$10 賺取 1 積分', '免費禮品包裝及刻字服務'] },
    { id: 'Gold', name: '金卡', requirement: '於一個曆年內淨消費滿 HK$10,000。', benefits: ['每消費 HK$10 賺取 1.2 積分'] },
  ],
  gifts: [
    { points: 300, name: '香氛探索套裝', detail: '五款淡香精，每款 2 毫升' },
    { points: 300, name: '潤唇膏', detail: '滋潤潤唇膏，3.5 克' },
    { points: 900, name: 'HK$200 優惠券', detail: '適用於下次消費滿 HK$2,000' },
    { points: 1500, name: 'HK$500 優惠券', detail: '適用於下次消費滿 HK$4,000' },
  ],
};

/** The tiers and the gifts table of the page, in Chinese: thresholds group the gifts. */
export const ProgrammeChinese: StoryObj = {
  parameters: { locale: 'tc' },
  render: () => (
    <Frame>
      <TierList tiers={programme.tiers} />
      <div style={{ height: '2rem' }} />
      <GiftTable gifts={programme.gifts} />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['黑卡', '銀卡', '金卡']);
    const table = canvas.getByRole('table', { name: '禮品及所需積分' });
    expect(within(table).getByRole('rowheader', { name: '300 積分' })).toBeVisible();
    expect(within(table).getByRole('rowheader', { name: '1,500 積分或以上' })).toBeVisible();
  },
};
