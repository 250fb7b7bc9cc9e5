import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { desktop, laptop, phone } from '../story-viewports';
import type { AppName } from '@oriel/i18n';
import type { PrereleaseGateConfig } from './gate-config';
import { PrereleaseGate, useGate } from './prerelease-gate';

/** The gate as the document draws it: open while locked, closed once the right pair is given. */
function Gate({ app, config, locked, wrong }: { app: AppName; config: PrereleaseGateConfig | null; locked: boolean; wrong?: boolean }) {
  const [open, unlock] = useGate(config, locked);
  return <PrereleaseGate app={app} config={config} open={open} onUnlock={unlock} wrong={wrong} />;
}

// SHA-256 of "first light": the page only ever holds the hash.
const config = { username: 'preview', passwordSha256: '307b1b3807fd9902d48158a2880c2cededef17bdaaa6558443e2ee9c885303cd' };

const clearCookie = () => {
  document.cookie = 'sl-brand-uat-login=; Max-Age=0; Path=/';
};

const meta = {
  title: 'Frame/Pre-release gate',
  component: Gate,
  args: { app: 'brand-site', config, locked: true },
  // A full-screen overlay that locks scrolling: on the docs page each story gets a frame of its own.
  parameters: {
    docs: { description: { component: `The pre-release curtain of SPEC §2: an overlay titled with the house's name, username and password, over every page until the visitor gives the pair configured on the server. Not security: a curtain over a site that is not launched yet.

**Use** only through the apps' root (the server decides \`locked\`); never inside a page.

| Do | Don't |
| --- | --- |
| Keep the fields' labels visible ("Username", "Password") | Use placeholders as labels |
| Say what went wrong in the visitor's language, beside the field | Clear what the visitor typed after a refusal |
| Lock the page scroll while it shows | Let the page behind take focus |` }, story: { inline: false, iframeHeight: 560 } } },
  beforeEach: () => {
    clearCookie();
    return clearCookie;
  },
} satisfies Meta<typeof Gate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Wrong pair: the spec's message; nothing unlocked. Right pair: one-day cookie, the overlay closes. */
export const WrongThenRight: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The form is an island: its chunk arrives after the frame.
    const dialog = await canvas.findByRole('dialog', { name: 'Maison Oriel' });
    const html = canvasElement.ownerDocument.documentElement;
    // The lock and the focus are set by effects, once the overlay is on screen.
    await waitFor(() => expect(html).toHaveAttribute('data-scroll-locked', 'true'));
    const username = canvas.getByLabelText('Username');
    await waitFor(() => expect(username).toHaveFocus());
    await expect(username).toHaveAttribute('maxlength', '256');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('maxlength', '256');
    await userEvent.type(username, 'preview');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Enter' }));
    await expect(await canvas.findByText('Wrong username or password, please try again.')).toBeVisible();
    await expect(document.cookie).not.toContain('sl-brand-uat-login');

    await userEvent.clear(canvas.getByLabelText('Password'));
    await userEvent.type(canvas.getByLabelText('Password'), 'first light');
    await userEvent.click(canvas.getByRole('button', { name: 'Enter' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(document.cookie).toContain('sl-brand-uat-login=1');
    await expect(html).not.toHaveAttribute('data-scroll-locked');
  },
};

export const TraditionalChinesePhone: Story = { name: 'Phone 375 · 中文',
  parameters: { locale: 'tc' },
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '進入' }));
    await expect(await canvas.findByText('用戶名稱或密碼錯誤，請重試。')).toBeVisible();
  },
};

/** Gate off (no settings) or unlocked: nothing is drawn. */
export const Off: Story = {
  args: { config: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** 1280 px, the narrowest common laptop, in Chinese. */
export const TraditionalChineseLaptop1280: Story = { name: 'Laptop 1280 · 中文', parameters: { locale: 'tc' }, globals: laptop };

/** Sent back by the gate's plain post with a wrong pair (the form was submitted before its scripts ran): the message is there from the first paint. */
export const SentBackWrong: Story = {
  args: { wrong: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Wrong username or password, please try again.')).toBeVisible();
  },
};

// The rest of the width and language matrix: in the sidebar and the test run, not on the docs page.
export const Phone375: Story = { ...WrongThenRight, name: 'Phone 375 · English', globals: phone, tags: ['!autodocs'] };
export const Laptop1280: Story = { ...WrongThenRight, name: 'Laptop 1280 · English', globals: laptop, tags: ['!autodocs'] };
export const DesktopChinese: Story = { ...TraditionalChinesePhone, name: 'Desktop 1440 · 中文', globals: desktop, tags: ['!autodocs'] };
