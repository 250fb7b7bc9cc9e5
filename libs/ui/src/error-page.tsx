import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '@oriel/i18n';

/**
 * The error page of SPEC §2/§8: 404 "Page not found" (or "This page could not be found" for an
 * unmatched route), 500 "We are updating this page...", anything else "An error occurred".
 */
export function ErrorPage({ status, unmatched = false }: { status: number; unmatched?: boolean }) {
  const id = status === 404 ? (unmatched ? 'error.unmatched' : 'error.notFound') : status === 500 ? 'error.server' : 'error.other';
  return (
    <main className="oriel-error" data-slot="error-page">
      <p className="oriel-error__status">{status}</p>
      <h1>
        <FormattedMessage id={id} />
      </h1>
      {status !== 500 && (
        <LocalizedLink to="/" className="oriel-button">
          <FormattedMessage id="error.backHome" />
        </LocalizedLink>
      )}
    </main>
  );
}
