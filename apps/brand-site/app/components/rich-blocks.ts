import type { RichBlock } from '@oriel/ui';
import type { ApiBlock } from '../lib/content-types';
import { toImage } from '../lib/view-models';

/** Content blocks with their images turned into `ImageAsset`s for RichText. */
export function toRichBlocks(blocks: readonly ApiBlock[]): RichBlock[] {
  return blocks.map((b) => (b.type === 'image' ? { type: 'image', image: toImage(b.image), caption: b.caption } : b));
}
