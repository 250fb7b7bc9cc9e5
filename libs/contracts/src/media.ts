import { z } from 'zod';

/**
 * The studio's media library: what the data service and the studio both
 * speak about an uploaded photograph.
 */

/** The formats a photograph may be uploaded in, recognised from the file's bytes (never its name). */
export const uploadTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export type UploadType = (typeof uploadTypes)[number];

/** Media keys of uploaded photographs: `uploads/` and the asset's id. */
export const uploadKeyPattern = /^uploads\/[a-z0-9]{12}$/;
export const mediaIdPattern = /^[a-z0-9]{12}$/;

/** Alt texts: both languages required, one sentence or two. */
export const mediaAltSchema = z.object({
  en: z.string().trim().min(1, 'Describe the photograph in English.').max(300),
  'zh-Hant': z.string().trim().min(1, 'Describe the photograph in Chinese.').max(300),
});
export type MediaAlt = z.infer<typeof mediaAltSchema>;

/** The focal point, as fractions of width and height from the top left. */
export const mediaFocusSchema = z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) });
export type MediaFocus = z.infer<typeof mediaFocusSchema>;

/** `baseVersion`: the details' version the page was opened at; a save based on an older one is refused (409). */
export const mediaUpdateSchema = z.object({ alt: mediaAltSchema, focus: mediaFocusSchema, baseVersion: z.number().int().min(0).optional() }).strict();
export type MediaUpdate = z.infer<typeof mediaUpdateSchema>;

/** Where an image is used: an entry of the live content (or a draft) naming its key. */
export interface MediaUsage {
  type: string;
  key: string;
  name: string;
  field: string;
  draft: boolean;
}

export interface MediaAsset {
  id: string;
  key: string;
  /** `processing` until the first renditions exist; a replacement keeps `ready` and sets `replacing`. */
  status: 'processing' | 'ready' | 'failed';
  replacing: boolean;
  error: string | null;
  width: number | null;
  height: number | null;
  alt: MediaAlt;
  focus: MediaFocus;
  /** A small WebP for the library's grid, and the largest for the focal-point picker (null while processing). */
  thumbnail: string | null;
  preview: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  /** What a save of the details sends back as `baseVersion`. */
  version: number;
  usages?: MediaUsage[];
}

/** The widths the site's images are served at: a photograph gets those up to its own width. */
export const renditionWidths = [480, 960, 1440] as const;
