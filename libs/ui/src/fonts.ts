import serifUrl from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2?url';
import sansUrl from '@fontsource-variable/jost/files/jost-latin-wght-normal.woff2?url';

/**
 * `<link rel="preload">` for the two fonts every page paints first (the same hashed files the
 * stylesheet's @font-face rules point at), so the swap happens before first paint on most visits.
 */
export const fontPreloadLinks = [serifUrl, sansUrl].map((href) => ({
  rel: 'preload',
  href,
  as: 'font',
  type: 'font/woff2',
  crossOrigin: 'anonymous' as const,
}));
