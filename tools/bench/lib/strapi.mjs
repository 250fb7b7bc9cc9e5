// The SPEC §7 collections query against a Strapi 5 server, side by side with the data service.
// The project does not install Strapi: the figure is
// measured only when STRAPI_URL names one.
//
// SPEC §7: GET /api/collections, locale en or zh-Hant, status equals Active, sorted by date then
// id descending, reading data[].name and data[].slug. Strapi 5 spells it with its REST parameters
// (docs.strapi.io/cms/api/rest/parameters): `filters[field][$eq]`, `sort[n]=field:desc`, `locale`,
// `fields[n]` (only what the header reads; no relation, so no `populate`), page-based `pagination`
// and `status=published` (Strapi 5's Draft & Publish parameter). `status` is a reserved attribute
// name in Strapi 5 (it is that parameter), so the collection's own "Active" field cannot be called
// `status` there: its name is STRAPI_STATUS_FIELD (default `collectionStatus`). Strapi 5 answers
// flat documents (`data: [{ id, documentId, name, slug }]`, no `attributes`) with `meta.pagination`.
import { measure } from './load.mjs';

export const strapiDefaults = { collection: 'collections', statusField: 'collectionStatus', pageSize: 100 };

/** The Strapi 5 REST path of the SPEC §7 collections query (brackets left readable, as Strapi's docs write them). */
export function strapiCollectionsPath({ locale = 'en', collection = strapiDefaults.collection, statusField = strapiDefaults.statusField, pageSize = strapiDefaults.pageSize } = {}) {
  const params = [
    ['locale', locale],
    ['status', 'published'],
    [`filters[${statusField}][$eq]`, 'Active'],
    ['sort[0]', 'date:desc'],
    ['sort[1]', 'id:desc'],
    ['fields[0]', 'name'],
    ['fields[1]', 'slug'],
    ['pagination[page]', '1'],
    ['pagination[pageSize]', String(pageSize)],
  ];
  return `/api/${collection}?${params.map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%3A/g, ':')}`).join('&')}`;
}

/** Why a Strapi answer is not the SPEC §7 list, or null when it is (Strapi 5's flat documents). */
export function strapiAnswerProblem(status, body) {
  if (status !== 200) return `answers ${status}`;
  if (!body || !Array.isArray(body.data)) return 'the answer has no data array';
  if (!body.meta?.pagination) return 'the answer has no meta.pagination (not Strapi 5?)';
  const first = body.data[0];
  if (first && (typeof first.name !== 'string' || typeof first.slug !== 'string')) {
    return first.attributes ? 'the entries carry `attributes` (Strapi 4); Strapi 5 answers flat documents' : 'the entries have no name and slug';
  }
  return null;
}

/** The settings of the comparison from the environment, or null when STRAPI_URL is not set. */
export function strapiSettings(env = process.env) {
  if (!env.STRAPI_URL) return null;
  return {
    base: env.STRAPI_URL.replace(/\/+$/, ''),
    token: env.STRAPI_TOKEN || undefined,
    collection: env.STRAPI_COLLECTION || strapiDefaults.collection,
    statusField: env.STRAPI_STATUS_FIELD || strapiDefaults.statusField,
  };
}

/**
 * Checks the Strapi answer once, then loads it as the data service was loaded. Returns the run, or
 * { skipped: reason } when there is no STRAPI_URL or the answer is not the list.
 */
export async function measureStrapi(settings, { connections, durationS, warmupS, locale = 'en' }) {
  if (!settings) return { skipped: 'no STRAPI_URL given (the project does not install Strapi; the figure is optional)' };
  const path = strapiCollectionsPath({ locale, collection: settings.collection, statusField: settings.statusField });
  const headers = { accept: 'application/json', ...(settings.token ? { authorization: `Bearer ${settings.token}` } : {}) };
  let problem;
  let entries = 0;
  try {
    const response = await fetch(`${settings.base}${path}`, { headers, signal: AbortSignal.timeout(10_000) });
    const body = await response.json().catch(() => null);
    problem = strapiAnswerProblem(response.status, body);
    entries = body?.data?.length ?? 0;
  } catch (error) {
    problem = `no answer (${error.cause?.code ?? error.message})`;
  }
  if (problem) return { skipped: `${settings.base}${path}: ${problem}`, path };
  const run = await measure(`${settings.base}${path}`, { connections, durationS, warmupS, headers });
  return { ...run, name: 'collections', database: 'Strapi 5', path, entries, base: settings.base };
}
