import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { desktop, laptop, phone } from '../story-viewports';
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
        <h1 style={{ fontFamily: 'var(--oriel-serif)', fontWeight: 400 }}>
          <FormattedMessage id="pages.legal.cookies" />
        </h1>
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
  parameters: { docs: { description: { component: `Consent for the third-party scripts of SPEC §7: a banner of two buttons posted to the app's cookie-choice action (works without JavaScript). It appears only when a script needing consent is configured.

**Use** through \`ConsentProvider\` in each app's root.

| Do | Don't |
| --- | --- |
| Give accepting and refusing the same weight and size | Make refusing harder than accepting |
| Link the cookie policy | Load a tag before the visitor accepts |
| Keep the banner from covering the page's main action on phones | Show the banner when nothing needs consent |` } } },
} satisfies Meta<typeof CookiePolicyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** First visit: the banner asks; "Essential only" closes it, and the settings state the choice. */
export const FirstVisitDesktop: Story = {
  globals: desktop,
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
  globals: phone,
  args: { choice: 'rejected' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cookie 設定' }));
    // The banner's code comes when it is first needed (a site without third parties never loads it).
    const title = await canvas.findByRole('heading', { name: '您的 Cookie 選擇' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.getByRole('button', { name: '只限必要 Cookie' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** 1280 px, the narrowest common laptop, in Chinese: the first visit's banner. */
export const TraditionalChineseLaptop1280: Story = { name: 'Laptop 1280 · 中文', parameters: { locale: 'tc' }, globals: laptop };

// The rest of the width and language matrix, on the first visit: in the sidebar and the test run, not on the docs page.
export const Phone375: Story = { ...FirstVisitDesktop, name: 'Phone 375 · English', globals: phone, tags: ['!autodocs'] };
export const Laptop1280: Story = { ...FirstVisitDesktop, name: 'Laptop 1280 · English', globals: laptop, tags: ['!autodocs'] };
export const PhoneChinese: Story = { ...TraditionalChineseLaptop1280, name: 'Phone 375 · 中文', globals: phone, tags: ['!autodocs'] };
export const DesktopChinese: Story = { ...TraditionalChineseLaptop1280, name: 'Desktop 1440 · 中文', globals: desktop, tags: ['!autodocs'] };
