import { betterAuth } from 'better-auth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Where the studio's authentication answers, on the data service. */
export const studioAuthPath = '/api/studio/auth';
/** Every studio cookie starts with this: `__Host-` means Secure, Path=/ and no Domain. */
export const studioCookiePrefix = '__Host-studio';
export const studioSessionCookie = `${studioCookiePrefix}.session_token`;

export interface StudioAuthOptions {
  db: Kysely<Database>;
  /** Signs the session cookies (STUDIO_SECRET). */
  secret: string;
  /** Public origins the studio is used from (SITE_URL): sign-in requests from elsewhere are refused. */
  trustedOrigins: string[];
  /** Sign-in attempts per address per minute. */
  signInLimit?: number;
  /** A session's absolute lifetime in seconds (STUDIO_SESSION_HOURS); never extended by use. */
  sessionSeconds?: number;
}

/**
 * The only better-auth endpoints the outside world reaches: signing in (password,
 * then a TOTP or backup code) and out. Setting up or removing a second factor, changing the
 * password and revoking sessions go through the studio's own routes, which apply its rules.
 */
export const publicAuthEndpoints = ['/sign-in/email', '/sign-out', '/two-factor/verify-totp', '/two-factor/verify-backup-code'] as const;

/**
 * The origins a sign-in may come from: SITE_URL's, and on a loopback SITE_URL its loopback aliases
 * on the same port (localhost, 127.0.0.1, [::1]), as a laptop's browser may use any of them.
 */
export function studioOrigins(siteUrl: string): string[] {
  const url = new URL(siteUrl);
  const loopback = ['localhost', '127.0.0.1', '[::1]'];
  if (!loopback.includes(url.hostname)) return [url.origin];
  const port = url.port ? `:${url.port}` : '';
  return [url.origin, ...loopback.map((host) => `${url.protocol}//${host}${port}`).filter((o) => o !== url.origin)];
}

/**
 * Staff authentication with better-auth on the data service's own database (Kysely, PGlite or
 * PostgreSQL): email and password (scrypt, better-auth's memory-hard default), sessions in the
 * database, TOTP second factor, sign-in rate-limited in the database (so across instances), no
 * public sign-up (accounts come from `npm run staff` or an admin). Cookies: `__Host-studio.*`,
 * Secure, HttpOnly, SameSite=Strict.
 */
export function createStudioAuth({ db, secret, trustedOrigins, signInLimit = 5, sessionSeconds = 12 * 60 * 60 }: StudioAuthOptions) {
  return betterAuth({
    appName: 'Maison Oriel studio',
    secret,
    basePath: studioAuthPath,
    // The public origin (SITE_URL): better-auth's own origin checks compare with it.
    baseURL: trustedOrigins[0],
    trustedOrigins,
    // Writes of one operation in one transaction (an account and its password: StaffAccounts.add).
    database: { db, type: 'postgres', transaction: true },
    telemetry: { enabled: false },
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 12, maxPasswordLength: 256 },
    user: {
      modelName: 'staff_users',
      additionalFields: {
        // Set by the staff command and by admins only, never by the account itself.
        role: { type: 'string', required: true, defaultValue: 'editor', input: false },
      },
    },
    // One absolute lifetime from sign-in, never extended; the idle timeout is the studio's own
    // (routes.ts `sessionOf`), counted from the session's last use.
    session: { modelName: 'staff_sessions', expiresIn: sessionSeconds, disableSessionRefresh: true },
    account: { modelName: 'staff_accounts' },
    verification: { modelName: 'staff_verifications' },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'staff_rate_limits',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: signInLimit },
        '/two-factor/verify-totp': { window: 60, max: signInLimit },
        '/two-factor/verify-backup-code': { window: 60, max: signInLimit },
      },
    },
    advanced: {
      // The prefix is written into the name (`__Host-`), so better-auth's own `__Secure-` is off;
      // the attributes below make every cookie Secure, HttpOnly, SameSite=Strict, Path=/.
      useSecureCookies: false,
      cookiePrefix: studioCookiePrefix,
      defaultCookieAttributes: { secure: true, httpOnly: true, sameSite: 'strict', path: '/' },
      // The edge (and the studio server behind it) set X-Forwarded-For; clients cannot.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    plugins: [twoFactor({ issuer: 'Maison Oriel studio', twoFactorTable: 'staff_two_factors' })],
  });
}

export type StudioAuth = ReturnType<typeof createStudioAuth>;
