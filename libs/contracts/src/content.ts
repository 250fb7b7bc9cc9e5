import { z } from 'zod';
import { dataLocaleSchema } from './locales';

export { dataLocaleSchema };

/**
 * One zod schema per content response of the data service (Strapi v4 shape). Pure zod, no React:
 * the data service builds its OpenAPI document from these same schemas (`@oriel/contracts/content`),
 * so the document, the service and the client cannot drift apart.
 */

export const paginationSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});

/** `localeFallback` names every field served in English because its zh-Hant text is missing. */
export const contentMetaSchema = z.object({ locale: dataLocaleSchema, localeFallback: z.array(z.string()) });
export const listMetaSchema = contentMetaSchema.extend({ pagination: paginationSchema });

export const imageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  sources: z.array(z.object({ type: z.enum(['image/avif', 'image/webp']), srcSet: z.string() })),
  /** A photograph from the studio's media library: the point a crop keeps (fractions from the top left). */
  focus: z.object({ x: z.number(), y: z.number() }).optional(),
});
export type ContentImage = z.infer<typeof imageSchema>;

/** Rich text: a list of blocks, never HTML. */
export const blockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('paragraph'), text: z.string(), links: z.array(z.object({ text: z.string(), href: z.string() })).optional() }),
  z.object({ type: z.literal('list'), items: z.array(z.string()) }),
  z.object({ type: z.literal('quote'), text: z.string(), cite: z.string().optional() }),
  z.object({ type: z.literal('image'), image: imageSchema, caption: z.string().optional() }),
]);
export type ContentBlock = z.infer<typeof blockSchema>;

export const namedSchema = z.object({ slug: z.string(), name: z.string() });

const entity = <T extends z.ZodType>(attributes: T) => z.object({ id: z.number().int(), attributes });

export const collectionSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  status: z.enum(['Active', 'Inactive']),
  date: z.string(),
  line: z.enum(['fragrance', 'home-fragrance']),
  tagline: z.string(),
  intro: z.string(),
  heroImage: imageSchema.nullable(),
  locale: dataLocaleSchema,
});
export const collectionSchema = collectionSummarySchema.extend({ story: z.array(blockSchema) });
export type CollectionSummary = z.infer<typeof collectionSummarySchema>;
export type Collection = z.infer<typeof collectionSchema>;

/** GET /api/collections (all fields; the header menu reads only name and slug) and /api/home-collections. */
export const collectionListResponseSchema = z.object({ data: z.array(entity(collectionSummarySchema)), meta: listMetaSchema });
/** GET /api/collections/{slug} and /api/home-collections/{slug}. */
export const collectionResponseSchema = z.object({ data: entity(collectionSchema), meta: contentMetaSchema });

export const categorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  intro: z.string(),
  heroImage: imageSchema.nullable(),
  first_lvl_sub_categories: z.array(namedSchema),
  locale: dataLocaleSchema,
});
export type Category = z.infer<typeof categorySchema>;
/** GET /api/categories/{slug}. */
export const categoryResponseSchema = z.object({ data: entity(categorySchema), meta: contentMetaSchema });

export const productLineSchema = z.enum(['fragrance', 'home-fragrance', 'makeup']);
export type ProductLine = z.infer<typeof productLineSchema>;
export const productTagSchema = z.enum(['new', 'best_seller']);

export const variantSchema = z.object({
  size: z.string(),
  price: z.number().int(),
  sku: z.string(),
  shade: z.string().nullable(),
  label: z.string().nullable(),
});

