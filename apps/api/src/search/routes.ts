import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { type SearchResponse, normaliseSearchQuery, searchQueryMaxLength, searchResultLimit } from '@oriel/contracts/search';
import type { DataLocale, Database } from '../db/schema';
import { apiError } from '../http/errors';
import { searchContent } from './queries';

/**
 * Search reads the tables on every request (no cache to drop on a content change); shared caches
 * may keep an answer half a minute, so an edit shows on the site within that.
 */
export const searchCacheControl = 'public, max-age=0, s-maxage=30';

export async function searchRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  app.get('/api/search', async (request, reply) => {
    const { q, locale = 'en' } = request.query as Record<string, unknown>;
    if (locale !== 'en' && locale !== 'zh-Hant') return apiError(reply, 400, `Unknown locale "${String(locale)}": use en or zh-Hant.`);
    const query = normaliseSearchQuery(q);
    if (query.length > searchQueryMaxLength) return apiError(reply, 400, `The search query is too long (${searchQueryMaxLength} characters at most).`);
    const { results, total } = query ? await searchContent(db, locale as DataLocale, query, searchResultLimit) : { results: [], total: 0 };
    const body: SearchResponse = { data: results, meta: { query, locale: locale as DataLocale, total } };
    return reply.header('cache-control', searchCacheControl).send(body);
  });
}
