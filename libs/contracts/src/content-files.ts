import { z } from 'zod';

/**
 * The shape of every content file under `content/` (one YAML file per entry, both locales in it).
 * English is complete; zh-Hant may leave a field out, and the API then serves the English text and
 * says so in the response meta. Editors: docs/content.md.
 */

export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase slug (a-z, 0-9, hyphens)');
/** A media key: the path of an image under content/media without its extension. */
export const mediaKey = z.string().regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, 'must be a media key such as products/eau-de-matin');
const isoDate = z.iso.date('must be a date written YYYY-MM-DD');
const text = z.string().trim().min(1, 'must not be empty');

/**
 * The longest each text may be, in characters (as JavaScript counts them), by field name: past
 * these the pages they appear on break (a 315-character product name ran over the product page and
 * the collection grid). The studio shows a counter against the same figure.
 */
export const textLimits = {
  name: 80,
  title: 120,
  subtitle: 120,
  tagline: 120,
  kicker: 60,
  heading: 120,
  summary: 320,
  seoDescription: 160,
  description: 1200,
  intro: 800,
  details: 240,
  top: 200,
  heart: 200,
  base: 200,
  howToUse: 800,
  ingredients: 1500,
  address: 200,
  district: 60,
  hours: 120,
  note: 300,
  text: 2000,
  items: 400,
  alt: 200,
  caption: 200,
  cite: 120,
  size: 30,
  label: 60,
} as const;
export type LimitedText = keyof typeof textLimits;

/** A text no longer than its field's limit. */
export const limited = (field: LimitedText) => text.max(textLimits[field], `must be at most ${textLimits[field]} characters`);

/**
 * Where an inline link may lead: a page of this site, written without its language prefix
 * (`/article/an-evening-ritual`, `/discovery-trial/matin-{brand-slug}`; the site adds `/tc` on the
 * Chinese page), or another site over https. Nothing else: no `javascript:`, `data:`, `http:`,
 * protocol-relative `//host` or `mailto:` in an editor's text.
 */
export const inlineLinkHref = z
  .string()
  .trim()
  .max(500, 'must be at most 500 characters')
  .refine((href) => /^\/(?![/\\])[^\s]*$/.test(href) || (/^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/.test(href) && URL.canParse(href)), 'must be a path of this site (starting with /) or an https:// address');

/**
 * A paragraph: plain words, and optionally a few of them linked. Each link names words of the
 * paragraph (`text`, linked where they first occur) and where they lead, so the words stay plain
 * text for search and summaries and no markup ever reaches the page.
 */
export const paragraphSchema = z
  .object({
    type: z.literal('paragraph'),
    text: limited('text'),
    links: z.array(z.object({ text: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'), href: inlineLinkHref }).strict()).max(10).optional(),
  })
  .strict()
  .superRefine((p, ctx) => {
    p.links?.forEach((link, i) => {
      if (!p.text.includes(link.text)) ctx.addIssue({ code: 'custom', path: ['links', i, 'text'], message: 'must be words of the paragraph, written exactly as in it' });
    });
  });
export type InlineLink = NonNullable<z.infer<typeof paragraphSchema>['links']>[number];

/** Rich text of articles and pages: a list of blocks, no HTML. */
export const blockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: limited('heading') }).strict(),
  paragraphSchema,
  z.object({ type: z.literal('list'), items: z.array(limited('items')).min(1) }).strict(),
  z.object({ type: z.literal('quote'), text: limited('text'), cite: limited('cite').optional() }).strict(),
  z.object({ type: z.literal('image'), image: mediaKey, alt: limited('alt'), caption: limited('caption').optional() }).strict(),
]);
export type Block = z.infer<typeof blockSchema>;
const blocks = z.array(blockSchema).min(1);

/** `en` complete, `zh-Hant` optional field by field. */
function localized<T extends z.ZodObject>(texts: T) {
  return { en: texts.strict(), 'zh-Hant': texts.partial().strict().optional() };
}

