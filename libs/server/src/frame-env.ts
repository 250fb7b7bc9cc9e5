import { z } from 'zod';

/** `NAME=` in an env file means "not configured". */
export const unsetWhenEmpty = <T extends z.ZodType>(type: T) => z.preprocess((v) => (v === '' ? undefined : v), type.optional());

/** The environment variables of the shared frame, read by both public app servers (part of each app's `env.server.ts` schema). */
export const frameEnvShape = {
  /** Third-party scripts (SPEC §7), each loaded only when set; see docs/hardening.md. */
  GTM_ID: unsetWhenEmpty(z.string().regex(/^GTM-[A-Z0-9]{4,12}$/)),
  CHAT_WIDGET_SRC: unsetWhenEmpty(z.url({ protocol: /^https$/ })),
  JQUERY_SRC: unsetWhenEmpty(z.url({ protocol: /^https$/ })),
  /** Pre-release gate: off by default; `on` needs the username and the password's hex SHA-256. */
  PRERELEASE_GATE: z.enum(['on', 'off']).default('off'),
  PRERELEASE_GATE_USERNAME: unsetWhenEmpty(z.string().max(256)),
  PRERELEASE_GATE_PASSWORD_SHA256: unsetWhenEmpty(z.string()),
};

type FrameEnv = z.infer<z.ZodObject<typeof frameEnvShape>>;

/** The gate's settings as the frame's `PrereleaseGate` (libs/ui) takes them. */
export interface PrereleaseGateSettings {
  username: string;
  passwordSha256: string;
}

/** The third-party scripts as the frame's consent (libs/ui) takes them; nothing secret. */
export interface ThirdPartySettings {
  gtmId?: string;
  chatWidgetSrc?: string;
  jquerySrc?: string;
}

export class PrereleaseGateConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PrereleaseGateConfigError';
  }
}

/**
 * Reads the gate settings from an environment record (SPEC §4-§6). Throws a message meant
 * for the person starting the server when the gate is on but incomplete, so a misconfigured
 * pre-release site never starts wide open.
 */
export function readPrereleaseGate(env: Record<string, string | undefined>): PrereleaseGateSettings | null {
  const flag = (env.PRERELEASE_GATE ?? 'off').trim().toLowerCase();
  if (flag === '' || flag === 'off') return null;
  if (flag !== 'on') throw new PrereleaseGateConfigError(`PRERELEASE_GATE must be "on" or "off", got "${env.PRERELEASE_GATE}".`);
  const username = env.PRERELEASE_GATE_USERNAME ?? '';
  const hash = (env.PRERELEASE_GATE_PASSWORD_SHA256 ?? '').trim().toLowerCase();
  const missing = [username === '' && 'PRERELEASE_GATE_USERNAME', hash === '' && 'PRERELEASE_GATE_PASSWORD_SHA256'].filter(Boolean);
  if (missing.length) {
    throw new PrereleaseGateConfigError(
      `PRERELEASE_GATE=on needs ${missing.join(' and ')} (the password as a hex SHA-256, e.g. printf %s "$PASSWORD" | sha256sum). Refusing to start.`,
    );
  }
  if (!/^[0-9a-f]{64}$/.test(hash)) {
    throw new PrereleaseGateConfigError('PRERELEASE_GATE_PASSWORD_SHA256 must be 64 hexadecimal characters (the SHA-256 of the password). Refusing to start.');
  }
  if (username.length > 256) throw new PrereleaseGateConfigError('PRERELEASE_GATE_USERNAME is longer than 256 characters.');
  return { username, passwordSha256: hash };
}

/**
 * What the frame needs from the checked environment, read once by the app's server entry
 * (`app/lib/env.server.ts`) and passed to the frame as data: the third-party scripts the page may
 * load and the gate's settings, or null when it is off. A gate switched on but incomplete stops
 * the server here, naming the app.
 */
export function frameSettings(env: FrameEnv, app: string): { thirdParty: ThirdPartySettings; prereleaseGate: PrereleaseGateSettings | null } {
  const thirdParty = { gtmId: env.GTM_ID, chatWidgetSrc: env.CHAT_WIDGET_SRC, jquerySrc: env.JQUERY_SRC };
  try {
    return { thirdParty, prereleaseGate: readPrereleaseGate(env) };
  } catch (error) {
    if (!(error instanceof PrereleaseGateConfigError)) throw error;
    console.error(`[${app}] ${error.message}`);
    process.exit(1);
  }
}
