import type { ColumnType, Generated } from 'kysely';

import type { LoyaltyTables } from '../loyalty';
import type { OtpTables } from '../otp';
import type { CampaignTables } from '../campaigns';
import type { StudioTables } from '../studio';
import type { MediaTables } from '../media';
import type { BookingTables } from '../bookings';
import type { RumTables } from '../rum';

/** Table types for Kysely: one interface per table, kept in step with the migrations. */
export type DataLocale = 'en' | 'zh-Hant';

/** Texts of one entry in one locale (content area): a JSON object of fields, see content/schemas.ts. */
export type TextFields = Record<string, unknown>;
/** jsonb columns: written as JSON text, read back as parsed values. */
export type Json<T> = ColumnType<T, string, string>;

export interface CollectionsTable {
  id: Generated<number>;
  slug: string;
  status: 'Active' | 'Inactive';
  date: string;
  line: Generated<'fragrance' | 'home-fragrance'>;
  position: Generated<number>;
  hero_image: string | null;
}
export interface CollectionTextsTable {
  collection_id: number;
  locale: DataLocale;
  /** null when this locale leaves the name to English. */
  name: string | null;
  fields: Json<TextFields>;
}
export interface CategoriesTable {
  id: Generated<number>;
  slug: string;
  position: number;
  hero_image: string | null;
}
export interface CategoryTextsTable {
  category_id: number;
  locale: DataLocale;
  name: string | null;
  fields: Json<TextFields>;
}
export interface SubCategoriesTable {
  id: Generated<number>;
  category_id: number;
  slug: string;
  position: number;
}
export interface SubCategoryTextsTable {
  sub_category_id: number;
  locale: DataLocale;
  name: string | null;
}

export interface TaxonomyTermsTable {
  id: Generated<number>;
  taxonomy: 'olfactory-family' | 'mood' | 'colour-tone';
  slug: string;
  position: number;
  swatch: string | null;
}
export interface TaxonomyTermTextsTable {
  term_id: number;
  locale: DataLocale;
  fields: Json<TextFields>;
}
export interface ProductsTable {
  id: Generated<number>;
  slug: string;
  line: 'fragrance' | 'home-fragrance' | 'makeup';
  collection_id: number | null;
  sub_category_id: number | null;
  tag: 'new' | 'best_seller' | null;
  olfactory_family: string | null;
  moods: Json<string[]>;
  colour_tone: string | null;
  date: string;
  position: number;
  variants: Json<unknown[]>;
  images: Json<string[]>;
  related: Json<string[]>;
}
export interface ProductTextsTable {
  product_id: number;
  locale: DataLocale;
  fields: Json<TextFields>;
}
export interface NewArrivalsTable {
  product_id: number;
  position: number;
}
export interface ArticlesTable {
  id: Generated<number>;
  slug: string;
  date: string;
  cover_image: string;
  related_products: Json<string[]>;
}
export interface ArticleTextsTable {
  article_id: number;
  locale: DataLocale;
  fields: Json<TextFields>;
}
export interface PagesTable {
  id: Generated<number>;
  key: string;
  updated: string;
  hero_image: string | null;
  facts: Json<Record<string, unknown>>;
}
export interface PageTextsTable {
  page_id: number;
  locale: DataLocale;
  fields: Json<TextFields>;
}
export interface BoutiquesTable {
  id: Generated<number>;
  slug: string;
  kind: 'permanent' | 'pop-up';
  position: number;
  phone: string | null;
  map_url: string;
  opens: string | null;
  closes: string | null;
  image: string | null;
  /** Per weekday `10:30-20:00` or `closed` (content/boutiques/*.yaml `openingHours`). */
  opening_hours: ColumnType<Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', string> | null, string | null, string | null>;
}
export interface BoutiqueTextsTable {
  boutique_id: number;
  locale: DataLocale;
  fields: Json<TextFields>;
}
/** Images under content/media, as listed in its manifest.json. */
export interface MediaTable {
  key: string;
  width: number;
  height: number;
  hash: string;
  webp: Json<number[]>;
  avif: Json<number[]>;
}
/** One row per content area (`content`, `campaigns`, `loyalty`): hash of the files last loaded. */
export interface ContentVersionsTable {
  area: string;
  version: string;
  loaded_at: Generated<Date>;
}

export interface Database extends OtpTables, LoyaltyTables, CampaignTables, StudioTables, MediaTables, BookingTables, RumTables {
  collections: CollectionsTable;
  collection_texts: CollectionTextsTable;
  categories: CategoriesTable;
  category_texts: CategoryTextsTable;
  sub_categories: SubCategoriesTable;
  sub_category_texts: SubCategoryTextsTable;
  taxonomy_terms: TaxonomyTermsTable;
  taxonomy_term_texts: TaxonomyTermTextsTable;
  products: ProductsTable;
  product_texts: ProductTextsTable;
  new_arrivals: NewArrivalsTable;
  articles: ArticlesTable;
  article_texts: ArticleTextsTable;
  pages: PagesTable;
  page_texts: PageTextsTable;
  boutiques: BoutiquesTable;
  boutique_texts: BoutiqueTextsTable;
  media: MediaTable;
  content_versions: ContentVersionsTable;
}
