import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { I18nProvider } from '@oriel/i18n';
import { ConsentProvider, CookieSettingsButton } from './consent';
import { type ConsentChoice, consentCookieName } from './consent-cookie';
import { tagManagerUrl } from './third-party';
import { sanitizeAnalyticsProps, track } from './track';

const config = { gtmId: 'GTM-ABC123', chatWidgetSrc: 'https://chat.example/widget.js', jquerySrc: 'https://cdn.example/jquery.min.js' };

/** What the app's cookie-choice action received (the server sets the cookie: consent-choice.server.test.ts). */
let posted: Record<string, string>[] = [];

function setup(options: { config?: typeof config | Record<string, never>; locale?: 'en' | 'tc'; path?: string; choice?: ConsentChoice } = {}) {
  const locale = options.locale ?? 'en';
  const page = (
    <I18nProvider locale={locale} app="brand-site">
      <ConsentProvider app="brand-site" config={options.config ?? config} initial={{ choice: options.choice ?? null, open: false }}>
        <main>
          <CookieSettingsButton />
        </main>
      </ConsentProvider>
    </I18nProvider>
  );
  const router = createMemoryRouter(
    [
      { path: '/cookie-choice', action: async ({ request }) => (posted.push(Object.fromEntries(await request.formData()) as Record<string, string>), { choice: null }) },
      { path: '*', element: page },
    ],
    { initialEntries: [options.path ?? (locale === 'tc' ? '/tc/legals-and-policy' : '/legals-and-policy')] },
  );
  return render(<RouterProvider router={router} />);
}

const scriptSrcs = () => [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

/** Lets the "after interactive" loader run (jsdom has no requestIdleCallback: a 1 ms timer). */
const settle = () => act(() => new Promise((r) => setTimeout(r, 20)));

beforeEach(() => {
  posted = [];
  document.cookie = `${consentCookieName}=; Max-Age=0; Path=/`;
  document.querySelectorAll('script').forEach((s) => s.remove());
  // The page's own nonce-bearing script, as React Router renders it.
  const own = document.createElement('script');
  own.setAttribute('nonce', 'page-nonce-123');
  document.head.appendChild(own);
  delete (window as { dataLayer?: unknown[] }).dataLayer;
});

describe('cookie consent', () => {
  it('asks first, and loads nothing that needs consent until the visitor accepts', async () => {
    setup();
    const banner = await screen.findByRole('region', { name: 'Your cookie choice' });
    expect(banner).toHaveTextContent('We use essential cookies to run this site.');
    expect(screen.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/legals-and-policy?sub=cookie-policy');
    await settle();
    // jQuery is essential: it loads without consent; the tag manager and chat do not.
    expect(scriptSrcs()).toEqual([config.jquerySrc]);

    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    await settle();
    expect(screen.queryByRole('region', { name: 'Your cookie choice' })).not.toBeInTheDocument();
    expect(posted).toEqual([{ intent: 'cookie-choice', choice: 'accepted' }]);
    expect(scriptSrcs()).toEqual(expect.arrayContaining([tagManagerUrl(config.gtmId), config.chatWidgetSrc]));
    for (const script of document.querySelectorAll<HTMLScriptElement>('script[src]')) expect(script.nonce).toBe('page-nonce-123');
    expect(screen.getByRole('status')).toHaveTextContent('Saved: analytics cookies and the chat service are on.');
    // The first page view, path only.
    expect((window as { dataLayer?: unknown[] }).dataLayer).toContainEqual({ event: 'page_view', page_path: '/legals-and-policy', page_locale: 'en' });
  });

  it('keeps the tag manager and chat off after "Essential only", and records no events', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Essential only' }));
    await settle();
    expect(posted).toEqual([{ intent: 'cookie-choice', choice: 'rejected' }]);
    expect(scriptSrcs()).toEqual([config.jquerySrc]);
    track('quiz_completed', { result: 'point-du-jour' });
    expect((window as { dataLayer?: unknown[] }).dataLayer ?? []).toEqual([]);
    expect(screen.getByText('You have chosen essential cookies only.')).toBeInTheDocument();
  });

  it('lets the choice be changed from the cookie-policy page, in Traditional Chinese too', async () => {
    setup({ locale: 'tc', choice: 'rejected' });
    const settings = await screen.findByRole('button', { name: 'Cookie 設定' });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(settings).toHaveAccessibleDescription('您已選擇只使用必要的 Cookie。');
    await userEvent.click(settings);
    // The banner's code comes on demand (no banner on a site without third parties).
    const title = await screen.findByRole('heading', { name: '您的 Cookie 選擇' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByRole('button', { name: '只限必要 Cookie' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Cookie 政策' })).toHaveAttribute('href', '/tc/legals-and-policy?sub=cookie-policy');
    await userEvent.click(screen.getByRole('button', { name: '全部接受' }));
    expect(settings).toHaveFocus();
    expect(settings).toHaveAccessibleDescription('您已接受分析 Cookie 及網上客服。');
    await waitFor(() => expect(posted).toEqual([{ intent: 'cookie-choice', choice: 'accepted' }]));
  });

  it('shows no banner and loads nothing when no third party is configured', async () => {
    setup({ config: {} });
    await settle();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(scriptSrcs()).toEqual([]);
  });
});

describe('track', () => {
  it('never lets personal data into the data layer', () => {
    expect(
      sanitizeAnalyticsProps({
        campaign: 'le-perce-vent',
        result: 'point-du-jour',
        page_path: '/discovery-trial/le-perce-vent?email=a@b.hk',
        email: 'a@b.hk',
        first_name: 'Mei',
        contact_number: '91234567',
        code: '123456',
        kind: '+852 9123 4567',
        step: 'a@b.hk',
      }),
    ).toEqual({ campaign: 'le-perce-vent', result: 'point-du-jour', page_path: '/discovery-trial/le-perce-vent' });
  });
});
