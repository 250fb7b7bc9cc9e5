import { brand } from '@oriel/config';
import type { DataLocale } from '../db/schema';
import { type ImageData, type MediaEntry, imageData } from './media';
import type { ContentRows, TextPair } from './queries';
import type { Block } from './schemas';

/**
 * The content of one locale as the API serves it, built from the database rows. Built once per
 * content version and locale (see cache.ts), then every read is a lookup.
 */

/** Resolves one entry's texts: the locale's field when present, else English (and noted). */
function resolve<T>(texts: TextPair, entry: string, fallbacks: Map<string, string[]>): T {
  if (!texts.loc) return texts.en as T;
  const merged: Record<string, unknown> = { ...texts.en };
  const missing: string[] = [];
  for (const key of Object.keys(texts.en)) {
    if (texts.loc[key] === undefined) missing.push(key);
    else merged[key] = texts.loc[key];
  }
  if (missing.length) fallbacks.set(entry, missing.sort());
  return merged as T;
}

export type ResolvedBlock = Exclude<Block, { type: 'image' }> | { type: 'image'; image: ImageData; caption?: string };

export interface Named {
  slug: string;
  name: string;
}
export interface Term extends Named {
  description: string;
  swatch: string | null;
}
export interface Variant {
  size: string;
  price: number;
  sku: string;
  shade: string | null;
  label: string | null;
}
export interface ProductSummary {
  slug: string;
  line: 'fragrance' | 'home-fragrance' | 'makeup';
  name: string;
  subtitle: string;
  tag: 'new' | 'best_seller' | null;
  tagLabel: string | null;
  collection: Named | null;
  category: Named | null;
  subCategory: Named | null;
  olfactoryFamily: Named | null;
  moods: Named[];
  colourTone: (Named & { swatch: string | null }) | null;
  priceFrom: number;
  currency: 'HKD';
  variants: Variant[];
  image: ImageData;
  date: string;
  locale: DataLocale;
}
export interface ProductDetail extends ProductSummary {
  description: string;
  details: string[];
  notes: { top: string; heart: string; base: string } | null;
  howToUse: string | null;
  ingredients: string | null;
  images: ImageData[];
}
export interface CollectionData {
  slug: string;
  name: string;
  status: 'Active' | 'Inactive';
  date: string;
  line: 'fragrance' | 'home-fragrance';
  tagline: string;
  intro: string;
  story: ResolvedBlock[];
  heroImage: ImageData | null;
  locale: DataLocale;
}
export interface CategoryData {
  slug: string;
  name: string;
  intro: string;
  heroImage: ImageData | null;
  first_lvl_sub_categories: Named[];
  locale: DataLocale;
}
export interface ArticleData {
  slug: string;
  title: string;
  kicker: string;
  summary: string;
  date: string;
  coverImage: ImageData;
  body: ResolvedBlock[];
  relatedProducts: string[];
  locale: DataLocale;
}
export interface PageData {
  key: string;
  title: string;
  intro: string;
  seoDescription: string;
  updated: string;
  heroImage: ImageData | null;
  facts: Record<string, string | number>;
  sections: { anchor: string | null; heading: string | null; blocks: ResolvedBlock[] }[];
  /** The picture the header's mega-menu shows for this page's section. */
  menuFeature: { kicker: string; caption: string; href: string; image: ImageData } | null;
  locale: DataLocale;
}
export interface BoutiqueData {
  slug: string;
  kind: 'permanent' | 'pop-up';
  name: string;
  address: string;
  district: string;
  hours: string[];
  note: string | null;
  phone: string | null;
  mapUrl: string;
  opens: string | null;
  closes: string | null;
  openingHours: Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', string> | null;
  image: ImageData | null;
  locale: DataLocale;
}

/** One entity with its database id and the fields that fell back to English. */
export interface Item<T> {
  id: number;
  attributes: T;
  /** Fields served in English although another locale was asked for. */
  fallback: string[];
}

export interface Snapshot {
  locale: DataLocale;
  collections: Item<CollectionData>[];
  homeCollections: Item<CollectionData>[];
  categories: Item<CategoryData>[];
  terms: Record<'olfactory-family' | 'mood' | 'colour-tone', Term[]>;
  products: Item<ProductDetail>[];
  productsBySlug: Map<string, Item<ProductDetail>>;
  /** Product id -> the slugs its file lists as related. */
  relatedSlugs: Map<number, string[]>;
  newArrivals: Item<ProductDetail>[];
  articles: Item<ArticleData>[];
  pages: Map<string, Item<PageData>>;
  boutiques: Item<BoutiqueData>[];
  /** Media key -> hash, for the media route. */
  mediaHashes: Map<string, string>;
}

const tagLabels: Record<DataLocale, Record<'new' | 'best_seller', string>> = {
  en: { new: 'NEW', best_seller: 'BEST-SELLER' },
  'zh-Hant': { new: '新品', best_seller: '暢銷之選' },
};

