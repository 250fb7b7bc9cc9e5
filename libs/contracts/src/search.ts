import { z } from 'zod';
import { imageSchema } from './content';

// Site search (GET /api/search): its query rules and response, spoken by the data service and the brand site.

/** Longest query searched, in characters: a longer one is cut. */
export const searchQueryMaxLength = 100;
/** Most results one search answers. */
export const searchResultLimit = 48;

/**
 * The search query as the visitor typed it, made comparable: Unicode NFKC (full-width Latin from a
 * Chinese keyboard becomes ASCII), control and format characters and lone surrogates made spaces,
 * runs of spaces as one, trimmed.
 */
export function normaliseSearchQuery(raw: unknown): string {
  const text = typeof raw === 'string' ? raw : Array.isArray(raw) && typeof raw[0] === 'string' ? raw[0] : '';
  return text
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Spellings a visitor may type for what the site writes otherwise (docs/glossary.md): searched as the
 * house's own word on both sides, query and text, so 香薰 finds 家居香氛 and 香薰機 still finds 電子香薰機.
 */
export const searchSpellings: readonly (readonly [typed: string, written: string])[] = [
  ['香薰', '香氛'],
  ['試用品', '試用裝'],
  ['樣本', '試用裝'],
  ['問卷', '測驗'],
  ['線上', '網上'],
];

const named = z.object({ slug: z.string(), name: z.string() });

/** One hit: what it is, what to show, and what its page's path is made of. */
export const searchResultSchema = z.object({
  kind: z.enum(['product', 'collection', 'category', 'article']),
  slug: z.string(),
  title: z.string(),
  /** Product: its subtitle; collection: its tagline; category: its intro; article: its summary. */
  summary: z.string(),
  /** Product and collection: fragrance, home-fragrance or makeup (a category: makeup). */
  line: z.enum(['fragrance', 'home-fragrance', 'makeup']).nullable(),
  /** Product: its fragrance or home-fragrance collection. */
  collection: named.nullable(),
  /** Product: its makeup category. */
  category: named.nullable(),
  image: imageSchema.nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({
  data: z.array(searchResultSchema),
  meta: z.object({
    /** The query as searched (normalised). */
    query: z.string(),
    locale: z.enum(['en', 'zh-Hant']),
    /** Every match, even beyond the results answered. */
    total: z.number().int(),
  }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
