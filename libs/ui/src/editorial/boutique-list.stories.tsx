import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, laptop, phone } from '../story-viewports';
import { BoutiqueList } from './boutique-list';

const meta = {
  title: 'Editorial/BoutiqueList',
  component: BoutiqueList,
  args: {
    headingLevel: 3,
    boutiques: [
      { slug: 'central', name: 'Central', address: 'Shop 12, The Landmark, 15 Queen’s Road Central, Hong Kong', kind: 'permanent', hours: 'Daily 10:00–20:00', phone: '2602 0823', mapUrl: 'https://maps.example.com/central', today: { opens: '10:00', closes: '20:00' }, mapLinks: { google: 'https://www.google.com/maps/search/?api=1&query=Central', apple: 'https://maps.apple.com/?q=Central' } },
      { slug: 'tsim-sha-tsui', name: 'Tsim Sha Tsui', address: 'Shop 7, Harbour City, 3 Canton Road, Tsim Sha Tsui', kind: 'permanent', hours: 'Daily 11:00–21:00', phone: '2602 0824', mapUrl: 'https://maps.example.com/tst', today: 'closed' },
      { slug: 'ifc', name: 'ifc mall pop-up library', address: 'Level 1, ifc mall, 8 Finance Street, Central', kind: 'pop-up', opens: '2023-10-18', closes: '2023-10-31', phone: null, mapUrl: 'https://maps.example.com/ifc' },
    ],
  },
  decorators: [(Story) => <div style={{ padding: '2rem' }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component: `The house's boutiques where a visitor decides to go: picture, name, address, **today's hours** (computed in Hong Kong time by the page), the week's hours, **Book an appointment** (a telephone call: the house books by phone) and the map in the house's link, Google Maps or Apple Maps.

**Use** on the boutique list, under a product ("Find it in a boutique") and where a campaign sends visitors to a boutique. Give \`today\` and \`mapLinks\` from the page's view model (\`toBoutique(b, now)\`); use \`compact\` for pop-ups that have closed.

| Do | Don't |
| --- | --- |
| Let two boutiques sit in two columns (the grid does it) | Centre a lone last card off the grid |
| Say "Closed today" when the content says \`closed\` | Invent hours for a boutique whose content gives none (the line is then left out) |
| Keep "Book an appointment" a \`tel:\` link | Put a form here that sends nowhere, or a map script or embed |
| Keep the map links' names ("Central in Google Maps (opens in a new tab)") | Show a map pin or an icon alone |`,
      },
    },
  },
} satisfies Meta<typeof BoutiqueList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Name, address, today's hours, a call to book, a telephone link and map links that say they open a new tab. */
export const Desktop: Story = { name: 'Desktop 1440 · English',
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('.ed-boutique')).toHaveLength(3);
    // Central's number, and the house's for the pop-up that has none of its own.
    for (const link of canvas.getAllByRole('link', { name: '2602 0823' })) await expect(link).toHaveAttribute('href', 'tel:+85226020823');
    await expect(canvas.getByRole('link', { name: 'Book an appointment at Central: call 2602 0823' })).toHaveAttribute('href', 'tel:+85226020823');
    await expect(canvas.getByText('Today 10:00–20:00')).toBeVisible();
    await expect(canvas.getByText('Closed today')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Central in Google Maps (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    const map = canvas.getByRole('link', { name: 'Map of Central (opens in a new tab)' });
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    // A pop-up shows its run; it has no telephone.
    await expect(canvas.getByText(/Pop-up store/)).toHaveTextContent(/Pop-up store · .*18.* – .*31.*2023/);
  },
};

export const TraditionalChinesePhone: Story = { name: 'Phone 375 · 中文',
  args: {
    boutiques: [
      { slug: 'central', name: '中環', address: '香港皇后大道中15號置地廣場12號舖', kind: 'permanent', hours: '每日 10:00–20:00', phone: '2602 0823', mapUrl: 'https://maps.example.com/central', today: { opens: '10:00', closes: '20:00' }, mapLinks: { google: 'https://www.google.com/maps/search/?api=1&query=Central', apple: 'https://maps.apple.com/?q=Central' } },
      { slug: 'tsim-sha-tsui', name: '尖沙咀', address: '九龍尖沙咀廣東道3號海港城7號舖', kind: 'permanent', hours: '每日 11:00–21:00', phone: '2602 0824', mapUrl: 'https://maps.example.com/tst', today: 'closed' },
      { slug: 'ifc', name: 'ifc 商場期間限定圖書館', address: '中環金融街8號ifc商場1樓', kind: 'pop-up', opens: '2023-10-18', closes: '2023-10-31', phone: null, mapUrl: 'https://maps.example.com/ifc' },
    ],
  },
  parameters: { locale: 'tc' },
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '地圖：中環（於新分頁開啟）' })).toBeVisible();
    await expect(canvas.getByText(/期間限定店/)).toBeVisible();
    await expect(canvas.getByText('今日休息')).toBeVisible();
  },
};

/** Past pop-ups: no picture, no booking and no "today", just where they were and when. */
export const CompactPastPopUps: Story = {
  args: { compact: true, boutiques: [{ slug: 'ifc', name: 'ifc mall pop-up library', address: 'Level 1, ifc mall, 8 Finance Street, Central', kind: 'pop-up', opens: '2023-10-18', closes: '2023-10-31', phone: null, mapUrl: 'https://maps.example.com/ifc' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: /Book an appointment/ })).toBeNull();
  },
};

export const Laptop1280: Story = { name: 'Laptop 1280 · English', globals: laptop };
export const TraditionalChineseDesktop1440: Story = { ...TraditionalChinesePhone, name: 'Desktop 1440 · 中文', globals: desktop };

// The rest of the width and language matrix: in the sidebar and the test run, not on the docs page.
export const Phone375: Story = { ...Desktop, name: 'Phone 375 · English', globals: phone, tags: ['!autodocs'] };
export const LaptopChinese: Story = { ...TraditionalChinesePhone, name: 'Laptop 1280 · 中文', globals: laptop, tags: ['!autodocs'] };
