import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BoutiqueList } from './boutique-list';

const meta = {
  title: 'Editorial/BoutiqueList',
  component: BoutiqueList,
  args: {
    headingLevel: 3,
    boutiques: [
      { slug: 'central', name: 'Central', address: 'Shop 12, The Landmark, 15 Queen’s Road Central, Hong Kong', kind: 'permanent', hours: 'Daily 10:00–20:00', phone: '2602 0823', mapUrl: 'https://maps.example.com/central' },
      { slug: 'tsim-sha-tsui', name: 'Tsim Sha Tsui', address: 'Shop 7, Harbour City, 3 Canton Road, Tsim Sha Tsui', kind: 'permanent', hours: 'Daily 11:00–21:00', phone: '2602 0824', mapUrl: 'https://maps.example.com/tst' },
      { slug: 'ifc', name: 'ifc mall pop-up library', address: 'Level 1, ifc mall, 8 Finance Street, Central', kind: 'pop-up', opens: '2023-10-18', closes: '2023-10-31', phone: null, mapUrl: 'https://maps.example.com/ifc' },
    ],
  },
  decorators: [(Story) => <div style={{ padding: '2rem' }}>{Story()}</div>],
} satisfies Meta<typeof BoutiqueList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Name, address, hours, a telephone link and a map link that says it opens a new tab. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: '2602 0823' })).toHaveAttribute('href', 'tel:+85226020823');
    const map = canvas.getByRole('link', { name: 'Map of Central (opens in a new tab)' });
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    // A pop-up shows its run; it has no telephone.
    await expect(canvas.getByText(/Pop-up store/)).toHaveTextContent(/Pop-up store · .*18.* – .*31.*2023/);
  },
};

export const TraditionalChinesePhone: Story = {
  args: {
    boutiques: [
      { slug: 'central', name: '中環', address: '香港皇后大道中15號置地廣場12號舖', kind: 'permanent', hours: '每日 10:00–20:00', phone: '2602 0823', mapUrl: 'https://maps.example.com/central' },
      { slug: 'ifc', name: 'ifc 商場期間限定圖書館', address: '中環金融街8號ifc商場1樓', kind: 'pop-up', opens: '2023-10-18', closes: '2023-10-31', phone: null, mapUrl: 'https://maps.example.com/ifc' },
    ],
  },
  parameters: { locale: 'tc' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '地圖：中環（於新分頁開啟）' })).toBeVisible();
    await expect(canvas.getByText(/期間限定店/)).toBeVisible();
  },
};
