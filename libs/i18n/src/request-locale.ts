import { type MiddlewareFunction, type RouterContextProvider, createContext } from 'react-router';
import { type Locale, localeFromPathname } from './locales';

/**
 * The request's locale, resolved once per request by `localeMiddleware` (first in each app's root
 * middleware) from the route tree the path is in (`/tc/...` or the English one), and
 * read by every loader and action with `requestLocale(context)` instead of parsing the URL again.
 */
export const localeContext = createContext<Locale>();

export const localeMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  context.set(localeContext, localeFromPathname(new URL(request.url).pathname));
  return next();
};

export function requestLocale(context: Readonly<RouterContextProvider>): Locale {
  return context.get(localeContext);
}
