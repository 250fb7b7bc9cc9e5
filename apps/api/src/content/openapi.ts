import {
  articleListResponseSchema,
  articleResponseSchema,
  boutiqueListResponseSchema,
  categoriesWithSubCategoriesResponseSchema,
  categoryResponseSchema,
  collectionListResponseSchema,
  collectionResponseSchema,
  finderResponseSchema,
  menuFeaturesResponseSchema,
  pageResponseSchema,
  productListResponseSchema,
  productResponseSchema,
  sitemapResponseSchema,
} from '@oriel/contracts/content';
import { type OpenApiArea, type OpenApiOperation, type OpenApiParameter, errorResponse, json, jsonSchema, ref } from '../openapi/types';
import { contentCacheControl } from './routes';

// The content reads in the OpenAPI document; the response schemas are the data-client's own.

const locale: OpenApiParameter = {
  name: 'locale',
  in: 'query',
  description: 'en (default) or zh-Hant. A zh-Hant field that is missing is served in English and named in meta.localeFallback.',
  schema: { type: 'string', enum: ['en', 'zh-Hant'], default: 'en' },
};
const pagination: OpenApiParameter[] = [
  { name: 'pagination[page]', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
  { name: 'pagination[pageSize]', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } },
];
const path = (name: string, description: string): OpenApiParameter => ({ name, in: 'path', required: true, description, schema: { type: 'string' } });
const filter = (name: string, description: string, schema: Record<string, unknown> = { type: 'string' }): OpenApiParameter => ({
  name: `${name}[$eq]`,
  in: 'query',
  description: `${description} Several values: ${name}[$in][0]=..&${name}[$in][1]=..`,
  schema,
});
const cacheHeaders = {
  'cache-control': { schema: { type: 'string', const: contentCacheControl }, description: 'Shared caches keep a minute, serve stale for ten while refreshing.' },
  etag: { schema: { type: 'string' }, description: 'Send back in If-None-Match for a 304.' },
};

function read(operationId: string, summary: string, schema: string, parameters: OpenApiParameter[], notFound = false): { get: OpenApiOperation } {
  return {
    get: {
      summary,
      tags: ['content'],
      operationId,
      parameters: [locale, ...parameters],
      responses: {
        '200': { description: 'The content', headers: cacheHeaders, content: json(ref(schema)) },
        '304': { description: 'Not modified (If-None-Match matched the ETag)' },
        '400': errorResponse('Unknown locale, filter, sort or pagination value'),
        ...(notFound ? { '404': errorResponse('No entry with this slug or key') } : {}),
      },
    },
  };
}

const productFilters = [
  filter('filters[slug]', 'Product slug.'),
  filter('filters[line]', 'Product line.', { type: 'string', enum: ['fragrance', 'home-fragrance', 'makeup'] }),
  filter('filters[collection][slug]', 'Collection slug (fragrance and home fragrance).'),
  filter('filters[category][slug]', 'Makeup category slug.'),
  filter('filters[subCategory][slug]', 'Makeup first-level sub-category slug.'),
  filter('filters[tag]', 'Tag; NEW and BEST-SELLER are accepted as well.', { type: 'string', enum: ['new', 'best_seller', 'NEW', 'BEST-SELLER'] }),
  filter('filters[olfactoryFamily][slug]', 'Olfactory family slug (fragrance finder).'),
  filter('filters[mood][slug]', 'Mood slug (fragrance finder).'),
  filter('filters[colourTone][slug]', 'Colour tone slug (makeup).'),
];

