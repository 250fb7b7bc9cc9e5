import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the data service reads, checked once at start-up. A bad value stops
 * the server with a message naming the variable.
 */
const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3100),
  HOST: z.string().default('127.0.0.1'),
  /** Real PostgreSQL when set; otherwise the embedded PGlite database in PGLITE_DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  PGLITE_DATA_DIR: z.string().default('.data/pglite'),
  /** Start the clock at this ISO 8601 time (campaign previews, tests). */
  APP_NOW: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type ApiConfig = z.infer<typeof schema> & { pgliteDataDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid data-service configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, pgliteDataDir: resolve(parsed.data.PGLITE_DATA_DIR) };
}
