import { z } from 'zod';
import { type MenuFeature, menuFeaturesResponseSchema } from '@oriel/contracts/content';
import { type Locale, toDataLocale } from '@oriel/i18n';
import { type DataClient, getJson } from './client';

const paginationSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
  total: z.number(),
});

/** SPEC §7: GET /api/collections, Strapi v4 shape. */
export const collectionsResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      attributes: z.object({ name: z.string(), slug: z.string() }).loose(),
    }),
  ),
  meta: z.object({ pagination: paginationSchema }).loose(),
});
export type CollectionsResponse = z.infer<typeof collectionsResponseSchema>;

/** SPEC §7: GET /api/categories/get-all-categories-with-sub-categories. */
export const categoriesResponseSchema = z.array(
  z.object({
    name: z.string(),
    slug: z.string(),
    first_lvl_sub_categories: z.array(z.object({ name: z.string(), slug: z.string() })),
  }),
);
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

/** The exact query of SPEC §7: active collections, newest first. */
export function collectionsPath(locale: Locale): string {
  const query = new URLSearchParams({
    locale: toDataLocale(locale),
    'filters[status][$eq]': 'Active',
    'sort[0]': 'date:desc',
    'sort[1]': 'id:desc',
  });
  return `/api/collections?${query.toString()}`;
}

export function categoriesPath(locale: Locale): string {
  return `/api/categories/get-all-categories-with-sub-categories?locale=${toDataLocale(locale)}`;
}

export const fetchCollections = (client: DataClient, locale: Locale) =>
  getJson(client, collectionsPath(locale), collectionsResponseSchema);

export const fetchCategories = (client: DataClient, locale: Locale) =>
  getJson(client, categoriesPath(locale), categoriesResponseSchema);

export function menuFeaturesPath(locale: Locale): string {
  return `/api/menu-features?locale=${toDataLocale(locale)}`;
}

/**
 * The mega-menus' featured pictures by page key. A picture is a finishing touch: when they cannot be
 * read the menus open without them (logged), never without the header.
 */
export async function fetchMenuFeatures(client: DataClient, locale: Locale): Promise<Record<string, MenuFeature>> {
  try {
    const { data } = await getJson(client, menuFeaturesPath(locale), menuFeaturesResponseSchema);
    return Object.fromEntries(data.map(({ page, ...feature }) => [page, feature]));
  } catch (error) {
    console.error('menu pictures load failed (the mega-menus open without them):', error instanceof Error ? error.message : error);
    return {};
  }
}

/** What the header menu needs, in one object: both SPEC §7 calls and the menus' pictures. */
export interface MenuData {
  collections: { name: string; slug: string }[];
  categories: CategoriesResponse;
  /** Each mega-menu's featured picture, by the key of the page its section is about. */
  features?: Record<string, MenuFeature>;
  /** The campaign the "Discovery trial" link opens (`header: true` in its file); null: the hub. */
  discoveryTrialSlug?: string | null;
}

export async function fetchMenu(client: DataClient, locale: Locale): Promise<MenuData> {
  const [collections, categories, features] = await Promise.all([fetchCollections(client, locale), fetchCategories(client, locale), fetchMenuFeatures(client, locale)]);
  return {
    collections: collections.data.map((c) => ({ name: c.attributes.name, slug: c.attributes.slug })),
    categories,
    features,
  };
}

