import type { MetaDescriptor } from 'react-router';
import { type JsonLd, type Locale, type MessageId, breadcrumbJsonLd, seoMeta, translate } from '@oriel/i18n';
import { imageSources } from '@oriel/ui';
import type { ApiImage } from './view-models';

/** What a page loader hands to its `meta` (see page.server.ts). */
export interface MetaContext {
  locale: Locale;
  siteUrl: string;
}

export interface Crumb {
  label: string;
  to: string;
}

/**
 * The `meta` of a brand-site page: `{title} | Maison Oriel`, description, canonical, hreflang,
 * Open Graph and JSON-LD (a BreadcrumbList whenever the page has a trail).
 */
export function pageMeta(
  ctx: MetaContext | undefined,
  page: {
    path: string;
    title: string;
    /** The home page's title stands alone, without the brand suffix. */
    bareTitle?: boolean;
    description: string;
    image?: ApiImage | null;
    type?: 'website' | 'article' | 'product';
    crumbs?: readonly Crumb[];
    jsonLd?: readonly JsonLd[];
    noindex?: boolean;
  },
): MetaDescriptor[] {
  if (!ctx) return [];
  const title = page.bareTitle ? page.title : translate(ctx.locale, 'pages.titleTemplate', { title: page.title });
  const jsonLd = [...(page.jsonLd ?? [])];
  if (page.crumbs?.length) jsonLd.push(breadcrumbJsonLd(ctx.siteUrl, ctx.locale, page.crumbs.map((c) => ({ name: c.label, path: c.to }))));
  return seoMeta({
    siteUrl: ctx.siteUrl,
    locale: ctx.locale,
    path: page.path,
    title,
    description: page.description,
    image: page.image ? sharingImage(page.image) : undefined,
    type: page.type,
    noindex: page.noindex,
    jsonLd,
  });
}

/**
 * The picture sharing previews use: the widest WebP rendition when there is one (previews do not
 * render SVG), at the picture's aspect ratio; otherwise the picture itself.
 */
export function sharingImage(image: ApiImage): { src: string; width: number; height: number; alt: string } {
  const webp = imageSources(image).find((s) => s.type === 'image/webp');
  const widest = webp?.srcSet
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([src, w]) => ({ src: src!, width: Number.parseInt(w ?? '', 10) }))
    .filter((c) => c.src && Number.isFinite(c.width))
    .sort((a, b) => b.width - a.width)[0];
  if (!widest) return { src: image.url, width: image.width, height: image.height, alt: image.alt };
  return { src: widest.src, width: widest.width, height: Math.round((widest.width * image.height) / image.width), alt: image.alt };
}

/** A description for search results: the first sentence(s) of a text, at most ~160 characters. */
export function summarise(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const stop = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('。'));
  if (stop > max / 2) return cut.slice(0, stop + 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The trail of a section's landing page: home, then the section. */
export function sectionCrumbs(locale: Locale, titleId: MessageId, path: string): Crumb[] {
  return [
    { label: translate(locale, 'pages.home'), to: '/' },
    { label: translate(locale, titleId), to: path },
  ];
}
