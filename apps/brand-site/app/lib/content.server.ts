import {
  type PageKey,
  type ProductFilters,
  fetchArticle,
  fetchArticles,
  fetchBoutiques,
  fetchCampaigns,
  fetchCategory,
  fetchCollection,
  fetchCollectionList,
  fetchFinder,
  fetchHomeCollection,
  fetchHomeCollections,
  fetchMenu,
  fetchNewArrivals,
  fetchPage,
  fetchProduct,
  fetchProducts,
  fetchSitemap,
} from '@oriel/data-client';
import type { Locale } from '@oriel/i18n';
import { serverDataClient } from './data.server';
import { orNotFound } from './page.server';

const client = serverDataClient;
const attributes = <T>(list: { data: { attributes: T }[] }) => list.data.map((d) => d.attributes);

/**
 * The content reads of the brand-site loaders, through the data-client, unwrapped from the Strapi
 * envelope. Reads by slug turn the service's 404 into the page's 404. Each is a request to the
 * data service, which keeps the content in memory (its content cache, emptied on publish).
 */
export const content = {
  campaigns: (locale: Locale) => fetchCampaigns(client, locale),
  collections: async (locale: Locale) => attributes(await fetchCollectionList(client, locale)),
  collection: async (locale: Locale, slug: string) => (await orNotFound(fetchCollection(client, locale, slug))).data.attributes,
  homeCollections: async (locale: Locale) => attributes(await fetchHomeCollections(client, locale)),
  homeCollection: async (locale: Locale, slug: string) => (await orNotFound(fetchHomeCollection(client, locale, slug))).data.attributes,
  category: async (locale: Locale, slug: string) => (await orNotFound(fetchCategory(client, locale, slug))).data.attributes,
  products: async (locale: Locale, filters: ProductFilters = {}) => attributes(await fetchProducts(client, locale, { pageSize: 100, ...filters })),
  product: async (locale: Locale, slug: string) => {
    const product = (await orNotFound(fetchProduct(client, locale, slug))).data.attributes;
    return { ...product, related: product.related.map((r) => r.attributes) };
  },
  newArrivals: async (locale: Locale) => attributes(await fetchNewArrivals(client, locale)),
  finder: async (locale: Locale) => (await fetchFinder(client, locale)).data,
  articles: async (locale: Locale) => attributes(await fetchArticles(client, locale, 1, 100)),
  article: async (locale: Locale, slug: string) => {
    const article = (await orNotFound(fetchArticle(client, locale, slug))).data.attributes;
    return { ...article, relatedProducts: article.relatedProducts.map((r) => r.attributes) };
  },
  page: async (locale: Locale, key: PageKey) => (await orNotFound(fetchPage(client, locale, key))).data.attributes,
  boutiques: async (locale: Locale) => attributes(await fetchBoutiques(client, locale)),
  sitemap: async () => (await fetchSitemap(client)).data,
  menu: (locale: Locale) => fetchMenu(client, locale),
};

export type ProductDetail = Awaited<ReturnType<typeof content.product>>;
export type ArticleDetail = Awaited<ReturnType<typeof content.article>>;
