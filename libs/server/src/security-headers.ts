import { randomBytes } from 'node:crypto';
import type { HelmetOptions } from 'helmet';

/**
 * The security headers of every app (brand site, campaign app, studio through helmet; the data
 * service through `securityHeaders`), defined in one place so the servers cannot drift apart.
 * See docs/hardening.md.
 *
 * The Content-Security-Policy is a "strict CSP": scripts run only when they carry the response's
 * nonce, and what a trusted script loads is trusted in turn ('strict-dynamic'), so no host
 * allow-list is needed for the consent-gated tag manager and chat widget.
 */

/** A fresh, unguessable nonce (128 bits, base64) for one response. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The origins of the given URLs (invalid or empty ones are skipped). */
export function originsOf(urls: readonly (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url || !URL.canParse(url)) continue;
    const { origin, protocol } = new URL(url);
    if (protocol === 'https:' || protocol === 'http:') origins.add(origin);
  }
  return [...origins];
}

/** Where Google Tag Manager and the Analytics it loads talk to, when GTM_ID is set. */
export const tagManagerOrigins = ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://region1.google-analytics.com'] as const;

/**
 * The policy's directives. Third-party origins (tag manager, chat widget, jQuery CDN) may be
 * fetched from, framed and show images; their scripts need no entry, 'strict-dynamic' covers them.
 */
function cspDirectives(nonce: string | ((req: unknown, res: unknown) => string), thirdPartyOrigins: readonly string[] = []) {
  const nonceSource = typeof nonce === 'string' ? `'nonce-${nonce}'` : (req: unknown, res: unknown) => `'nonce-${nonce(req, res)}'`;
  return {
    'default-src': ["'self'"],
    'script-src': [nonceSource, "'strict-dynamic'"],
    // React's `style` props become inline style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...thirdPartyOrigins],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...thirdPartyOrigins],
    'frame-src': ["'self'", ...thirdPartyOrigins],
    'media-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

export function contentSecurityPolicy({ nonce, thirdPartyOrigins = [] }: { nonce: string; thirdPartyOrigins?: readonly string[] }): string {
  return Object.entries(cspDirectives(nonce, thirdPartyOrigins))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** HSTS: two years, subdomains included; browsers ignore it over plain HTTP, so it is always sent. */
const hstsMaxAgeSeconds = 63_072_000;

export const permissionsPolicy =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()';

/**
 * helmet's settings for an app server: its defaults, with the strict CSP above (the nonce is the
 * one the app server drew for this response, `res.locals.cspNonce`), two-year HSTS and the
 * referrer policy every page had before (pages that must not leak their address set their own).
 */
export function helmetOptions(thirdPartyOrigins: readonly string[]): HelmetOptions {
  const nonce = (_req: unknown, res: unknown) => (res as { locals: { cspNonce: string } }).locals.cspNonce;
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(nonce, thirdPartyOrigins) as never },
    // helmet's own defaults give X-Frame-Options SAMEORIGIN and HSTS with subdomains.
    strictTransportSecurity: { maxAge: hstsMaxAgeSeconds },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/** Every security header of a data service response, CSP included (apps/api). */
export function securityHeaders(options: { nonce: string; thirdPartyOrigins?: readonly string[] }): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Strict-Transport-Security': `max-age=${hstsMaxAgeSeconds}; includeSubDomains`,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Reads the nonce back from a Content-Security-Policy value (tests). */
export function nonceOf(csp: string | null | undefined): string | undefined {
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(csp ?? '')?.[1];
}
