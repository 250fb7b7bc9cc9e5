import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, waitFor, within } from 'storybook/test';
import { desktop, laptop, phone } from '@oriel/ui/story-viewports';
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
  parameters: {
    docs: { description: { component: `The member view of SPEC §3/§4, drawn in place of the lookup's answer once the code is verified: the tier, a greeting with salutation and name, the points, the year they expire, and the message for the member's band (high: the highest gifts can be redeemed; medium: the points to the next gift; low: the points to the first gift). A black card, the tier in its metal; the greeting takes the focus, so a screen reader reads it first. Nothing of it is kept in the browser or put in the address.

**Use** only inside the loyalty lookup, after a verified code. Never on a page of its own: the points are shown to the member who proved the number or email, and to no one else.

| Do | Don't |
| --- | --- |
| Pass the member view as the data service answers it: the band and the points needed are its figures | Work out bands or thresholds in the page |
| Pass the lookup's "Look up another membership" control as \`startOver\` | Add a sign-in, account or sign-out link: the site has no member accounts |
| Keep "Programme terms" as the one other link, and the note that gifts are redeemed in person | Offer a "Redeem" button: redemption happens at the boutique |
| Keep the tier's metal to the tier line ("Gold member"), its rule and the links' underlines | Fill the card with the tier's colour: ivory text on silver would fall below 4.5:1 |` } },
  },
} satisfies Meta<typeof MemberCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** High band (1500 points or more): the highest gifts can be redeemed. */
export const GoldDesktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 3 });
    expect(heading).toHaveTextContent('Welcome, Ms. Mei Chan');
    // Focus moves to the greeting once the card is on screen (an effect, after the first paint).
    await waitFor(() => expect(heading).toHaveFocus());
    expect(canvas.getByText('Gold member')).toBeVisible();
    expect(canvas.getByText('1,620')).toBeVisible();
    expect(canvas.getByText(`Points expire on 31 Dec ${year}.`)).toBeVisible();
    expect(canvas.getByText('Congratulations! You can redeem our highest gifts.')).toBeVisible();
    expect(canvas.getByRole('button', { name: 'Look up another membership' })).toHaveAttribute('value', 'start-over');
  },
};

// The gold card (the default look) at the three widths in both languages; GoldDesktop is the desktop in
// English. The card's words come from the `loyalty` catalogue; its checks are in English.
export const GoldPhone: Story = { ...GoldDesktop, name: 'Gold · Phone 375 · English', tags: ['!autodocs'], globals: phone };
export const GoldLaptop: Story = { ...GoldDesktop, name: 'Gold · Laptop 1280 · English', tags: ['!autodocs'], globals: laptop };
export const GoldPhoneChinese: Story = { ...GoldDesktop, name: 'Gold · Phone 375 · 中文', tags: ['!autodocs'], parameters: { locale: 'tc' }, play: undefined, globals: phone };
export const GoldLaptopChinese: Story = { ...GoldDesktop, name: 'Gold · Laptop 1280 · 中文', tags: ['!autodocs'], parameters: { locale: 'tc' }, play: undefined, globals: laptop };
export const GoldDesktopChinese: Story = { ...GoldDesktop, name: 'Gold · Desktop 1440 · 中文', tags: ['!autodocs'], parameters: { locale: 'tc' }, play: undefined, globals: desktop };

/** Medium band: the points to the next gift threshold, in Chinese on a phone. */
export const SilverPhoneChinese: Story = {
  args: { member: members.silver },
  parameters: { locale: 'tc' },
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Wong 先生，歡迎您');
    expect(canvas.getByText('銀卡會員')).toBeVisible();
    expect(canvas.getByText('只需再賺取180積分，即可換領900積分的禮品。')).toBeVisible();
    expect(canvas.getByText(`積分將於${year}年12月31日到期。`)).toBeVisible();
  },
};

/** Low band (below 300): the points to the first reward. */
export const BlackPhone: Story = {
  args: { member: members.black },
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Black member')).toBeVisible();
    expect(canvas.getByText('Only 180 more points to start redeeming rewards.')).toBeVisible();
  },
};

const programme: LoyaltyProgrammeView = {
  tiers: [
    { id: 'Black', name: '黑卡', requirement: '黑卡是會籍的起點：於任何專門店體驗後即可免費登記，其後按消費晉級至銀卡及金卡。', benefits: ['每消費 HK$10 賺取1積分'] },
    { id: 'Silver', name: '銀卡', requirement: '任何消費。', benefits: ['每消費 HK$10 賺取1積分', '免費禮品包裝及刻字服務'] },
    { id: 'Gold', name: '金卡', requirement: '於一個曆年內淨消費滿 HK$10,000。', benefits: ['每消費 HK$10 賺取1.2積分'] },
  ],
  gifts: [
    { points: 300, name: '香氛探索套裝', detail: '五款 Eau de parfum，每款 2ml' },
    { points: 300, name: '潤唇膏', detail: '滋潤潤唇膏，3.5g' },
    { points: 900, name: 'HK$200 禮券', detail: '適用於下次消費滿 HK$2,000' },
    { points: 1500, name: 'HK$500 禮券', detail: '適用於下次消費滿 HK$4,000' },
  ],
};

/** The tier list and the gifts table, as /exclusive-rewards shows them one section after the other (each has its own docs page); in Chinese, where the thresholds group the gifts. */
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
    // One joins at Black; Silver and Gold are upgrades.
    expect(canvas.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['入會條件', '專享禮遇', '晉級條件', '專享禮遇', '晉級條件', '專享禮遇']);
    const table = canvas.getByRole('table', { name: '禮品及所需積分' });
    expect(within(table).getByRole('rowheader', { name: '300積分' })).toBeVisible();
    expect(within(table).getByRole('rowheader', { name: '1,500積分或以上' })).toBeVisible();
  },
};
