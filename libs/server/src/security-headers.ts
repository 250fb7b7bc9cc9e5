/**
 * The security headers every response of every app carries (brand site, campaign app, data
 * service), built in one place so the three servers cannot drift apart. See docs/hardening.md.
 *
 * The Content-Security-Policy is a "strict CSP": scripts run only when they carry the response's
 * nonce, and what a trusted script loads is trusted in turn ('strict-dynamic'), so no host
 * allow-list is needed for the consent-gated tag manager and chat widget.
 */

/** Random bytes for 256 nonces, drawn at once (one call to the system's generator instead of one per response). */
const noncePool = Buffer.alloc(16 * 256);
let noncePoolOffset = noncePool.length;

/** A fresh, unguessable nonce (128 bits, base64) for one response; its bytes are never used twice. */
export function createNonce(): string {
  if (noncePoolOffset === noncePool.length) {
    globalThis.crypto.getRandomValues(noncePool);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString('base64', noncePoolOffset, noncePoolOffset + 16);
  noncePoolOffset += 16;
  return nonce;
}

export interface CspOptions {
  nonce: string;
  /**
   * Origins of configured third-party services (tag manager, chat widget, jQuery CDN): they may
   * be fetched from, framed and show images. Scripts need no entry: 'strict-dynamic' covers them.
   */
  thirdPartyOrigins?: readonly string[];
}

/** The origins of the given URLs (invalid or empty ones are skipped). */
export function originsOf(urls: readonly (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url) continue;
    try {
      const { origin, protocol } = new URL(url);
      if (protocol === 'https:' || protocol === 'http:') origins.add(origin);
    } catch {
      // Not a URL: nothing to allow.
    }
  }
  return [...origins];
}

/** Where Google Tag Manager and the Analytics it loads talk to, when GTM_ID is set. */
export const tagManagerOrigins = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://region1.google-analytics.com',
] as const;

export function contentSecurityPolicy({ nonce, thirdPartyOrigins = [] }: CspOptions): string {
  const extra = thirdPartyOrigins.length ? ` ${thirdPartyOrigins.join(' ')}` : '';
  return [
    `default-src 'self'`,
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    // React's `style` props become inline style attributes; styles cannot run code.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:${extra}`,
    `font-src 'self'`,
    `connect-src 'self'${extra}`,
    `frame-src 'self'${extra}`,
    `media-src 'self'`,
    `manifest-src 'self'`,
    `worker-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}

/** HSTS: two years, subdomains included; browsers ignore it over plain HTTP, so it is always sent. */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains';

export const permissionsPolicy =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()';

/** Every security header of a response, CSP included. */
export function securityHeaders(options: CspOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Strict-Transport-Security': strictTransportSecurity,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The security headers that are the same on every response (all but the CSP). */
const fixedSecurityHeaders = Object.entries(securityHeaders({ nonce: '' })).filter(([name]) => name !== 'Content-Security-Policy');

/**
 * True when the visitor reached us over HTTPS. Only the edge (tools/compose/server.mjs, nginx in
 * production) sets X-Forwarded-Proto and it overwrites whatever the client sent.
 */
export function isHttps(forwardedProto: string | string[] | undefined): boolean {
  const value = Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto;
  return (value ?? '').split(',')[0]?.trim().toLowerCase() === 'https';
}

/**
 * Hardens one Set-Cookie value: `SameSite=Lax` unless the cookie already names a SameSite, and
 * `Secure` behind HTTPS. `HttpOnly` is left to the code that sets the cookie (some are read by
 * the page on purpose: locale, consent).
 */
export function hardenCookie(setCookie: string, https: boolean): string {
  const attributes = setCookie.split(';').slice(1).map((a) => a.trim().toLowerCase());
  let result = setCookie;
  if (!attributes.some((a) => a.startsWith('samesite'))) result += '; SameSite=Lax';
  if (https && !attributes.includes('secure')) result += '; Secure';
  return result;
}

/** Reads the nonce back from a Content-Security-Policy value (tests, the HTML cache). */
export function nonceOf(csp: string | null | undefined): string | undefined {
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(csp ?? '')?.[1];
}

type HeaderValue = number | string | readonly string[];
type OutgoingHeaders = Record<string, HeaderValue | undefined> | HeaderValue[];

interface HardenableResponse {
  writeHead(...args: never[]): unknown;
  getHeader(name: string): HeaderValue | undefined;
  setHeader(name: string, value: HeaderValue): unknown;
  hasHeader(name: string): boolean;
}

/**
 * Makes every response written through `res` carry the security headers: whatever the code
 * behind it sends (a rendered page with its own nonce, a static file, a data request, an error),
 * missing headers are added and Set-Cookie values hardened at the moment the head is written.
 * A header the response already has (the page's CSP with the nonce of its scripts) is kept.
 */
export function hardenResponse(res: HardenableResponse, { https }: { https: boolean }): void {
  const original = res.writeHead.bind(res) as (...args: unknown[]) => unknown;
  (res as unknown as { writeHead: (...args: unknown[]) => unknown }).writeHead = (status: unknown, ...rest: unknown[]) => {
    const headersIndex = rest.findIndex((r) => typeof r === 'object' && r !== null);
    const given = (headersIndex >= 0 ? rest[headersIndex] : undefined) as OutgoingHeaders | undefined;
    const names = new Set<string>();
    const flat: [string, HeaderValue][] = [];
    if (Array.isArray(given)) {
      for (let i = 0; i + 1 < given.length; i += 2) flat.push([String(given[i]), given[i + 1] as HeaderValue]);
    } else if (given) {
      for (const [k, v] of Object.entries(given)) if (v !== undefined) flat.push([k, v]);
    }
    for (const [k] of flat) names.add(k.toLowerCase());
    const hardened = flat.map(([k, v]): [string, HeaderValue] =>
      k.toLowerCase() === 'set-cookie'
        ? [k, Array.isArray(v) ? (v as string[]).map((c) => hardenCookie(c, https)) : hardenCookie(String(v), https)]
        : [k, v],
    );
    const existingCookie = res.getHeader('set-cookie');
    if (existingCookie !== undefined && !names.has('set-cookie')) {
      const list = Array.isArray(existingCookie) ? (existingCookie as string[]) : [String(existingCookie)];
      res.setHeader('Set-Cookie', list.map((c) => hardenCookie(c, https)));
    }
    // A rendered page brings its own policy (the nonce of its scripts): a policy with a fresh nonce
    // is only made for a response without one.
    for (const [name, value] of fixedSecurityHeaders) {
      if (!names.has(name.toLowerCase()) && !res.hasHeader(name)) hardened.push([name, value]);
    }
    if (!names.has('content-security-policy') && !res.hasHeader('content-security-policy')) {
      hardened.splice(flat.length, 0, ['Content-Security-Policy', contentSecurityPolicy({ nonce: createNonce() })]);
    }
    const out = Array.isArray(given) ? hardened.flat() : Object.fromEntries(hardened);
    if (headersIndex >= 0) rest[headersIndex] = out;
    else rest.push(out);
    return original(status, ...rest);
  };
}