export const collectionFileSchema = z
  .object({
    slug,
    line: z.enum(['fragrance', 'home-fragrance']).default('fragrance'),
    status: z.enum(['Active', 'Inactive']),
    date: isoDate,
    position: z.number().int().min(0),
    heroImage: mediaKey,
    /** Hex colour of the collection's art (bottle glass, backgrounds). */
    colour: z.string().regex(/^#[0-9a-f]{6}$/i),
    ...localized(z.object({ name: limited('name'), tagline: limited('tagline'), intro: limited('intro'), story: blocks })),
  })
  .strict();

export const categoryFileSchema = z
  .object({
    slug,
    position: z.number().int().min(0),
    heroImage: mediaKey,
    subCategories: z.array(z.object({ slug, ...localized(z.object({ name: limited('name') })) }).strict()).min(1),
    ...localized(z.object({ name: limited('name'), intro: limited('intro') })),
  })
  .strict();

export const taxonomyFileSchema = z
  .object({
    taxonomy: z.enum(['olfactory-family', 'mood', 'colour-tone']),
    terms: z
      .array(
        z
          .object({
            slug,
            swatch: z.string().regex(/^#[0-9a-f]{6}$/i).optional(),
            ...localized(z.object({ name: limited('name'), description: limited('description') })),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

const variantSchema = z
  .object({
    /** Size as printed on the pack: 100ml, 3.5g, 200g... */
    size: limited('size'),
    /** Price in whole Hong Kong dollars. */
    price: z.number().int().positive(),
    sku: z.string().regex(/^[A-Z0-9-]+$/),
    /** Makeup shade colour. */
    shade: z.string().regex(/^#[0-9a-f]{6}$/i).optional(),
    label: z.object({ en: limited('label'), 'zh-Hant': limited('label').optional() }).strict().optional(),
  })
  .strict();

export const productFileSchema = z
  .object({
    slug,
    line: z.enum(['fragrance', 'home-fragrance', 'makeup']),
    /** Fragrance and home fragrance: the collection slug. */
    collection: slug.optional(),
    /** Makeup: category and first-level sub-category slugs. */
    category: slug.optional(),
    subCategory: slug.optional(),
    tag: z.enum(['new', 'best_seller']).optional(),
    olfactoryFamily: slug.optional(),
    moods: z.array(slug).default([]),
    colourTone: slug.optional(),
    date: isoDate,
    position: z.number().int().min(0),
    /** Hex colour of the product's art. */
    colour: z.string().regex(/^#[0-9a-f]{6}$/i),
    images: z.array(mediaKey).min(1),
    variants: z.array(variantSchema).min(1),
    related: z.array(slug).default([]),
    ...localized(
      z.object({
        name: limited('name'),
        subtitle: limited('subtitle'),
        description: limited('description'),
        details: z.array(limited('details')).min(1),
        notes: z.object({ top: limited('top'), heart: limited('heart'), base: limited('base') }).strict().optional(),
        howToUse: limited('howToUse').optional(),
        ingredients: limited('ingredients').optional(),
      }),
    ),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.line === 'makeup') {
      if (!p.category) ctx.addIssue({ code: 'custom', path: ['category'], message: 'a makeup product needs a category' });
      if (!p.subCategory) ctx.addIssue({ code: 'custom', path: ['subCategory'], message: 'a makeup product needs a subCategory' });
      if (p.collection) ctx.addIssue({ code: 'custom', path: ['collection'], message: 'a makeup product has a category, not a collection' });
    } else if (!p.collection) {
      ctx.addIssue({ code: 'custom', path: ['collection'], message: `a ${p.line} product needs a collection` });
    }
  });

export const articleFileSchema = z
  .object({
    slug,
    date: isoDate,
    coverImage: mediaKey,
    relatedProducts: z.array(slug).default([]),
    ...localized(z.object({ title: limited('title'), kicker: limited('kicker'), summary: limited('summary'), body: blocks })),
  })
  .strict();

export const pageFileSchema = z
  .object({
    key: slug,
    updated: isoDate,
    heroImage: mediaKey.optional(),
    /** Language-neutral facts a page states (dates, durations), served as they are. */
    facts: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
    ...localized(
      z.object({
        title: limited('title'),
        intro: limited('intro'),
        seoDescription: limited('seoDescription'),
        sections: z.array(z.object({ anchor: slug.optional(), heading: limited('heading').optional(), blocks }).strict()).min(1),
        /**
         * The picture the header's mega-menu shows for this page's section (the fragrance page's for
         * Fragrance, new-arrivals' for News, makeup's, home-fragrance's, about's for Universe): an
         * image, a short kicker and caption, and the page of this site it leads to (without `/tc`).
         */
        menuFeature: z
          .object({
            image: mediaKey,
            kicker: limited('kicker'),
            caption: limited('caption'),
            href: z.string().regex(/^\/(?![/\\])[^\s]*$/, 'must be a path of this site, starting with /'),
          })
          .strict()
          .optional(),
      }),
    ),
  })
  .strict();

/** One day's opening, `10:30-20:00` (Hong Kong time), or `closed`. */
const dayHours = z.union([z.literal('closed'), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, 'must be opening hours written 10:30-20:00, or closed')]);
/** A boutique's opening hours per weekday, language-neutral: the site computes today's hours from them. */
export const openingHoursSchema = z.object({ mon: dayHours, tue: dayHours, wed: dayHours, thu: dayHours, fri: dayHours, sat: dayHours, sun: dayHours }).strict();
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const boutiqueFileSchema = z
  .object({
    slug,
    kind: z.enum(['permanent', 'pop-up']),
    position: z.number().int().min(0),
    phone: z.string().regex(/^\d{4} \d{4}$/, 'must be a Hong Kong number written 2602 0823').optional(),
    mapUrl: z.url('must be a whole web address, starting with https://'),
    opens: isoDate.optional(),
    closes: isoDate.optional(),
    image: mediaKey.optional(),
    openingHours: openingHoursSchema.optional(),
    ...localized(z.object({ name: limited('name'), address: limited('address'), district: limited('district'), hours: z.array(limited('hours')).min(1), note: limited('note').optional() })),
  })
  .strict();

export const newArrivalsFileSchema = z.object({ products: z.array(slug).min(1) }).strict();

export type CollectionFile = z.infer<typeof collectionFileSchema>;
export type CategoryFile = z.infer<typeof categoryFileSchema>;
export type TaxonomyFile = z.infer<typeof taxonomyFileSchema>;
export type ProductFile = z.infer<typeof productFileSchema>;
export type ArticleFile = z.infer<typeof articleFileSchema>;
export type PageFile = z.infer<typeof pageFileSchema>;
export type BoutiqueFile = z.infer<typeof boutiqueFileSchema>;
