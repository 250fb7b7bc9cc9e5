import { createContext, use, useContext, type ComponentProps, type ReactNode } from 'react';
import { RawIntlProvider, createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { Form, Link } from 'react-router';
import { brand } from '@oriel/config';
import { type Catalogue, loadCatalogue, loadedCatalogue, registerCatalogue } from './catalogues';
import type enMessages from './compiled/en.json';
import { type Locale, localeInfo, timeZone } from './locales';
import { type AppName, appForPath, localePath } from './paths';

// The catalogues are precompiled ICU ASTs, loaded per locale (catalogues.ts); typed loosely
// because react-intl's MessageFormatElement type is not worth importing into every consumer.
export type MessageId = keyof typeof enMessages;

interface LocaleContextValue {
  locale: Locale;
  app: AppName;
}
const LocaleContext = createContext<LocaleContextValue>({ locale: 'en', app: 'brand-site' });

/**
 * react-intl with the locale's compiled messages, Hong Kong time, and the brand name as a default
 * value. `messages` is the locale's catalogue when the caller has it (the root loader data); without
 * it the provider uses the registered catalogue, or suspends until the locale's chunk has loaded.
 * The intl object is the one `translate()` uses (`intlFor`): one per locale and catalogue, because
 * building one costs the Intl API lookups of `createIntl` (tens of milliseconds on a phone).
 */
export function I18nProvider({ locale, app, messages, children }: { locale: Locale; app: AppName; messages?: Catalogue; children: ReactNode }) {
  // The browser's translate() formats from what the page has; a server renders many pages at once,
  // and its translate() keeps the whole catalogue.
  if (messages && typeof document !== 'undefined') registerCatalogue(locale, messages);
  const catalogue = messages ?? loadedCatalogue(locale) ?? use(loadCatalogue(locale));
  return (
    <LocaleContext.Provider value={{ locale, app }}>
      <RawIntlProvider value={intlFor(locale, catalogue)}>{children}</RawIntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}

/** Values every message may use, so no component passes the brand name by hand. */
export const messageValues = { brand: brand.name };

type LinkProps = Omit<ComponentProps<typeof Link>, 'to'> & {
  /** A locale-free absolute path such as `/fragrance/matin?x=1`. */
  to: string;
  /** Link to this locale instead of the current one (the language switch). */
  locale?: Locale;
};

/**
 * A link that adds the locale prefix, so no href is written by hand. A path owned by the other app
 * (brand site <-> discovery trial) becomes a plain document navigation: the other app has its own
 * server and router.
 */
export function LocalizedLink({ to, locale, ...props }: LinkProps) {
  const context = useContext(LocaleContext);
  const href = localePath(locale ?? context.locale, to);
  if (appForPath(to) !== context.app) return <Link to={href} reloadDocument {...props} />;
  return <Link to={href} {...props} />;
}

type FormProps = Omit<ComponentProps<typeof Form>, 'action' | 'method'> & {
  /** The locale-free path the form is sent to, e.g. `/search`. */
  to: string;
};

/**
 * A GET form to a page of the current locale (a search): without JavaScript the browser sends it
 * as it is; with it, the router navigates there, or the document does when the other app owns it.
 */
export function LocalizedGetForm({ to, ...props }: FormProps) {
  const context = useContext(LocaleContext);
  const action = localePath(context.locale, to);
  return <Form action={action} method="get" reloadDocument={appForPath(to) !== context.app} {...props} />;
}

const intlCache = createIntlCache();
const intls = new WeakMap<Catalogue, IntlShape>();

/**
 * A message missing from the catalogue a page renders from is a bug, said loudly: in the apps it
 * means a route renders an id outside its message slice (declare the id's area in the route
 * module's `handle`).
 */
function reportIntlError(error: { code: string; message: string }): void {
  if (error.code === 'MISSING_TRANSLATION') console.error(`messages: ${error.message.split('\n')[0]} (is its area in the route's handle.messages? decision 210)`);
  else console.error(error);
}

/** The intl object of `locale` for `catalogue`, made once per catalogue (the browser has one per locale). */
function intlFor(locale: Locale, catalogue: Catalogue): IntlShape {
  let intl = intls.get(catalogue);
  if (!intl) {
    intl = createIntl(
      {
        locale: localeInfo[locale].htmlLang,
        defaultLocale: 'en',
        messages: catalogue as Record<string, never>,
        timeZone,
        defaultRichTextElements: {},
        onError: reportIntlError,
      },
      intlCache,
    );
    intls.set(catalogue, intl);
  }
  return intl;
}

/** Formats a message outside React (route `meta`, server responses), brand name included. */
export function translate(locale: Locale, id: MessageId, values: Record<string, string | number> = {}): string {
  const catalogue = loadedCatalogue(locale);
  if (!catalogue) throw new Error(`translate: the "${locale}" catalogue is not loaded (await loadCatalogues() first)`);
  return intlFor(locale, catalogue).formatMessage({ id }, { ...messageValues, ...values });
}
