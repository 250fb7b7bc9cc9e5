import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { desktop, laptop, phone } from '../story-viewports';
import { Header } from './header';
import { headerMenuFixture, headerMenuFixtureTc } from './fixtures';

const meta = {
  title: 'Frame/Header',
  component: Header,
  args: { menu: headerMenuFixture },
  parameters: {
    docs: { description: { component: `The fixed site header of SPEC §2: logo, the six sections, search and the language switch. Above 1024px each section opens a dark **mega-menu**: its links and, when the content gives one, a **featured picture** with a kicker and caption (each landing page's \`menuFeature\`) that opens the page it names. At 1024px and below a hamburger opens a full-screen menu with one section open at a time.

**Keyboard and screen readers**: each section that opens a menu is a button with \`aria-expanded\` and \`aria-controls\`; Tab goes through the section's links, then the picture; Escape closes the menu and gives focus back to its button; a click outside closes it. Without JavaScript, Fragrance, Makeup and Discovery trial are plain links, and News, Home fragrance and Universe list their links under them on hover and focus.

| Do | Don't |
| --- | --- |
| Choose a featured picture that leads somewhere worth going (a collection, a story) | Feature the page the section already links first |
| Keep the caption to one short line in each language, naming where it leads | Write "Discover more" or put a price in the caption |
| Give every landing page a feature in both languages | Leave one section with a picture in English only |
| Keep section labels from the catalogue (both languages) | Add a seventh section: the header is tightest at 1280px |` } }, path: '/fragrance/matin' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '900px', background: 'linear-gradient(#3b3430, #9c8a76)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: hover opens the dark mega-menu, leaving closes it; a click on the chevron and Escape. */
export const Desktop: Story = { name: 'Desktop 1440 · English',
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Main navigation' }));
    // A closed mega-menu is hidden: its links are not offered to anyone.
    await expect(nav.queryByRole('link', { name: 'New arrivals' })).toBeNull();
    const news = nav.getByRole('button', { name: 'News' });
    await userEvent.hover(news);
    await waitFor(() => expect(nav.getByRole('link', { name: 'New arrivals' })).toBeVisible());
    await expect(nav.getByRole('link', { name: 'New arrivals' })).toHaveAttribute('href', '/new-arrivals');
    // The featured picture: one link named by its kicker and caption, after the section's links.
    const feature = nav.getByRole('link', { name: 'Behind the collection The making of Matin: a year of early mornings' });
    await expect(feature).toHaveAttribute('href', '/article/the-making-of-matin');
    await userEvent.unhover(news);
    await waitFor(() => expect(nav.queryByRole('link', { name: 'New arrivals' })).toBeNull());

    // Fragrance is the active section; nine collections flow into two columns of seven rows.
    await expect(nav.getByRole('link', { name: 'Fragrance' }).closest('li')).toHaveAttribute('data-active', 'true');
    const toggle = nav.getByRole('button', { name: 'Fragrance: show submenu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls')!)!;
    await expect(within(panel).getByRole('list')).toHaveAttribute('data-columns', '2');
    await expect(within(panel).getByRole('link', { name: 'Matin' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();

    // Makeup: grouped by category, each sub-category at /makeup/{category}?sub={sub}.
    await userEvent.click(nav.getByRole('button', { name: 'Makeup: show submenu' }));
    await waitFor(() => expect(nav.getByRole('group', { name: 'Lips' })).toBeVisible());
    await expect(nav.getByRole('link', { name: 'Lipstick' })).toHaveAttribute('href', '/makeup/lips?sub=lipstick');
    // A click outside closes it.
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(nav.queryByRole('link', { name: 'Lipstick' })).toBeNull());
  },
};

export const DesktopChinese: Story = { name: 'Desktop 1440 · 中文',
  args: { menu: headerMenuFixtureTc },
  globals: desktop,
  parameters: { locale: 'tc', path: '/about' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const universe = canvas.getByRole('button', { name: '品牌世界' });
    await expect(universe.closest('li')).toHaveAttribute('data-active', 'true');
    await userEvent.click(universe);
    await expect(canvas.getByRole('link', { name: '關於我們' })).toHaveAttribute('href', '/tc/about');
    await expect(canvas.getByRole('link', { name: /View the English site/ })).toHaveAttribute('href', '/about');
  },
};

/** 1280 px, the narrowest common laptop: the full navigation, not the hamburger, in both languages. */
export const Laptop: Story = { name: 'Laptop 1280 · English',
  globals: laptop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
    await expect(within(nav).getByRole('button', { name: 'Makeup: show submenu' })).toBeVisible();
  },
};

export const LaptopChinese: Story = { name: 'Laptop 1280 · 中文',
  args: { menu: headerMenuFixtureTc },
  globals: laptop,
  parameters: { locale: 'tc' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: '主要導覽' })).toBeVisible();
  },
};

/** Phone: the hamburger opens a full-screen menu; one section open at a time; scroll locked; a leaf closes it. */
export const PhoneDrawer: Story = {
  globals: phone,
  parameters: { path: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const html = canvasElement.ownerDocument.documentElement;
    const hamburger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(hamburger);
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(hamburger).toHaveAccessibleName('Close menu');
    await expect(html).toHaveAttribute('data-scroll-locked', 'true');
    const drawer = canvasElement.ownerDocument.getElementById(hamburger.getAttribute('aria-controls')!)!;
    // The menu's sections arrive with their chunk, a moment after it opens.
    const news = await within(drawer).findByRole('button', { name: 'News' });
    const universe = within(drawer).getByRole('button', { name: 'Universe' });
    await userEvent.click(news);
    await expect(news).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(universe);
    await expect(universe).toHaveAttribute('aria-expanded', 'true');
    await expect(news).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(within(drawer).getByRole('link', { name: 'About the house' }));
    await waitFor(() => expect(drawer).not.toBeVisible());
    await expect(html).not.toHaveAttribute('data-scroll-locked');
  },
};

export const PhoneChinese: Story = { name: 'Phone 375 · 中文',
  args: { menu: headerMenuFixtureTc },
  globals: phone,
  parameters: { locale: 'tc', path: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hamburger = canvas.getByRole('button', { name: '開啟選單' });
    await userEvent.click(hamburger);
    await userEvent.keyboard('{Escape}');
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(hamburger).toHaveFocus();
    await expect(canvasElement.ownerDocument.documentElement).not.toHaveAttribute('data-scroll-locked');
  },
};
