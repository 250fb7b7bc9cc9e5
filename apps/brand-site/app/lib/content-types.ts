/** The content shapes the pages read: the data-client's, unwrapped (see content.server.ts). */
export type {
  ArticleSummary as Article,
  Boutique,
  Category,
  Collection,
  ContentBlock as ApiBlock,
  FinderFacets as Finder,
  Page,
  ProductSummary,
  Sitemap as SitemapData,
} from '@oriel/data-client';
export type { ArticleDetail, ProductDetail } from './content.server';

export interface FinderTerm {
  slug: string;
  name: string;
  count: number;
  swatch?: string | null;
}
