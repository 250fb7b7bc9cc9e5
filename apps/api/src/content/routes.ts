import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { DataLocale, Database } from '../db/schema';
import { apiError } from '../http/errors';
import { ContentCache } from './cache';
import { findContentDir } from './loader';
import type { CollectionData, Item, ProductDetail, ProductSummary, Snapshot } from './snapshot';

const dataLocales: readonly DataLocale[] = ['en', 'zh-Hant'];
/** Shared caches may keep a content read a minute and serve it stale for ten while they refresh. */
export const contentCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
const immutable = 'public, max-age=31536000, immutable';

/** A 400/404 raised inside a content read. */
class ReadError extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
  }
}

type Query = Record<string, unknown>;

/** `locale` query parameter: en by default (as Strapi), zh-Hant, anything else is a 400. */
function parseLocale(value: unknown): DataLocale {
  if (value === undefined || value === '') return 'en';
  if (dataLocales.includes(value as DataLocale)) return value as DataLocale;
  throw new ReadError(400, `Unknown locale "${String(value)}": use en or zh-Hant.`);
}

/** Values of a Strapi filter: `name[$eq]=a` or `name[$in][0]=a&name[$in][1]=b`. */
function filterValues(query: Query, name: string): string[] | undefined {
  const values: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (key === `${name}[$eq]` || key.startsWith(`${name}[$in]`)) values.push(...(Array.isArray(value) ? value.map(String) : [String(value)]));
  }
  return values.length ? values : undefined;
}

function checkFilters(query: Query, allowed: string[]): void {
  for (const key of Object.keys(query)) {
    if (!key.startsWith('filters[')) continue;
    if (!allowed.some((name) => key === `${name}[$eq]` || key.startsWith(`${name}[$in]`))) {
      throw new ReadError(400, `Unknown filter "${key}": use ${allowed.map((a) => `${a}[$eq]`).join(', ')}.`);
    }
  }
}

/** `sort[0]=date:desc&sort[1]=id:desc` (also `sort=date:desc`) -> ordered sort keys. */
function parseSort<K extends string>(query: Query, columns: readonly K[]): { column: K; direction: 'asc' | 'desc' }[] {
  const entries = Object.entries(query)
    .map(([key, value]) => ({ match: key === 'sort' ? ['sort', '0'] : /^sort\[(\d+)\]$/.exec(key), value }))
    .filter((e) => e.match)
    .sort((a, b) => Number(a.match![1]) - Number(b.match![1]));
  return entries.map(({ value }) => {
    const [column = '', direction = 'asc'] = String(value).split(':');
    if (!columns.includes(column as K) || (direction !== 'asc' && direction !== 'desc')) {
      throw new ReadError(400, `Invalid sort "${String(value)}": use sort[n]=${columns.join('|')}:asc|desc.`);
    }
    return { column: column as K, direction };
  });
}

function sortBy<T>(items: T[], sort: { column: string; direction: 'asc' | 'desc' }[], value: (item: T, column: string) => string | number): T[] {
  if (!sort.length) return items;
  return [...items].sort((a, b) => {
    for (const { column, direction } of sort) {
      const x = value(a, column);
      const y = value(b, column);
      if (x !== y) return (x < y ? -1 : 1) * (direction === 'asc' ? 1 : -1);
    }
    return 0;
  });
}

/** `pagination[page]` (from 1) and `pagination[pageSize]` (1-100, default 25). */
function paginate<T>(items: T[], query: Query) {
  const page = Number(query['pagination[page]'] ?? 1);
  const pageSize = Number(query['pagination[pageSize]'] ?? 25);
  if (!Number.isInteger(page) || page < 1) throw new ReadError(400, 'Invalid pagination[page]: use a whole number from 1.');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) throw new ReadError(400, 'Invalid pagination[pageSize]: use a whole number from 1 to 100.');
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    pagination: { page, pageSize, pageCount: Math.max(1, Math.ceil(items.length / pageSize)), total: items.length },
  };
}

