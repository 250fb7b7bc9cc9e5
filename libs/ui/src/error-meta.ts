import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { localeFromPathname, translate } from '@oriel/i18n';
import { errorMessageId } from './error-page/error-page';

/**
 * `meta` of a layout whose error boundary shows an error page: React Router then uses only the
 * meta of the routes down to that boundary, so the error page's title and `noindex` come from here.
 */
export function errorPageMeta({ error, location }: { error: unknown; location: { pathname: string } }): MetaDescriptor[] {
  if (!error) return [];
  const locale = localeFromPathname(location.pathname);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const id = errorMessageId(status);
  return [{ title: translate(locale, 'pages.titleTemplate', { title: translate(locale, id) }) }, { name: 'robots', content: 'noindex' }];
}
