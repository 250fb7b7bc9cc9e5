import { type RouterContextProvider, data } from 'react-router';
import { isNotFound } from '@oriel/data-client';
import { type Locale, requestLocale } from '@oriel/i18n';
import { env } from './env.server';

/** What every page loader hands to its `meta`: the public origin (canonical URLs) and the locale. */
export interface PageContext {
  locale: Locale;
  siteUrl: string;
}

/** The page's locale (resolved once for the request by the root's `localeMiddleware`) and the public origin. */
export function pageContext(context: Readonly<RouterContextProvider>): PageContext {
  return { locale: requestLocale(context), siteUrl: env.SITE_URL };
}

/** A real 404: the locale layout's error boundary renders the error page inside the frame. */
export function notFound() {
  return data(null, { status: 404 });
}

/** Runs a data-service read; an entry the service does not have becomes the page's 404, anything else a 500. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}
