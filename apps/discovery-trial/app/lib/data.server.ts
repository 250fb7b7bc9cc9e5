import { createDataClient } from '@oriel/data-client';
import { env } from './env.server';

/** The data client for loaders: talks to the data service over its internal URL. */
export const serverDataClient = createDataClient({ baseUrl: env.API_INTERNAL_URL });
