import { useEffect } from 'react';
import { reloadAfterChunkError } from './chunk-reload';

/**
 * Vite reports a chunk it could not preload with `vite:preloadError`; after a deploy that means the
 * page is out of date: reload it (at most once a minute) rather than leave a half-working page.
 */
export function ChunkErrorListener() {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (reloadAfterChunkError()) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
  return null;
}
