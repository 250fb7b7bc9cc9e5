import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { Form, useLocation } from 'react-router';
import { type AppName, LocalizedLink } from '@oriel/i18n';
import { type ConsentChoice, consentActionPaths, consentIntent, pageQuery, pathWithQuery } from './consent-cookie';

const cookiePolicyPath = '/legals-and-policy?sub=cookie-policy';

/** Whether the page has been hydrated (a plain form post is the way until then). */
function useHydrated() {
  return useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
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
