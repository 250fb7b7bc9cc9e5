import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '@oriel/i18n';
import { LocaleLayout, LocaleLayoutError, errorPageMeta } from '@oriel/ui';
import type { Route } from './+types/locale-layout';

/** An error page's title and noindex (the page route's own meta is not used then). */
export function meta({ error, location }: Route.MetaArgs) {
  return errorPageMeta({ error, location });
}

/** Header, page and footer around every page (libs/ui); the page's own error inside the frame. */
export default LocaleLayout;

/** A campaign that is not (or no longer) here: its 404 leads on to the hub's current campaigns too. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LocaleLayoutError
      error={error}
      wayOn={
        <LocalizedLink to="/discovery-trial" className="oriel-button oriel-button--solid" data-slot="error-campaigns">
          <FormattedMessage id="error.campaigns" />
        </LocalizedLink>
      }
    />
  );
}
