/**
 * The pre-release gate of SPEC §4-§6: off by default; on with `PRERELEASE_GATE=on`,
 * which then needs `PRERELEASE_GATE_USERNAME` and `PRERELEASE_GATE_PASSWORD_SHA256` (the hex
 * SHA-256 of the password: the page compares hashes and the password itself never ships). The
 * server entry reads and checks them (`@oriel/server/frame-env`) and passes them in as data.
 */
export interface PrereleaseGateConfig {
  username: string;
  passwordSha256: string;
}

/** SPEC §4: the one-day cookie that unlocks the site. */
export const gateCookieName = 'sl-brand-uat-login';
export const gateCookieMaxAge = 24 * 60 * 60;
/**
 * Where each app's gate action answers (a route of its own, outside the locale trees): the form's
 * plain post, for a visitor whose page has not run its scripts yet or has none.
 */
export const gateActionPaths = { 'brand-site': '/prerelease-gate', 'discovery-trial': '/discovery-trial/prerelease-gate' } as const;
/** The query the gate action sends a wrong pair back with (`?gate=wrong`): the server draws the message. */
export const gateWrongParam = 'gate';

/** Whether this page was sent back by the gate action with a wrong pair (the root loaders). */
export function gateSaidWrong(url: URL): boolean {
  return url.searchParams.get(gateWrongParam) === 'wrong';
}

/** SPEC §3/§9: each input holds at most 256 characters. */
export const gateInputMaxLength = 256;

/**
 * Whether this browser already carries the unlock cookie (`document.cookie`, e.g. unlocked in
 * another tab). By hand on purpose, like the writer below: one fixed `name=1` pair, and no cookie
 * library in every page's first load. The server reads the request's cookie with
 * the `cookie` library (`gateLocked`, libs/server/src/frame.ts).
 */
export function hasGateCookie(documentCookie: string): boolean {
  return documentCookie.split(';').some((part) => part.trim() === `${gateCookieName}=1`);
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
