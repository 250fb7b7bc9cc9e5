import { createHash } from 'node:crypto';
import type Sharp from 'sharp';
import { renditionWidths, type UploadType } from '@oriel/contracts/media';

/** sharp is loaded on first use: a server that never processes an upload never loads libvips. */
let sharpModule: Promise<typeof Sharp> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp').then((m) => m.default));

/** A decompression bomb is refused before it is decoded: 40 megapixels is a 7,700 × 5,200 photograph. */
export const maxInputPixels = 40_000_000;

export interface Rendition {
  format: 'webp' | 'avif';
  width: number;
  data: Buffer;
}

export interface RenditionSet {
  /** Hash of the source file: part of the renditions' URLs, so a replacement gets new ones. */
  hash: string;
  width: number;
  height: number;
  renditions: Rendition[];
}

/** The site's widths up to the photograph's own (a narrower photograph gets its own width only). */
export function widthsFor(width: number): number[] {
  const widths = renditionWidths.filter((w) => w <= width);
  return widths.length ? widths : [width];
}

const sharpFormats: Record<UploadType, string[]> = {
  'image/jpeg': ['jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/avif': ['heif'],
};

/** Reads the photograph's size, checking that sharp decodes it as the format its bytes claim. */
export async function inspectImage(data: Buffer, type: UploadType): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  const meta = await sharp(data, { limitInputPixels: maxInputPixels, failOn: 'error' }).metadata();
  if (!meta.format || !sharpFormats[type].includes(meta.format)) throw new Error('The file is not the image its first bytes announce.');
  if (!meta.width || !meta.height) throw new Error('The image has no size.');
  // EXIF orientations 5-8 turn the picture a quarter: width and height swap once it is upright.
  return (meta.orientation ?? 1) >= 5 ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/**
 * AVIF and WebP at the site's widths (480, 960, 1440), upright (EXIF orientation
 * applied), in sRGB, with no metadata kept (no camera serial numbers or GPS positions on the site).
 */
export async function makeRenditions(data: Buffer, type: UploadType): Promise<RenditionSet> {
  const sharp = await loadSharp();
  const { width, height } = await inspectImage(data, type);
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 12);
  const renditions: Rendition[] = [];
  for (const w of widthsFor(width)) {
    const base = sharp(data, { limitInputPixels: maxInputPixels }).rotate().resize({ width: w, withoutEnlargement: true }).toColourspace('srgb');
    renditions.push({ format: 'avif', width: w, data: await base.clone().avif({ quality: 55, effort: 3 }).toBuffer() });
    renditions.push({ format: 'webp', width: w, data: await base.clone().webp({ quality: 80 }).toBuffer() });
  }
  return { hash, width, height, renditions };
}
