import type { ColumnType, Generated, Selectable } from 'kysely';

/** Kysely types of the media library (migration 0200_media_library). */
export interface MediaAssetsTable {
  id: string;
  key: string;
  status: 'processing' | 'ready' | 'failed';
  /** Hash of the file the renditions were made from (part of their URLs), null before the first. */
  hash: string | null;
  width: number | null;
  height: number | null;
  webp: ColumnType<number[], string | undefined, string>;
  avif: ColumnType<number[], string | undefined, string>;
  /** Storage path of an uploaded file whose renditions are still to be made (first upload or replacement). */
  pending_source: string | null;
  pending_type: string | null;
  pending_bytes: number | null;
  error: string | null;
  alt_en: string;
  alt_zh_hant: string;
  focus_x: ColumnType<number, number | undefined, number>;
  focus_y: ColumnType<number, number | undefined, number>;
  created_by: string;
  /** The studio's changes to the details (alt texts, focal point; migration 0310): a save sends it back. */
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type MediaAssetRow = Selectable<MediaAssetsTable>;

export interface MediaTables {
  media_assets: MediaAssetsTable;
}
