/// <reference types="vite/client" />
import type { Locale } from './locales';
import frameAreaList from './message-areas.json';

/**
 * The compiled message catalogues (precompiled ICU ASTs, see scripts/compile-messages.mjs).
 *
 * - Server: the root `middleware` awaits `loadCatalogues()` before any loader, `meta` or render
 *   runs: the whole catalogue of each locale (`translate()` in loaders and responses) and every
 *   slice (a page renders from its own, see below).
 * - Browser (the apps): `Document` renders from the page's message slice, fetched as JSON files;
 *   no catalogue is in the HTML or the scripts.
 * - Tests and stories: `I18nProvider` without messages loads the whole catalogue of its locale, one
 *   lazily loaded chunk per locale.
 */
export type Catalogue = Record<string, unknown>;

const importers: Record<Locale, () => Promise<{ default: unknown }>> = {
  en: () => import('./compiled/en.json'),
  tc: () => import('./compiled/zh-Hant.json'),
};

const registered = new Map<Locale, Catalogue>();
const pending = new Map<Locale, Promise<Catalogue>>();

/** Makes `locale`'s catalogue available synchronously to translate() (the browser, tests). */
export function registerCatalogue(locale: Locale, messages: Catalogue): void {
  if (registered.get(locale) !== messages) registered.set(locale, messages);
}

/**
 * The catalogue `translate()` formats from: the whole catalogue of `locale` if it is loaded (the
 * servers, tests, stories), else in the browser the slices fetched so far; else undefined.
 */
export function loadedCatalogue(locale: Locale): Catalogue | undefined {
  return registered.get(locale) ?? browserCatalogue.get(locale);
}

/** Loads (once) and registers the catalogue of `locale`. */
export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const known = registered.get(locale);
  if (known) return Promise.resolve(known);
  let promise = pending.get(locale);
  if (!promise) {
    promise = importers[locale]().then((module) => {
      const messages = module.default as Catalogue;
      registered.set(locale, messages);
      return messages;
    });
    pending.set(locale, promise);
  }
  return promise;
}

/** Loads every locale's catalogue (server start, tests, stories). */
export async function loadCatalogues(): Promise<void> {
  await Promise.all([...(Object.keys(importers) as Locale[]).map((locale) => loadCatalogue(locale)), loadServerSlices()]);
}

/* ------------------------------------------------------------------------------------------ *
 * Messages sliced per route. Every page renders the frame's messages (the areas of
 * message-areas.json) and the areas its route modules declare in their `handle`:
 *
 *   export const handle = { messages: ['home', 'catalogue'] } satisfies MessagesHandle;
 *
 * The build emits each slice as a hashed, immutable JSON file (compile-messages.mjs, then Vite):
 * the browser fetches the frame's slice once and keeps it in its cache, and a page's own areas as
 * the page needs them; no catalogue travels in the HTML or the scripts. The server renders every
 * page from exactly its slice, so a message outside it shows on the server as it would in the
 * browser, and is reported (and caught by the slice test, apps' messages.test.ts).
 * ------------------------------------------------------------------------------------------ */

/** What a route module's `handle` says about the messages its page renders. */
export interface MessagesHandle {
  /** Message areas (file names under messages/<locale>/) beyond the frame's. */
  messages?: readonly string[];
}

const folderOf: Record<Locale, string> = { en: 'en', tc: 'zh-Hant' };
/** The slice files as the build emits them: `./compiled/slices/<locale folder>.<slice>.json` -> URL. */
const sliceUrls = import.meta.glob<string>('./compiled/slices/*.json', { query: '?url&no-inline', import: 'default', eager: true });
const urlOf = (locale: Locale, slice: string): string | undefined => sliceUrls[`./compiled/slices/${folderOf[locale]}.${slice}.json`];

/** The frame's slice name: its areas are in message-areas.json. */
export const frameSlice = 'frame';
export const frameAreas: readonly string[] = frameAreaList.frame;

/**
 * The areas a page renders beyond the frame's, from the `handle` of its matched routes (sorted,
 * without duplicates or frame areas). An unknown area is a programming error: it throws.
 */
