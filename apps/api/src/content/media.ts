import { z } from 'zod';
import { type UploadedMedia, uploadPath } from './uploaded-media';

/**
 * The media manifest `content/media/manifest.json`, written by `tools/media/generate.mjs`: every
 * image key with its intrinsic size, a content hash (part of the URL, so the files can be cached
 * forever) and the widths of its raster renditions.
 */
export const mediaManifestSchema = z.record(
  z.string(),
  z
    .object({
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      hash: z.string().regex(/^[0-9a-f]{8,}$/),
      webp: z.array(z.number().int().positive()).default([]),
      avif: z.array(z.number().int().positive()).default([]),
    })
    .strict(),
);
export type MediaManifest = z.infer<typeof mediaManifestSchema>;

/** An image as the API serves it: enough for `<picture>` with width/height (no layout shift). */
export interface ImageData {
  url: string;
  width: number;
  height: number;
  alt: string;
  sources: { type: 'image/avif' | 'image/webp'; srcSet: string }[];
  /** An uploaded photograph's focal point (fractions from the top left): where a crop keeps it. */
  focus?: { x: number; y: number };
}

/** A media key's entry: the generated art's (manifest) or an uploaded photograph's (media library). */
export type MediaEntry = MediaManifest[string] & { upload?: UploadedMedia['upload'] };

/** Media lives under `/api/media/{hash}/{key}.{ext}`: a new file gets a new URL. */
export function mediaPath(key: string, hash: string, ext: string, width?: number): string {
  return `/api/media/${hash}/${key}${width ? `-${width}w` : ''}.${ext}`;
}

export function imageData(manifest: Record<string, MediaEntry>, key: string, alt: string, locale: 'en' | 'zh-Hant' = 'en'): ImageData {
  const entry = manifest[key];
  if (!entry) throw new Error(`Unknown media key "${key}"`);
  if (entry.upload) {
    // Uploaded photographs: WebP and AVIF only, described by their own alt texts.
    const { id, alt: texts, focus } = entry.upload;
    const srcSet = (format: 'webp' | 'avif', widths: number[]) => widths.map((w) => `${uploadPath(id, entry.hash, w, format)} ${w}w`).join(', ');
    const fallback = entry.webp.filter((w) => w <= 960).at(-1) ?? entry.webp[0]!;
    return {
      url: uploadPath(id, entry.hash, fallback, 'webp'),
      width: entry.width,
      height: entry.height,
      alt: texts[locale] || texts.en,
      sources: [
        ...(entry.avif.length ? [{ type: 'image/avif' as const, srcSet: srcSet('avif', entry.avif) }] : []),
        { type: 'image/webp' as const, srcSet: srcSet('webp', entry.webp) },
      ],
      focus,
    };
  }
  const sources: ImageData['sources'] = [];
  if (entry.avif.length) sources.push({ type: 'image/avif', srcSet: entry.avif.map((w) => `${mediaPath(key, entry.hash, 'avif', w)} ${w}w`).join(', ') });
  if (entry.webp.length) sources.push({ type: 'image/webp', srcSet: entry.webp.map((w) => `${mediaPath(key, entry.hash, 'webp', w)} ${w}w`).join(', ') });
  return { url: mediaPath(key, entry.hash, 'svg'), width: entry.width, height: entry.height, alt, sources };
}
