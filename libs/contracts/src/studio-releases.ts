import { z } from 'zod';
import { studioEntryTypeSchema } from './studio';

/**
 * Releases: several entries' saved drafts published together, now or at a scheduled moment, all
 * or none (docs/content.md "Releases"). Each entry goes live at the revision it was added with.
 */

export const releaseNameLimit = 120;
export const releaseStatusSchema = z.enum(['open', 'scheduled', 'published']);
export type ReleaseStatus = z.infer<typeof releaseStatusSchema>;

export const releaseEntrySchema = z.object({
  type: studioEntryTypeSchema,
  key: z.string(),
  /** The entry's name (English) and Chinese name, for people. */
  name: z.string(),
  nameZh: z.string().nullable(),
  /** The revision (saved draft) that goes live with the release. */
  revision: z.number().int(),
  addedBy: z.string(),
  addedAt: z.string(),
  /** The entry's latest saved draft, when it is not the one in the release (saved since it was added). */
  newerRevision: z.number().int().nullable(),
  /** The public page of the entry, when it has one. */
  publicPath: z.string().nullable(),
});
export type ReleaseEntry = z.infer<typeof releaseEntrySchema>;

export const releaseSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: releaseStatusSchema,
  createdBy: z.string(),
  createdAt: z.string(),
  scheduledAt: z.string().nullable(),
  scheduledBy: z.string().nullable(),
  publishedAt: z.string().nullable(),
  publishedBy: z.string().nullable(),
  /** Why the scheduled publication was refused (the release stayed open), or null. */
  failure: z.string().nullable(),
  /** Counts the changes to the release: "Publish now" and "Schedule" send the one they saw (edit guard). */
  version: z.number().int(),
  /** Who made the last change to it, and when (for the guard's refusal), or null. */
  changedBy: z.string().nullable(),
  changedAt: z.string().nullable(),
  /** Each entry in it, with the revision that goes live. */
  entries: z.array(z.object({ type: studioEntryTypeSchema, key: z.string(), revision: z.number().int() })),
});
export type ReleaseSummary = z.infer<typeof releaseSummarySchema>;

export const releaseDetailSchema = releaseSummarySchema.omit({ entries: true }).extend({ entries: z.array(releaseEntrySchema) });
export type ReleaseDetail = z.infer<typeof releaseDetailSchema>;

export const createReleaseSchema = z.object({ name: z.string().trim().min(1).max(releaseNameLimit) });
export const releaseEntryRefSchema = z.object({ type: studioEntryTypeSchema, key: z.string().min(1).max(200) });
