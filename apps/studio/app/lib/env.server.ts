import { z } from 'zod';

/** Every environment variable the studio server reads, checked once at start-up. */
const schema = z.object({
  API_INTERNAL_URL: z.url().default('http://127.0.0.1:3100'),
  SITE_URL: z.url().default('http://localhost:3000'),
});

export const env = schema.parse(process.env);
