import { resolve } from 'node:path';
import { z } from 'zod';
import { parseEnvOrThrow, trustProxySchema } from '@oriel/server/env';

/** A PostgreSQL connection string: postgres:// or postgresql:// with a host. */
const postgresUrl = z.string().refine(
  (v) => {
    if (!URL.canParse(v)) return false;
    const url = new URL(v);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  },
  { message: 'a PostgreSQL URL such as postgres://user:password@host:5432/database' },
);

/**
 * The keys used when none is configured: public (they are in this file), so acceptable only while
 * the site is on this machine. With a public SITE_URL the start-up refuses them (below).
 */
export const developmentSecrets = {
  STUDIO_SECRET: 'development-studio-secret-change-me-in-production',
  OTP_SECRET: 'development-only-otp-secret-not-for-production-use',
  RATE_LIMIT_SECRET: 'development-only-rate-limit-secret',
} as const;

/** Hosts that only this machine can reach. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * Every environment variable the data service reads, checked once at start-up. A bad value stops
 * the server with a message naming the variable.
 */
const schema = z.preprocess(
  // `NAME=` in an env file (.env.example copied as it is) means "not set".
  (env) => Object.fromEntries(Object.entries(env as Record<string, unknown>).filter(([, v]) => v !== '')),
  z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3100),
  HOST: z.string().default('127.0.0.1'),
  /** Real PostgreSQL when set; otherwise the embedded PGlite database in PGLITE_DATA_DIR. */
  DATABASE_URL: postgresUrl.optional(),
  /** How long start-up waits for PostgreSQL to answer (with back-off) before giving up. */
  DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).default(120),
  PGLITE_DATA_DIR: z.string().default('.data/pglite'),
  /** Start the clock at this ISO 8601 time (campaign previews, tests). */
  APP_NOW: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The versioned content files (docs/content.md); default: the repository's content/ folder. */
  CONTENT_DIR: z.string().optional(),
  /**
   * Which peers may set X-Forwarded-For (Fastify `trustProxy`): only the edge in front of the
   * service (tools/compose/server.mjs or nginx, which overwrite it). `loopback` by default.
   */
  TRUST_PROXY: trustProxySchema.shape.TRUST_PROXY,
  /** Key of the rate limiter's hashes (apps/api/src/http/rate-limit.ts); set it in production. */
  RATE_LIMIT_SECRET: z.string().min(16).optional(),
  /** One-time codes (docs/otp.md): `outbox` stores them in the database and delivers nothing. */
  OTP_TRANSPORT: z.enum(['outbox', 'gateway']).default('outbox'),
  /** Key of the code, token and IP hashes; required with the gateway transport (32+ characters). */
  OTP_SECRET: z.string().min(32).optional(),
  OTP_IP_SEND_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Wrong codes one client address may try in 10 minutes, whatever the numbers (decision 332). */
  OTP_VERIFY_IP_LIMIT: z.coerce.number().int().min(1).default(100),
  /**
   * The global circuit breakers (otp/send-breaker.ts): every SMS, and every e-mail (codes and booking
   * messages), per minute / per hour. Beyond, a client address that has had two codes this hour
   * gets no more; at twice these, nothing goes; an alert in the log past the limit and on each refusal.
   */
  OTP_SMS_PER_MINUTE_LIMIT: z.coerce.number().int().min(1).default(60),
  OTP_SMS_PER_HOUR_LIMIT: z.coerce.number().int().min(1).default(600),
  OTP_EMAIL_PER_MINUTE_LIMIT: z.coerce.number().int().min(1).default(120),
  OTP_EMAIL_PER_HOUR_LIMIT: z.coerce.number().int().min(1).default(1200),
  /**
   * The development outbox (`/api/dev/outbox`, `/api/dev/otp/age`) with OTP_TRANSPORT=outbox: on by
   * default only while SITE_URL is a loopback origin; `on` forces it for another origin (loud warning),
   * `off` removes it. It answers loopback clients only, whatever this says.
   */
  OTP_DEV_OUTBOX: z.enum(['on', 'off']).optional(),
  /** The public origin (set by `npm start`): decides whether the development outbox may exist; studio sign-ins from other origins are refused. */
  SITE_URL: z.url().default('http://localhost:3000'),
  SMS_GATEWAY_URL: z.url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  SMS_SENDER: z.string().default('MaisonOriel'),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().optional(),
  /** Bearer token of the campaign CSV exports (docs/campaigns.md); the exports are off without it. */
  CAMPAIGN_EXPORT_TOKEN: z.string().min(24).optional(),
  /** Registration submits per client address per 10 minutes (held in the database). */
  REGISTRATION_IP_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Moves a visitor may make to one booking through its manage link in 24 hours (each sends an SMS and an email). */
  BOOKING_CHANGES_PER_DAY: z.coerce.number().int().min(1).default(3),
  /** Manage-link changes (moves and cancellations) per client address per hour. */
  BOOKING_CHANGE_IP_LIMIT: z.coerce.number().int().min(1).default(20),
  OTP_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** The studio (docs/content.md): key of its session cookies and preview links; set it in production. */
  STUDIO_SECRET: z.string().min(32).default(developmentSecrets.STUDIO_SECRET),
  /**
   * `on`: every staff account must set up a TOTP second factor before it can do anything. Unset: on
   * unless SITE_URL is a loopback origin (a laptop), see `studioRequiresTwoFactor`.
   */
  STUDIO_REQUIRE_2FA: z.enum(['on', 'off']).optional(),
  /**
   * `off`: the job queue's workers look for new jobs every 2 s instead of listening for them
   * (PostgreSQL's LISTEN). Set it behind PgBouncer in transaction mode, where a LISTEN seems to
   * succeed but hears nothing.
   */
  JOBS_LISTEN: z.enum(['on', 'off']).default('on'),
  /** Sign-in attempts per client address per minute. */
  STUDIO_SIGN_IN_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Failed sign-ins of one account (any address) per 15 minutes; beyond, the account waits. */
  STUDIO_ACCOUNT_SIGN_IN_LIMIT: z.coerce.number().int().min(1).default(10),
  /** A studio session's absolute lifetime, in hours, however active it is. */
  STUDIO_SESSION_HOURS: z.coerce.number().min(0.1).max(24 * 30).default(12),
  /** A studio session unused this many minutes ends (idle timeout). */
  STUDIO_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(60),
  /** Where the running service leaves the token of its local admin channel (`npm run staff`). */
  STUDIO_ADMIN_FILE: z.string().default('.data/studio-admin.json'),
  /** The media library's files (uploaded photographs and their renditions); one shared folder for several instances (docs/content.md). */
  MEDIA_DIR: z.string().default('.data/media'),
  /** The largest photograph the studio accepts, in megabytes (the only request body over 64 KB). */
  MEDIA_UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(100).default(20),
  /** Share of page views whose web vitals are kept (0-1; client errors are all kept, once each). */
  RUM_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
  /** Real-user reports accepted from one client address per 10 minutes (a visitor sends one or two per page view). */
  RUM_IP_LIMIT: z.coerce.number().int().min(1).default(120),
  /** Uploads the data service reads at once (each holds up to MEDIA_UPLOAD_MAX_MB in memory); beyond, 503 with Retry-After. */
  MEDIA_UPLOAD_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
}).superRefine((env, ctx) => {
  // A public site with a public key: anyone could forge preview links and sessions, or reverse the
  // hashes of codes and client addresses. `npm start` on a laptop (loopback SITE_URL) needs none.
  if (!isLoopbackHost(new URL(env.SITE_URL).hostname)) {
    for (const key of ['STUDIO_SECRET', 'OTP_SECRET', 'RATE_LIMIT_SECRET'] as const) {
      if (!env[key] || env[key] === developmentSecrets[key]) {
        ctx.addIssue({ code: 'custom', path: [key], message: `a secret of this site's own, not the development value (required when SITE_URL is not on this machine; openssl rand -base64 48)` });
      }
    }
  }
  if (env.OTP_TRANSPORT !== 'gateway') return;
  for (const key of ['OTP_SECRET', 'SMS_GATEWAY_URL', 'SMTP_URL', 'SMTP_FROM'] as const) {
    if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'a value (required when OTP_TRANSPORT=gateway)' });
  }
}),
);

export type ApiConfig = z.infer<typeof schema> & { pgliteDataDir: string };

/** Whether an origin is this machine's (localhost, 127.0.0.0/8, [::1]). */
export function isLoopbackOrigin(origin: string): boolean {
  const host = new URL(origin).hostname;
  return host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '[::1]';
}

/** The studio's second factor is required unless turned off, or unset on a loopback SITE_URL (a laptop). */
export function studioRequiresTwoFactor(config: Pick<ApiConfig, 'STUDIO_REQUIRE_2FA' | 'SITE_URL'>): boolean {
  return config.STUDIO_REQUIRE_2FA ? config.STUDIO_REQUIRE_2FA === 'on' : !isLoopbackOrigin(config.SITE_URL);
}

/**
 * The checked configuration. A bad value throws an EnvError (libs/server/src/env.ts) with one line
 * per variable: its name, what its value looks like and what is expected; main.ts prints it and exits.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const data = parseEnvOrThrow(schema, 'api', env);
  const dir = data.PGLITE_DATA_DIR;
  // `memory://` is PGlite's in-memory database, not a folder.
  return { ...data, pgliteDataDir: dir.startsWith('memory://') ? dir : resolve(dir) };
}
