import { LocaleLayout, LocaleLayoutError, errorPageMeta } from '@oriel/ui';
import type { Route } from './+types/locale-layout';

/** An error page's title and noindex (the page route's own meta is not used then). */
export function meta({ error, location }: Route.MetaArgs) {
  return errorPageMeta({ error, location });
}

/** Header, page and footer around every page (libs/ui); the page's own error inside the frame. */
export default LocaleLayout;
export const ErrorBoundary = LocaleLayoutError;
