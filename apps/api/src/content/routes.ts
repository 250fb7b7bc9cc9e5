import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { Kysely } from 'kysely';
import type { DataLocale, Database } from '../db/schema';
import { apiError } from '../http/errors';
import { listCategoriesWithSubCategories, listCollections } from './queries';

const dataLocales: readonly DataLocale[] = ['en', 'zh-Hant'];

/** `locale` query parameter: en by default (as Strapi), zh-Hant, anything else is a 400. */
function parseLocale(value: unknown): DataLocale | null {
  if (value === undefined || value === '') return 'en';
  return dataLocales.includes(value as DataLocale) ? (value as DataLocale) : null;
}

const sortable = new Set(['date', 'id', 'name']);

/** `sort[0]=date:desc&sort[1]=id:desc` (Strapi v4) -> ordered sort keys. */
function parseSort(query: Record<string, unknown>): { column: 'date' | 'id' | 'name'; direction: 'asc' | 'desc' }[] | null {
  const entries = Object.entries(query)
    .map(([key, value]) => ({ match: /^sort\[(\d+)\]$/.exec(key), value }))
    .filter((e) => e.match)
    .sort((a, b) => Number(a.match![1]) - Number(b.match![1]));
  const result = [];
  for (const { value } of entries) {
    const [column = '', direction = 'asc'] = String(value).split(':');
    if (!sortable.has(column) || (direction !== 'asc' && direction !== 'desc')) return null;
    result.push({ column: column as 'date' | 'id' | 'name', direction: direction as 'asc' | 'desc' });
  }
  return result;
}

const contentCache = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

export async function contentRoutes(app: FastifyInstance, { db }: { db: Kysely<Database>; clock: Clock }) {
  app.get('/api/collections', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const locale = parseLocale(query.locale);
    if (!locale) return apiError(reply, 400, `Unknown locale "${String(query.locale)}": use en or zh-Hant.`);
    const sort = parseSort(query);
    if (!sort) return apiError(reply, 400, 'Invalid sort: use sort[n]=date|id|name:asc|desc.');
    const status = query['filters[status][$eq]'];
    if (status !== undefined && status !== 'Active' && status !== 'Inactive') {
      return apiError(reply, 400, 'Invalid filters[status][$eq]: use Active or Inactive.');
    }
    const rows = await listCollections(db, { locale, status: status as string | undefined, sort });
    reply.header('cache-control', contentCache);
    return {
      data: rows.map((r) => ({ id: r.id, attributes: { name: r.name, slug: r.slug, status: r.status, date: r.date, locale: r.locale } })),
      meta: { pagination: { page: 1, pageSize: Math.max(rows.length, 25), pageCount: 1, total: rows.length } },
    };
  });

  app.get('/api/categories/get-all-categories-with-sub-categories', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const locale = parseLocale(query.locale);
    if (!locale) return apiError(reply, 400, `Unknown locale "${String(query.locale)}": use en or zh-Hant.`);
    reply.header('cache-control', contentCache);
    return listCategoriesWithSubCategories(db, locale);
  });
}
