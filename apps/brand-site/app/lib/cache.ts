/**
 * Cache policy of the content pages: shared caches keep a page 5 minutes and may
 * serve it stale for a day while they fetch a fresh copy; browsers always revalidate. Nothing
 * personal is rendered into these pages (the loyalty lookup and the gate live in the browser), so
 * they are the same for every visitor of a locale.
 */
export const contentCacheControl = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';

/** The `headers` export of every content page; errors (404) keep the framework's defaults. */
export function contentHeaders({ errorHeaders }: { errorHeaders?: Headers }): HeadersInit {
  if (errorHeaders) return errorHeaders;
  return { 'Cache-Control': contentCacheControl };
}

/**
 * The English home page also answers first visits with a redirect to /tc chosen by the locale
 * cookie or Accept-Language, so a shared cache must key it on both.
 */
export function homeHeaders(args: { errorHeaders?: Headers }): HeadersInit {
  if (args.errorHeaders) return args.errorHeaders;
  return { 'Cache-Control': contentCacheControl, Vary: 'Accept-Language, Cookie' };
}
