import { type Locale, toDataLocale } from '@oriel/i18n';
import { type DataClient, DataServiceError, getJson } from './client';
import {
  type PageKey,
  type ProductLine,
  articleListResponseSchema,
  articleResponseSchema,
  boutiqueListResponseSchema,
  categoryResponseSchema,
  collectionListResponseSchema,
  collectionResponseSchema,
  finderResponseSchema,
  pageResponseSchema,
  productListResponseSchema,
  productResponseSchema,
  sitemapResponseSchema,
} from './content-schemas';

export * from './content-schemas';

/**
 * Fetchers for every content read of the data service (one small fetch layer, no query cache:
 * loaders run per request, and the data service keeps the content in memory). The route locale
 * (`en` | `tc`) becomes the data-service locale only through `toDataLocale`; a missing entry
 * rejects with a `DataServiceError` whose `status` is 404 (see `isNotFound`).
 */

type Params = Record<string, string | number | string[] | undefined>;

/** `/api/x?locale=..&filters[a][$eq]=..`: arrays become `[$in][n]`, undefined values are left out. */
function contentPath(path: string, locale: Locale | null, params: Params = {}): string {
  const query = new URLSearchParams();
  if (locale) query.set('locale', toDataLocale(locale));
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v, i) => query.set(`${key}[$in][${i}]`, v));
    else query.set(key.startsWith('filters[') ? `${key}[$eq]` : key, String(value));
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}
const segment = (value: string) => encodeURIComponent(value);

export interface ProductFilters {
  line?: ProductLine;
  /** Fragrance or home-fragrance collection slug. */
  collection?: string;
  /** Makeup category slug and, optionally, first-level sub-category slug (`?sub=`). */
  category?: string;
  subCategory?: string;
  tag?: 'new' | 'best_seller';
  /** One slug, or several (any of them). */
  olfactoryFamily?: string | string[];
  mood?: string | string[];
  colourTone?: string | string[];
  sort?: 'date:desc' | 'price:asc' | 'price:desc' | 'name:asc';
  page?: number;
  pageSize?: number;
}

function productParams(f: ProductFilters): Params {
  return {
    'filters[line]': f.line,
    'filters[collection][slug]': f.collection,
    'filters[category][slug]': f.category,
    'filters[subCategory][slug]': f.subCategory,
    'filters[tag]': f.tag,
    'filters[olfactoryFamily][slug]': f.olfactoryFamily,
    'filters[mood][slug]': f.mood,
    'filters[colourTone][slug]': f.colourTone,
    sort: f.sort,
    'pagination[page]': f.page,
    'pagination[pageSize]': f.pageSize,
  };
}

export const contentPaths = {
  collections: (locale: Locale, page = 1) => contentPath('/api/collections', locale, { 'filters[status]': 'Active', 'sort[0]': 'date:desc', 'sort[1]': 'id:desc', 'pagination[page]': page }),
  collection: (locale: Locale, slug: string) => contentPath(`/api/collections/${segment(slug)}`, locale),
  homeCollections: (locale: Locale) => contentPath('/api/home-collections', locale),
  homeCollection: (locale: Locale, slug: string) => contentPath(`/api/home-collections/${segment(slug)}`, locale),
  category: (locale: Locale, slug: string) => contentPath(`/api/categories/${segment(slug)}`, locale),
  products: (locale: Locale, filters: ProductFilters = {}) => contentPath('/api/products', locale, productParams(filters)),
  product: (locale: Locale, slug: string) => contentPath(`/api/products/${segment(slug)}`, locale),
  newArrivals: (locale: Locale, line?: ProductLine) => contentPath('/api/new-arrivals', locale, { 'filters[line]': line, 'pagination[pageSize]': 100 }),
  finder: (locale: Locale) => contentPath('/api/finder', locale),
  articles: (locale: Locale, page = 1, pageSize = 12) => contentPath('/api/articles', locale, { 'pagination[page]': page, 'pagination[pageSize]': pageSize }),
  article: (locale: Locale, slug: string) => contentPath(`/api/articles/${segment(slug)}`, locale),
  page: (locale: Locale, key: PageKey) => contentPath(`/api/pages/${segment(key)}`, locale),
  boutiques: (locale: Locale, kind?: 'permanent' | 'pop-up') => contentPath('/api/boutiques', locale, { 'filters[kind]': kind }),
  sitemap: () => contentPath('/api/sitemap', null),
};

export const fetchCollectionList = (client: DataClient, locale: Locale, page = 1) => getJson(client, contentPaths.collections(locale, page), collectionListResponseSchema);
export const fetchCollection = (client: DataClient, locale: Locale, slug: string) => getJson(client, contentPaths.collection(locale, slug), collectionResponseSchema);
export const fetchHomeCollections = (client: DataClient, locale: Locale) => getJson(client, contentPaths.homeCollections(locale), collectionListResponseSchema);
export const fetchHomeCollection = (client: DataClient, locale: Locale, slug: string) => getJson(client, contentPaths.homeCollection(locale, slug), collectionResponseSchema);
export const fetchCategory = (client: DataClient, locale: Locale, slug: string) => getJson(client, contentPaths.category(locale, slug), categoryResponseSchema);
export const fetchProducts = (client: DataClient, locale: Locale, filters: ProductFilters = {}) => getJson(client, contentPaths.products(locale, filters), productListResponseSchema);
export const fetchProduct = (client: DataClient, locale: Locale, slug: string) => getJson(client, contentPaths.product(locale, slug), productResponseSchema);
export const fetchNewArrivals = (client: DataClient, locale: Locale, line?: ProductLine) => getJson(client, contentPaths.newArrivals(locale, line), productListResponseSchema);
export const fetchFinder = (client: DataClient, locale: Locale) => getJson(client, contentPaths.finder(locale), finderResponseSchema);
export const fetchArticles = (client: DataClient, locale: Locale, page = 1, pageSize = 12) => getJson(client, contentPaths.articles(locale, page, pageSize), articleListResponseSchema);
export const fetchArticle = (client: DataClient, locale: Locale, slug: string) => getJson(client, contentPaths.article(locale, slug), articleResponseSchema);
export const fetchPage = (client: DataClient, locale: Locale, key: PageKey) => getJson(client, contentPaths.page(locale, key), pageResponseSchema);
export const fetchBoutiques = (client: DataClient, locale: Locale, kind?: 'permanent' | 'pop-up') => getJson(client, contentPaths.boutiques(locale, kind), boutiqueListResponseSchema);
export const fetchSitemap = (client: DataClient) => getJson(client, contentPaths.sitemap(), sitemapResponseSchema);

/**
 * True when the data service names no entry: 404 (unknown slug or key), or 414 (an address too
 * long to name one, as anyone can type). Loaders then throw their own 404.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof DataServiceError && (error.status === 404 || error.status === 414);
}

/**
 * SPEC §7: a data fetch that shows a loading state lasts at least 200 ms, so the loading state
 * never flashes. For client-side fetches only; server rendering never waits.
 */
export async function withMinimumDelay<T>(work: Promise<T>, ms = 200): Promise<T> {
  const [result] = await Promise.allSettled([work, new Promise((resolve) => setTimeout(resolve, ms))]);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}
