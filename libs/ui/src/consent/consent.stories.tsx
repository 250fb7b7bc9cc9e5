import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsentProvider, CookieSettingsButton } from './consent';
import { type ConsentChoice, consentCookieName } from './consent-cookie';

// Only data the test can read back: the scripts point at URLs nobody serves in Storybook, and are
// removed again after each story.
const config = { gtmId: 'GTM-STORY1', chatWidgetSrc: 'https://chat.invalid/widget.js' };

const clearConsent = () => {
  document.cookie = `${consentCookieName}=; Max-Age=0; Path=/`;
  document.querySelectorAll('#oriel-gtm, #oriel-chat-widget, #oriel-jquery').forEach((s) => s.remove());
};

function CookiePolicyPage({ choice = null }: { choice?: ConsentChoice | null }) {
  return (
    <ConsentProvider app="brand-site" config={config} initial={{ choice, open: false }}>
      <main className="oriel-main" style={{ padding: '6rem 2rem', minHeight: '100vh', background: 'var(--oriel-paper)' }}>
        <h1 style={{ fontFamily: 'var(--oriel-serif)', fontWeight: 400 }}>Cookie policy</h1>
        <CookieSettingsButton />
      </main>
    </ConsentProvider>
  );
}

const meta = {
  title: 'Frame/Cookie consent',
  component: CookiePolicyPage,
  beforeEach: () => {
    clearConsent();
    return clearConsent;
  },
} satisfies Meta<typeof CookiePolicyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** First visit: the banner asks; "Essential only" closes it, and the settings state the choice. */
export const FirstVisitDesktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('region', { name: 'Your cookie choice' });
    // It fades in (0.4 s).
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Cookie policy' })).toBeVisible());
    await userEvent.click(within(banner).getByRole('button', { name: 'Essential only' }));
    await expect(canvas.queryByRole('region', { name: 'Your cookie choice' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Cookie settings' })).toHaveAccessibleDescription('You have chosen essential cookies only.');
    await expect(document.getElementById('oriel-gtm')).toBeNull();
  },
};

/** Reopened from the cookie policy, in Traditional Chinese on a phone: focus goes to the banner. */
export const ChangeChoiceTraditionalChinesePhone: Story = {
  parameters: { locale: 'tc' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { choice: 'rejected' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cookie 設定' }));
    await expect(canvas.getByRole('heading', { name: '您的 Cookie 選擇' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: '只限必要 Cookie' })).toHaveAttribute('aria-pressed', 'true');
  },
};