export const contentOpenApi: OpenApiArea = {
  tag: { name: 'content', description: 'Catalogue, stories, pages and boutiques in en and zh-Hant (Strapi v4 REST shape).' },
  paths: {
    '/api/collections': read('listCollections', 'Fragrance collections (SPEC §7: filters[status][$eq]=Active, sort[0]=date:desc, sort[1]=id:desc)', 'CollectionList', [
      filter('filters[status]', 'Active or Inactive.', { type: 'string', enum: ['Active', 'Inactive'] }),
      filter('filters[slug]', 'Collection slug.'),
      { name: 'sort[0]', in: 'query', description: 'date|id|name:asc|desc; sort[1], sort[2]... break ties', schema: { type: 'string' } },
      ...pagination,
    ]),
    '/api/collections/{slug}': read('getCollection', 'One fragrance collection with its story', 'Collection', [path('slug', 'Collection slug')], true),
    '/api/home-collections': read('listHomeCollections', 'Home-fragrance collections (the at-home collection)', 'CollectionList', pagination),
    '/api/home-collections/{slug}': read('getHomeCollection', 'One home-fragrance collection with its story', 'Collection', [path('slug', 'Collection slug')], true),
    '/api/categories/get-all-categories-with-sub-categories': read('listCategoriesWithSubCategories', 'Makeup categories with first-level sub-categories (SPEC §7)', 'CategoriesWithSubCategories', []),
    '/api/categories/{slug}': read('getCategory', 'One makeup category', 'Category', [path('slug', 'complexion, eyes or lips')], true),
    '/api/products': read('listProducts', 'Products, filtered (collection page, makeup category with ?sub=, finder)', 'ProductList', [
      ...productFilters,
      { name: 'sort', in: 'query', description: 'position (default), date, price or name, with :asc or :desc', schema: { type: 'string' } },
      ...pagination,
    ]),
    '/api/products/{slug}': read('getProduct', 'One product with up to four related products', 'Product', [path('slug', 'Product slug')], true),
    '/api/new-arrivals': read('listNewArrivals', 'New arrivals, in editorial order', 'ProductList', [filter('filters[line]', 'Product line.'), ...pagination]),
    '/api/finder': read('getFinderFacets', 'Fragrance-finder facets with counts', 'Finder', []),
    '/api/articles': read('listArticles', 'Brand stories, newest first', 'ArticleList', [filter('filters[slug]', 'Article slug.'), ...pagination]),
    '/api/articles/{slug}': read('getArticle', 'One brand story with related products and neighbours', 'Article', [path('slug', 'Article slug')], true),
    '/api/pages/{key}': read('getPage', 'A page: about, exclusive-rewards, loyalty-program, terms-of-use, privacy-policy, cookie-policy, home-fragrance-warranty, and the landing intros', 'Page', [path('key', 'Page key')], true),
    '/api/menu-features': read('listMenuFeatures', "The header mega-menus' featured pictures, by page key", 'MenuFeatures', []),
    '/api/boutiques': read('listBoutiques', 'Boutiques: two permanent, pop-ups', 'BoutiqueList', [filter('filters[kind]', 'permanent or pop-up.', { type: 'string', enum: ['permanent', 'pop-up'] })]),
    '/api/sitemap': read('getSitemap', 'Every public slug, for sitemap.xml', 'Sitemap', []),
    '/api/media/{hash}/{path}': {
      get: {
        summary: 'An image: {key}.svg, or {key}-{width}w.webp|avif. Immutable while {hash} is current.',
        tags: ['content'],
        operationId: 'getMedia',
        parameters: [path('hash', 'Content hash from the image URL'), path('path', 'Media key with extension, e.g. products/l-eau.svg')],
        responses: {
          '200': {
            description: 'The image',
            headers: { 'cache-control': { schema: { type: 'string' }, description: 'public, max-age=31536000, immutable (current hash)' } },
            content: { 'image/svg+xml': { schema: { type: 'string' } }, 'image/webp': { schema: { type: 'string', format: 'binary' } }, 'image/avif': { schema: { type: 'string', format: 'binary' } } },
          },
          '404': errorResponse('No such image or rendition'),
        },
      },
    },
  },
  schemas: {
    CollectionList: jsonSchema(collectionListResponseSchema),
    Collection: jsonSchema(collectionResponseSchema),
    CategoriesWithSubCategories: jsonSchema(categoriesWithSubCategoriesResponseSchema),
    Category: jsonSchema(categoryResponseSchema),
    ProductList: jsonSchema(productListResponseSchema),
    Product: jsonSchema(productResponseSchema),
    Finder: jsonSchema(finderResponseSchema),
    ArticleList: jsonSchema(articleListResponseSchema),
    Article: jsonSchema(articleResponseSchema),
    Page: jsonSchema(pageResponseSchema),
    MenuFeatures: jsonSchema(menuFeaturesResponseSchema),
    BoutiqueList: jsonSchema(boutiqueListResponseSchema),
    Sitemap: jsonSchema(sitemapResponseSchema),
  },
};
