import { type ReactNode, createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { type AppName, useLocale } from '@oriel/i18n';
import { Island } from '../page-status/island';
import { lazyIsland } from '../page-status/lazy-island';
import { type ConsentChoice, consentSettingsParam, pageQuery } from './consent-cookie';
import type { ThirdPartyConfig } from './third-party';
import { setAnalyticsEnabled, track } from './track';
import './consent.css';

/**
 * The banner and the script loader come in chunks of their own: a site with no third party
 * configured (the default) never shows the banner nor loads a script, so its pages carry neither.
 */
const CookieBanner = lazyIsland(() => import('./cookie-banner').then((module) => ({ default: module.CookieBanner })), { root: '[data-slot="cookie-banner"]' });
// A page the server drew with the banner (a first visit to a site with a third party): its code is
// asked for now, beside the page's own, not once hydration reaches it, so the page is ready as soon.
if (typeof document !== 'undefined' && document.querySelector('[data-slot="cookie-banner"]')) void CookieBanner.preload();
const thirdParty = () => import('./third-party');

/** Runs `task` with the script loader once the page is interactive; the returned function cancels it. */
function afterInteractive(task: (loader: Awaited<ReturnType<typeof thirdParty>>) => void): () => void {
  let cancel: (() => void) | null = null;
  let cancelled = false;
  void thirdParty().then((loader) => {
    if (!cancelled) cancel = loader.afterInteractive(() => task(loader));
  });
  return () => {
    cancelled = true;
    cancel?.();
  };
}

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
    return afterInteractive((loader) => loader.loadScript(config.jquerySrc!, { id: 'oriel-jquery' }));
  }, [config.jquerySrc]);

  useEffect(() => {
    const accepted = choice === 'accepted';
    setAnalyticsEnabled(accepted && Boolean(config.gtmId));
    if (!accepted) return;
    return afterInteractive((loader) => {
      if (config.gtmId) loader.loadTagManager(config.gtmId);
      if (config.chatWidgetSrc) loader.loadScript(config.chatWidgetSrc, { id: 'oriel-chat-widget' });
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
      {bannerOpen ? (
        <Island>
          <CookieBanner app={app} takeFocus={focusBanner} current={choice} onChosen={chosen} />
        </Island>
      ) : null}
      <p className="oriel-sr-only" role="status" aria-live="polite">
        {saved ? <FormattedMessage id={saved === 'accepted' ? 'consent.saved.accepted' : 'consent.saved.rejected'} /> : null}
      </p>
    </ConsentContext.Provider>
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
