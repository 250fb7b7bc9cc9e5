import { compactRenditions } from '@oriel/ui';
import type { ApiImage } from './view-models';

/**
 * The image as a loader sends it: its modern formats as `renditions` (a stem and widths) when they
 * follow the media naming, as they always do, instead of the full `srcset` strings. The loader data
 * is encoded into the HTML beside the markup that already carries those `srcset`s (decision 215).
 * Server only: the browser receives the compact form and only expands it (`imageSources`).
 */
export function compactImage(image: ApiImage): ApiImage {
  const renditions = image.renditions ?? compactRenditions(image.sources);
  if (!renditions) return image;
  return { url: image.url, width: image.width, height: image.height, alt: image.alt, renditions, ...(image.focus ? { focus: image.focus } : {}) };
}
