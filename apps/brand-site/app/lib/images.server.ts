import { compactRenditions } from '@oriel/ui';
import type { ApiImage } from './view-models';

/**
 * The image as a loader sends it: its modern formats as `renditions` (a stem and widths) when they
 * follow the media naming, as they always do, instead of the full `srcset` strings. The loader data
 * is encoded into the HTML beside the markup that already carries those `srcset`s.
 * Server only: the browser receives the compact form and only expands it (`imageSources`).
 */
export function compactImage(image: ApiImage): ApiImage {
  const renditions = image.renditions ?? compactRenditions(image.sources);
  if (!renditions) return image;
  return { url: image.url, width: image.width, height: image.height, alt: image.alt, renditions, ...(image.focus ? { focus: image.focus } : {}) };
}

function isApiImage(value: object): value is ApiImage {
  const v = value as Partial<ApiImage>;
  return typeof v.url === 'string' && typeof v.width === 'number' && Array.isArray(v.sources);
}

/**
 * A loader's data with every image in it compact (`compactImage`, its other fields kept): product
 * pages (the product's pictures, its related products), articles (cover, text images, products),
 * collections and categories (hero, product cards). The page draws the same `<source>`s.
 */
export function compactImages<T>(value: T): T {
  if (Array.isArray(value)) return value.map(compactImages) as T;
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  if (isApiImage(value)) {
    const renditions = value.renditions ?? compactRenditions(value.sources);
    if (renditions) {
      const { sources: _sources, ...rest } = value;
      return { ...rest, renditions } as T;
    }
  }
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, compactImages(field)])) as T;
}
