import { type ArticleCardData, type BoutiqueData, type ImageAsset, type ImageRenditions, type ProductCardData, compactRenditions } from '@oriel/ui';

/**
 * From the data service's shapes to the props of the editorial components. Structural types: only
 * the fields a page shows, so a new field in the service changes nothing here.
 */
export interface ApiImage {
  url: string;
  width: number;
  height: number;
  alt: string;
  sources?: readonly { type: string; srcSet: string }[];
  /** The compact form of `sources` (see `compactImage`). */
  renditions?: ImageRenditions;
  focus?: { x: number; y: number };
}

/**
 * The image as a loader sends it: its modern formats as `renditions` (a stem and widths) when they
 * follow the media naming, as they always do, instead of the full `srcset` strings. The loader data
 * is encoded into the HTML beside the markup that already carries those `srcset`s (decision 215).
 */
export function compactImage(image: ApiImage): ApiImage {
  const renditions = image.renditions ?? compactRenditions(image.sources);
  if (!renditions) return image;
  return { url: image.url, width: image.width, height: image.height, alt: image.alt, renditions, ...(image.focus ? { focus: image.focus } : {}) };
}

/** The picture's props, its modern formats as compact `renditions` when they can be (see `compactImage`). */
export function toImage(image: ApiImage, alt?: string): ImageAsset {
  const renditions = image.renditions ?? compactRenditions(image.sources);
  return {
    src: image.url,
    width: image.width,
    height: image.height,
    alt: alt ?? image.alt,
    ...(renditions ? { renditions } : image.sources ? { sources: image.sources } : {}),
    ...(image.focus ? { focus: image.focus } : {}),
  };
}

interface Named {
  slug: string;
  name: string;
}

export interface ApiProductSummary {
  slug: string;
  line: 'fragrance' | 'home-fragrance' | 'makeup';
  name: string;
  subtitle: string;
  tag: 'new' | 'best_seller' | null;
  collection: Named | null;
  category: Named | null;
  subCategory: Named | null;
  olfactoryFamily: Named | null;
  colourTone: (Named & { swatch: string | null }) | null;
  image: ApiImage;
}

/**
 * The canonical page of a product: fragrance and home fragrance under their collection, makeup
 * under its category (SPEC §2). New arrivals link here too, so a product has one URL to index.
 */
export function productPath(p: Pick<ApiProductSummary, 'slug' | 'line' | 'collection' | 'category'>): string {
  if (p.line === 'makeup') return p.category ? `/makeup/${p.category.slug}/${p.slug}` : `/new-arrivals/makeup/${p.slug}`;
  if (p.line === 'home-fragrance') return p.collection ? `/home-fragrance/${p.collection.slug}/${p.slug}` : `/home-fragrance/${p.slug}`;
  return p.collection ? `/fragrance/${p.collection.slug}/${p.slug}` : `/new-arrivals/fragrance/${p.slug}`;
}

export function toProductCard(p: ApiProductSummary, options: { showLine?: boolean } = {}): ProductCardData {
  const line = p.line === 'makeup' ? (p.subCategory?.name ?? p.category?.name) : p.collection?.name;
  const note = p.line === 'makeup' ? (p.colourTone?.name ?? p.subtitle) : (p.olfactoryFamily?.name ?? p.subtitle);
  return {
    to: productPath(p),
    name: p.name,
    line: options.showLine === false ? undefined : line,
    note,
    tag: p.tag,
    image: toImage(p.image, ''),
  };
}

export interface ApiArticleSummary {
  slug: string;
  title: string;
  summary: string;
  date: string;
  coverImage: ApiImage;
}

export function toArticleCard(a: ApiArticleSummary): ArticleCardData {
  return { to: `/article/${a.slug}`, title: a.title, excerpt: a.summary, date: a.date, image: toImage(a.coverImage, '') };
}

export interface ApiBoutique {
  slug: string;
  kind: 'permanent' | 'pop-up';
  name: string;
  address: string;
  district?: string;
  hours: readonly string[];
  phone: string | null;
  mapUrl: string;
  opens: string | null;
  closes: string | null;
}

export function toBoutique(b: ApiBoutique): BoutiqueData {
  return {
    slug: b.slug,
    kind: b.kind,
    name: b.name,
    address: b.address,
    hours: b.hours.join(' · '),
    phone: b.phone,
    mapUrl: b.mapUrl,
    opens: b.opens,
    closes: b.closes,
  };
}

/**
 * The boutiques a visitor can walk into: the permanent ones and the pop-ups that have not closed
 * (Hong Kong dates, compared as YYYY-MM-DD).
 */
export function openBoutiques<T extends Pick<ApiBoutique, 'kind' | 'closes'>>(boutiques: readonly T[], now: Date): T[] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return boutiques.filter((b) => b.kind === 'permanent' || !b.closes || b.closes >= today);
}
