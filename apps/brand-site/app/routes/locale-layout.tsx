import { LocaleLayout, LocaleLayoutError, errorPageMeta, localeLayoutLoader } from '@oriel/ui';
import type { Route } from './+types/locale-layout';

/** Only no prefix (English) or `/tc`: any other first segment is a page that does not exist. */
export function loader(args: Route.LoaderArgs) {
  return localeLayoutLoader(args);
}

/** An error page's title and noindex (the page route's own meta is not used then). */
export function meta({ error, params }: Route.MetaArgs) {
  return errorPageMeta({ error, params });
}

/** Header, page and footer around every page (libs/ui); the page's own error inside the frame. */
export default LocaleLayout;
export const ErrorBoundary = LocaleLayoutError;
