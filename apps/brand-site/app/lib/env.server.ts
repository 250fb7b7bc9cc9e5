import { z } from 'zod';

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
});

export const env = schema.parse(process.env);
