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
  /** The focal point (fractions from the top left) that an `object-fit: cover` crop keeps in view. */
  focus?: { x: number; y: number };
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
  if (!image.sources?.length) return img;
  return (
    <picture data-slot="picture">
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
