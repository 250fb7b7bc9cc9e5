import { z } from 'zod';
import { PrereleaseGateConfigError, readPrereleaseGate } from '@oriel/ui';

/** `NAME=` in an env file means "not configured". */
const unsetWhenEmpty = <T extends z.ZodType>(type: T) => z.preprocess((v) => (v === '' ? undefined : v), type.optional());

/** Every environment variable the brand-site server reads, checked once at start-up. */
const schema = z.object({
  API_INTERNAL_URL: z.url().default('http://127.0.0.1:3100'),
  SITE_URL: z.url().default('http://localhost:3000'),
  /** Third-party scripts (SPEC §7), each loaded only when set; see docs/hardening.md. */
  GTM_ID: unsetWhenEmpty(z.string().regex(/^GTM-[A-Z0-9]{4,12}$/)),
  CHAT_WIDGET_SRC: unsetWhenEmpty(z.url({ protocol: /^https$/ })),
  JQUERY_SRC: unsetWhenEmpty(z.url({ protocol: /^https$/ })),
  /** Pre-release gate (decision 024): off by default; `on` needs the username and the password's hex SHA-256. */
  PRERELEASE_GATE: z.enum(['on', 'off']).default('off'),
  PRERELEASE_GATE_USERNAME: unsetWhenEmpty(z.string().max(256)),
  PRERELEASE_GATE_PASSWORD_SHA256: unsetWhenEmpty(z.string()),
});

export const env = schema.parse(process.env);

/** The third-party scripts the page may load (libs/ui/src/consent; nothing secret). */
export const thirdParty = { gtmId: env.GTM_ID, chatWidgetSrc: env.CHAT_WIDGET_SRC, jquerySrc: env.JQUERY_SRC };

/** The gate's settings, or null when it is off. A gate switched on but incomplete stops the server here. */
export const prereleaseGate = (() => {
  try {
    return readPrereleaseGate(env);
  } catch (error) {
    if (!(error instanceof PrereleaseGateConfigError)) throw error;
    console.error(`[brand-site] ${error.message}`);
    process.exit(1);
  }
})();
