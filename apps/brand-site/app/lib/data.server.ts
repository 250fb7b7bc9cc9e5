import { createDataClient } from '@oriel/data-client';
import { fetchWithRequestId } from '@oriel/server/request-context';
import { env } from './env.server';

/**
 * The data client for loaders: talks to the data service over its internal URL, sending the
 * page request's id (`X-Request-Id`) so both services log the visit under one id.
 */
export const serverDataClient = createDataClient({ baseUrl: env.API_INTERNAL_URL, fetch: fetchWithRequestId });
