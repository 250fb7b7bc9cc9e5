import type { ArticleCardData, BoutiqueData, ImageAsset, ImageRenditions, ProductCardData, TodayHours } from '@oriel/ui';

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
  /** The compact form of `sources` a loader sends (`compactImage`, images.server.ts). */
  renditions?: ImageRenditions;
  focus?: { x: number; y: number };
}

/** The picture's props (its modern formats as the loader sent them: `sources` or compact `renditions`). */
export function toImage(image: ApiImage, alt?: string): ImageAsset {
  return {
    src: image.url,
    width: image.width,
    height: image.height,
    alt: alt ?? image.alt,
    ...(image.renditions ? { renditions: image.renditions } : image.sources ? { sources: image.sources } : {}),
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
  variants?: readonly { shade: string | null; label: string | null }[];
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
    shades: p.line === 'makeup' ? shadesOf(p.variants) : undefined,
  };
}

/** The named shades of a product's variants, once each (a shade sold in two sizes is one chip). */
export function shadesOf(variants: readonly { shade?: string | null; label?: string | null }[] | undefined): { name: string; colour: string }[] {
  const seen = new Map<string, { name: string; colour: string }>();
  for (const v of variants ?? []) if (v.shade && v.label && !seen.has(v.label)) seen.set(v.label, { name: v.label, colour: v.shade });
  return [...seen.values()];
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
  openingHours?: Partial<Record<Weekday, string>> | null;
  image?: ApiImage | null;
}

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

// Built once: building a formatter costs far more than formatting with it, and a page asks for each boutique.
const hongKongWeekdayAndDate = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Hong_Kong', weekday: 'short', year: 'numeric', month: '2-digit', day: '2-digit' });
const hongKongIsoDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The weekday and date in Hong Kong at `now` (the boutiques keep Hong Kong time, whatever the visitor's clock). */
export function hongKongDay(now: Date): { weekday: Weekday; date: string } {
  const parts = hongKongWeekdayAndDate.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: part('weekday').toLowerCase().slice(0, 3) as Weekday, date: `${part('year')}-${part('month')}-${part('day')}` };
}

/**
 * Today's opening in Hong Kong from a boutique's weekly hours: `{ opens, closes }`, `'closed'`,
 * or null when the content gives no weekly hours (or the pop-up is not running today).
 */
export function todaysHours(b: Pick<ApiBoutique, 'openingHours' | 'opens' | 'closes'>, now: Date): TodayHours | null {
  const { weekday, date } = hongKongDay(now);
  if ((b.opens && date < b.opens) || (b.closes && date > b.closes)) return null;
  const day = b.openingHours?.[weekday];
  if (!day) return null;
  if (day === 'closed') return 'closed';
  const [opens, closes] = day.split('-');
  return opens && closes ? { opens, closes } : null;
}

/** Links to the visitor's own map service (no script of theirs runs on our pages). */
export function mapLinks(b: Pick<ApiBoutique, 'name' | 'address'>): { google: string; apple: string } {
  const query = `${b.name}, ${b.address}`;
  return {
    google: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`,
    apple: `https://maps.apple.com/?q=${encodeURIComponent(b.name)}&address=${encodeURIComponent(b.address)}`,
  };
}

/** A boutique for `BoutiqueList`; `now` (the render's instant, from the loader) sets today's hours. */
export function toBoutique(b: ApiBoutique, now?: Date): BoutiqueData {
  return {
    slug: b.slug,
    kind: b.kind,
    name: b.name,
    address: b.address,
    hours: b.hours.join(' · '),
    phone: b.phone,
    mapUrl: b.mapUrl,
    mapLinks: mapLinks(b),
    opens: b.opens,
    closes: b.closes,
    today: now ? todaysHours(b, now) : null,
    image: b.image ? toImage(b.image) : undefined,
  };
}

/**
 * The boutiques a visitor can walk into: the permanent ones and the pop-ups that have not closed
 * (Hong Kong dates, compared as YYYY-MM-DD).
 */
export function openBoutiques<T extends Pick<ApiBoutique, 'kind' | 'closes'>>(boutiques: readonly T[], now: Date): T[] {
  const today = hongKongIsoDate.format(now);
  return boutiques.filter((b) => b.kind === 'permanent' || !b.closes || b.closes >= today);
}
