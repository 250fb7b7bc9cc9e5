import './editorial.css';
import type { ReactNode } from 'react';
import { type ImageAsset, ResponsiveImage } from './image';

export interface HeroProps {
  /** Small caps line above the title (the section or collection). */
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  /** Without an image the hero is a quiet black band (legal and service pages). */
  image?: ImageAsset;
  /** Calls to action under the lead. */
  actions?: ReactNode;
  /** `full`: the whole first screen (home); `tall`: most of it (collections); `band`: text pages. */
  size?: 'full' | 'tall' | 'band';
  /** Content under the title, in the band (breadcrumb). */
  children?: ReactNode;
}

/**
 * The first screen of a page: a full-bleed picture (fetched first, never lazy) under a dark veil so
 * the transparent header and the white title stay legible, and the page's only `<h1>`.
 */
export function Hero({ eyebrow, title, lead, image, actions, size = image ? 'tall' : 'band', children }: HeroProps) {
  return (
    <header className={`ed-hero ed-hero--${size}${image ? ' ed-hero--image' : ''}`} data-slot="hero">
      {image && <ResponsiveImage image={image} sizes="100vw" priority className="ed-hero__image" />}
      <div className="ed-hero__content">
        {children}
        {eyebrow && <p className="ed-eyebrow">{eyebrow}</p>}
        <h1 className="ed-hero__title">{title}</h1>
        {lead && <p className="ed-hero__lead">{lead}</p>}
        {actions && <div className="ed-hero__actions">{actions}</div>}
      </div>
    </header>
  );
}