export function messageAreasOf(matches: readonly { handle?: unknown }[]): string[] {
  const areas = new Set<string>();
  for (const match of matches) {
    const declared = (match.handle as MessagesHandle | undefined)?.messages;
    for (const area of declared ?? []) {
      if (frameAreas.includes(area)) continue;
      if (!urlOf('en', area)) throw new Error(`Unknown message area "${area}" in a route's handle (libs/i18n/src/messages/en/${area}.json does not exist)`);
      areas.add(area);
    }
  }
  return [...areas].sort();
}

/** The URLs of the slice files of a page (the frame's first), for preload links and fetches. */
export function messageSliceUrls(locale: Locale, areas: readonly string[]): string[] {
  return [frameSlice, ...areas].map((slice) => urlOf(locale, slice)).filter((url): url is string => url !== undefined);
}

// Server: every slice in memory (loadCatalogues), one merged catalogue per page slice.
const serverSlices = import.meta.env.SSR ? import.meta.glob<Catalogue>('./compiled/slices/*.json', { import: 'default' }) : {};
const serverLoaded = new Map<string, Catalogue>();
const merged = new Map<string, Catalogue>();

async function loadServerSlices(): Promise<void> {
  await Promise.all(
    Object.entries(serverSlices).map(async ([path, load]) => {
      if (!serverLoaded.has(path)) serverLoaded.set(path, await load());
    }),
  );
}

// Browser: the slices fetched so far, merged into one catalogue per locale (one intl object).
const browserCatalogue = new Map<Locale, Catalogue>();
const fetched = new Map<string, Promise<void>>();
const arrived = new Set<string>();

function fetchSlice(locale: Locale, slice: string): Promise<void> {
  const url = urlOf(locale, slice);
  if (!url) return Promise.resolve();
  let promise = fetched.get(url);
  if (!promise) {
    // `crossorigin` preload links of the document answer this fetch (same mode and credentials).
    promise = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`messages: ${url} answered ${response.status}`);
        return response.json() as Promise<Catalogue>;
      })
      .then((messages) => {
        let catalogue = browserCatalogue.get(locale);
        if (!catalogue) browserCatalogue.set(locale, (catalogue = {}));
        Object.assign(catalogue, messages);
        arrived.add(url);
      })
      .catch((error: unknown) => {
        fetched.delete(url);
        throw error;
      });
    fetched.set(url, promise);
  }
  return promise;
}

const waiting = new Map<string, Promise<Catalogue>>();

/**
 * The messages of a page: the frame's and those of `areas`. On the server, synchronously, exactly
 * that slice (after loadCatalogues()). In the browser, the locale's catalogue of every slice
 * fetched so far, or a promise while one of the page's is still on its way (the caller `use()`s it).
 */
export function messageSlice(locale: Locale, areas: readonly string[]): Catalogue | Promise<Catalogue> {
  const slices = [frameSlice, ...areas];
  if (typeof document === 'undefined') {
    const key = `${locale}:${slices.join(',')}`;
    let catalogue = merged.get(key);
    if (!catalogue) {
      catalogue = {};
      for (const slice of slices) {
        const messages = serverLoaded.get(`./compiled/slices/${folderOf[locale]}.${slice}.json`);
        if (!messages) throw new Error(`messages: the slice ${locale}.${slice} is not loaded (await loadCatalogues() first)`);
        Object.assign(catalogue, messages);
      }
      merged.set(key, catalogue);
    }
    return catalogue;
  }
  const missing = slices.filter((slice) => {
    const url = urlOf(locale, slice);
    return url !== undefined && !arrived.has(url);
  });
  const catalogue = browserCatalogue.get(locale);
  if (!missing.length && catalogue) return catalogue;
  const key = `${locale}:${missing.join(',')}`;
  let promise = waiting.get(key);
  if (!promise) {
    promise = Promise.all(missing.map((slice) => fetchSlice(locale, slice))).then(() => browserCatalogue.get(locale) ?? {});
    promise.finally(() => waiting.delete(key)).catch(() => {});
    waiting.set(key, promise);
  }
  return promise;
}
