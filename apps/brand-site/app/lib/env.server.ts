import { z } from 'zod';
import { parseEnv } from '@oriel/server/env';
import { frameEnvShape, frameSettings } from '@oriel/ui';

/** Every environment variable the brand-site server reads, checked once at start-up. */
const schema = z.object({
  API_INTERNAL_URL: z.url().default('http://127.0.0.1:3100'),
  SITE_URL: z.url().default('http://localhost:3000'),
  ...frameEnvShape,
});

export const env = parseEnv(schema, 'brand-site');

/** The third-party scripts the page may load, and the pre-release gate's settings (or null). */
export const { thirdParty, prereleaseGate } = frameSettings(env, 'brand-site');
