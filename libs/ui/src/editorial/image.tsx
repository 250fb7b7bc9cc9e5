// Each component brings the stylesheet itself: a barrel's side-effect import is tree-shaken away.
import './editorial.css';
import type { ComponentProps } from 'react';

/** One picture with its renditions, as the data service describes it. */
export interface ImageAsset {
  /** Fallback URL (the widest JPEG/PNG/SVG rendition). */
  src: string;
  /** Intrinsic size of `src`: reserves the box before the image loads (no layout shift). */
  width: number;
  height: number;
  alt: string;
  /** `srcset` of the fallback format (`/a-640.jpg 640w, /a-1280.jpg 1280w`). */
  srcSet?: string;
  /** Modern formats, best first (`image/avif`, then `image/webp`). */
  sources?: readonly { type: string; srcSet: string }[];
  /**
   * The same modern formats, described compactly (what loaders send): each
   * width of each format is the file `${stem}-${width}w.${format}`, so the picture builds its
   * `srcset`s and the page's loader data does not carry them a second time beside the markup.
   */
  renditions?: ImageRenditions;
  /** The focal point (fractions from the top left) that an `object-fit: cover` crop keeps in view. */
  focus?: { x: number; y: number };
}

/** Widths per format of files named `${stem}-${width}w.${format}`. */
export interface ImageRenditions {
  stem: string;
  avif?: readonly number[];
  webp?: readonly number[];
}

const renditionFormats = ['avif', 'webp'] as const;

// One array per list of widths (the media use a handful): React Router's encoding of loader data
// writes an object it has already written as a reference.
const sharedWidths = new Map<string, readonly number[]>();
function widthsOnce(widths: number[]): readonly number[] {
  const key = widths.join(',');
  let shared = sharedWidths.get(key);
  if (!shared) {
    if (sharedWidths.size > 100) sharedWidths.clear();
    shared = Object.freeze(widths);
    sharedWidths.set(key, shared);
  }
  return shared;
}

/** The `<source>`s of a picture, best format first, from its `sources` or its `renditions`. */
export function imageSources(image: Pick<ImageAsset, 'sources' | 'renditions'>): readonly { type: string; srcSet: string }[] {
  const { renditions } = image;
  if (!renditions) return image.sources ?? [];
  return renditionFormats.flatMap((format) => {
    const widths = renditions[format];
    return widths?.length ? [{ type: `image/${format}`, srcSet: widths.map((w) => `${renditions.stem}-${w}w.${format} ${w}w`).join(', ') }] : [];
  });
}

/**
 * The compact description of `sources` when every candidate follows the `${stem}-${width}w.${format}`
 * naming with one stem (the data service's media always does), otherwise `undefined`: keep `sources`.
 */
export function compactRenditions(sources: readonly { type: string; srcSet: string }[] | undefined): ImageRenditions | undefined {
  if (!sources?.length) return undefined;
  const renditions: { stem?: string; avif?: number[]; webp?: number[] } = {};
  for (const source of sources) {
    const format = renditionFormats.find((f) => source.type === `image/${f}`);
    if (!format || renditions[format]) return undefined;
    const widths: number[] = [];
    for (const candidate of source.srcSet.split(',')) {
      const match = /^(\S+)-(\d+)w\.([a-z]+) (\d+)w$/.exec(candidate.trim());
      if (!match || match[3] !== format || match[2] !== match[4]) return undefined;
      if (renditions.stem !== undefined && renditions.stem !== match[1]) return undefined;
      renditions.stem = match[1];
      widths.push(Number(match[2]));
    }
    renditions[format] = widths;
  }
  const compact = { stem: renditions.stem!, ...(renditions.avif ? { avif: widthsOnce(renditions.avif) } : {}), ...(renditions.webp ? { webp: widthsOnce(renditions.webp) } : {}) };
  // Only when it rebuilds exactly the same `srcset`s (order of formats included).
  const rebuilt = imageSources({ renditions: compact });
  return rebuilt.length === sources.length && rebuilt.every((r, i) => r.type === sources[i]!.type && r.srcSet === sources[i]!.srcSet) ? compact : undefined;
}

type ResponsiveImageProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> & {
  image: ImageAsset;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /**
   * The page's largest above-the-fold image (the hero): fetched first and eagerly. Everything
   * else is lazy, so below-the-fold pictures cost nothing until they are about to be seen.
   */
  priority?: boolean;
  /** Alt text override (empty string for a decorative repeat of an image described nearby). */
  alt?: string;
};

/**
 * A responsive picture: AVIF/WebP sources when the content has them, a `srcset` fallback, explicit
 * width and height, `fetchpriority="high"` for the hero and `loading="lazy"` for everything else.
 */
export function ResponsiveImage({ image, sizes, priority = false, alt, className, style, ...props }: ResponsiveImageProps) {
  const focus = image.focus ? { objectPosition: `${Math.round(image.focus.x * 1000) / 10}% ${Math.round(image.focus.y * 1000) / 10}%` } : undefined;
  const img = (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={className}
      style={focus || style ? { ...focus, ...style } : undefined}
      data-slot="responsive-image"
      {...props}
    />
  );
  const sources = imageSources(image);
  if (!sources.length) return img;
  return (
    <picture data-slot="picture">
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
