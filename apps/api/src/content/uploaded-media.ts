import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Uploaded photographs as the live content reads them. No import of the studio or
 * the content modules: they import this one.
 */

/** The URL of one rendition of an uploaded photograph: immutable, a new file gets a new hash. */
export function uploadPath(id: string, hash: string, width: number, format: 'webp' | 'avif'): string {
  return `/api/media/uploads/${id}/${hash}-${width}w.${format}`;
}

export interface UploadedMedia {
  key: string;
  width: number;
  height: number;
  hash: string;
  webp: number[];
  avif: number[];
  upload: { id: string; alt: { en: string; 'zh-Hant': string }; focus: { x: number; y: number } };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- jsonb arrives parsed from pg and PGlite alike
const parsedJson = <T>(value: any): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The uploads that have renditions (ready, or being replaced while the previous file serves). */
export async function readUploadedMedia(db: Kysely<Database> | Transaction<Database>): Promise<UploadedMedia[]> {
  const rows = await db.selectFrom('media_assets').selectAll().where('hash', 'is not', null).execute();
  return rows.map((r) => ({
    key: r.key,
    width: r.width!,
    height: r.height!,
    hash: r.hash!,
    webp: parsedJson<number[]>(r.webp),
    avif: parsedJson<number[]>(r.avif),
    upload: { id: r.id, alt: { en: r.alt_en, 'zh-Hant': r.alt_zh_hant }, focus: { x: r.focus_x, y: r.focus_y } },
  }));
}
