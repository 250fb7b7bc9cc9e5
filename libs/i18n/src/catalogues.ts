import type { Locale } from './locales';

/**
 * The compiled message catalogues (precompiled ICU ASTs, see scripts/compile-messages.mjs), one
 * lazily loaded chunk per locale, so a page's JavaScript never carries the other language.
 *
 * - Server: the root `middleware` awaits `loadCatalogues()` before any loader, `meta` or render
 *   runs, and the root loader hands the page's catalogue to the browser in its data.
 * - Browser: `Document` registers the catalogue of the root loader data before anything renders
 *   (hydration and every language switch, which revalidates the root loader), so neither
 *   `I18nProvider` nor `translate()` waits for a chunk. Without it (tests, stories, an error page
 *   whose root loader failed) `I18nProvider` suspends until the chunk has loaded.
 */
export type Catalogue = Record<string, unknown>;

const importers: Record<Locale, () => Promise<{ default: unknown }>> = {
  en: () => import('./compiled/en.json'),
  tc: () => import('./compiled/zh-Hant.json'),
};

const registered = new Map<Locale, Catalogue>();
const pending = new Map<Locale, Promise<Catalogue>>();

/** Makes `locale`'s catalogue available synchronously (from loader data in the browser). */
export function registerCatalogue(locale: Locale, messages: Catalogue): void {
  if (registered.get(locale) !== messages) registered.set(locale, messages);
}

/** The catalogue of `locale` if it is loaded, else undefined. */
export function loadedCatalogue(locale: Locale): Catalogue | undefined {
  return registered.get(locale);
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
  await Promise.all((Object.keys(importers) as Locale[]).map((locale) => loadCatalogue(locale)));
}

/**
 * A catalogue as the root loader sends it to the browser: one JSON string. React Router's loader
 * data encoding (turbo-stream) would otherwise flatten the thousands of small AST nodes one by one:
 * a quarter more bytes in every page's HTML and a slower decode before hydration than one
 * `JSON.parse` (decision 075).
 */
export type TransferredCatalogue = string & { readonly __transferredCatalogue: true };

const transferred = new WeakMap<Catalogue, TransferredCatalogue>();
/** Where a string came from, on the side that made it (the server renders from the original). */
const originals = new Map<string, Catalogue>();

/** The catalogue for the root loader data (stringified once per catalogue, not per request). */
export function catalogueForTransfer(messages: Catalogue): TransferredCatalogue {
  let text = transferred.get(messages);
  if (!text) {
    text = JSON.stringify(messages) as TransferredCatalogue;
    transferred.set(messages, text);
    originals.set(text, messages);
  }
  return text;
}

let received: { text: string; messages: Catalogue } | undefined;

/**
 * The catalogue of the root loader data, parsed once: the document renders again on every
 * navigation with the same string, and gets the same object back (one intl object per catalogue).
 */
export function receivedCatalogue(text: TransferredCatalogue): Catalogue {
  const original = originals.get(text);
  if (original) return original;
  if (received?.text !== text) received = { text, messages: JSON.parse(text) as Catalogue };
  return received.messages;
}
