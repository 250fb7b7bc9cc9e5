import { type Locale, toDataLocale } from '@oriel/i18n';
import { searchResponseSchema } from '@oriel/contracts/search';
import { type DataClient, getJson } from './client';

export * from '@oriel/contracts/search';

export const searchPath = (locale: Locale, query: string) => `/api/search?${new URLSearchParams({ q: query, locale: toDataLocale(locale) })}`;

/** Searches products, collections, makeup categories and stories in the visitor's language. */
export const fetchSearch = (client: DataClient, locale: Locale, query: string) => getJson(client, searchPath(locale, query), searchResponseSchema);
