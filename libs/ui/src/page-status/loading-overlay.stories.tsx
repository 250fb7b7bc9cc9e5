import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { desktop, laptop, phone } from '../story-viewports';
import { LoadingOverlay } from './loading-overlay';
import { PageStatusProvider, useHoldPageStatus } from './page-status';

const meta = {
  title: 'Frame/Loading overlay',
  component: LoadingOverlay,
  args: { ready: false },
  argTypes: { ready: { control: 'boolean', description: 'page_status' } },
  // A full-screen overlay: on the docs page each story gets a frame of its own instead of covering the page.
  parameters: {
    docs: { description: { component: `SPEC §2: the full-screen black overlay with the house's animation until the page reports ready. It never hides server-rendered content for good: without JavaScript the style sheet hides it, and a CSS animation fades it out if hydration fails.

**Use** once, in each app's root.

| Do | Don't |
| --- | --- |
| Let the page status drive it (\`page_status\`) | Keep it up while waiting for pictures below the fold |
| Respect reduced motion (the animation stills) | Add text or a progress bar to it |` }, story: { inline: false, iframeHeight: 360 } } },
} satisfies Meta<typeof LoadingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

/** page_status false: the full-screen black overlay with the house's animation. */
export const Loading: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const overlay = await within(canvasElement).findByRole('status', { name: 'Loading' });
    await waitFor(() => expect(overlay).toBeVisible(), { timeout: 3000 });
    // The server-rendered overlay ('ssr') turns to 'loading' once the page's script runs.
    await waitFor(() => expect(overlay).toHaveAttribute('data-state', 'loading'));
  },
};

export const LoadingChinese: Story = {
  parameters: { locale: 'tc' },
  globals: phone,
  play: async ({ canvasElement }) => {
    // The Chinese catalogue and the overlay's first frames can take longer than a tick on a busy machine.
    const overlay = await within(canvasElement).findByRole('status', { name: '載入中' });
    await waitFor(() => expect(overlay).toBeVisible(), { timeout: 3000 });
  },
};

export const Ready: Story = {
  args: { ready: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="loading-overlay"]')).not.toBeVisible());
  },
};

function SlowPage() {
  const [loaded, setLoaded] = useState(false);
  useHoldPageStatus(!loaded);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 600);
    return () => clearTimeout(timer);
  }, []);
  return <main style={{ padding: '4rem' }}>{loaded ? <h1>Page ready</h1> : null}</main>;
}

/** A page holds page_status while it loads; the overlay fades out (0.4 s) once it reports ready. */
export const UntilThePageReportsReady: Story = {
  args: { ready: undefined },
  render: () => (
    <PageStatusProvider>
      <SlowPage />
      <LoadingOverlay />
    </PageStatusProvider>
  ),
  play: async ({ canvasElement }) => {
    const overlay = within(canvasElement).getByRole('status', { name: 'Loading' });
    await waitFor(() => expect(overlay).toHaveAttribute('data-state', 'loading'));
    await waitFor(() => expect(overlay).toHaveAttribute('data-state', 'ready'), { timeout: 3000 });
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('data-page-status', 'ready'));
    // It fades out: on a busy machine the fade's frames can take longer than waitFor's default second.
    await waitFor(() => expect(overlay).not.toBeVisible(), { timeout: 5000 });
  },
};

/** 1280 px, the narrowest common laptop, in Chinese. */
export const TraditionalChineseLaptop1280: Story = { name: 'Laptop 1280 · 中文', parameters: { locale: 'tc' }, globals: laptop };

// The rest of the width and language matrix: in the sidebar and the test run, not on the docs page.
export const Phone375: Story = { ...Loading, name: 'Phone 375 · English', globals: phone, tags: ['!autodocs'] };
export const Laptop1280: Story = { ...Loading, name: 'Laptop 1280 · English', globals: laptop, tags: ['!autodocs'] };
export const DesktopChinese: Story = { ...LoadingChinese, name: 'Desktop 1440 · 中文', globals: desktop, tags: ['!autodocs'] };
