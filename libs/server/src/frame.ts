import { parseCookie } from 'cookie';
import { type MiddlewareFunction, redirect } from 'react-router';
import { loadCatalogues } from '@oriel/i18n';
import { z } from 'zod';
import { tokenQueryParameters } from './logger';
import { rootLocaleRedirect } from '@oriel/i18n/negotiation';

/**
 * The server half of the root route both public apps share (their `app/root.tsx` keeps only its
 * loader, its clock and its name): every catalogue in memory before any loader, meta or render
 * calls translate(); while the pre-release gate is on, nothing of the site may be indexed; and a
 * studio preview (`?oriel-preview=`, rendered with the entry's draft) is for this visitor only.
 */
export function frameMiddleware({ noindex }: { noindex: boolean }): MiddlewareFunction<Response> {
  return async ({ request }, next) => {
    await loadCatalogues();
    const response = await next();
    if (noindex) response.headers.set('X-Robots-Tag', 'noindex');
    if (new URL(request.url).searchParams.has('oriel-preview')) {
      response.headers.set('Cache-Control', 'private, no-store');
      response.headers.set('X-Robots-Tag', 'noindex');
    }
    return response;
  };
}

/**
 * A first visit at `/` goes to `/tc` when the visitor chose Chinese or the browser prefers it
 * (libs/i18n/src/negotiation.ts). Called by the root loader, so it runs on the document request
 * and on a language switch, not on every navigation.
 */
export function redirectFirstVisit(request: Request): void {
  const target = rootLocaleRedirect(request);
  if (target) throw redirect(target);
}

/**
 * Whether the pre-release gate covers this request: it is on and the request does not carry its
 * one-day unlock cookie (SPEC §4; the browser side is `PrereleaseGate` in libs/ui).
 */
export function gateLocked(request: Request, gate: { username: string } | null): boolean {
  if (!gate) return false;
  const cookies = request.headers.get('cookie');
  return !cookies || parseCookie(cookies)['sl-brand-uat-login'] !== '1';
}

/**
 * A studio preview link (`?oriel-preview=`): the moment the page shows (the link's chosen moment,
 * or now), for the "Preview — not live" bar; null on any other page and once the link has expired
 * (the data service then answers the live content, which must not be labelled a preview). The
 * signature is the data service's to check: the bar only reads the link's own claim.
 */
export function studioPreviewOf(url: URL, now: Date): { at: string } | null {
  const token = url.searchParams.get('oriel-preview');
  const payload = token?.split('.')[0];
  if (!payload || payload.length > 1000) return null;
  try {
    const claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { at?: unknown; exp?: unknown };
    if (typeof claim.exp !== 'number' || claim.exp * 1000 <= now.getTime()) return null;
    const at = typeof claim.at === 'string' && !Number.isNaN(Date.parse(claim.at)) ? new Date(claim.at) : now;
    return { at: at.toISOString() };
  } catch {
    return null;
  }
}

/**
 * Whether a page's address carries a token (manage page, thank-you page with its booking, studio
 * preview): such a page sends `Referrer-Policy: no-referrer` and loads no third-party script.
 */
export function addressCarriesToken(url: URL): boolean {
  if (tokenQueryParameters.some((name) => url.searchParams.has(name))) return true;
  return /\/booking\/[^/]+/.test(url.pathname) || url.pathname.startsWith('/studio/enrol/');
}

/**
 * React Router middleware of the app servers: a page whose address carries a token tells the
 * browser to send no Referer anywhere, not even to this site's own assets (an edge logs Referers).
 */
export const noReferrerForTokenPages: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (addressCarriesToken(new URL(request.url))) response.headers.set('Referrer-Policy', 'no-referrer');
  return response;
};

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
type PrereleaseGateSettings = { username: string; passwordSha256: string };

/**
 * Reads the gate settings from an environment record (SPEC §4-§6). Throws a message meant
 * for the person starting the server when the gate is on but incomplete, so a misconfigured
 * pre-release site never starts wide open.
 */
export function readPrereleaseGate(env: Record<string, string | undefined>): PrereleaseGateSettings | null {
  const flag = (env.PRERELEASE_GATE ?? 'off').trim().toLowerCase();
  if (flag === '' || flag === 'off') return null;
  if (flag !== 'on') throw new Error(`PRERELEASE_GATE must be "on" or "off", got "${env.PRERELEASE_GATE}".`);
  const username = env.PRERELEASE_GATE_USERNAME ?? '';
  const hash = (env.PRERELEASE_GATE_PASSWORD_SHA256 ?? '').trim().toLowerCase();
  const missing = [username === '' && 'PRERELEASE_GATE_USERNAME', hash === '' && 'PRERELEASE_GATE_PASSWORD_SHA256'].filter(Boolean);
  if (missing.length) {
    throw new Error(
      `PRERELEASE_GATE=on needs ${missing.join(' and ')} (the password as a hex SHA-256, e.g. printf %s "$PASSWORD" | sha256sum). Refusing to start.`,
    );
  }
  if (!/^[0-9a-f]{64}$/.test(hash)) {
    throw new Error('PRERELEASE_GATE_PASSWORD_SHA256 must be 64 hexadecimal characters (the SHA-256 of the password). Refusing to start.');
  }
  if (username.length > 256) throw new Error('PRERELEASE_GATE_USERNAME is longer than 256 characters.');
  return { username, passwordSha256: hash };
}

/**
 * What the frame needs from the checked environment, read once by the app's server entry
 * (`app/lib/env.server.ts`) and passed to the frame as data: the third-party scripts the page may
 * load and the gate's settings, or null when it is off. A gate switched on but incomplete stops
 * the server here, naming the app.
 */
export function frameSettings(env: FrameEnv, app: string) {
  // The third-party scripts as the frame's consent (libs/ui) takes them; nothing secret.
  const thirdParty: { gtmId?: string; chatWidgetSrc?: string; jquerySrc?: string } = { gtmId: env.GTM_ID, chatWidgetSrc: env.CHAT_WIDGET_SRC, jquerySrc: env.JQUERY_SRC };
  try {
    return { thirdParty, prereleaseGate: readPrereleaseGate(env) };
  } catch (error) {
    console.error(`[${app}] ${(error as Error).message}`);
    process.exit(1);
  }
}
