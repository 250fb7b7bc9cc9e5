import { z } from 'zod';
import type { ThirdPartyConfig } from './consent/third-party';
import { type PrereleaseGateConfig, PrereleaseGateConfigError, readPrereleaseGate } from './gate/gate-config';

/** `NAME=` in an env file means "not configured". */
export const unsetWhenEmpty = <T extends z.ZodType>(type: T) => z.preprocess((v) => (v === '' ? undefined : v), type.optional());

/** The environment variables of the shared frame, read by both app servers (part of each app's `env.server.ts` schema). */
export const frameEnvShape = {
  /** Third-party scripts (SPEC §7), each loaded only when set; see docs/hardening.md. */
  GTM_ID: unsetWhenEmpty(z.string().regex(/^GTM-[A-Z0-9]{4,12}$/)),
  CHAT_WIDGET_SRC: unsetWhenEmpty(z.url({ protocol: /^https$/ })),
  JQUERY_SRC: unsetWhenEmpty(z.url({ protocol: /^https$/ })),
  /** Pre-release gate (decision 024): off by default; `on` needs the username and the password's hex SHA-256. */
  PRERELEASE_GATE: z.enum(['on', 'off']).default('off'),
  PRERELEASE_GATE_USERNAME: unsetWhenEmpty(z.string().max(256)),
  PRERELEASE_GATE_PASSWORD_SHA256: unsetWhenEmpty(z.string()),
};

type FrameEnv = z.infer<z.ZodObject<typeof frameEnvShape>>;

/**
 * What the frame needs from the checked environment: the third-party scripts the page may load
 * (nothing secret) and the gate's settings, or null when it is off. A gate switched on but
 * incomplete stops the server here, naming the app.
 */
export function frameSettings(env: FrameEnv, app: string): { thirdParty: ThirdPartyConfig; prereleaseGate: PrereleaseGateConfig | null } {
  const thirdParty = { gtmId: env.GTM_ID, chatWidgetSrc: env.CHAT_WIDGET_SRC, jquerySrc: env.JQUERY_SRC };
  try {
    return { thirdParty, prereleaseGate: readPrereleaseGate(env) };
  } catch (error) {
    if (!(error instanceof PrereleaseGateConfigError)) throw error;
    console.error(`[${app}] ${error.message}`);
    process.exit(1);
  }
}
