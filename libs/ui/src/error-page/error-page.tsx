import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { LocalizedLink, localeFromPathname, localePath, translate } from '@oriel/i18n';
import { usePageStatusCycle } from '../page-status/page-status';

/** Which heading an error status gets (SPEC §2/§8): every 404 is "Page not found". */
export function errorMessageId(status: number): 'error.notFound' | 'error.server' | 'error.busy' | 'error.other' {
  if (status === 404) return 'error.notFound';
  // The data service is briefly unavailable: a page that needs it says so, and to come back.
  if (status === 503) return 'error.busy';
  return status === 500 ? 'error.server' : 'error.other';
}

/**
 * The error page of SPEC §2/§8: 404 "Page not found" with "Back to Homepage" (an unmatched route
 * adds "This page could not be found" as the line under that one heading), 500 "We are updating this page. Please check back later.",
 * 503 (the database is briefly unavailable) "We are very busy just now…", and any other status
 * "An error occurred" with a link home. An app may add its own way on to a 404 (`wayOn`: the campaign
 * app's link to its hub) before that link.
 */
export function ErrorPage({ status, unmatched = false, wayOn }: { status: number; unmatched?: boolean; wayOn?: ReactNode }) {
  usePageStatusCycle();
  const id = errorMessageId(status);
  return (
    <main className="oriel-error" data-slot="error-page" data-status={status}>
      <div className="oriel-error__inner">
        <p className="oriel-error__status" aria-hidden="true">
          {status}
        </p>
        <span className="oriel-rule" aria-hidden="true" />
        <h1 className="oriel-error__title">
          <FormattedMessage id={id} />
        </h1>
        {status === 404 && unmatched && (
          <p className="oriel-error__text">
            <FormattedMessage id="error.unmatched" />
          </p>
        )}
        {status !== 500 && (
          <div className="oriel-error__links">
            {status === 404 && wayOn}
            <LocalizedLink to="/" className="oriel-button">
              <FormattedMessage id="error.backHome" />
            </LocalizedLink>
          </div>
        )}
      </div>
    </main>
  );
}

/**
 * SPEC §8 "Error page itself fails": plain markup, no react-intl context needed, a link home.
 * `translate()` is a pure function, so this renders even when the providers are what broke.
 */
export function ErrorFallback({ pathname }: { pathname: string }) {
  const locale = localeFromPathname(pathname);
  return (
    <main className="oriel-error" data-slot="error-fallback" data-status="500">
      <div className="oriel-error__inner">
        <h1 className="oriel-error__title">{translate(locale, 'error.fallback')}</h1>
        <a className="oriel-button" href={localePath(locale, '/')}>
          {translate(locale, 'error.backHome')}
        </a>
      </div>
    </main>
  );
}

class ErrorPageBoundary extends Component<{ pathname: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('error page failed:', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? <ErrorFallback pathname={this.props.pathname} /> : this.props.children;
  }
}

/** Renders `children` (an error page, with or without the frame), or the fallback if they fail too. */
export function SafeErrorPage({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorPageBoundary pathname={pathname}>{children}</ErrorPageBoundary>;
}