export function buildSnapshot(rows: ContentRows, locale: DataLocale): Snapshot {
  const manifest: Record<string, MediaEntry> = Object.fromEntries(
    rows.media.map((m) => [m.key, { width: m.width, height: m.height, hash: m.hash, webp: m.webp, avif: m.avif, ...('upload' in m ? { upload: m.upload as MediaEntry['upload'] } : {}) }]),
  );
  const image = (key: string, alt: string) => imageData(manifest, key, alt, locale);
  // A link to a campaign whose slug carries the house's slug writes it `{brand-slug}`, as the campaign's file does.
  const blocks = (list: Block[]): ResolvedBlock[] =>
    list.map((b) =>
      b.type === 'image'
        ? { type: 'image', image: image(b.image, b.alt), ...(b.caption ? { caption: b.caption } : {}) }
        : b.type === 'paragraph' && b.links
          ? { ...b, links: b.links.map((l) => ({ ...l, href: l.href.replaceAll('{brand-slug}', brand.slug) })) }
          : b,
    );
  const item = <T>(id: number, build: (fallback: Map<string, string[]>) => T): Item<T> => {
    const fallback = new Map<string, string[]>();
    const attributes = build(fallback);
    return { id, attributes, fallback: [...fallback.entries()].flatMap(([entry, fields]) => fields.map((f) => `${entry}.${f}`)) };
  };
  const localeOf = (texts: TextPair): DataLocale => (locale !== 'en' && texts.loc ? locale : 'en');

  const collections = rows.collections.map((c) =>
    item<CollectionData>(c.id, (fb) => {
      const t = resolve<{ name: string; tagline: string; intro: string; story: Block[] }>(c.texts, c.slug, fb);
      return {
        slug: c.slug,
        name: t.name,
        status: c.status,
        date: c.date,
        line: c.line,
        tagline: t.tagline,
        intro: t.intro,
        story: blocks(t.story),
        heroImage: c.hero_image ? image(c.hero_image, t.name) : null,
        locale: localeOf(c.texts),
      };
    }),
  );
  const collectionsById = new Map(collections.map((c) => [c.id, c.attributes]));

  const subsByCategory = new Map<number, (Named & { id: number; fellBack: boolean })[]>();
  for (const s of rows.subCategories) {
    const list = subsByCategory.get(s.category_id) ?? [];
    const fellBack = locale !== 'en' && !s.loc_name;
    list.push({ id: s.id, slug: s.slug, name: (locale === 'en' ? s.en_name : s.loc_name) ?? s.en_name ?? s.slug, fellBack });
    subsByCategory.set(s.category_id, list);
  }
  const categories = rows.categories.map((c) =>
    item<CategoryData>(c.id, (fb) => {
      const t = resolve<{ name: string; intro: string }>(c.texts, c.slug, fb);
      const untranslated = (subsByCategory.get(c.id) ?? []).filter((sub) => sub.fellBack).map((sub) => `subCategories.${sub.slug}.name`);
      if (untranslated.length) fb.set(c.slug, [...(fb.get(c.slug) ?? []), ...untranslated]);
      return {
        slug: c.slug,
        name: t.name,
        intro: t.intro,
        heroImage: c.hero_image ? image(c.hero_image, t.name) : null,
        first_lvl_sub_categories: (subsByCategory.get(c.id) ?? []).map(({ slug, name }) => ({ slug, name })),
        locale: localeOf(c.texts),
      };
    }),
  );
  const subCategoryOwner = new Map<number, { category: Named; sub: Named }>();
  for (const c of categories) {
    for (const s of subsByCategory.get(c.id) ?? []) {
      subCategoryOwner.set(s.id, { category: { slug: c.attributes.slug, name: c.attributes.name }, sub: { slug: s.slug, name: s.name } });
    }
  }

  const terms: Snapshot['terms'] = { 'olfactory-family': [], mood: [], 'colour-tone': [] };
  for (const t of rows.terms) {
    const texts = resolve<{ name: string; description: string }>(t.texts, t.slug, new Map());
    terms[t.taxonomy].push({ slug: t.slug, name: texts.name, description: texts.description, swatch: t.swatch });
  }
  const termOf = (taxonomy: keyof Snapshot['terms'], slug: string | null) => {
    const term = slug ? terms[taxonomy].find((t) => t.slug === slug) : undefined;
    return term ? { slug: term.slug, name: term.name } : null;
  };

  const products = rows.products.map((p) =>
    item<ProductDetail>(p.id, (fb) => {
      const t = resolve<{
        name: string;
        subtitle: string;
        description: string;
        details: string[];
        notes?: { top: string; heart: string; base: string };
        howToUse?: string;
        ingredients?: string;
      }>(p.texts, p.slug, fb);
      const collection = p.collection_id ? collectionsById.get(p.collection_id) : undefined;
      const owner = p.sub_category_id ? subCategoryOwner.get(p.sub_category_id) : undefined;
      const variants = (p.variants as { size: string; price: number; sku: string; shade?: string; label?: { en: string; 'zh-Hant'?: string } }[]).map((v) => ({
        size: v.size,
        price: v.price,
        sku: v.sku,
        shade: v.shade ?? null,
        label: v.label ? ((locale === 'zh-Hant' ? v.label['zh-Hant'] : undefined) ?? v.label.en) : null,
      }));
      const untranslated = (p.variants as { sku: string; label?: { 'zh-Hant'?: string } }[])
        .filter((v) => locale !== 'en' && v.label && !v.label['zh-Hant'])
        .map((v) => `variants.${v.sku}.label`);
      if (untranslated.length) fb.set(p.slug, [...(fb.get(p.slug) ?? []), ...untranslated]);
      const tone = p.colour_tone ? terms['colour-tone'].find((x) => x.slug === p.colour_tone) : undefined;
      const images = p.images.map((key, i) => image(key, i === 0 ? t.name : `${t.name} (${i + 1})`));
      return {
        slug: p.slug,
        line: p.line,
        name: t.name,
        subtitle: t.subtitle,
        tag: p.tag,
        tagLabel: p.tag ? tagLabels[locale][p.tag] : null,
        collection: collection ? { slug: collection.slug, name: collection.name } : null,
        category: owner?.category ?? null,
        subCategory: owner?.sub ?? null,
        olfactoryFamily: termOf('olfactory-family', p.olfactory_family),
        moods: p.moods.map((m) => termOf('mood', m)).filter((m): m is Named => m !== null),
        colourTone: tone ? { slug: tone.slug, name: tone.name, swatch: tone.swatch } : null,
        priceFrom: Math.min(...variants.map((v) => v.price)),
        currency: 'HKD',
        variants,
        image: images[0]!,
        date: p.date,
        locale: localeOf(p.texts),
        description: t.description,
        details: t.details,
        notes: t.notes ?? null,
        howToUse: t.howToUse ?? null,
        ingredients: t.ingredients ?? null,
        images,
      };
    }),
  );
  const productsById = new Map(products.map((p) => [p.id, p]));

  const articles = rows.articles.map((a) =>
    item<ArticleData>(a.id, (fb) => {
      const t = resolve<{ title: string; kicker: string; summary: string; body: Block[] }>(a.texts, a.slug, fb);
      return {
        slug: a.slug,
        title: t.title,
        kicker: t.kicker,
        summary: t.summary,
        date: a.date,
        coverImage: image(a.cover_image, t.title),
        body: blocks(t.body),
        relatedProducts: a.related_products,
        locale: localeOf(a.texts),
      };
    }),
  );

  const pages = rows.pages.map((p) =>
    item<PageData>(p.id, (fb) => {
      const t = resolve<{
        title: string;
        intro: string;
        seoDescription: string;
        sections: { anchor?: string; heading?: string; blocks: Block[] }[];
        menuFeature?: { image: string; kicker: string; caption: string; href: string };
      }>(p.texts, p.key, fb);
      return {
        key: p.key,
        title: t.title,
        intro: t.intro,
        seoDescription: t.seoDescription,
        updated: p.updated,
        heroImage: p.hero_image ? image(p.hero_image, t.title) : null,
        facts: p.facts,
        sections: t.sections.map((s) => ({ anchor: s.anchor ?? null, heading: s.heading ?? null, blocks: blocks(s.blocks) })),
        // The caption names where the picture leads, so the picture itself is not described again.
        menuFeature: t.menuFeature ? { kicker: t.menuFeature.kicker, caption: t.menuFeature.caption, href: t.menuFeature.href, image: image(t.menuFeature.image, '') } : null,
        locale: localeOf(p.texts),
      };
    }),
  );

  const boutiques = rows.boutiques.map((b) =>
    item<BoutiqueData>(b.id, (fb) => {
      const t = resolve<{ name: string; address: string; district: string; hours: string[]; note?: string }>(b.texts, b.slug, fb);
      return {
        slug: b.slug,
        kind: b.kind,
        name: t.name,
        address: t.address,
        district: t.district,
        hours: t.hours,
        note: t.note ?? null,
        phone: b.phone,
        mapUrl: b.map_url,
        opens: b.opens,
        closes: b.closes,
        openingHours: b.opening_hours ?? null,
        image: b.image ? image(b.image, t.name) : null,
        locale: localeOf(b.texts),
      };
    }),
  );

  return {
    locale,
    collections: collections.filter((c) => c.attributes.line === 'fragrance'),
    homeCollections: collections.filter((c) => c.attributes.line === 'home-fragrance'),
    categories,
    terms,
    products,
    productsBySlug: new Map(products.map((p) => [p.attributes.slug, p])),
    relatedSlugs: new Map(rows.products.map((p) => [p.id, p.related])),
    newArrivals: rows.newArrivals.map((n) => productsById.get(n.product_id)!).filter(Boolean),
    articles,
    pages: new Map(pages.map((p) => [p.attributes.key, p])),
    boutiques,
    mediaHashes: new Map(rows.media.map((m) => [m.key, m.hash])),
  };
}
