import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { headerMenuFixture, headerMenuFixtureTc } from './header/fixtures';
import { SiteFrame } from './site-frame';
import { desktop, laptop, phone } from './story-viewports';

const page = (title: string) => (
  <main style={{ minHeight: '70vh', padding: '8rem 2rem 4rem', background: '#2b2623', color: '#f6f1e8' }}>
    <h1>{title}</h1>
  </main>
);

const meta = {
  title: 'Frame/Site frame',
  component: SiteFrame,
  args: {
    menu: headerMenuFixture,
    year: 2026,
    children: page('Page'),
  },
  globals: desktop,
  parameters: { docs: { description: { component: `Header, page and footer: the frame every page of both apps sits in, with the skip link first. Bare (no header or footer) on \`edm\` and \`thank-you\` pages; no header when the menu could not load.

**Use** once per app, in the locale layout; pages render inside it.

| Do | Don't |
| --- | --- |
| Let the frame carry the skip link and the \`main-content\` target | Add a second skip link or a second \`<main>\` inside the page |
| Let pages start under the fixed header (the frame pads for it) | Pad each page for the header by hand |
| Keep the footer's client services, boutiques and language choice | Put a dark band right above the black footer |` } } },
} satisfies Meta<typeof SiteFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeaderAndFooter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

/** SPEC §7: the menu call failed (logged); the page and footer still show, the header does not. */
export const MenuFailed: Story = {
  args: { menu: null },
  parameters: { locale: 'tc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

/** SPEC §2: no header and no footer when the last path segment is edm or thank-you. */
export const ThankYouPage: Story = {
  parameters: { path: '/discovery-trial/le-perce-vent/thank-you' },
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Page' })).toBeVisible());
  },
};

/** 1280 px, the narrowest common laptop, in Chinese. */
export const TraditionalChineseLaptop1280: Story = { name: 'Laptop 1280 · 中文',
  args: { menu: headerMenuFixtureTc, children: page('頁面') },
  parameters: { locale: 'tc' },
  globals: laptop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    // The page fades in (PageTransition).
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: '頁面' })).toBeVisible());
  },
};

// The rest of the width and language matrix: in the sidebar and the test run, not on the docs page.
export const Phone375: Story = { ...WithHeaderAndFooter, name: 'Phone 375 · English', globals: phone, tags: ['!autodocs'] };
export const Laptop1280: Story = { ...WithHeaderAndFooter, name: 'Laptop 1280 · English', globals: laptop, tags: ['!autodocs'] };
export const PhoneChinese: Story = { ...TraditionalChineseLaptop1280, name: 'Phone 375 · 中文', globals: phone, tags: ['!autodocs'] };
export const DesktopChinese: Story = { ...TraditionalChineseLaptop1280, name: 'Desktop 1440 · 中文', globals: desktop, tags: ['!autodocs'] };
