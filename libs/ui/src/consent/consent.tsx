import { type ReactNode, createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { LocalizedLink, useLocale } from '@oriel/i18n';
import { type ConsentChoice, readConsent, serializeConsent } from './consent-cookie';
import { type ThirdPartyConfig, afterInteractive, loadScript, loadTagManager } from './third-party';
import { setAnalyticsEnabled, track } from './track';
import './consent.css';

interface ConsentApi {
  /** `undefined` until read in the browser, `null` when the visitor has not chosen yet. */
  choice: ConsentChoice | null | undefined;
  choose(choice: ConsentChoice): void;
  /** Opens the banner again (the "Cookie settings" button of the cookie policy). */
  openSettings(opener?: HTMLElement | null): void;
}

const ConsentContext = createContext<ConsentApi | null>(null);

export function useConsent(): ConsentApi | null {
  return useContext(ConsentContext);
}

const cookiePolicyPath = '/legals-and-policy?sub=cookie-policy';

/**
 * Consent for the third-party scripts of SPEC §7, mounted once in each app's root. The tag
 * manager and chat widget load only after the visitor accepts (and only when configured); jQuery,
 * when configured, is essential and loads without consent. All load after the page is
 * interactive, with the CSP nonce. The banner appears only when there is something to consent to.
 */
export function ConsentProvider({ config, children }: { config: ThirdPartyConfig; children: ReactNode }) {
  const [choice, setChoice] = useState<ConsentChoice | null | undefined>(undefined);
  const [bannerOpen, setBannerOpen] = useState(false);
  const [focusBanner, setFocusBanner] = useState(false);
  const [saved, setSaved] = useState<ConsentChoice | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const needsConsent = Boolean(config.gtmId || config.chatWidgetSrc);

  useEffect(() => {
    const stored = readConsent(document.cookie);
    setChoice(stored);
    if (stored === null && needsConsent) setBannerOpen(true);
  }, [needsConsent]);

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

  const choose = useCallback(
    (next: ConsentChoice) => {
      document.cookie = serializeConsent(next, { secure: window.location.protocol === 'https:' });
      // Scripts already running cannot be unloaded: withdrawing consent starts a clean page.
      if (choice === 'accepted' && next === 'rejected') {
        window.location.reload();
        return;
      }
      setChoice(next);
      setBannerOpen(false);
      setSaved(next);
      opener.current?.focus();
      opener.current = null;
    },
    [choice],
  );

  const openSettings = useCallback((from?: HTMLElement | null) => {
    opener.current = from ?? null;
    setSaved(null);
    setBannerOpen(true);
    setFocusBanner(true);
  }, []);

  const api = useMemo(() => ({ choice, choose, openSettings }), [choice, choose, openSettings]);

  return (
    <ConsentContext.Provider value={api}>
      {children}
      {bannerOpen ? <CookieBanner takeFocus={focusBanner} current={choice ?? null} onChoose={choose} /> : null}
      <p className="oriel-sr-only" role="status" aria-live="polite">
        {saved ? <FormattedMessage id={saved === 'accepted' ? 'consent.saved.accepted' : 'consent.saved.rejected'} /> : null}
      </p>
    </ConsentContext.Provider>
  );
}

export function CookieBanner({ takeFocus = false, current, onChoose }: { takeFocus?: boolean; current: ConsentChoice | null; onChoose(choice: ConsentChoice): void }) {
  const id = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) title.current?.focus();
  }, [takeFocus]);
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
        <div className="oriel-consent__actions">
          <button type="button" className="oriel-consent__button" aria-pressed={current === 'rejected'} onClick={() => onChoose('rejected')}>
            <FormattedMessage id="consent.reject" />
          </button>
          <button
            type="button"
            className="oriel-consent__button oriel-consent__button--accept"
            aria-pressed={current === 'accepted'}
            onClick={() => onChoose('accepted')}
          >
            <FormattedMessage id="consent.accept" />
          </button>
        </div>
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
  if (!consent) return null;
  const status = consent.choice === 'accepted' ? 'consent.status.accepted' : consent.choice === 'rejected' ? 'consent.status.rejected' : 'consent.status.unset';
  return (
    <div className={['oriel-consent-settings', className].filter(Boolean).join(' ')} data-slot="cookie-settings">
      <p id={`${id}-status`} className="oriel-consent-settings__status">
        {consent.choice === undefined ? null : <FormattedMessage id={status} />}
      </p>
      <button type="button" className="oriel-button" aria-describedby={`${id}-status`} onClick={(event) => consent.openSettings(event.currentTarget)}>
        <FormattedMessage id="consent.settings" />
      </button>
    </div>
  );
}