export const productSummarySchema = z.object({
  slug: z.string(),
  line: productLineSchema,
  name: z.string(),
  subtitle: z.string(),
  /** new or best_seller; `tagLabel` is the text to show (NEW, BEST-SELLER, 新品, 暢銷之選). */
  tag: productTagSchema.nullable(),
  tagLabel: z.string().nullable(),
  collection: namedSchema.nullable(),
  category: namedSchema.nullable(),
  subCategory: namedSchema.nullable(),
  olfactoryFamily: namedSchema.nullable(),
  moods: z.array(namedSchema),
  colourTone: namedSchema.extend({ swatch: z.string().nullable() }).nullable(),
  /** Lowest variant price in whole Hong Kong dollars. */
  priceFrom: z.number().int(),
  currency: z.literal('HKD'),
  variants: z.array(variantSchema),
  image: imageSchema,
  date: z.string(),
  locale: dataLocaleSchema,
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productSchema = productSummarySchema.extend({
  description: z.string(),
  details: z.array(z.string()),
  notes: z.object({ top: z.string(), heart: z.string(), base: z.string() }).nullable(),
  howToUse: z.string().nullable(),
  ingredients: z.string().nullable(),
  images: z.array(imageSchema),
  /** Up to four products to show alongside. */
  related: z.array(entity(productSummarySchema)),
});
export type Product = z.infer<typeof productSchema>;

/** GET /api/products and /api/new-arrivals. */
export const productListResponseSchema = z.object({ data: z.array(entity(productSummarySchema)), meta: listMetaSchema });
/** GET /api/products/{slug}. */
export const productResponseSchema = z.object({ data: entity(productSchema), meta: contentMetaSchema });

const termSchema = namedSchema.extend({ description: z.string(), swatch: z.string().nullable() });
/** GET /api/finder: the facets of the fragrance finder, with how many fragrances each holds. */
export const finderResponseSchema = z.object({
  data: z.object({
    olfactoryFamilies: z.array(termSchema.extend({ count: z.number().int() })),
    moods: z.array(termSchema.extend({ count: z.number().int() })),
    collections: z.array(namedSchema.extend({ count: z.number().int() })),
    colourTones: z.array(termSchema),
  }),
  meta: contentMetaSchema,
});
export type FinderFacets = z.infer<typeof finderResponseSchema>['data'];

export const articleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  kicker: z.string(),
  summary: z.string(),
  date: z.string(),
  coverImage: imageSchema,
  locale: dataLocaleSchema,
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
const neighbourSchema = z.object({ slug: z.string(), title: z.string() }).nullable();
export const articleSchema = articleSummarySchema.extend({
  body: z.array(blockSchema),
  relatedProducts: z.array(entity(productSummarySchema)),
  newer: neighbourSchema,
  older: neighbourSchema,
});
export type Article = z.infer<typeof articleSchema>;
/** GET /api/articles (newest first). */
export const articleListResponseSchema = z.object({ data: z.array(entity(articleSummarySchema)), meta: listMetaSchema });
/** GET /api/articles/{slug}. */
export const articleResponseSchema = z.object({ data: entity(articleSchema), meta: contentMetaSchema });

export const pageKeys = [
  'home',
  'fragrance',
  'fragrance-finder',
  'makeup',
  'home-fragrance',
  'new-arrivals',
  'article',
  'about',
  'exclusive-rewards',
  'loyalty-program',
  'terms-of-use',
  'privacy-policy',
  'cookie-policy',
  'home-fragrance-warranty',
] as const;
export type PageKey = (typeof pageKeys)[number];
/** A mega-menu's featured picture: what it shows and the (locale-free) path of this site it opens. */
export const menuFeatureSchema = z.object({ kicker: z.string(), caption: z.string(), href: z.string(), image: imageSchema });
export type MenuFeature = z.infer<typeof menuFeatureSchema>;
export const pageSchema = z.object({
  key: z.string(),
  title: z.string(),
  intro: z.string(),
  seoDescription: z.string(),
  updated: z.string(),
  heroImage: imageSchema.nullable(),
  /** Language-neutral facts, e.g. the warranty's { warrantyYears: 2, effectiveDate: '2022-12-30' }. */
  facts: z.record(z.string(), z.union([z.string(), z.number()])),
  sections: z.array(z.object({ anchor: z.string().nullable(), heading: z.string().nullable(), blocks: z.array(blockSchema) })),
  /** The picture the header's mega-menu shows for the page's section, or null. */
  menuFeature: menuFeatureSchema.nullable(),
  locale: dataLocaleSchema,
});
export type Page = z.infer<typeof pageSchema>;
/** GET /api/menu-features: every page's menu picture, by page key (the header's mega-menus). */
export const menuFeaturesResponseSchema = z.object({ data: z.array(menuFeatureSchema.extend({ page: z.string() })), meta: contentMetaSchema });
/** GET /api/pages/{key}. */
export const pageResponseSchema = z.object({ data: entity(pageSchema), meta: contentMetaSchema });

export const boutiqueSchema = z.object({
  slug: z.string(),
  kind: z.enum(['permanent', 'pop-up']),
  name: z.string(),
  address: z.string(),
  district: z.string(),
  hours: z.array(z.string()),
  note: z.string().nullable(),
  phone: z.string().nullable(),
  mapUrl: z.string(),
  opens: z.string().nullable(),
  closes: z.string().nullable(),
  /** Per weekday `10:30-20:00` or `closed`, Hong Kong time; null when the content gives none. */
  openingHours: z.record(z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']), z.string()).nullable(),
  image: imageSchema.nullable(),
  locale: dataLocaleSchema,
});
export type Boutique = z.infer<typeof boutiqueSchema>;
/** GET /api/boutiques. */
export const boutiqueListResponseSchema = z.object({ data: z.array(entity(boutiqueSchema)), meta: listMetaSchema });

/** GET /api/sitemap: every public slug, for sitemap.xml and static checks. */
export const sitemapResponseSchema = z.object({
  data: z.object({
    collections: z.array(z.object({ slug: z.string(), date: z.string() })),
    homeCollections: z.array(z.object({ slug: z.string(), date: z.string() })),
    categories: z.array(z.object({ slug: z.string(), subCategories: z.array(z.string()) })),
    products: z.array(
      z.object({
        slug: z.string(),
        line: productLineSchema,
        collection: z.string().nullable(),
        category: z.string().nullable(),
        date: z.string(),
        newArrival: z.boolean(),
      }),
    ),
    articles: z.array(z.object({ slug: z.string(), date: z.string() })),
    pages: z.array(z.object({ key: z.string(), updated: z.string() })),
  }),
  meta: contentMetaSchema,
});
export type Sitemap = z.infer<typeof sitemapResponseSchema>['data'];

/** GET /api/categories/get-all-categories-with-sub-categories (SPEC §7). */
export const categoriesWithSubCategoriesResponseSchema = z.array(
  z.object({ name: z.string(), slug: z.string(), first_lvl_sub_categories: z.array(namedSchema) }),
);

/** Every error of the data service (Strapi v4 shape). */
export const errorResponseSchema = z.object({
  data: z.null(),
  error: z.object({ status: z.number().int(), name: z.string(), message: z.string(), details: z.unknown().optional() }),
});
