import { z } from 'zod';
import {
  articleFileSchema,
  boutiqueFileSchema,
  categoryFileSchema,
  collectionFileSchema,
  newArrivalsFileSchema,
  pageFileSchema,
  productFileSchema,
  taxonomyFileSchema,
} from './content-files';

/**
 * What the studio and the data service say to each other: the content types the studio
 * edits, each validated by the very schema the content files are validated with, and the shapes of
 * the studio API's answers.
 */
export const studioEntryTypes = {
  product: { label: 'Products', singular: 'product', schema: productFileSchema, keyField: 'slug', nameField: 'name' },
  article: { label: 'Stories', singular: 'story', schema: articleFileSchema, keyField: 'slug', nameField: 'title' },
  collection: { label: 'Collections', singular: 'collection', schema: collectionFileSchema, keyField: 'slug', nameField: 'name' },
  page: { label: 'Pages', singular: 'page', schema: pageFileSchema, keyField: 'key', nameField: 'title' },
  boutique: { label: 'Boutiques', singular: 'boutique', schema: boutiqueFileSchema, keyField: 'slug', nameField: 'name' },
  category: { label: 'Makeup categories', singular: 'makeup category', schema: categoryFileSchema, keyField: 'slug', nameField: 'name' },
  taxonomy: { label: 'Finder facets', singular: 'finder facet', schema: taxonomyFileSchema, keyField: 'taxonomy', nameField: null },
  // One entry: the products of the new-arrivals page, in order (content/new-arrivals.yaml).
  'new-arrivals': { label: 'New arrivals', singular: 'new-arrivals list', schema: newArrivalsFileSchema, keyField: null, nameField: null },
} as const;
export type StudioEntryType = keyof typeof studioEntryTypes;
export const studioEntryTypeSchema = z.enum(Object.keys(studioEntryTypes) as [StudioEntryType, ...StudioEntryType[]]);

export type EntryDocument = Record<string, unknown>;

/** The key of an entry (its slug, a page's key, a facet's name; the new-arrivals list is one entry). */
export function entryKeyOf(type: StudioEntryType, document: EntryDocument): string {
  const { keyField } = studioEntryTypes[type];
  return keyField === null ? type : String(document[keyField]);
}

/**
 * The texts English has and Traditional Chinese lacks, as dotted paths (`notes.top`, `details`):
 * the studio flags them next to the field; the site would fall back to English there.
 */
export function missingTranslations(document: EntryDocument): string[] {
  const en = document.en as Record<string, unknown> | undefined;
  const zh = (document['zh-Hant'] ?? {}) as Record<string, unknown>;
  const missing: string[] = [];
  const walk = (a: unknown, b: unknown, path: string) => {
    if (a === undefined || a === null || a === '') return;
    if (b === undefined || b === null || (typeof b === 'string' && b.trim() === '') || (Array.isArray(b) && b.length === 0)) {
      missing.push(path);
      return;
    }
    if (a && typeof a === 'object' && !Array.isArray(a) && b && typeof b === 'object') {
      for (const [k, v] of Object.entries(a)) walk(v, (b as Record<string, unknown>)[k], `${path}.${k}`);
    }
  };
  for (const [k, v] of Object.entries(en ?? {})) walk(v, zh[k], k);
  // Items with texts of their own (a category's sub-categories, a facet's terms): `subCategories.1.name`.
  for (const [k, v] of Object.entries(document)) {
    if (k === 'en' || k === 'zh-Hant' || !Array.isArray(v)) continue;
    v.forEach((item, i) => {
      if (item && typeof item === 'object' && 'en' in item) for (const path of missingTranslations(item as EntryDocument)) missing.push(`${k}.${i}.${path}`);
    });
  }
  return missing;
}

/** Where a studio-edited entry stands. */
export const entryStatusSchema = z.enum(['published', 'draft', 'changed', 'scheduled']);
export type EntryStatus = z.infer<typeof entryStatusSchema>;

export const entrySummarySchema = z.object({
  type: studioEntryTypeSchema,
  key: z.string(),
  name: z.string(),
  nameZh: z.string().nullable(),
  /** Product line, page kind...: a facet for the list's filter. */
  group: z.string().nullable(),
  /** published: live as it is; changed: a draft waits over the live version; scheduled: a draft goes live at a set moment. */
  status: entryStatusSchema,
  missingTranslations: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /** The public page that shows the entry (for Preview and "View on site"). */
  publicPath: z.string().nullable(),
});
export type EntrySummary = z.infer<typeof entrySummarySchema>;

export const revisionSchema = z.object({
  id: z.number().int(),
  action: z.enum(['original', 'draft', 'publish', 'restore', 'import']),
  author: z.string(),
  createdAt: z.string(),
});
export type Revision = z.infer<typeof revisionSchema>;

export const entryDetailSchema = z.object({
  summary: entrySummarySchema,
  /** What the site shows now. */
  live: z.record(z.string(), z.unknown()),
  /** The draft, when one waits. */
  draft: z.record(z.string(), z.unknown()).nullable(),
  /** Counts the entry's changes: a save or publish sends it back, and is refused when it is not the latest. */
  version: z.number().int(),
  revisions: z.array(revisionSchema),
  /** A publication scheduled for later: the revision the job queue publishes then. */
  scheduled: z.object({ at: z.string(), revision: z.number().int(), by: z.string() }).nullable(),
});
export type EntryDetail = z.infer<typeof entryDetailSchema>;

/** A field's problem, by dotted path (`en.description`, `variants.0.price`). */
export const fieldIssueSchema = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const auditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  subject: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** Dotted paths of a zod error, as the studio's fields name them. */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
