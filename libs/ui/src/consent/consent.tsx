import { type ReactNode, createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { Form, useLocation } from 'react-router';
import { type AppName, LocalizedLink, useLocale } from '@oriel/i18n';
import { type ConsentChoice, consentActionPaths, consentIntent, consentSettingsParam } from './consent-cookie';
import { type ThirdPartyConfig, afterInteractive, loadScript, loadTagManager } from './third-party';
import { setAnalyticsEnabled, track } from './track';
import './consent.css';

interface ConsentApi {
  /** `null` when the visitor has not chosen yet. */
  choice: ConsentChoice | null;
  /** Opens the banner again (the "Cookie settings" button of the cookie policy). */
  openSettings(opener?: HTMLElement | null): void;
}

const ConsentContext = createContext<ConsentApi | null>(null);

export function useConsent(): ConsentApi | null {
  return useContext(ConsentContext);
}

const cookiePolicyPath = '/legals-and-policy?sub=cookie-policy';

/** The page's query without the parameter that opened the banner. */
function pageQuery(search: string): [string, string][] {
  return [...new URLSearchParams(search)].filter(([name]) => name !== consentSettingsParam);
}

function pathWithQuery(pathname: string, query: [string, string][]): string {
  return query.length ? `${pathname}?${new URLSearchParams(query)}` : pathname;
}

/** Whether the page has been hydrated (a plain form post is the way until then). */
function useHydrated() {
  return useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
}

/** What the root loader read from the request: the stored choice, and whether the cookie policy asked for the banner. */
export interface ConsentState {
  choice: ConsentChoice | null;
  open: boolean;
}

/**
 * Consent for the third-party scripts of SPEC §7, mounted once in each app's root. The tag
 * manager and chat widget load only after the visitor accepts (and only when configured); jQuery,
 * when configured, is essential and loads without consent. All load after the page is
 * interactive, with the CSP nonce. The banner appears only when there is something to consent to.
 * The choice is a form posted to the app's cookie-choice action: the server renders
 * the banner from the cookie it read, so the choice works without JavaScript; with it, the banner
 * closes at once and the post goes through a fetcher.
 */
export function ConsentProvider({ app, config, initial, children }: { app: AppName; config: ThirdPartyConfig; initial?: ConsentState; children: ReactNode }) {
  const needsConsent = Boolean(config.gtmId || config.chatWidgetSrc);
  const [choice, setChoice] = useState<ConsentChoice | null>(initial?.choice ?? null);
  const [bannerOpen, setBannerOpen] = useState(needsConsent && (initial?.choice == null || Boolean(initial?.open)));
  const [focusBanner, setFocusBanner] = useState(Boolean(initial?.open));
  const [saved, setSaved] = useState<ConsentChoice | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  // jQuery is essential (legacy embeds): configured means loaded, consent or not.
  useEffect(() => {
    if (!config.jquerySrc) return;
    return afterInteractive(() => loadScript(config.jquerySrc!, { id: 'oriel-jquery' }));
  }, [config.jquerySrc]);

  useEffect(() => {
    const accepted = choice === 'accepted';
    setAnalyticsEnabled(accepted && Boolean(config.gtmId));
    if (!accepted) return;
    return afterInteractive(() => {
      if (config.gtmId) loadTagManager(config.gtmId);
      if (config.chatWidgetSrc) loadScript(config.chatWidgetSrc, { id: 'oriel-chat-widget' });
    });
  }, [choice, config.gtmId, config.chatWidgetSrc]);

  // One page view per route, path only (no query string: it may carry a campaign code).
  const { pathname } = useLocation();
  const locale = useLocale();
  const analytics = choice === 'accepted' && Boolean(config.gtmId);
  useEffect(() => {
    if (analytics) track('page_view', { page_path: pathname, page_locale: locale });
  }, [analytics, pathname, locale]);

  // The fetcher's post stores the cookie; the page follows the choice at once.
  const chosen = useCallback((next: ConsentChoice) => {
    setChoice(next);
    setBannerOpen(false);
    setSaved(next);
    opener.current?.focus();
    opener.current = null;
  }, []);

  const openSettings = useCallback((from?: HTMLElement | null) => {
    opener.current = from ?? null;
    setSaved(null);
    setBannerOpen(true);
    setFocusBanner(true);
  }, []);

  const api = useMemo(() => ({ choice, openSettings }), [choice, openSettings]);

  return (
    <ConsentContext.Provider value={api}>
      {children}
      {bannerOpen ? <CookieBanner app={app} takeFocus={focusBanner} current={choice} onChosen={chosen} /> : null}
      <p className="oriel-sr-only" role="status" aria-live="polite">
        {saved ? <FormattedMessage id={saved === 'accepted' ? 'consent.saved.accepted' : 'consent.saved.rejected'} /> : null}
      </p>
    </ConsentContext.Provider>
  );
}

/**
 * The banner: a form of two buttons (`choice`) posted to the app's cookie-choice action with the
 * `cookie-choice` intent. Without JavaScript it is a plain post that comes back to this page
 * (`return_to`); with it, a fetcher's post, except when a given consent is withdrawn: scripts
 * already running cannot be unloaded, so that post reloads the page.
 */
export function CookieBanner({ app, takeFocus = false, current, onChosen }: { app: AppName; takeFocus?: boolean; current: ConsentChoice | null; onChosen(choice: ConsentChoice): void }) {
  const id = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (takeFocus) title.current?.focus();
  }, [takeFocus]);
  const withdrawing = current === 'accepted';
  const returnTo = pathWithQuery(pathname, pageQuery(search));
  return (
    <section className="oriel-consent" data-slot="cookie-banner" aria-labelledby={`${id}-title`}>
      <div className="oriel-consent__inner">
        <h2 id={`${id}-title`} ref={title} tabIndex={-1} className="oriel-consent__title">
          <FormattedMessage id="consent.title" />
        </h2>
        <p className="oriel-consent__body">
          <FormattedMessage id="consent.body" />{' '}
          <LocalizedLink to={cookiePolicyPath} className="oriel-consent__link">
            <FormattedMessage id="consent.policy" />
          </LocalizedLink>
        </p>
        <Form
          method="post"
          action={consentActionPaths[app]}
          navigate={false}
          fetcherKey="cookie-choice"
          reloadDocument={withdrawing}
          className="oriel-consent__actions"
          onSubmit={(event) => {
            const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
            if (!withdrawing && (submitter?.value === 'accepted' || submitter?.value === 'rejected')) onChosen(submitter.value);
          }}
        >
          <input type="hidden" name="intent" value={consentIntent} />
          {/* A plain post comes back here; a fetcher's post stays on the page. */}
          {!hydrated || withdrawing ? <input type="hidden" name="return_to" value={returnTo} /> : null}
          <button type="submit" name="choice" value="rejected" className="oriel-consent__button" aria-pressed={current === 'rejected'}>
            <FormattedMessage id="consent.reject" />
          </button>
          <button type="submit" name="choice" value="accepted" className="oriel-consent__button oriel-consent__button--accept" aria-pressed={current === 'accepted'}>
            <FormattedMessage id="consent.accept" />
          </button>
        </Form>
      </div>
    </section>
  );
}

/**
 * "Cookie settings" for the cookie-policy page (`/legals-and-policy?sub=cookie-policy`): states
 * the current choice and opens the banner to change it. Renders nothing outside the provider.
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  const consent = useConsent();
  const id = useId();
  const { search } = useLocation();
  if (!consent) return null;
  const status = consent.choice === 'accepted' ? 'consent.status.accepted' : consent.choice === 'rejected' ? 'consent.status.rejected' : 'consent.status.unset';
  return (
    <div className={['oriel-consent-settings', className].filter(Boolean).join(' ')} data-slot="cookie-settings">
      <p id={`${id}-status`} className="oriel-consent-settings__status">
        <FormattedMessage id={status} />
      </p>
      {/* Without JavaScript: this page again with the banner open (`?cookie-settings=open`). */}
      <form
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          consent.openSettings((event.nativeEvent as SubmitEvent).submitter as HTMLElement | null);
        }}
      >
        {pageQuery(search).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" name={consentSettingsParam} value="open" className="oriel-button" aria-describedby={`${id}-status`}>
          <FormattedMessage id="consent.settings" />
        </button>
      </form>
    </div>
  );
}
