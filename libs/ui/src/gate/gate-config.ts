/**
 * The pre-release gate of SPEC §4-§6 and issue 4: off by default; on with `PRERELEASE_GATE=on`,
 * which then needs `PRERELEASE_GATE_USERNAME` and `PRERELEASE_GATE_PASSWORD_SHA256` (the hex
 * SHA-256 of the password: the page compares hashes and the password itself never ships).
 */
export interface PrereleaseGateConfig {
  username: string;
  passwordSha256: string;
}

/** SPEC §4: the one-day cookie that unlocks the site. */
export const gateCookieName = 'sl-brand-uat-login';
export const gateCookieMaxAge = 24 * 60 * 60;
/** SPEC §3/§9: each input holds at most 256 characters. */
export const gateInputMaxLength = 256;

export class PrereleaseGateConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PrereleaseGateConfigError';
  }
}

/**
 * Reads the gate settings from an environment record. Throws a message meant for the person
 * starting the server when the gate is on but incomplete, so a misconfigured pre-release site
 * never starts wide open.
 */
export function readPrereleaseGate(env: Record<string, string | undefined>): PrereleaseGateConfig | null {
  const flag = (env.PRERELEASE_GATE ?? 'off').trim().toLowerCase();
  if (flag === '' || flag === 'off') return null;
  if (flag !== 'on') throw new PrereleaseGateConfigError(`PRERELEASE_GATE must be "on" or "off", got "${env.PRERELEASE_GATE}".`);
  const username = env.PRERELEASE_GATE_USERNAME ?? '';
  const hash = (env.PRERELEASE_GATE_PASSWORD_SHA256 ?? '').trim().toLowerCase();
  const missing = [
    username === '' && 'PRERELEASE_GATE_USERNAME',
    hash === '' && 'PRERELEASE_GATE_PASSWORD_SHA256',
  ].filter(Boolean);
  if (missing.length) {
    throw new PrereleaseGateConfigError(
      `PRERELEASE_GATE=on needs ${missing.join(' and ')} (the password as a hex SHA-256, e.g. printf %s "$PASSWORD" | sha256sum). Refusing to start.`,
    );
  }
  if (!/^[0-9a-f]{64}$/.test(hash)) {
    throw new PrereleaseGateConfigError('PRERELEASE_GATE_PASSWORD_SHA256 must be 64 hexadecimal characters (the SHA-256 of the password). Refusing to start.');
  }
  if (username.length > gateInputMaxLength) throw new PrereleaseGateConfigError(`PRERELEASE_GATE_USERNAME is longer than ${gateInputMaxLength} characters.`);
  return { username, passwordSha256: hash };
}

/** Whether a request already carries the unlock cookie. */
export function hasGateCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((part) => part.trim() === `${gateCookieName}=1`);
}

export function serializeGateCookie(options: { secure?: boolean } = {}): string {
  return `${gateCookieName}=1; Max-Age=${gateCookieMaxAge}; Path=/; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}

/** Hex SHA-256 with WebCrypto (browser and Node). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Constant-time comparison of two hex strings of the same length. */
function sameHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function checkGateCredentials(config: PrereleaseGateConfig, username: string, password: string): Promise<boolean> {
  const hash = await sha256Hex(password);
  return username === config.username && sameHex(hash, config.passwordSha256);
}
