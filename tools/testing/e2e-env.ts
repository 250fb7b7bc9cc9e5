import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The port the e2e site runs on (not 3000, so a running `npm start` does not get in the way). */
export const e2ePort = Number(process.env.E2E_PORT ?? 3300);

/**
 * Environment of the site under test: a fresh embedded database per run (seeded at start-up), so
 * every run starts from the same content and no registration is left over from the last one.
 */
export const e2eEnv: Record<string, string> = {
  PORT: String(e2ePort),
  PGLITE_DATA_DIR: process.env.E2E_PGLITE_DATA_DIR ?? join(mkdtempSync(join(tmpdir(), 'oriel-e2e-')), 'pglite'),
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  // Every test browser sends one-time codes from 127.0.0.1: the per-IP limit is for real networks.
  OTP_IP_SEND_LIMIT: '1000',
  OTP_VERIFY_IP_LIMIT: '1000',
  // Tests side by side send more SMS and e-mails a minute (codes and confirmations) than the global
  // circuit breakers' defaults let through; they have tests of their own (apps/api, docs/otp.md).
  OTP_SMS_PER_MINUTE_LIMIT: '100000',
  OTP_SMS_PER_HOUR_LIMIT: '100000',
  OTP_EMAIL_PER_MINUTE_LIMIT: '100000',
  OTP_EMAIL_PER_HOUR_LIMIT: '100000',
  // Every test page sends its web vitals from 127.0.0.1 too.
  RUM_IP_LIMIT: '100000',
};
