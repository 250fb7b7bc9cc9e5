import { z } from 'zod';
import { parseEnv } from '@oriel/server/env';
import { frameEnvShape, frameSettings, unsetWhenEmpty } from '@oriel/server/frame';

/** Every environment variable the discovery-trial server reads, checked once at start-up. */
const schema = z.object({
  API_INTERNAL_URL: z.url().default('http://127.0.0.1:3100'),
  SITE_URL: z.url().default('http://localhost:3000'),
  /** "Now" at start-up (ISO 8601 with offset), for campaign previews and tests; the clock runs on. */
  APP_NOW: unsetWhenEmpty(z.iso.datetime({ offset: true })),
  ...frameEnvShape,
});

export const env = parseEnv(schema, 'discovery-trial');

/** The third-party scripts the page may load, and the pre-release gate's settings (or null). */
export const { thirdParty, prereleaseGate } = frameSettings(env, 'discovery-trial');