function meta(snapshot: Snapshot, items: Item<unknown>[], extra: Record<string, unknown> = {}) {
  return { ...extra, locale: snapshot.locale, localeFallback: items.flatMap((i) => i.fallback) };
}

const entity = <T>(item: Item<T>) => ({ id: item.id, attributes: item.attributes });

/** A collection as lists show it: without its story. */
function collectionSummary(item: Item<CollectionData>) {
  const { story: _s, ...rest } = item.attributes;
  return { id: item.id, attributes: rest };
}

/** A product as lists show it: the detail without the long texts. */
function summary(item: Item<ProductDetail>): { id: number; attributes: ProductSummary } {
  const { description: _d, details: _de, notes: _n, howToUse: _h, ingredients: _i, images: _im, ...rest } = item.attributes;
  return { id: item.id, attributes: rest };
}

/** Up to four products to show next to one: its own list first, then the same collection or category. */
function relatedProducts(snapshot: Snapshot, product: Item<ProductDetail>, explicit: string[]): Item<ProductDetail>[] {
  const chosen = explicit.map((s) => snapshot.productsBySlug.get(s)).filter((p): p is Item<ProductDetail> => !!p && p.id !== product.id);
  const a = product.attributes;
  for (const p of snapshot.products) {
    if (chosen.length >= 4) break;
    if (p.id === product.id || chosen.includes(p)) continue;
    const same = a.collection ? p.attributes.collection?.slug === a.collection.slug : p.attributes.category?.slug === a.category?.slug;
    if (same && p.attributes.line === a.line) chosen.push(p);
  }
  return chosen.slice(0, 4);
}

const productFilters = [
  'filters[slug]',
  'filters[line]',
  'filters[collection][slug]',
  'filters[category][slug]',
  'filters[subCategory][slug]',
  'filters[tag]',
  'filters[olfactoryFamily][slug]',
  'filters[mood][slug]',
  'filters[colourTone][slug]',
];
const tagAliases: Record<string, 'new' | 'best_seller'> = { new: 'new', NEW: 'new', best_seller: 'best_seller', 'BEST-SELLER': 'best_seller' };

function filterProducts(items: Item<ProductDetail>[], query: Query): Item<ProductDetail>[] {
  checkFilters(query, productFilters);
  const f = (name: string) => filterValues(query, name);
  const slugs = f('filters[slug]');
  const lines = f('filters[line]');
  const collections = f('filters[collection][slug]');
  const categories = f('filters[category][slug]');
  const subs = f('filters[subCategory][slug]');
  const tags = f('filters[tag]')?.map((t) => {
    const tag = tagAliases[t];
    if (!tag) throw new ReadError(400, `Invalid filters[tag]: "${t}"; use new, NEW, best_seller or BEST-SELLER.`);
    return tag;
  });
  const families = f('filters[olfactoryFamily][slug]');
  const moods = f('filters[mood][slug]');
  const tones = f('filters[colourTone][slug]');
  return items.filter(({ attributes: p }) => {
    if (slugs && !slugs.includes(p.slug)) return false;
    if (lines && !lines.includes(p.line)) return false;
    if (collections && !collections.includes(p.collection?.slug ?? '')) return false;
    if (categories && !categories.includes(p.category?.slug ?? '')) return false;
    if (subs && !subs.includes(p.subCategory?.slug ?? '')) return false;
    if (tags && !tags.includes(p.tag as 'new')) return false;
    if (families && !families.includes(p.olfactoryFamily?.slug ?? '')) return false;
    if (moods && !p.moods.some((m) => moods.includes(m.slug))) return false;
    if (tones && !tones.includes(p.colourTone?.slug ?? '')) return false;
    return true;
  });
}

function findOr404<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new ReadError(404, `No ${what}`);
  return value;
}

export interface ContentRouteOptions {
  db: Kysely<Database>;
  clock: Clock;
  /** Where the media files are: defaults to the content/ folder found by findContentDir. */
  contentDir?: string;
  /**
   * The studio's previews: the snapshot with a draft laid over it for a valid `X-Oriel-Preview`
   * token, or null (apps/api/src/studio/preview.ts).
   */
  previewSnapshot?: (token: string, locale: DataLocale) => Promise<Snapshot | null>;
}

