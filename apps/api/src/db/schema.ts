import type { Generated } from 'kysely';

import type { LoyaltyTables } from '../loyalty/tables';
import type { OtpTables } from '../otp/tables';
import type { CampaignTables } from '../campaigns/tables';

/** Table types for Kysely: one interface per table, kept in step with the migrations. */
export type DataLocale = 'en' | 'zh-Hant';

export interface CollectionsTable {
  id: Generated<number>;
  slug: string;
  status: 'Active' | 'Inactive';
  date: string;
}
export interface CollectionTextsTable {
  collection_id: number;
  locale: DataLocale;
  name: string;
}
export interface CategoriesTable {
  id: Generated<number>;
  slug: string;
  position: number;
}
export interface CategoryTextsTable {
  category_id: number;
  locale: DataLocale;
  name: string;
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
  name: string;
}

export interface Database extends OtpTables, LoyaltyTables, CampaignTables {
  collections: CollectionsTable;
  collection_texts: CollectionTextsTable;
  categories: CategoriesTable;
  category_texts: CategoryTextsTable;
  sub_categories: SubCategoriesTable;
  sub_category_texts: SubCategoryTextsTable;
}
