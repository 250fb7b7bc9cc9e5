import './editorial.css';
import type { ReactNode } from 'react';
import { type ImageAsset, ResponsiveImage } from './image';
import { keepNames } from './keep-names';

export interface HeroProps {
  /** Small caps line above the title (the section or collection). */
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  /** Without an image the hero is a quiet black band (legal and service pages). */
  image?: ImageAsset;
  /** Calls to action under the lead. */
  actions?: ReactNode;
  /**
   * `full`: the whole first screen (home); `tall`: most of it (collections, editorial pages);
   * `band`: a black band; `compact`: the one header of utility pages (finder, loyalty programme,
   * legal, search, warranty, campaign hub): title and lead side by side on a short dark ground
   * that carries the transparent header, never a picture.
   */
  size?: 'full' | 'tall' | 'band' | 'compact';
  /** Content under the title, in the band (breadcrumb). */
  children?: ReactNode;
}

/**
 * How wide the hero's picture is drawn: on a phone a 4:5 crop of the wide art (about 2.2 times the
 * screen's width, so a 2x screen takes the 1920 px rendition, not an upscaled 960), on a screen
 * narrower than 16:9 the full height, otherwise the full width.
 */
export const heroImageSizes = '(max-width: 640px) 225vw, (max-aspect-ratio: 16/9) 178vh, 100vw';

/**
 * The first screen of a page: a full-bleed picture (fetched first, never lazy), darkened only
 * behind the title and under the transparent header so the product keeps its colour, and the
 * page's only `<h1>`. On a phone the picture is a portrait crop of its own above the text.
 */
export function Hero({ eyebrow, title, lead, image: picture, actions, size = picture ? 'tall' : 'band', children }: HeroProps) {
  const image = size === 'compact' ? undefined : picture;
  const heading = (
    <>
      {children}
      {eyebrow && <p className="ed-eyebrow">{eyebrow}</p>}
      <h1 className="ed-hero__title">{keepNames(title)}</h1>
    </>
  );
  return (
    <header className={`ed-hero ed-hero--${size}${image ? ' ed-hero--image' : ''}`} data-slot="hero">
      {image && <ResponsiveImage image={image} sizes={heroImageSizes} priority className="ed-hero__image" />}
      <div className="ed-hero__content">
        {size === 'compact' ? <div className="ed-hero__heading">{heading}</div> : heading}
        {lead && <p className="ed-hero__lead">{lead}</p>}
        {actions && <div className="ed-hero__actions">{actions}</div>}
      </div>
    </header>
  );
}
