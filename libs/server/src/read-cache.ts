import { currentRequestContext } from './request-context';

/**
 * The page servers' content reads, kept in memory for a few seconds (issue 19): a page rendered
 * without the HTML cache (a request with credentials, a cache miss) asked the data service for the
 * same menu, collections and page texts on every request, and the data service (one PGlite) was the
 * bottleneck of rendering. A read is shared by every request in its window, and by requests that
 * arrive while it is in flight; a failed read is not kept. Every read cache of the process is
 * emptied when the site's content version changes (the app server's check, with the HTML cache),
 * and a studio preview always reads through (its drafts are its own). Values are frozen: a loader
 * that changed a shared value would change it for every page, so it throws instead.
 *
 * For a moment after a content change (as the HTML cache, `settleMs`) a read is shared only until
 * that moment ends: the data-service instances each notice a change within a second, so a read in
 * that moment may come from one that has not yet, and kept for the whole window it would keep the
 * old content on the pages for up to `maxAgeMs` more.
 */
export interface ReadCache {
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

// The app server (main.js) and the React Router build (index.js) bundle their own copies of this
// module: the caches the build makes must be found by the server's content-version check.
const registryKey = Symbol.for('@oriel/server/read-caches');
const registry = globalThis as typeof globalThis & { [registryKey]?: Set<ReadCache> };
const caches = (registry[registryKey] ??= new Set<ReadCache>());

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export function createReadCache(options: { maxAgeMs?: number; maxEntries?: number; settleMs?: number } = {}): ReadCache {
  const maxAgeMs = options.maxAgeMs ?? 5000;
  const maxEntries = options.maxEntries ?? 500;
  const settleMs = options.settleMs ?? 2000;
  let settledAt = 0;
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  const cache: ReadCache = {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (currentRequestContext()?.previewToken) return load();
      const now = Date.now();
      const entry = entries.get(key);
      if (entry && now < entry.expires) return entry.value as Promise<T>;
      if (entry) entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const value = load().then(deepFreeze);
      entries.set(key, { expires: now < settledAt ? settledAt : now + maxAgeMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      settledAt = Date.now() + settleMs;
      entries.clear();
    },
  };
  caches.add(cache);
  return cache;
}

/** Empties every read cache of the process (the content version changed). */
export function clearReadCaches(): void {
  for (const cache of caches) cache.clear();
}
