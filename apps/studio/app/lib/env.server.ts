import { z } from 'zod';
import { unsetWhenEmpty } from '@oriel/server/frame';

/** Every environment variable the studio server reads, checked once at start-up. */
const schema = z.object({
  API_INTERNAL_URL: z.url().default('http://127.0.0.1:3100'),
  SITE_URL: z.url().default('http://localhost:3000'),
  /** "Now" at start-up (ISO 8601 with offset), as for the public apps and the data service; the clock runs on. */
  APP_NOW: unsetWhenEmpty(z.iso.datetime({ offset: true })),
});

export const env = schema.parse(process.env);