export async function contentRoutes(app: FastifyInstance, { db, contentDir, previewSnapshot }: ContentRouteOptions) {
  const cache = new ContentCache(db);


  /**
   * Registers a content read: locale check, a response cached per content version and URL, ETag
   * and 304, shared-cache headers, and 400/404 in the Strapi error shape.
   */
  function read(path: string, build: (args: { snapshot: Snapshot; query: Query; params: Record<string, string> }) => unknown) {
    app.get(path, async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        const query = request.query as Query;
        const locale = parseLocale(query.locale);
        const previewToken = request.headers['x-oriel-preview'];
        if (previewSnapshot && typeof previewToken === 'string') {
          // A draft shown through a preview link: private, never cached, never indexed.
          const snapshot = await previewSnapshot(previewToken, locale);
          if (snapshot) {
            reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
            return reply.type('application/json; charset=utf-8').send(JSON.stringify(build({ snapshot, query, params: request.params as Record<string, string> })));
          }
        }
        const version = await cache.currentVersion();
        let cached = cache.response(version, request.url);
        if (!cached) {
          const snapshot = await cache.snapshot(locale);
          cached = cache.remember(version, request.url, build({ snapshot, query, params: request.params as Record<string, string> }));
        }
        reply.header('cache-control', contentCacheControl).header('etag', cached.etag).header('vary', 'accept-encoding');
        if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
        return reply.type('application/json; charset=utf-8').send(cached.body);
      } catch (error) {
        if (error instanceof ReadError) return apiError(reply, error.status, error.message);
        throw error;
      }
    });
  }

  // SPEC §7: the fragrance menu. Active collections, newest first.
  read('/api/collections', ({ snapshot, query }) => {
    checkFilters(query, ['filters[status]', 'filters[slug]']);
    const statuses = filterValues(query, 'filters[status]');
    if (statuses?.some((s) => s !== 'Active' && s !== 'Inactive')) throw new ReadError(400, 'Invalid filters[status][$eq]: use Active or Inactive.');
    const slugs = filterValues(query, 'filters[slug]');
    const sort = parseSort(query, ['date', 'id', 'name'] as const);
    let items = snapshot.collections.filter((c) => (!statuses || statuses.includes(c.attributes.status)) && (!slugs || slugs.includes(c.attributes.slug)));
    items = sortBy(items, sort, (c, column) => (column === 'id' ? c.id : column === 'date' ? c.attributes.date : c.attributes.name));
    const { items: page, pagination } = paginate(items, query);
    return { data: page.map(collectionSummary), meta: meta(snapshot, page, { pagination }) };
  });

  read('/api/collections/:slug', ({ snapshot, params }) => {
    const item = findOr404(snapshot.collections.find((c) => c.attributes.slug === params.slug), `fragrance collection "${params.slug}"`);
    return { data: entity(item), meta: meta(snapshot, [item]) };
  });

  read('/api/home-collections', ({ snapshot, query }) => {
    const { items, pagination } = paginate(snapshot.homeCollections, query);
    return { data: items.map(collectionSummary), meta: meta(snapshot, items, { pagination }) };
  });

  read('/api/home-collections/:slug', ({ snapshot, params }) => {
    const item = findOr404(snapshot.homeCollections.find((c) => c.attributes.slug === params.slug), `home-fragrance collection "${params.slug}"`);
    return { data: entity(item), meta: meta(snapshot, [item]) };
  });

  // SPEC §7: the makeup menu.
  read('/api/categories/get-all-categories-with-sub-categories', ({ snapshot }) =>
    snapshot.categories.map(({ attributes: c }) => ({ name: c.name, slug: c.slug, first_lvl_sub_categories: c.first_lvl_sub_categories })),
  );

  read('/api/categories/:slug', ({ snapshot, params }) => {
    const item = findOr404(snapshot.categories.find((c) => c.attributes.slug === params.slug), `makeup category "${params.slug}"`);
    return { data: entity(item), meta: meta(snapshot, [item]) };
  });

  read('/api/products', ({ snapshot, query }) => {
    const sort = parseSort(query, ['position', 'date', 'price', 'name'] as const);
    let items = filterProducts(snapshot.products, query);
    items = sortBy(items, sort, (p, column) => (column === 'position' ? 0 : column === 'date' ? p.attributes.date : column === 'price' ? p.attributes.priceFrom : p.attributes.name));
    const { items: page, pagination } = paginate(items, query);
    return { data: page.map(summary), meta: meta(snapshot, page, { pagination }) };
  });

  read('/api/products/:slug', ({ snapshot, params }) => {
    const item = findOr404(snapshot.productsBySlug.get(params.slug ?? ''), `product "${params.slug}"`);
    const related = relatedProducts(snapshot, item, snapshot.relatedSlugs.get(item.id) ?? []);
    return {
      data: { id: item.id, attributes: { ...item.attributes, related: related.map(summary) } },
      meta: meta(snapshot, [item]),
    };
  });

  read('/api/new-arrivals', ({ snapshot, query }) => {
    const items = filterProducts(snapshot.newArrivals, query);
    const { items: page, pagination } = paginate(items, query);
    return { data: page.map(summary), meta: meta(snapshot, page, { pagination }) };
  });

  read('/api/finder', ({ snapshot }) => {
    const fragrances = snapshot.products.filter((p) => p.attributes.line === 'fragrance');
    const count = (test: (p: ProductDetail) => boolean) => fragrances.filter((p) => test(p.attributes)).length;
    return {
      data: {
        olfactoryFamilies: snapshot.terms['olfactory-family'].map((t) => ({ ...t, count: count((p) => p.olfactoryFamily?.slug === t.slug) })),
        moods: snapshot.terms.mood.map((t) => ({ ...t, count: count((p) => p.moods.some((m) => m.slug === t.slug)) })),
        collections: snapshot.collections
          .filter((c) => c.attributes.status === 'Active')
          .map((c) => ({ slug: c.attributes.slug, name: c.attributes.name, count: count((p) => p.collection?.slug === c.attributes.slug) })),
        colourTones: snapshot.terms['colour-tone'],
      },
      meta: { locale: snapshot.locale, localeFallback: [] },
    };
  });

  read('/api/articles', ({ snapshot, query }) => {
    checkFilters(query, ['filters[slug]']);
    const slugs = filterValues(query, 'filters[slug]');
    const items = snapshot.articles.filter((a) => !slugs || slugs.includes(a.attributes.slug));
    const { items: page, pagination } = paginate(items, query);
    return {
      data: page.map((a) => {
        const { body: _b, relatedProducts: _r, ...rest } = a.attributes;
        return { id: a.id, attributes: rest };
      }),
      meta: meta(snapshot, page, { pagination }),
    };
  });

  read('/api/articles/:slug', ({ snapshot, params }) => {
    const index = snapshot.articles.findIndex((a) => a.attributes.slug === params.slug);
    const item = findOr404(snapshot.articles[index], `article "${params.slug}"`);
    const { relatedProducts: slugs, ...attributes } = item.attributes;
    const neighbour = (i: number) => {
      const a = snapshot.articles[i];
      return a ? { slug: a.attributes.slug, title: a.attributes.title } : null;
    };
    return {
      data: {
        id: item.id,
        attributes: {
          ...attributes,
          relatedProducts: slugs.map((s) => snapshot.productsBySlug.get(s)).filter((p): p is Item<ProductDetail> => !!p).map(summary),
          newer: neighbour(index - 1),
          older: neighbour(index + 1),
        },
      },
      meta: meta(snapshot, [item]),
    };
  });

  read('/api/pages/:key', ({ snapshot, params }) => {
    const item = findOr404(snapshot.pages.get(params.key ?? ''), `page "${params.key}"`);
    return { data: entity(item), meta: meta(snapshot, [item]) };
  });

  // The header's mega-menus: each page's menu picture, one call for the whole header.
  read('/api/menu-features', ({ snapshot }) => {
    const items = [...snapshot.pages.values()].filter((p) => p.attributes.menuFeature);
    const data = items.flatMap(({ attributes: p }) => (p.menuFeature ? [{ page: p.key, ...p.menuFeature }] : []));
    return { data, meta: meta(snapshot, items) };
  });

  read('/api/boutiques', ({ snapshot, query }) => {
    checkFilters(query, ['filters[kind]']);
    const kinds = filterValues(query, 'filters[kind]');
    if (kinds?.some((k) => k !== 'permanent' && k !== 'pop-up')) throw new ReadError(400, 'Invalid filters[kind][$eq]: use permanent or pop-up.');
    const items = snapshot.boutiques.filter((b) => !kinds || kinds.includes(b.attributes.kind));
    return { data: items.map(entity), meta: meta(snapshot, items, { pagination: { page: 1, pageSize: Math.max(items.length, 25), pageCount: 1, total: items.length } }) };
  });

  // Every public slug of the site, for the sitemap (locale-independent).
  read('/api/sitemap', ({ snapshot }) => ({
    data: {
      collections: snapshot.collections.filter((c) => c.attributes.status === 'Active').map((c) => ({ slug: c.attributes.slug, date: c.attributes.date })),
      homeCollections: snapshot.homeCollections.filter((c) => c.attributes.status === 'Active').map((c) => ({ slug: c.attributes.slug, date: c.attributes.date })),
      categories: snapshot.categories.map((c) => ({ slug: c.attributes.slug, subCategories: c.attributes.first_lvl_sub_categories.map((s) => s.slug) })),
      products: snapshot.products.map(({ attributes: p }) => ({
        slug: p.slug,
        line: p.line,
        collection: p.collection?.slug ?? null,
        category: p.category?.slug ?? null,
        date: p.date,
        newArrival: snapshot.newArrivals.some((n) => n.attributes.slug === p.slug),
      })),
      articles: snapshot.articles.map((a) => ({ slug: a.attributes.slug, date: a.attributes.date })),
      pages: [...snapshot.pages.values()].map((p) => ({ key: p.attributes.key, updated: p.attributes.updated })),
    },
    meta: { locale: snapshot.locale, localeFallback: [] },
  }));

  // Images: /api/media/{hash}/{key}[-{width}w].{svg|webp|avif}; the hash makes the URL immutable.
  const files = new Map<string, Buffer>();
  let mediaRoot: string | undefined;
  const types: Record<string, string> = { svg: 'image/svg+xml', webp: 'image/webp', avif: 'image/avif' };
  app.get('/api/media/:hash/*', async (request, reply) => {
    const { hash, '*': rest } = request.params as { hash: string; '*': string };
    // {key}.svg, or a raster rendition {key}-{width}w.webp|avif.
    const match = /^([a-z0-9-]+(?:\/[a-z0-9-]+)*)\.svg$/.exec(rest) ?? /^([a-z0-9-]+(?:\/[a-z0-9-]+)*)-(\d+)w\.(webp|avif)$/.exec(rest);
    if (!match) return apiError(reply, 404, `No image at ${request.url}`);
    const [, key, width, ext = 'svg'] = match as unknown as [string, string, string | undefined, string | undefined];
    const snapshot = await cache.snapshot('en');
    const current = snapshot.mediaHashes.get(key);
    if (!current) return apiError(reply, 404, `No image "${key}"`);
    const path = join((mediaRoot ??= join(contentDir ?? findContentDir(), 'media')), `${key}${width ? `-${width}w` : ''}.${ext}`);
    let body = files.get(path);
    if (!body) {
      if (!existsSync(path)) return apiError(reply, 404, `No ${ext} rendition of "${key}"${width ? ` at ${width}w` : ''}`);
      body = await readFile(path);
      files.set(path, body);
    }
    // An old hash still answers (a page rendered before a content change), but only briefly cached.
    return reply
      .header('cache-control', hash === current ? immutable : 'public, max-age=60')
      .header('x-content-type-options', 'nosniff')
      .type(types[ext]!)
      .send(body);
  });
}
